import Foundation

/// One move of the focus: where from, where to, which way. The engine makes one for each move
/// and gives the same object to every environment it asks and tells.
@preconcurrency @MainActor open class UIFocusUpdateContext: NSObject {
    public private(set) weak var previouslyFocusedItem: UIFocusItem?
    public private(set) weak var nextFocusedItem: UIFocusItem?
    /// The direction: `.next` or `.previous` for Tab and Shift+Tab, an arrow's direction inside
    /// a list, none when code moved the focus.
    public let focusHeading: UIFocusHeading

    /// The view that had the focus (nil when the item is not a view, or nothing had it).
    public var previouslyFocusedView: UIView? { previouslyFocusedItem as? UIView }
    /// The view that gets the focus.
    public var nextFocusedView: UIView? { nextFocusedItem as? UIView }

    init(previous: UIFocusItem?, next: UIFocusItem?, heading: UIFocusHeading) {
        previouslyFocusedItem = previous
        nextFocusedItem = next
        focusHeading = heading
    }

    nonisolated public override var description: String {
        MainActor.assumeIsolated {
            "<\(type(of: self)) from \(FocusDescription.name(previouslyFocusedItem)) to \(FocusDescription.name(nextFocusedItem))>"
        }
    }
}

/// A focus move into, out of or inside a collection view, with the items' index paths.
@preconcurrency @MainActor open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    /// The index path of the item that had the focus, when it was one of this collection view's.
    public let previouslyFocusedIndexPath: IndexPath?
    /// The index path of the item that gets the focus, when it is one of this collection view's.
    public let nextFocusedIndexPath: IndexPath?

    init(previous: UIFocusItem?, next: UIFocusItem?, heading: UIFocusHeading, previousIndexPath: IndexPath?, nextIndexPath: IndexPath?) {
        previouslyFocusedIndexPath = previousIndexPath
        nextFocusedIndexPath = nextIndexPath
        super.init(previous: previous, next: next, heading: heading)
    }
}

/// A focus move into, out of or inside a table view, with the rows' index paths.
@preconcurrency @MainActor open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    public let previouslyFocusedIndexPath: IndexPath?
    public let nextFocusedIndexPath: IndexPath?

    init(previous: UIFocusItem?, next: UIFocusItem?, heading: UIFocusHeading, previousIndexPath: IndexPath?, nextIndexPath: IndexPath?) {
        previouslyFocusedIndexPath = previousIndexPath
        nextFocusedIndexPath = nextIndexPath
        super.init(previous: previous, next: next, heading: heading)
    }
}

/// What a focusing or unfocusing animation is given: the length of the system's own.
@preconcurrency @MainActor public protocol UIFocusAnimationContext: AnyObject {
    var duration: TimeInterval { get }
}

/// Runs animations along with a focus move. Each block runs inside one UIView animation of
/// 0.2 seconds once every environment has been told of the move; a completion runs
/// when that animation ends.
@preconcurrency @MainActor open class UIFocusAnimationCoordinator: NSObject {
    /// How long the focus animations last: the halo's change, and what was added here.
    static let duration: TimeInterval = 0.2
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []
    private var ran = false

    /// Adds animations to run with the focus change, and a completion for after them. Added
    /// after the animations ran, they run at once (in a new animation of the same length).
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        add(animations, completion: completion)
    }

    /// Adds animations for the item getting the focus.
    open func addCoordinatedFocusingAnimations(_ animations: ((UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil) {
        let context = FocusAnimationContext(duration: Self.duration)
        add(animations.map { block in { block(context) } }, completion: completion)
    }

    /// Adds animations for the item losing the focus.
    open func addCoordinatedUnfocusingAnimations(_ animations: ((UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil) {
        addCoordinatedFocusingAnimations(animations, completion: completion)
    }

    private func add(_ animations: (() -> Void)?, completion: (() -> Void)?) {
        if let animations { self.animations.append(animations) }
        if let completion { completions.append(completion) }
        if ran { run() }
    }

    /// Runs what was added so far (the engine calls it after telling the environments).
    func run() {
        ran = true
        let blocks = animations
        let finish = completions
        animations = []
        completions = []
        guard !blocks.isEmpty || !finish.isEmpty else { return }
        UIView.animate(withDuration: Self.duration, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState]) {
            for block in blocks { block() }
        } completion: { _ in
            for block in finish { block() }
        }
    }
}

private final class FocusAnimationContext: UIFocusAnimationContext {
    let duration: TimeInterval
    init(duration: TimeInterval) { self.duration = duration }
}

/// Names for focus items in descriptions and the focus debugger's answers.
@MainActor enum FocusDescription {
    static func name(_ item: AnyObject?) -> String {
        guard let item else { return "nothing" }
        if let view = item as? UIView, let label = view.accessibilityLabel, !label.isEmpty {
            return "\(type(of: view)) \"\(label)\""
        }
        return "\(type(of: item))"
    }
}
