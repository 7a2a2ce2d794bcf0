import Foundation

/// A tab of a tab bar: its title, image (and selected image), badge and tag. A controller's
/// ``UIViewController/tabBarItem`` is its tab in a ``UITabBarController``.
@preconcurrency @MainActor open class UITabBarItem: UIBarItem {
    /// The system tabs (`UITabBarItem(tabBarSystemItem:tag:)`), with UIKit's titles.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        /// The symbol UIKit draws for the tab (where Tessera has it).
        var symbol: String {
            ["ellipsis", "star.fill", "star", "star", "clock", "person.crop.circle", "clock", "book", "magnifyingglass",
             "arrow.down.circle", "clock", "list.number"][rawValue]
        }

        var title: String {
            ["More", "Favorites", "Featured", "Top Rated", "Recents", "Contacts", "History", "Bookmarks", "Search",
             "Downloads", "Most Recent", "Most Viewed"][rawValue]
        }
    }

    open var selectedImage: UIImage? { didSet { changed?() } }
    /// Text in a red capsule at the tab's image corner; nil shows none.
    open var badgeValue: String? { didSet { changed?() } }
    open var badgeColor: UIColor? { didSet { changed?() } }
    open var accessibilityLabel: String?
    /// Tells the bar showing the item to draw it again.
    var changed: (() -> Void)?

    override func itemDidChange() { changed?() }

    public override init() { super.init() }

    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        super.init()
        title = systemItem.title
        image = UIImage(systemName: systemItem.symbol)
        self.tag = tag
    }
}
