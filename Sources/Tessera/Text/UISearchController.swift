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
/// under the navigation bar) or in a table's header view. While active, a results controller
/// shows over everything below the bar; without one, with ``obscuresBackgroundDuringPresentation``
/// the content below is dimmed until there is text, and a tap on the dimming cancels.
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

    /// What covers the content below the bar while active: the results or the dimming.
    private var cover: UIView?

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
        showCover()
        delegate?.didPresentSearchController(self)
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The results controller's view, or the dimming, over the window below the bar.
    private func showCover() {
        guard let window = searchBar.window else { return }
        let top = searchBar.convert(CGRect(origin: .zero, size: searchBar.bounds.size), to: nil).maxY
        let frame = CGRect(x: 0, y: top, width: window.bounds.width, height: max(0, window.bounds.height - top))
        if let results = searchResultsController {
            results.loadViewIfNeeded()
            results.view.frame = frame
            window.addSubview(results.view)
            results.view.isHidden = !showsSearchResultsController && (searchBar.text ?? "").isEmpty
            cover = results.view
        } else if obscuresBackgroundDuringPresentation {
            let dim = UIView(frame: frame)
            dim.backgroundColor = UIColor.black.withAlphaComponent(0.3)
            let tap = UITapGestureRecognizer()
            tap.addHandler { [weak self] _ in
                guard let self else { return }
                self.searchBarCancelButtonClicked(self.searchBar)
            }
            dim.addGestureRecognizer(tap)
            window.addSubview(dim)
            cover = dim
        }
    }

    /// With text, results show (and the dimming goes); without, the results hide again.
    private func refreshCover() {
        let empty = (searchBar.text ?? "").isEmpty
        if let results = searchResultsController { results.view.isHidden = !showsSearchResultsController && empty }
        else if !empty, cover != nil { cover?.removeFromSuperview(); cover = nil }
    }

    private func dismiss() {
        delegate?.willDismissSearchController(self)
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if automaticallyShowsScopeBar { searchBar.showsScopeBar = false }
        cover?.removeFromSuperview()
        cover = nil
        delegate?.didDismissSearchController(self)
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    // MARK: UISearchBarDelegate

    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { isActive = true }

    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        refreshCover()
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
