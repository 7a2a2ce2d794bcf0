import Foundation

/// Watches the top controller's scroll view for its navigation bar: how far it is scrolled
/// down decides how much of the large title shows (all of it at the top, none after 52
/// points), and whether the bar uses its scroll-edge appearance.
@MainActor final class NavigationScrollEdge {
    private var observation: NSKeyValueObservation?
    private weak var scrollView: UIScrollView?

    /// Follows `controller`'s scroll view: its root view, or the first one among its subviews.
    func follow(_ controller: UIViewController, bar: UINavigationBar, in navigation: UINavigationController) {
        let found = controller.contentScrollView(for: .top) ?? controller.viewIfLoaded.flatMap(NavigationScrollEdge.scrollView(in:))
        guard found !== scrollView || observation == nil else { return }
        scrollView = found
        observation = found?.observe(\.contentOffset, options: [.initial]) { [weak bar, weak navigation] scrollView, _ in
            MainActor.assumeIsolated {
                guard let bar, let navigation else { return }
                NavigationScrollEdge.apply(scrollView, to: bar, in: navigation)
            }
        }
        if found == nil {
            bar.isAtScrollEdge = true
            bar.largeTitleShown = UINavigationBar.largeTitleHeight
        }
    }

    private static func apply(_ scrollView: UIScrollView, to bar: UINavigationBar, in navigation: UINavigationController) {
        let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        bar.isAtScrollEdge = scrolled <= 0.5
        let shown = min(UINavigationBar.largeTitleHeight, max(0, UINavigationBar.largeTitleHeight - scrolled))
        guard shown != bar.largeTitleShown else { return }
        bar.largeTitleShown = shown
        navigation.viewIfLoaded?.setNeedsLayout()
    }

    private static func scrollView(in view: UIView) -> UIScrollView? {
        if let scrollView = view as? UIScrollView { return scrollView }
        return view.subviews.lazy.compactMap { $0 as? UIScrollView }.first
    }
}
