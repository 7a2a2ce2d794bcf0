import Foundation

/// Where a spring-loaded view is on its way to activating.
public enum UISpringLoadedInteractionEffectState: Int, Sendable {
    case inactive, possible, activating, activated
}

/// A view that opens when a drag pauses over it (a folder, a tab, a button): the drag is held
/// over it for one second (`activationDelay`), the view blinks while activating,
/// then the handler runs, as if it had been tapped, and the drag goes on.
@preconcurrency @MainActor open class UISpringLoadedInteraction: NSObject, UIInteraction {
    /// How long a drag rests over the view before it activates: half of it possible, half
    /// activating (blinking).
    static let activationDelay: TimeInterval = 1.0
    public let interactionBehavior: UISpringLoadedInteractionBehavior
    public let interactionEffect: UISpringLoadedInteractionEffect
    let handler: (UISpringLoadedInteraction, UISpringLoadedInteractionContext) -> Void
    public private(set) weak var view: UIView?

    public init(interactionBehavior: UISpringLoadedInteractionBehavior?, interactionEffect: UISpringLoadedInteractionEffect?,
                activationHandler handler: @escaping (UISpringLoadedInteraction, UISpringLoadedInteractionContext) -> Void) {
        self.interactionBehavior = interactionBehavior ?? DefaultSpringLoadedBehavior()
        self.interactionEffect = interactionEffect ?? BlinkingSpringLoadedEffect()
        self.handler = handler
        super.init()
    }

    public convenience init(activationHandler handler: @escaping (UISpringLoadedInteraction, UISpringLoadedInteractionContext) -> Void) {
        self.init(interactionBehavior: nil, interactionEffect: nil, activationHandler: handler)
    }

    public func willMove(to view: UIView?) {}
    public func didMove(to view: UIView?) { self.view = view }
}

/// Decides whether a spring-loaded interaction may go on, and hears when it finishes.
@preconcurrency @MainActor public protocol UISpringLoadedInteractionBehavior: AnyObject {
    func shouldAllowInteraction(_ interaction: UISpringLoadedInteraction, with context: UISpringLoadedInteractionContext) -> Bool
    func interactionDidFinish(_ interaction: UISpringLoadedInteraction)
}

extension UISpringLoadedInteractionBehavior {
    public func interactionDidFinish(_ interaction: UISpringLoadedInteraction) {}
}

/// Shows a spring-loaded view's state.
@preconcurrency @MainActor public protocol UISpringLoadedInteractionEffect: AnyObject {
    func interaction(_ interaction: UISpringLoadedInteraction, didChangeWith context: UISpringLoadedInteractionContext)
}

/// Where the interaction is and what the drag is over.
@preconcurrency @MainActor public protocol UISpringLoadedInteractionContext: AnyObject {
    var state: UISpringLoadedInteractionEffectState { get }
    /// The view that activates (the interaction's view unless the behavior changes it).
    var targetView: UIView? { get set }
    /// Anything the behavior wants the handler to know (a tab's item).
    var targetItem: Any? { get set }
    func location(in view: UIView?) -> CGPoint
}

/// Views that can be spring loaded by a flag (buttons, bar items, segmented controls in UIKit).
@preconcurrency @MainActor public protocol UISpringLoadedInteractionSupporting: AnyObject {
    var isSpringLoaded: Bool { get set }
}

/// Allows every interaction.
@MainActor final class DefaultSpringLoadedBehavior: UISpringLoadedInteractionBehavior {
    func shouldAllowInteraction(_ interaction: UISpringLoadedInteraction, with context: UISpringLoadedInteractionContext) -> Bool { true }
}

/// The system's effect: the target view dims while activating and blinks as it activates.
@MainActor final class BlinkingSpringLoadedEffect: UISpringLoadedInteractionEffect {
    func interaction(_ interaction: UISpringLoadedInteraction, didChangeWith context: UISpringLoadedInteractionContext) {
        guard let view = context.targetView ?? interaction.view else { return }
        switch context.state {
        case .activating: UIView.animate(withDuration: 0.15) { view.alpha = 0.5 }
        case .activated:
            UIView.animate(withDuration: 0.1, animations: { view.alpha = 1 })
        case .inactive, .possible: view.alpha = 1
        }
    }
}

/// A spring-loaded interaction's context during one hover.
@MainActor final class SpringLoadedContext: UISpringLoadedInteractionContext {
    var state = UISpringLoadedInteractionEffectState.inactive
    var targetView: UIView?
    var targetItem: Any?
    let session: UIDragDropSession

    init(session: UIDragDropSession, view: UIView?) {
        self.session = session
        targetView = view
    }

    func location(in view: UIView?) -> CGPoint {
        guard let view else { return session.location(in: targetView ?? UIView()) }
        return session.location(in: view)
    }
}

/// The spring-loaded view a drag hovers over, and its clock: possible at once, activating
/// half way through the delay, activated (the handler runs) at its end; leaving the view or
/// ending the drag makes it inactive.
@MainActor final class SpringLoading {
    private weak var interaction: UISpringLoadedInteraction?
    private weak var spent: UISpringLoadedInteraction?
    private var context: SpringLoadedContext?
    private var token = 0

    /// The drag is over `view`: its innermost spring-loaded interaction starts its clock, or
    /// keeps it running when it is the one already hovered.
    func hover(over view: UIView?, session: UIDragDropSession) {
        let found = Self.interaction(at: view)
        if found === interaction { return }
        // A view activates once per visit: the drag must leave it before it can again.
        if found === spent { return }
        spent = nil
        stop()
        guard let found else { return }
        let context = SpringLoadedContext(session: session, view: found.view)
        guard found.interactionBehavior.shouldAllowInteraction(found, with: context) else { return }
        interaction = found
        self.context = context
        set(.possible)
        token += 1
        let mine = token
        let half = UISpringLoadedInteraction.activationDelay / 2
        MainLoop.shared.perform(after: half) { [weak self] in
            guard let self, self.token == mine else { return }
            self.set(.activating)
            MainLoop.shared.perform(after: half) { [weak self] in
                guard let self, self.token == mine else { return }
                self.activate()
            }
        }
    }

    /// The drag left or ended.
    func stop() {
        token += 1
        guard let interaction else { return }
        set(.inactive)
        interaction.interactionBehavior.interactionDidFinish(interaction)
        self.interaction = nil
        context = nil
    }

    private func activate() {
        guard let interaction, let context else { return }
        set(.activated)
        interaction.handler(interaction, context)
        set(.inactive)
        interaction.interactionBehavior.interactionDidFinish(interaction)
        spent = interaction
        self.interaction = nil
        self.context = nil
    }

    private func set(_ state: UISpringLoadedInteractionEffectState) {
        guard let interaction, let context else { return }
        context.state = state
        interaction.interactionEffect.interaction(interaction, didChangeWith: context)
    }

    private static func interaction(at view: UIView?) -> UISpringLoadedInteraction? {
        var current = view
        while let candidate = current {
            if let found = candidate.interactions.first(where: { $0 is UISpringLoadedInteraction }) as? UISpringLoadedInteraction { return found }
            current = candidate.superview
        }
        return nil
    }
}

/// A button that is spring loaded acts as if tapped (its primary action, `.touchUpInside`)
/// when a drag rests on it.
extension UIButton: UISpringLoadedInteractionSupporting {
    public var isSpringLoaded: Bool {
        get { interactions.contains { $0 is ButtonSpringLoading } }
        set {
            guard newValue != isSpringLoaded else { return }
            if newValue {
                addInteraction(ButtonSpringLoading { interaction, _ in
                    (interaction.view as? UIButton)?.sendActions(for: .touchUpInside)
                })
            } else {
                interactions.filter { $0 is ButtonSpringLoading }.forEach(removeInteraction)
            }
        }
    }
}

/// The interaction ``UIButton/isSpringLoaded`` adds.
@MainActor final class ButtonSpringLoading: UISpringLoadedInteraction {}
