import Foundation

/// Gives a page view controller the pages before and after one; the count and index, when
/// both are given, show a page control under the pages (scroll style).
@preconcurrency @MainActor public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// Optional: how many pages the page control shows.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Optional: which of them is current when the pages are first shown.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int {
        OptionalRequirement.answer(for: "presentationCount(for:)", otherwise: 0)
    }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        OptionalRequirement.answer(for: "presentationIndex(for:)", otherwise: 0)
    }
}

/// Hears a page view controller's page turns made by the user.
@preconcurrency @MainActor public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}

/// Pages of view controllers that the user swipes through, as onboarding screens and photo
/// browsers are built.
///
/// The pages sit in a paging scroll view: the current one, with the pages before and after it
/// (asked of the data source as they are needed) on either side. A swipe past half a page, or
/// a flick, turns the page; the delegate hears `willTransitionTo` when the swipe starts and
/// `didFinishAnimating(_:previousViewControllers:transitionCompleted:)` when it settles, with
/// whether the page turned. ``setViewControllers(_:direction:animated:completion:)`` turns
/// pages from code, sliding when animated, and tells the delegate nothing, as in UIKit. The
/// `.pageCurl` style turns pages with the same slide (no curl is drawn).
@preconcurrency @MainActor open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    public enum SpineLocation: Int, Sendable { case none, min, mid, max }

    /// The options of `init(transitionStyle:navigationOrientation:options:)`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The space between pages (a number, in points) for the scroll style.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    public private(set) var spineLocation: SpineLocation = .min
    open var isDoubleSided = false
    open weak var dataSource: UIPageViewControllerDataSource? { didSet { pages.dataSourceChanged() } }
    open weak var delegate: UIPageViewControllerDelegate?
    let interPageSpacing: CGFloat
    lazy var pages = PageScroller(controller: self)

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spacing = (options?[.interPageSpacing] as? NSNumber)?.doubleValue ?? (options?[.interPageSpacing] as? Double) ?? 0
        interPageSpacing = CGFloat(spacing.isFinite ? max(0, spacing) : 0)
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        interPageSpacing = 0
        super.init(coder: coder)
    }

    /// The page shown (one, as UIKit's single-page spine has).
    open var viewControllers: [UIViewController]? { pages.current.map { [$0] } }

    /// The scroll view's pan, which turns pages.
    open var gestureRecognizers: [UIGestureRecognizer] { pages.scrollView.gestureRecognizers ?? [] }

    /// The current page hears the page view controller's appearance, not the pages beside it.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        pages.current?.beginAppearanceTransition(true, animated: animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        pages.current?.endAppearanceTransition()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        pages.current?.beginAppearanceTransition(false, animated: animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        pages.current?.endAppearanceTransition()
    }

    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        pages.install(in: view)
    }

    /// Shows `viewControllers` (the first is the page): sliding in from the side `direction`
    /// says when animated. An empty list or a list whose first controller already has a parent
    /// elsewhere is refused with a message.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        guard let page = viewControllers?.first else {
            TesseraDiagnostics.report("UIPageViewController.setViewControllers: the list is empty; a page view controller shows one page")
            return
        }
        if let parent = page.parent, parent !== self {
            TesseraDiagnostics.report("UIPageViewController.setViewControllers: \(type(of: page)) is already the child of \(type(of: parent))")
            return
        }
        pages.show(page, direction: direction, animated: animated && isViewLoaded && view.window != nil, completion: completion)
    }
}
