import Foundation

/// What a view controller shows in the navigation bar while it is on top: a title (or a title
/// view), bar button items on either side, how the back button reads, whether the title is
/// large, and appearances that replace the bar's while the item is on top.
@preconcurrency @MainActor open class UINavigationItem: NSObject {
    /// When the item shows a large title (with the bar's `prefersLargeTitles`).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// The same as the item below it in the stack; large for the root.
        case automatic
        case always
        case never
    }

    /// How the back button to the item below reads.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous item's back button title, or its title, or "Back".
        case `default`
        /// "Back".
        case generic
        /// The chevron alone.
        case minimal
    }

    open var title: String? { didSet { changed?() } }
    /// A view shown in place of the title, centred.
    open var titleView: UIView? { didSet { changed?() } }
    /// A line of text above the title (kept; Tessera's bar does not draw it).
    open var prompt: String?
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed?() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed?() } }
    /// Groups shown after ``leftBarButtonItems`` at the leading side (iOS 16).
    open var leadingItemGroups: [UIBarButtonItemGroup] = [] { didSet { changed?() } }
    /// Groups shown before ``rightBarButtonItems`` at the trailing side, in reading order (iOS 16).
    open var trailingItemGroups: [UIBarButtonItemGroup] = [] { didSet { changed?() } }
    /// What the back button does when this item is on top: this action instead of going back.
    open var backAction: UIAction? { didSet { changed?() } }

    /// The leading items a bar shows: the left items, then the visible groups' items.
    var shownLeadingItems: [UIBarButtonItem] {
        (leftBarButtonItems ?? []) + leadingItemGroups.filter { !$0.isHidden }.flatMap(\.barButtonItems)
    }

    /// The trailing items a bar shows, rightmost first: the right items, then the visible
    /// groups' items from the right.
    var shownTrailingItems: [UIBarButtonItem] {
        (rightBarButtonItems ?? []) + trailingItemGroups.filter { !$0.isHidden }.flatMap(\.barButtonItems).reversed()
    }
    open var hidesBackButton = false { didSet { changed?() } }
    /// Whether the left items follow the back button instead of replacing it.
    open var leftItemsSupplementBackButton = false { didSet { changed?() } }
    open var backBarButtonItem: UIBarButtonItem?
    /// The title of the back button that returns to this item, on the item above it.
    open var backButtonTitle: String?
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { changed?() } }
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed?() } }
    /// Appearances used instead of the bar's while this item is on top.
    open var standardAppearance: UINavigationBarAppearance? { didSet { changed?() } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { changed?() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed?() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed?() } }

    var changed: (() -> Void)?
    /// The search controller set on the item (`UISearchController`, in Text/, which sits after
    /// this folder) and its search bar, shown under the navigation bar.
    var searchControllerStorage: AnyObject?
    var searchBarView: UIView? { didSet { changed?() } }
    /// Kept for `hidesSearchBarWhenScrolling` (the bar always shows here).
    var hidesSearchBarWhenScrollingStorage = true

    public init(title: String) {
        self.title = title
        super.init()
    }

    public override init() { super.init() }

    /// The first of ``leftBarButtonItems``; setting it makes them that one item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of ``rightBarButtonItems`` (the rightmost); setting it makes them that one item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setHidesBackButton(_ hides: Bool, animated: Bool) { hidesBackButton = hides }
}
