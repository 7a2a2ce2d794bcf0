import Foundation

/// Makes a context menu's menu from the actions the system suggests.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
/// Makes the view controller a context menu previews above its menu.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// What a context menu shows: its menu, made when it opens, and a preview.
///
/// A context menu interaction, a collection view's or a table view's delegate returns one for
/// the point a long press or a right click asks about; nil shows nothing.
@preconcurrency @MainActor open class UIContextMenuConfiguration: NSObject {
    /// The order a menu's elements take relative to where it opens.
    public enum ElementOrder: Int, Sendable {
        /// Tessera keeps the menu's order (UIKit may reverse it when the menu opens upward).
        case automatic
        /// The first element nearest the point the menu opened from.
        case priority
        /// The menu's order, always.
        case fixed
    }

    /// Names the configuration, for the delegate's preview callbacks; a unique one by default.
    public let identifier: NSCopying
    /// Makes the preview shown above the menu; nil previews nothing.
    public let previewProvider: UIContextMenuContentPreviewProvider?
    /// Makes the menu; nil shows no menu.
    public let actionProvider: UIContextMenuActionProvider?
    /// Further items the menu is for (several selected items of a collection view).
    open var secondaryItemIdentifiers: Set<AnyHashable> = []
    /// A count shown on the preview's corner when several items are dragged.
    open var badgeCount = 0
    open var preferredMenuElementOrder: ElementOrder = .automatic

    public init(identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
