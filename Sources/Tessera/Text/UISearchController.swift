import Foundation

/// Told to update search results as the search bar's text or scope changes.
@preconcurrency @MainActor public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

@preconcurrency @MainActor public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// Runs a search from its search bar: it becomes active when the bar starts editing (showing
/// Cancel), asks its ``searchResultsUpdater`` to update at each change of text or scope, and
/// on Cancel clears the text, ends editing and becomes inactive (the updater asked once more).
///
/// Put its ``searchBar`` in a navigation item (`navigationItem.searchController`: the bar shows
/// under the navigation bar) or in a table's header view. The common pattern — a nil results
/// controller, the presenting list filtering itself — is what it supports.
/// - Note: A results controller is kept but not shown over the content, and
///   `obscuresBackgroundDuringPresentation` dims nothing here; filter in place instead.
@preconcurrency @MainActor open class UISearchController: UIViewController, UISearchBarDelegate {
    public let searchBar = UISearchBar()
    public private(set) var searchResultsController: UIViewController?
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    open weak var delegate: UISearchControllerDelegate?
    open var obscuresBackgroundDuringPresentation = true
    open var dimsBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    open var automaticallyShowsScopeBar = true
    open var showsSearchResultsController = false
    /// Whether a search is under way (the bar editing, or made active from code).
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            isActive ? present() : dismiss()
        }
    }

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.delegate = self
    }

    public convenience init() { self.init(searchResultsController: nil) }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        searchBar.delegate = self
    }

    private func present() {
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        if automaticallyShowsScopeBar, searchBar.scopeButtonTitles?.isEmpty == false { searchBar.showsScopeBar = true }
        delegate?.didPresentSearchController(self)
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    private func dismiss() {
        delegate?.willDismissSearchController(self)
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if automaticallyShowsScopeBar { searchBar.showsScopeBar = false }
        delegate?.didDismissSearchController(self)
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    // MARK: UISearchBarDelegate

    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { isActive = true }

    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        searchBar.text = ""
        _ = searchBar.resignFirstResponder()
        isActive = false
    }
}

extension UINavigationItem {
    /// The search controller whose bar shows under the navigation bar while this item is on top.
    public var searchController: UISearchController? {
        get { searchControllerStorage as? UISearchController }
        set {
            searchControllerStorage = newValue
            searchBarView = newValue?.searchBar
        }
    }

    /// Whether the search bar hides when the list scrolls: kept, but the bar always shows here.
    public var hidesSearchBarWhenScrolling: Bool {
        get { hidesSearchBarWhenScrollingStorage }
        set { hidesSearchBarWhenScrollingStorage = newValue }
    }
}
