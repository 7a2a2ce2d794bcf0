import Foundation

/// Something the focus engine walks through on the way to a focusable item: a view, a view
/// controller, a window. The engine asks each environment that holds the focused item or the
/// next one whether the focus may move (``shouldUpdateFocus(in:)``) and tells each of them
/// once it has (``didUpdateFocus(in:with:)``).
@preconcurrency @MainActor public protocol UIFocusEnvironment: AnyObject {
    /// Where the focus should go inside this environment, most preferred first.
    var preferredFocusEnvironments: [UIFocusEnvironment] { get }
    /// The environment that contains this one (a view's superview or controller).
    var parentFocusEnvironment: UIFocusEnvironment? { get }
    /// The container of this environment's focusable items, if it has any.
    var focusItemContainer: UIFocusItemContainer? { get }
    /// Asks for the focus to go to this environment's preferred item; takes effect at the next
    /// turn of the main loop, or at ``updateFocusIfNeeded()``, when this environment contains
    /// the focused item (or nothing is focused).
    func setNeedsFocusUpdate()
    /// Performs a focus update that ``setNeedsFocusUpdate()`` asked for, now.
    func updateFocusIfNeeded()
    /// Whether the focus may move as `context` describes; false stops the move.
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    /// The focus has moved as `context` describes; `coordinator` runs animations with it.
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
    /// The focus group this environment starts (an optional requirement in UIKit).
    var focusGroupIdentifier: String? { get }
}

extension UIFocusEnvironment {
    public var focusGroupIdentifier: String? { nil }
}

/// An environment that can itself take the focus: a view.
@preconcurrency @MainActor public protocol UIFocusItem: UIFocusEnvironment {
    var canBecomeFocused: Bool { get }
    /// The item's frame in its ``UIFocusEnvironment/parentFocusEnvironment``'s coordinate space.
    var frame: CGRect { get }
    /// How the focus shows on the item (optional in UIKit; nil: the system's halo).
    var focusEffect: UIFocusEffect? { get }
    /// How strongly the item asks for the focus when its group gets it (optional in UIKit).
    var focusGroupPriority: UIFocusGroupPriority { get }
    /// Whether the item passes the focus to items behind it (optional in UIKit).
    var isTransparentFocusItem: Bool { get }
    /// A hint that the focus may move away soon, in the direction of `hint` (optional in UIKit).
    func didHintFocusMovement(_ hint: UIFocusMovementHint)
}

extension UIFocusItem {
    public var focusEffect: UIFocusEffect? { nil }
    public var focusGroupPriority: UIFocusGroupPriority { .ignored }
    public var isTransparentFocusItem: Bool { false }
    public func didHintFocusMovement(_ hint: UIFocusMovementHint) {}
}

/// What holds focusable items and can list those in a rectangle.
@preconcurrency @MainActor public protocol UIFocusItemContainer: AnyObject {
    /// The space ``focusItems(in:)`` takes its rectangle in.
    var coordinateSpace: UICoordinateSpace { get }
    func focusItems(in rect: CGRect) -> [UIFocusItem]
}

/// A container that scrolls to bring its items to the focus.
@preconcurrency @MainActor public protocol UIFocusItemScrollableContainer: UIFocusItemContainer {
    var contentOffset: CGPoint { get set }
    var contentSize: CGSize { get }
    var visibleSize: CGSize { get }
}

/// The direction a focus update moved in.
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    /// Tab.
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    /// Shift+Tab.
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
    public static let first = UIFocusHeading(rawValue: 1 << 8)
    public static let last = UIFocusHeading(rawValue: 1 << 9)
}

/// How strongly an item asks for the focus inside its group.
public struct UIFocusGroupPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static let ignored = UIFocusGroupPriority(0)
    public static let previouslyFocused = UIFocusGroupPriority(1000)
    public static let prioritized = UIFocusGroupPriority(2000)
    public static let currentlyFocused = UIFocusGroupPriority(Int.max)
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
