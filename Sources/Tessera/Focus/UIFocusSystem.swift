import Foundation

/// A window's focus: which item has it, and requests for it to move. Tessera has one keyboard
/// focus for the app (``KeyboardFocus``); each window's focus system answers for the part of it
/// in its window.
@preconcurrency @MainActor open class UIFocusSystem: NSObject {
    /// Posted after each focus move, with the move's context and animation coordinator.
    nonisolated public static let didUpdateNotification = Notification.Name("UIFocusDidUpdateNotification")
    /// Posted when an environment refused a move (`shouldUpdateFocus(in:)` answered false).
    nonisolated public static let movementDidFailNotification = Notification.Name("UIFocusMovementDidFailNotification")
    nonisolated public static let focusUpdateContextUserInfoKey = "UIFocusUpdateContextKey"
    nonisolated public static let animationCoordinatorUserInfoKey = "UIFocusUpdateAnimationCoordinatorKey"

    private weak var window: UIWindow?
    private static var systems: [ObjectIdentifier: UIFocusSystem] = [:]

    private init(window: UIWindow) {
        self.window = window
    }

    /// The focused item in this system's window: a control, a field, or a list's cell.
    public var focusedItem: UIFocusItem? {
        guard let item = KeyboardFocus.shared.focusedItem, FocusSearch.window(of: item) === window, window != nil else { return nil }
        return item
    }

    /// The focus system of the window `environment` is in; nil when it is in none.
    public static func focusSystem(for environment: UIFocusEnvironment) -> UIFocusSystem? {
        FocusSearch.window(of: environment).map(system(for:))
    }

    /// Asks for the focus to move to `environment`'s preferred item at the next update, even
    /// when the focus is outside it.
    public func requestFocusUpdate(to environment: UIFocusEnvironment) {
        FocusRequests.request(environment)
    }

    /// Performs a requested focus update now.
    public func updateFocusIfNeeded() {
        FocusRequests.updateIfNeeded()
    }

    /// Whether `environment` is `otherEnvironment` or contains it (through the parents of
    /// `otherEnvironment`).
    public static func environment(_ environment: UIFocusEnvironment, contains otherEnvironment: UIFocusEnvironment) -> Bool {
        FocusEngine.chain(from: otherEnvironment).contains { $0 === environment }
    }

    /// The focus system of `window`, made once per window.
    static func system(for window: UIWindow) -> UIFocusSystem {
        let key = ObjectIdentifier(window)
        if let existing = systems[key], existing.window === window { return existing }
        systems = systems.filter { $0.value.window != nil }
        let made = UIFocusSystem(window: window)
        systems[key] = made
        return made
    }
}

/// Views, view controllers and scroll views take part in the focus engine as in UIKit; their
/// members are in their class bodies, so subclasses override them.
extension UIView: UIFocusItem, UIFocusItemContainer {}
extension UIViewController: UIFocusEnvironment {}

extension UIScrollView: UIFocusItemScrollableContainer {
    /// The size of the content the scroll view shows at once: its bounds' size.
    public var visibleSize: CGSize { bounds.size }
}
