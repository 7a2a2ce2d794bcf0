import Foundation

/// Manages a view tree: loads its root view on first use and hears about appearance and layout.
@preconcurrency @MainActor open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// Tessera's hook for a controller that animates its own push over `previous` (a collection
    /// view controller with layout-to-layout transitions): true when it did, after calling `then`
    /// where the bar should change. The navigation controller knows no subclass.
    func performPushTransition(over previous: UIViewController, animated: Bool, then: () -> Void) -> Bool { false }

    /// The same for a pop back to `top`.
    func performPopTransition(to top: UIViewController, animated: Bool) -> Bool { false }

    /// Escape dismisses a presented controller that presents nothing itself (alerts, sheets),
    /// as Escape does on iPad with a keyboard and on the Mac, unless it is modal in presentation
    /// or its presentation's delegate refuses. Other keys go on along the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let isEscape = presses.first?.key?.keyCode == .keyboardEscape
        guard isEscape, presentingViewController != nil, presentedViewController == nil else {
            super.pressesBegan(presses, with: event)
            return
        }
        // As a swipe down on a sheet: the presentation's delegate and isModalInPresentation decide.
        modal.controller?.attemptUserDismissal()
    }

    /// Whether a search controller (or another presentation over its context) is presented
    /// over this controller's view: kept, as presentations here cover the window.
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false
    open var title: String? {
        didSet {
            if navigationItemStorage?.title == nil || navigationItemStorage?.title == oldValue { navigationItemStorage?.title = title }
            if tabBarItemStorage?.title == nil || tabBarItemStorage?.title == oldValue { tabBarItemStorage?.title = title }
        }
    }
    var navigationItemStorage: UINavigationItem?
    var tabBarItemStorage: UITabBarItem?

    /// The items the navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?.toolbarItemsDidChange(of: self) }
    }

    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    /// The controller's tab in a tab bar controller: made when first asked for, titled with the
    /// controller's title (and following it until given another).
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set {
            tabBarItemStorage = newValue
            tabBarController?.tabItemsDidChange()
        }
    }
    private var editingStorage = false
    private var editButtonStorage: UIBarButtonItem?

    /// Whether the controller's content is in edit mode; setting it calls
    /// `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Puts the content in or out of edit mode; subclasses pass it on to their views (a
    /// collection view controller sets its collection view's `isEditing`). The edit button
    /// follows (Edit or Done).
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
        editButtonStorage?.title = editing ? "Done" : "Edit"
        editButtonStorage?.style = editing ? .done : .plain
    }

    /// A bar button that toggles edit mode (titled Edit, or Done while editing).
    open var editButtonItem: UIBarButtonItem {
        if let item = editButtonStorage { return item }
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain) { [weak self] in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        editButtonStorage = item
        return item
    }
    /// What the navigation bar shows while this controller is on top; its title follows `title`.
    open var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }
    public private(set) weak var parent: UIViewController?
    /// What this controller presents modally, and who presented it.
    public internal(set) var presentedViewController: UIViewController?
    public internal(set) weak var presentingViewController: UIViewController?
    public private(set) var children: [UIViewController] = []
    /// Light or dark for this controller's views, whatever the system's; `.unspecified`
    /// (the default) inherits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue, let view = viewIfLoaded { TraitPropagation.subtreeDidChange(view) } }
    }

    /// The traits of the controller's view (which include this controller's override).
    open var traitCollection: UITraitCollection {
        viewIfLoaded?.traitCollection ?? parent?.traitCollection ?? UIScreen.main.traitCollection
    }

    /// Insets added to the safe area of the controller's view (and so of its subviews).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Called when the safe area of the controller's view changed. Call super.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called when the traits of the controller's view change. Call super.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// A controller whose view loads from the nib `nibName` in `bundle` (see ``UINib``). With a
    /// nil name, the view loads from a nib named after the class when the app has one
    /// (`PhotoViewController.xib`, or `PhotoView.xib`), else ``UIViewController/loadView()`` makes a plain view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
        if nibNameOrNil != nil || nibBundleOrNil != nil {
            interfaceBuilder.nibName = nibNameOrNil
            interfaceBuilder.nibBundle = nibBundleOrNil
        }
    }
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// A new controller of this class made with `init()`: what `type.init()` on a
    /// `UIViewController.Type` value does in UIKit, where Objective-C can make any class by
    /// its metatype. Swift can only through a `required` initializer, which UIKit's controller
    /// does not have, so `tessera-port` rewrites `type.init()` to this and overrides it in each
    /// controller class of the ported sources that has `init()`. A class without an override
    /// traps with the class's name, as UIKit traps for a class without `init()`.
    open class func makeWithDefaultInitializer() -> UIViewController {
        guard self == UIViewController.self else {
            fatalError("Use of unimplemented initializer 'init()' for class '\(self)': "
                + "tessera-port overrides makeWithDefaultInitializer() in the controllers it ports; add one that returns \(self)()")
        }
        return UIViewController()
    }
    /// A controller from a storyboard scene or a xib (see ``UIStoryboard``): its title,
    /// navigation item and view as the document sets them; in a storyboard the view is made
    /// when it loads.
    public required init?(coder: NSCoder) {
        super.init()
        decodeControllerAttributes(coder)
    }

    /// What Interface Builder gave this controller (its nib, storyboard, scene view and segues).
    lazy var interfaceBuilder = ControllerInterfaceBuilder()

    /// The name of the nib the view loads from, as given to ``UIViewController/init(nibName:bundle:)``.
    open var nibName: String? { interfaceBuilder.nibName }
    /// The bundle of that nib.
    open var nibBundle: Bundle? { interfaceBuilder.nibBundle }
    /// The storyboard that made this controller, nil for one made in code.
    open var storyboard: UIStoryboard? { interfaceBuilder.storyboard }

    // MARK: Segues

    /// Performs the segue `identifier` of this controller's storyboard scene: the destination
    /// is made, ``UIViewController/prepare(for:sender:)`` is called, and the segue performed. Unlike a triggered
    /// segue, ``UIViewController/shouldPerformSegue(withIdentifier:sender:)`` is not asked, as in UIKit. A segue
    /// the scene does not have is reported (UIKit raises "has no segue with identifier").
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        StoryboardSegues.performManual(identifier, from: self, sender: sender)
    }

    /// Whether a segue triggered by a button, a cell or a bar item should be performed; true
    /// by default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before a segue from this controller is performed, with the destination made and
    /// its view not yet loaded; does nothing by default.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether this controller performs the unwind action `action` (a storyboard's unwind
    /// segue from `fromViewController` looks for the first controller that does, going back
    /// through the navigation stack and the presenting controllers). The default asks
    /// ``UIResponder/perform(_:withSender:)`` with a stand-in sender that the members
    /// `tessera-port` writes do not hand to the method, so the answer is whether the class has
    /// the action; override it to decide yourself, as in UIKit.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        perform(action, withSender: UnwindSegueProbe())
    }

    /// Shows `vc` the way this controller's context does: pushed by a navigation controller
    /// this one is in, presented otherwise (UIKit's "show" segue).
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController = self as? UINavigationController ?? navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` as the detail: in a split view controller's secondary column, else as
    /// ``UIViewController/show(_:sender:)`` does (UIKit's "show detail" segue).
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        show(vc, sender: sender)
    }

    /// Interface Builder's `view` outlet (a xib's File's Owner), and the keys of
    /// ``UIResponder/setValue(_:forKey:)``.
    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "view": view = value as? UIView
        case "title": title = value as? String
        default: super.setValue(value, forKey: key)
        }
    }

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "view": view
        case "title": title
        default: super.value(forKey: key)
        }
    }

    /// The root view, loaded with ``loadView()`` and followed by ``viewDidLoad()`` on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    open var isViewLoaded: Bool { loadedView != nil }
    open var viewIfLoaded: UIView? { loadedView }

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Makes the root view: from the controller's storyboard scene or nib when it has one,
    /// otherwise a plain view the size of the screen.
    open func loadView() {
        if interfaceBuilder.loadView(for: self) { return }
        view = UIView(frame: UIScreen.main.bounds)
    }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}

    /// Called before the view's size changes (the window was resized): `size` is the new size;
    /// `coordinator` runs blocks along with the change and after it. The default passes the
    /// call on to the child view controllers, as UIKit's does; call super.
    /// A child's ``preferredContentSize`` changed (called on its parent when it is set).
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// A child's Auto Layout fitting size changed. Tessera does not watch children's fitting
    /// sizes, so it is not called; a container that needs it calls it itself.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The size a child gets when this controller changes to `parentSize`: all of it, unless a
    /// container says otherwise.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// The size classes are about to change (the window crossed 600 points wide or 500 high),
    /// before ``viewWillTransition(to:with:)``; children hear it too.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }

    /// The window is about to change size; children hear it with the size
    /// ``size(forChildContentContainer:withParentContainerSize:)`` gives them.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator) }
    }
    open func viewDidLayoutSubviews() {}

    open override var next: UIResponder? { loadedView?.superview }

    public func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    public func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// Where the view is in appearing and disappearing (UIViewController+Appearance.swift).
    var appearance = AppearanceState()
    /// The controller's modal presentation settings and state (Presentation/).
    lazy var modal = ModalPresentationState()

    /// The status bar's style for this controller; asked for nothing on a desktop window.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Nothing to update: a desktop window has no status bar.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// The orientations the controller supports; a desktop window is resized, not rotated.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    open var shouldAutorotate: Bool { true }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// Nothing to update: a desktop window has no home indicator.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// The edges whose system gestures wait for the app's; a desktop has no edge gestures.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    /// Whether the controller wants the pointer locked (a game); answered, not yet acted on.
    open var prefersPointerLocked: Bool { false }
    open var childViewControllerForPointerLock: UIViewController? { nil }
    open func setNeedsUpdateOfPrefersPointerLocked() {}
    /// Nothing to update: a desktop window is resized, not rotated.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
    /// Whether a presented controller takes over the status bar's look from its presenter.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Whether the keyboard stays while a form sheet is up; a desktop keyboard always stays.
    open var disablesAutomaticKeyboardDismissal: Bool { modalPresentationStyle == .formSheet }
    /// Whether the controller's actions and key commands work while it presents another
    /// controller; keys go to the presented controller (HostInput), so false, as in UIKit.
    open var performsActionsWhilePresentingModally: Bool { false }
    /// Whether the focused view comes back after a presented controller goes.
    open var restoresFocusAfterTransition = true

    // MARK: The focus engine (UIFocusEnvironment; Focus/)

    /// Where the focus should go in this controller: its view, by default.
    open var preferredFocusEnvironments: [UIFocusEnvironment] { viewIfLoaded.map { [$0] } ?? [] }
    /// The view its view is in, else its parent controller.
    open var parentFocusEnvironment: UIFocusEnvironment? { viewIfLoaded?.superview ?? parent }
    open var focusItemContainer: UIFocusItemContainer? { viewIfLoaded }
    open func setNeedsFocusUpdate() { FocusRequests.setNeedsUpdate(of: self) }
    open func updateFocusIfNeeded() { FocusRequests.updateIfNeeded() }
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    open var focusGroupIdentifier: String?

    // MARK: Containment hooks (traits for children, unwinding, scroll views, constraints)

    /// Traits this controller gives `childViewController` over the ones it inherits (a split
    /// view giving a column a compact width).
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        childTraitOverrides[ObjectIdentifier(childViewController)] = collection
        if let view = childViewController.viewIfLoaded { TraitPropagation.subtreeDidChange(view) }
    }

    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    private var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]

    /// The children an unwind segue may look in for its destination: all of them but the one
    /// holding the segue's source, nearest first.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let holding = childContaining(source)
        return children.reversed().filter { $0 !== holding }
    }

    /// The child that is, or contains, the unwind segue's source.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        children.first { child in
            var current: UIViewController? = source.source
            while let reached = current {
                if reached === child { return true }
                current = reached.parent ?? reached.presentingViewController
            }
            return false
        }
    }

    /// A container brings `subsequentVC` (its child, or within it) to the front for an unwind
    /// segue; a navigation controller pops to it. Nothing by default.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    /// The scroll view whose scrolling a navigation bar follows at `edge` (nil: the one it
    /// finds in the view).
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        contentScrollViews[edge.rawValue] = WeakScrollView(view: scrollView)
    }

    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        contentScrollViews[edge.rawValue]?.view
    }

    private var contentScrollViews: [UInt: WeakScrollView] = [:]
    private struct WeakScrollView { weak var view: UIScrollView? }

    /// Runs when the view's constraints are updated (its `updateConstraints()` pass); the
    /// default updates the view's own. Call super last.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }

    /// A name for the controller in interaction tracking (kept).
    open var interactionActivityTrackingBaseName: String?
    /// The smallest margins the root view's layout margins take while
    /// ``viewRespectsSystemMinimumLayoutMargins``: 16 points at the sides in a compact width,
    /// 20 in a regular one, as UIKit's.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
    open var viewRespectsSystemMinimumLayoutMargins = true
    /// Key commands added with ``addKeyCommand(_:)``: the controller's ``keyCommands`` unless
    /// it overrides them.
    var addedKeyCommands: [UIKeyCommand] = []
    open override var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }
    /// Adds a key command the controller answers while it (or a view in it) is in the responder chain.
    open func addKeyCommand(_ keyCommand: UIKeyCommand) {
        guard !addedKeyCommands.contains(where: { $0 === keyCommand }) else { return }
        addedKeyCommands.append(keyCommand)
    }
    open func removeKeyCommand(_ keyCommand: UIKeyCommand) { addedKeyCommands.removeAll { $0 === keyCommand } }
    /// Which edges the view extends under bars; kept: Tessera's containers place the view
    /// below the navigation bar and above the toolbar and tab bar.
    open var edgesForExtendedLayout: UIRectEdge = .all
    open var extendedLayoutIncludesOpaqueBars = false
    open var restorationIdentifier: String?
    /// Called on low memory; a desktop app is not asked to free memory, so never called here.
    open func didReceiveMemoryWarning() {}
    /// Called when the view's layout margins change. Call super.
    open func viewLayoutMarginsDidChange() {}

    /// Whether a container's appearance calls reach its children by themselves; a container that
    /// says false calls ``beginAppearanceTransition(_:animated:)`` for them.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
}
