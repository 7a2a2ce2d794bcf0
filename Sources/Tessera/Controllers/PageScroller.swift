import Foundation

/// A page view controller's pages: the paging scroll view holding the current page and its
/// neighbours, the page turns (by a swipe or from code) with their appearance and delegate
/// calls, and the page control.
@MainActor final class PageScroller: NSObject, UIScrollViewDelegate {
    private unowned let controller: UIPageViewController
    let scrollView = PageScrollView()
    let pageControl = UIPageControl()
    private(set) var current: UIViewController?
    private var before: UIViewController?
    private var after: UIViewController?
    /// The page the user's swipe is heading to, once the delegate has heard of it.
    private var announced: UIViewController?
    private var turnFromCode: (page: UIViewController, completion: ((Bool) -> Void)?)?
    private var recentering = false

    init(controller: UIPageViewController) {
        self.controller = controller
        super.init()
    }

    private var isHorizontal: Bool { controller.navigationOrientation == .horizontal }

    /// The distance from one page to the next: the page's length and the spacing.
    private var step: CGFloat {
        isHorizontal ? scrollView.bounds.width : scrollView.bounds.height
    }

    /// Where the current page sits in the scroll view's content.
    private var base: CGFloat { before == nil ? 0 : step }

    func install(in view: UIView) {
        let spacing = controller.interPageSpacing
        scrollView.frame = CGRect(x: 0, y: 0, width: view.bounds.width + (isHorizontal ? spacing : 0),
                                  height: view.bounds.height + (isHorizontal ? 0 : spacing))
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.delegate = self
        scrollView.layoutHook = { [weak self] in self?.layoutPages() }
        view.addSubview(scrollView)
        pageControl.isUserInteractionEnabled = false
        pageControl.pageIndicatorTintColor = UIColor(white: 0.5, alpha: 0.5)
        pageControl.currentPageIndicatorTintColor = .label
        pageControl.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(pageControl)
        if let current { adopt(current) }
        refreshNeighbours()
        refreshPageControl(askIndex: true)
    }

    func dataSourceChanged() {
        guard controller.isViewLoaded else { return }
        refreshNeighbours()
        refreshPageControl(askIndex: true)
    }

    // MARK: Pages from code

    func show(_ page: UIViewController, direction: UIPageViewController.NavigationDirection, animated: Bool, completion: ((Bool) -> Void)?) {
        guard animated, let old = current, old !== page else {
            replace(with: page)
            refreshPageControl(askIndex: true)
            MainLoop.shared.performOnNextTurn { completion?(true) }
            return
        }
        // The page goes beside the current one and the scroll view slides to it.
        let forward = direction == .forward
        drop(forward ? after : before)
        if forward { after = page } else { before = page }
        adopt(page)
        layoutPages()
        turnFromCode = (page, completion)
        let target = forward ? base + step : 0
        scrollView.setContentOffset(isHorizontal ? CGPoint(x: target, y: 0) : CGPoint(x: 0, y: target), animated: true)
    }

    private func replace(with page: UIViewController) {
        let old = current
        guard old !== page else { return }
        let onScreen = controller.viewIfLoaded?.window != nil
        if onScreen { old?.beginDisappearance(animated: false) }
        current = page
        adopt(page)
        if onScreen { page.beginAppearance(animated: false) }
        if let old, old !== before, old !== after { drop(old) }
        refreshNeighbours()
        if onScreen {
            old?.endDisappearance()
            page.endAppearance()
        }
    }

    // MARK: Children

    private func adopt(_ page: UIViewController) {
        guard controller.isViewLoaded else {
            if page.parent !== controller { controller.addChild(page) }
            return
        }
        if page.parent !== controller {
            controller.addChild(page)
            page.didMove(toParent: controller)
        }
        if page.view.superview !== scrollView { scrollView.addSubview(page.view) }
    }

    private func drop(_ page: UIViewController?) {
        guard let page, page !== current, page.parent === controller else { return }
        page.willMove(toParent: nil)
        page.viewIfLoaded?.removeFromSuperview()
        page.removeFromParent()
    }

    /// Asks the data source for the pages either side of the current one.
    private func refreshNeighbours() {
        guard controller.isViewLoaded, let current else { return }
        let source = controller.dataSource
        let newBefore = source?.pageViewController(controller, viewControllerBefore: current)
        let newAfter = source?.pageViewController(controller, viewControllerAfter: current)
        for old in [before, after] where old !== newBefore && old !== newAfter { drop(old) }
        before = newBefore
        after = newAfter
        [before, after].compactMap { $0 }.forEach(adopt)
        layoutPages()
    }

    /// Before, current and after side by side; the content offset on the current page.
    func layoutPages() {
        guard let current, controller.isViewLoaded else { return }
        let pageSize = controller.view.bounds.size
        let slots = [before, current, after].compactMap { $0 }
        for (index, page) in slots.enumerated() {
            let origin = CGFloat(index) * step
            page.view.frame = CGRect(origin: isHorizontal ? CGPoint(x: origin, y: 0) : CGPoint(x: 0, y: origin), size: pageSize)
        }
        let length = CGFloat(slots.count) * step
        scrollView.contentSize = isHorizontal ? CGSize(width: length, height: pageSize.height) : CGSize(width: pageSize.width, height: length)
        if !scrollView.isDragging, !scrollView.isDecelerating, turnFromCode == nil { recenter() }
        let controlHeight: CGFloat = 26
        pageControl.frame = CGRect(x: 0, y: pageSize.height - controlHeight - controller.view.safeAreaInsets.bottom,
                                   width: pageSize.width, height: controlHeight)
    }

    private func recenter() {
        let target = isHorizontal ? CGPoint(x: base, y: 0) : CGPoint(x: 0, y: base)
        guard scrollView.contentOffset != target else { return }
        recentering = true
        scrollView.contentOffset = target
        recentering = false
    }

    // MARK: Swipes

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        announced = nil
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !recentering, scrollView.isDragging, announced == nil else { return }
        let offset = isHorizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
        guard let pending = offset > base ? after : (offset < base ? before : nil) else { return }
        announced = pending
        controller.delegate?.pageViewController(controller, willTransitionTo: [pending])
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        guard let turn = turnFromCode else {
            settle()
            return
        }
        turnFromCode = nil
        let forward = turn.page === after
        replace(with: turn.page)
        advancePageControl(forward: forward)
        turn.completion?(true)
    }

    /// Where a swipe came to rest: the page it reached becomes the current one.
    private func settle() {
        guard let previous = current else { return }
        let offset = isHorizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
        var reached: UIViewController?
        if offset >= base + step / 2 { reached = after }
        if offset <= base - step / 2 { reached = before }
        let announcedTurn = announced != nil
        announced = nil
        if let reached {
            let forward = reached === after
            replace(with: reached)
            advancePageControl(forward: forward)
        } else {
            recenter()
        }
        guard announcedTurn else { return }
        controller.delegate?.pageViewController(controller, didFinishAnimating: true, previousViewControllers: [previous],
                                                transitionCompleted: reached != nil)
    }

    // MARK: Page control

    /// Shown when the data source gives both a count and an index (the scroll style).
    private func refreshPageControl(askIndex: Bool) {
        guard let source = controller.dataSource, controller.transitionStyle == .scroll else {
            pageControl.isHidden = true
            return
        }
        let count = OptionalRequirement.ifImplemented("presentationCount(for:)", placeholder: 0) { source.presentationCount(for: controller) }
        let index = OptionalRequirement.ifImplemented("presentationIndex(for:)", placeholder: 0) { source.presentationIndex(for: controller) }
        guard let count, let index else {
            pageControl.isHidden = true
            return
        }
        pageControl.isHidden = false
        pageControl.numberOfPages = max(0, count)
        if askIndex { pageControl.currentPage = index }
    }

    private func advancePageControl(forward: Bool) {
        guard !pageControl.isHidden else { return }
        pageControl.currentPage = max(0, min(pageControl.numberOfPages - 1, pageControl.currentPage + (forward ? 1 : -1)))
    }
}

/// The page view controller's scroll view: tells the pages to lay out when it does.
@MainActor final class PageScrollView: UIScrollView {
    var layoutHook: (() -> Void)?
    private var laidOutSize: CGSize = .zero

    override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.size != laidOutSize else { return }
        laidOutSize = bounds.size
        layoutHook?()
    }
}
