import Foundation

/// A stack of view controllers under a navigation bar: push to go deeper, pop to come back.
///
/// Pushing slides the new controller's view in from the right over 0.35 s; popping slides it
/// back. When both controllers are `UICollectionViewController`s and the pushed one has
/// `useLayoutToLayoutNavigationTransitions`, the pushed controller takes over the same
/// collection view and the push animates its layout to the new controller's layout instead
/// (and the pop back), as in UIKit.
@preconcurrency @MainActor open class UINavigationController: UIViewController {
    /// How long a push or pop slides.
    public static let transitionDuration: TimeInterval = 0.35
    public private(set) var viewControllers: [UIViewController] = []
    public let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: UINavigationBar.height))
    private let container = UIView()
    /// The bar's background carried up under the status bar (the top of the safe area), as
    /// iOS draws it: the bar itself sits below.
    private let statusBackdrop = UIView()
    open var isNavigationBarHidden = false { didSet { view.setNeedsLayout() } }

    /// Hides or shows the bar; animated, the content slides with it.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
        guard animated, isViewLoaded else { return }
        UIView.animate(withDuration: UIView.standardAnimationDuration) { self.view.layoutIfNeeded() }
    }

    /// Follows the top controller's scroll view for the bar's large title and scroll-edge look.
    let scrollEdge = NavigationScrollEdge()

    /// Whether `controller` shows a large title: its item's mode, `.automatic` taking the one
    /// below it in the stack (large for the root).
    func showsLargeTitle(for controller: UIViewController) -> Bool {
        var large = true
        for item in viewControllers.map(\.navigationItem) {
            switch item.largeTitleDisplayMode {
            case .always: large = true
            case .never: large = false
            case .automatic: break
            }
            if item === controller.navigationItem { break }
        }
        return navigationBar.prefersLargeTitles && large
    }
    /// The bottom bar showing the top controller's ``UIViewController/toolbarItems``.
    public let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: UIToolbar.height))
    /// Hidden unless shown, as in UIKit.
    open var isToolbarHidden = true { didSet { viewIfLoaded?.setNeedsLayout() } }

    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    /// What a push or pop is: `.push` or `.pop` (`.none` otherwise).
    public enum Operation: Int, Sendable { case none, push, pop }

    /// Hears pushes and pops and may animate them (held weakly, as in UIKit).
    open weak var delegate: UINavigationControllerDelegate?

    /// The swipe from the left edge that pops the top controller, following the finger; past
    /// half the width (or flicked) it pops, else it goes back. Its `delegate` can be set, and it
    /// can be disabled, as in UIKit.
    public private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = makePopGesture()

    /// The push or pop in progress.
    var navigationTransition: NavigationTransition?
    /// The interaction controller the edge swipe hands to the pop it starts.
    var pendingInteraction: UIViewControllerInteractiveTransitioning?
    /// The edge swipe's driver while it drives a pop.
    var edgeDriver: UIPercentDrivenInteractiveTransition?

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        addChild(rootViewController)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Pushes `vc` (a "show" segue from a controller in this stack).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    open var topViewController: UIViewController? { viewControllers.last }
    open var visibleViewController: UIViewController? { topViewController }

    open override func loadView() {
        view = NavigationContainerView(frame: UIScreen.main.bounds, controller: self)
    }

    /// Backspace goes back, as the back button does (a desktop convention; UIKit on iPad binds
    /// Command + [ instead). Other keys go on along the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let isBack = presses.first?.key.map { $0.keyCode == .keyboardDeleteOrBackspace && $0.modifierFlags.isEmpty } ?? false
        guard isBack, viewControllers.count > 1 else {
            super.pressesBegan(presses, with: event)
            return
        }
        popViewController(animated: true)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        container.frame = view.bounds
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.clipsToBounds = true
        view.addSubview(container)
        navigationBar.autoresizingMask = [.flexibleWidth]
        navigationBar.owner = self
        view.addSubview(statusBackdrop)
        view.addSubview(navigationBar)
        view.addSubview(toolbar)
        navigationBar.onBack = { [weak self] in
            guard let self else { return }
            // The top item's back action, when it has one, instead of going back.
            if let action = self.topViewController?.navigationItem.backAction { return action.perform(from: self.navigationBar) }
            self.popViewController(animated: true)
        }
        if let recognizer = interactivePopGestureRecognizer { view.addGestureRecognizer(recognizer) }
        if let top = topViewController { install(top.view) }
        refreshBar()
    }

    /// The bar, the top item's search bar under it (iOS 11's `navigationItem.searchController`),
    /// and the child below them.
    func layoutChildren() {
        // The bar sits below the status bar; the content starts below the bar.
        let top = isNavigationBarHidden ? 0 : view.safeAreaInsets.top
        var barHeight = isNavigationBarHidden ? 0 : top + navigationBar.preferredHeight
        navigationBar.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: navigationBar.preferredHeight)
        navigationBar.isHidden = isNavigationBarHidden
        statusBackdrop.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: top)
        statusBackdrop.backgroundColor = navigationBar.backgroundColor
        statusBackdrop.isHidden = top == 0
        if let search = topViewController?.navigationItem.searchBarView, !isNavigationBarHidden {
            if search.superview !== view { view.addSubview(search) }
            let height = max(search.sizeThatFits(CGSize(width: view.bounds.width, height: 0)).height, 52)
            search.frame = CGRect(x: 0, y: barHeight, width: view.bounds.width, height: height)
            search.backgroundColor = navigationBar.backgroundColor
            barHeight += height
        }
        // The toolbar along the bottom, over the bottom of the safe area.
        let toolbarHeight = isToolbarHidden ? 0 : UIToolbar.height + view.safeAreaInsets.bottom
        toolbar.isHidden = isToolbarHidden
        toolbar.frame = CGRect(x: 0, y: view.bounds.height - toolbarHeight, width: view.bounds.width, height: toolbarHeight)
        container.frame = CGRect(x: 0, y: barHeight, width: view.bounds.width, height: view.bounds.height - barHeight - toolbarHeight)
    }

    private func install(_ childView: UIView) {
        childView.frame = container.bounds
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(childView)
    }

    func refreshBar() {
        guard let top = topViewController else { return }
        let previous = viewControllers.count > 1 ? viewControllers[viewControllers.count - 2] : nil
        let backTitle = previous.map { $0.navigationItem.backButtonTitle ?? $0.navigationItem.backBarButtonItem?.title ?? $0.navigationItem.title ?? $0.title ?? "Back" }
        navigationBar.show(top.navigationItem, backTitle: backTitle, large: showsLargeTitle(for: top))
        scrollEdge.follow(top, bar: navigationBar, in: self)
        let shown = toolbar.items ?? [], wanted = top.toolbarItems ?? []
        if shown.count != wanted.count || zip(shown, wanted).contains(where: { $0 !== $1 }) { toolbar.items = top.toolbarItems }
        top.navigationItem.changed = { [weak self] in self?.refreshBar() }
        // Only the top item's search bar shows.
        for controller in viewControllers where controller !== top { controller.navigationItem.searchBarView?.removeFromSuperview() }
        view.setNeedsLayout()
    }

    /// The top controller's toolbar items changed: the toolbar shows them.
    func toolbarItemsDidChange(of controller: UIViewController) {
        guard controller === topViewController else { return }
        toolbar.items = controller.toolbarItems
    }

    /// Pushes `viewController` on top and shows it.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard isViewLoaded, let previous = topViewController else {
            viewControllers.append(viewController)
            addChild(viewController)
            return
        }
        viewControllers.append(viewController)
        addChild(viewController)
        if viewController.performPushTransition(over: previous, animated: animated, then: { refreshBar() }) { return }
        refreshBar()
        transition(from: previous, to: viewController, operation: .push, animated: animated) { [weak self] completed in
            guard !completed, let self else { return }
            self.viewControllers.removeAll { $0 === viewController }
            viewController.removeFromParent()
            self.refreshBar()
        }
    }

    /// Pops the top controller and returns it (nil when only the root is left).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        // Still this controller's child while it hears it is going (its navigationController
        // is there), as in UIKit.
        let transitions = popped.isViewLoaded
        popped.appearance.movingFromParent = true
        if transitions { popped.beginDisappearance(animated: animated) }
        popped.removeFromParent()
        let top = viewControllers.last!
        refreshBar()
        if popped.performPopTransition(to: top, animated: animated) { return popped }
        transition(from: popped, to: top, operation: .pop, animated: animated, disappearing: transitions) { [weak self] completed in
            // A cancelled pop (the edge swipe let go early) puts the controller back.
            guard !completed, let self else { return }
            self.viewControllers.append(popped)
            self.addChild(popped)
            self.refreshBar()
        }
        return popped
    }

    /// Runs a push or pop: the delegate's animator (and interaction controller) or UIKit's
    /// slide, with the appearance calls and the delegate's `willShow` and `didShow` around it.
    private func transition(from: UIViewController, to: UIViewController, operation: Operation, animated: Bool,
                            disappearing: Bool = true, then: @escaping (Bool) -> Void) {
        let custom = animated ? delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) : nil
        let animator = custom ?? NavigationSlideAnimator(operation: operation)
        let interactor = custom.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) } ?? pendingInteraction
        let coordination = TransitionCoordination.begin([from, to, self], in: container, animated: animated,
                                                        duration: animator.transitionDuration(using: nil))
        delegate?.navigationController(self, willShow: to, animated: animated)
        if operation == .push { to.appearance.movingToParent = true } else { from.appearance.movingFromParent = true }
        to.beginAppearance(animated: animated)
        if disappearing, operation == .push { from.beginDisappearance(animated: animated) }
        let context = NavigationTransition(container: container, from: from, to: to, animated: animated, animator: animator) { [weak self] completed in
            self?.navigationTransition = nil
            self?.transitionEnded(completed, from: from, to: to, animated: animated)
            then(completed)
            coordination.finish(completed: completed)
        }
        navigationTransition = context
        coordination.context = context
        coordination.start()
        if let interactor, animated {
            context.startsInteractive(interactor.wantsInteractiveStart)
            interactor.startInteractiveTransition(context)
        } else if animated {
            animator.animateTransition(using: context)
        } else {
            install(to.view)
            from.viewIfLoaded?.removeFromSuperview()
            context.completeTransition(true)
        }
    }

    private func transitionEnded(_ completed: Bool, from: UIViewController, to: UIViewController, animated: Bool) {
        guard completed else {
            to.viewIfLoaded?.removeFromSuperview()
            from.viewIfLoaded?.frame = container.bounds
            to.beginDisappearance(animated: false)
            to.endDisappearance()
            from.beginAppearance(animated: false)
            from.endAppearance()
            return
        }
        from.viewIfLoaded?.removeFromSuperview()
        from.viewIfLoaded?.frame.origin.x = 0
        to.view.frame = container.bounds
        to.endAppearance()
        from.endDisappearance()
        delegate?.navigationController(self, didShow: to, animated: animated)
    }

    private func makePopGesture() -> UIGestureRecognizer? {
        let recognizer = UIScreenEdgePanGestureRecognizer()
        recognizer.edges = .left
        recognizer.addTarget(self, action: UINavigationController.edgeSwiped)
        return recognizer
    }

    private func edgeSwiped(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        let width = max(1, container.bounds.width)
        switch recognizer.state {
        case .began:
            guard viewControllers.count > 1, navigationTransition == nil else { return }
            let driver = UIPercentDrivenInteractiveTransition()
            edgeDriver = driver
            pendingInteraction = driver
            popViewController(animated: true)
            pendingInteraction = nil
        case .changed:
            edgeDriver?.update(recognizer.translation(in: view).x / width)
        case .ended:
            let progress = recognizer.translation(in: view).x / width
            if progress > 0.5 || recognizer.velocity(in: view).x > 500 { edgeDriver?.finish() } else { edgeDriver?.cancel() }
            edgeDriver = nil
        case .cancelled, .failed:
            edgeDriver?.cancel()
            edgeDriver = nil
        default:
            break
        }
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        var popped: [UIViewController] = []
        while viewControllers.count > 1, let controller = popViewController(animated: animated && viewControllers.count == 2) {
            popped.insert(controller, at: 0)
        }
        return popped
    }

    /// An unwind segue pops back to `subsequentVC` (or to the controller in the stack that
    /// contains it).
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        var target: UIViewController? = subsequentVC
        while let candidate = target, !viewControllers.contains(where: { $0 === candidate }) { target = candidate.parent }
        guard let target, target !== topViewController else { return }
        popToViewController(target, animated: true)
    }

    /// Pops the controllers above `viewController` (the last pop animated when `animated`) and
    /// returns them; nil when `viewController` is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        var popped: [UIViewController] = []
        while viewControllers.count > index + 1,
              let controller = popViewController(animated: animated && viewControllers.count == index + 2) {
            popped.insert(controller, at: 0)
        }
        return popped
    }

    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        for controller in viewControllers { controller.viewIfLoaded?.removeFromSuperview(); controller.removeFromParent() }
        viewControllers = controllers
        controllers.forEach(addChild)
        if isViewLoaded, let top = controllers.last { install(top.view); refreshBar() }
    }
}

/// The navigation controller's root view: lays out the bar and the content.
@MainActor final class NavigationContainerView: UIView {
    weak var controller: UINavigationController?
    init(frame: CGRect, controller: UINavigationController) {
        self.controller = controller
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func layoutSubviews() { controller?.layoutChildren() }
}

extension UIViewController {
    /// The navigation controller this controller is in, if any.
    public var navigationController: UINavigationController? {
        var controller = parent
        while let c = controller {
            if let navigation = c as? UINavigationController { return navigation }
            controller = c.parent
        }
        return nil
    }
}
