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
        makeKey()
        MainLoop.shared.register(self)
        setNeedsLayout()
    }

    /// Makes the window receive keyboard events (when it can become key): the window that was
    /// key resigns (`resignKey()`), this one becomes key (`becomeKey()`), and UIKit's
    /// notifications are posted.
    open func makeKey() {
        guard canBecomeKey, !isKeyWindow else { return }
        for other in MainLoop.shared.allWindows where other !== self && other.isKeyWindow {
            other.isKeyWindow = false
            other.resignKey()
        }
        isKeyWindow = true
        becomeKey()
    }

    /// Called when the window became key; posts `didBecomeKeyNotification`. Call super.
    open func becomeKey() {
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
    }

    /// Called when the window stopped being key; posts `didResignKeyNotification`. Call super.
    open func resignKey() {
        NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: self)
    }

    /// Whether the window may become key (true; a subclass can refuse).
    open var canBecomeKey: Bool { true }

    /// Which windows show above which: higher levels above, in order made within a level.
    open var windowLevel: UIWindow.Level = .normal {
        didSet { if windowLevel != oldValue { MainLoop.shared.windowLevelsDidChange() } }
    }

    /// The screen the window shows on.
    open var screen: UIScreen {
        get { UIScreen.main }
        set {}
    }

    /// Whether the window may grow to fit its content (a desktop window keeps the size the user
    /// gives it).
    open var canResizeToFitContent = false

    /// The safe area's largest rectangle of the screen's aspect ratio, centred: the whole safe
    /// area on a desktop window, whose shape is the user's.
    public private(set) lazy var safeAreaAspectFitLayoutGuide = UILayoutGuide.system("UIWindowSafeAreaAspectFitLayoutGuide", of: self,
                                                                                      frame: { $0.bounds.inset(by: $0.safeAreaInsets) },
                                                                                      insets: { $0.safeAreaInsets })

    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }

    public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")

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
