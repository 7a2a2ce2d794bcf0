import Foundation

/// A button a swiped table row shows, the iOS 8–10 way: the delegate's
/// `tableView(_:editActionsForRowAt:)` returns them, rightmost first; a tap calls the handler
/// with the row's index path. (UIKit deprecates it for `UIContextualAction`; swipe-to-edit
/// libraries and older apps still use it.)
@preconcurrency @MainActor open class UITableViewRowAction: NSObject {
    public enum Style: Int, Sendable {
        /// The same as `.destructive`.
        case `default` = 0
        case normal = 1
        public static let destructive = Style.default
    }

    public let style: Style
    open var title: String?
    /// The button's colour; red for `.default`, grey for `.normal`, when nil.
    open var backgroundColor: UIColor?
    open var backgroundEffect: UIVisualEffect?
    let handler: (UITableViewRowAction, IndexPath) -> Void

    public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
