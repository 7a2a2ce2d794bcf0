import Foundation

/// The root of a view tree that a host shows and sends events to.
@preconcurrency @MainActor open class UIWindow: UIView {
    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            installRootView()
        }
    }
    public private(set) var isKeyWindow = false
    /// The display's unsafe edges, set by the host: a phone's status bar, notch and home
    /// indicator (`HeadlessScreen(size:scale:safeAreaInsets:)`); zero in a desktop window.
    /// Every view's ``UIView/safeAreaInsets`` derives from it.
    /// - Note: UIKit takes this from the device; Tessera lets the host say it.
    public var hostSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if hostSafeAreaInsets != oldValue { setNeedsLayoutRecursively() } }
    }

    /// Traits the host imposes on everything in this window, over the screen's and the size
    /// classes of the window's size: a device's idiom, size classes and text size when a
    /// snapshot stands for an iPhone or an iPad. Nil (none) by default.
    /// - Note: UIKit takes these from the device; Tessera lets the host say them.
    @_spi(Host) public var hostTraitOverrides: UITraitCollection? {
        didSet { if hostTraitOverrides != oldValue { TraitPropagation.subtreeDidChange(self) } }
    }

    /// The base traits, kept while the screen, the size and the overrides stay.
    let baseTraits = WindowBaseTraits()

    /// A size change tells the root view controller first (`viewWillTransition(to:with:)`),
    /// then runs what it asked to run along with the change.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let coordinator = sizeTransition(to: newValue.size)
            super.frame = newValue
            coordinator?.finish()
        }
    }

    private func sizeTransition(to size: CGSize) -> SizeTransitionCoordinator? {
        guard size != bounds.size, let controller = rootViewController, controller.isViewLoaded else { return nil }
        let coordinator = SizeTransitionCoordinator(containerView: self)
        let old = WindowBaseTraits.traits(forSize: bounds.size, overrides: hostTraitOverrides)
        let new = WindowBaseTraits.traits(forSize: size, overrides: hostTraitOverrides)
        if old.horizontalSizeClass != new.horizontalSizeClass || old.verticalSizeClass != new.verticalSizeClass {
            controller.willTransition(to: new, with: coordinator)
        }
        controller.viewWillTransition(to: size, with: coordinator)
        return coordinator
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private func installRootView() {
        guard let controller = rootViewController else { return }
        let view: UIView = controller.view
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.beginAppearance(animated: false)
        addSubview(view)
        controller.endAppearance()
    }

    /// Shows the window and makes it receive events; the window that was key is key no more.
    open func makeKeyAndVisible() {
        isHidden = false
        for other in MainLoop.shared.allWindows where other !== self { other.isKeyWindow = false }
        isKeyWindow = true
        MainLoop.shared.register(self)
        setNeedsLayout()
    }

    open override var next: UIResponder? { UIApplication.shared }
    /// The root view controller: the focus goes where it prefers.
    open override var preferredFocusEnvironments: [UIFocusEnvironment] { rootViewController.map { [$0] } ?? [] }

    private func setNeedsLayoutRecursively() {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view.setNeedsLayout()
            stack.append(contentsOf: view.subviews)
        }
    }

    /// Delivers touches: a touch that begins is bound to the view under it (hit testing), and
    /// all its phases go to that view, whose responder chain handles what it does not.
    open func sendEvent(_ event: UIEvent) {
        for touch in event.allTouches ?? [] where touch.phase == .began && touch.view == nil {
            touch.view = hitTest(touch.location(in: self), with: event) ?? self
            touch.window = self
        }
        GestureArena.deliver(event)
    }
}
