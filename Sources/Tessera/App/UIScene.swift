import Foundation

/// One instance of the app's interface: on a desktop, one window of the app. Its delegate
/// hears when it connects, becomes active or inactive, goes to the background and back.
@preconcurrency @MainActor open class UIScene: UIResponder {
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }

    /// What the scene was connected with (URLs, a user activity); empty at launch here.
    @preconcurrency @MainActor open class ConnectionOptions: NSObject {
        open internal(set) var urlContexts: Set<UIOpenURLContext> = []
        open internal(set) var sourceApplication: String?
        /// The activities the scene was asked to show (`requestSceneSessionActivation`).
        open internal(set) var userActivities: Set<NSUserActivity> = []
        open internal(set) var handoffUserActivityType: String?
        /// The shortcut the app was launched from, if any.
        open internal(set) var shortcutItem: UIApplicationShortcutItem?
        override init() { super.init() }
    }

    public let session: UISceneSession
    /// The scene's delegate, which the scene keeps (UIKit's is strong, too).
    open var delegate: UISceneDelegate?
    open internal(set) var activationState: ActivationState = .unattached
    /// The window's title on a desktop: set it, and the window shows it.
    open var title: String! {
        didSet { SceneTitles.titleDidChange(self) }
    }
    /// A longer title, under the title where the desktop shows one (kept).
    open var subtitle: String = ""
    /// Which activities this scene may show and prefers to (matched on their
    /// `targetContentIdentifier` when the app asks for an activity to be shown).
    open var activationConditions = UISceneActivationConditions()

    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// A URL the scene was asked to open.
public final class UIOpenURLContext: NSObject, @unchecked Sendable {
    public let url: URL
    init(url: URL) {
        self.url = url
        super.init()
    }
}

/// A scene that shows windows: its windows, the key one, its screen and traits.
@preconcurrency @MainActor open class UIWindowScene: UIScene {
    /// The windows attached to the scene, in the order they were made.
    open var windows: [UIWindow] { attached.compactMap(\.window) }
    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    open var screen: UIScreen { .main }
    open var traitCollection: UITraitCollection { keyWindow?.traitCollection ?? UIScreen.main.traitCollection }
    /// The smallest and largest size the user may give the scene's window (hosts apply them).
    public private(set) lazy var sizeRestrictions: UISceneSizeRestrictions? = UISceneSizeRestrictions()
    /// Whether the user may close and minimise the scene's window (hosts apply them).
    public private(set) lazy var windowingBehaviors: UISceneWindowingBehaviors? = UISceneWindowingBehaviors()
    private var attached: [WeakWindow] = []

    func attach(_ window: UIWindow) {
        attached.removeAll { $0.window == nil || $0.window === window }
        attached.append(WeakWindow(window: window))
    }

    private struct WeakWindow {
        weak var window: UIWindow?
    }
}

/// A scene's role, its configuration and its scene, kept across the scene's life.
@preconcurrency @MainActor open class UISceneSession: NSObject {
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An interactive window of the app.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    public let role: Role
    open internal(set) var configuration: UISceneConfiguration
    public let persistentIdentifier: String
    open internal(set) weak var scene: UIScene?
    open var userInfo: [String: Any]?
    /// The activity the scene's delegate saved the last time (`stateRestorationActivity(for:)`),
    /// given back when the session connects again, at the next launch.
    open internal(set) var stateRestorationActivity: NSUserActivity?

    init(role: Role, configuration: UISceneConfiguration, persistentIdentifier: String = UUID().uuidString) {
        self.role = role
        self.configuration = configuration
        self.persistentIdentifier = persistentIdentifier
        super.init()
    }
}

/// What a new scene is made of: its delegate's class, its scene class and its storyboard. The
/// delegate and storyboard come from the `Info.plist` configuration of the same name (or the
/// first for the role) when the app's delegate leaves them unset.
@preconcurrency @MainActor open class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?
    open var storyboard: UIStoryboard?
    /// Made by the app delegate's default `configurationForConnecting`: the `Info.plist`'s first
    /// configuration for the role applies, as when UIKit's delegate does not implement it.
    var isManifestDefault = false

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}

/// A scene's delegate: every method is optional, as in UIKit.
@preconcurrency @MainActor public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// The activity to save for the scene, to give back when it connects again.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: Error)
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    public func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: Error) {}
    public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
}

/// A window scene's delegate, which holds the scene's window.
@preconcurrency @MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's window: a storyboard scene's window is set here before
    /// `scene(_:willConnectTo:options:)`, as UIKit does.
    var window: UIWindow? { get set }
    /// The scene's size, orientation or traits changed (the window was resized).
    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
                     interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation, traitCollection previousTraitCollection: UITraitCollection)
    /// The user chose one of the app's shortcut items; call `completionHandler` with whether it
    /// was handled.
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
                            interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                            traitCollection previousTraitCollection: UITraitCollection) {}
    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {
        completionHandler(false)
    }
}

extension UIWindow {
    /// A window of `windowScene`, as large as the screen (on a desktop, the app's window).
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: UIScreen.main.bounds)
        self.windowScene = windowScene
    }

    /// The scene the window belongs to; setting it attaches the window to the scene.
    public var windowScene: UIWindowScene? {
        get { SceneWindows.scene(of: self) }
        set {
            SceneWindows.set(newValue, for: self)
            newValue?.attach(self)
        }
    }
}

/// Which scene each window belongs to (a window names no scene in `Views/`).
@MainActor enum SceneWindows {
    private static var scenes: [ObjectIdentifier: WeakScene] = [:]

    private struct WeakScene {
        weak var scene: UIWindowScene?
    }

    static func scene(of window: UIWindow) -> UIWindowScene? { scenes[ObjectIdentifier(window)]?.scene }

    static func set(_ scene: UIWindowScene?, for window: UIWindow) {
        scenes = scenes.filter { $0.value.scene != nil }
        scenes[ObjectIdentifier(window)] = scene.map(WeakScene.init)
    }
}

/// Tells the host when a scene's title changes (the window's title).
@MainActor enum SceneTitles {
    static var onChange: ((String) -> Void)?

    static func titleDidChange(_ scene: UIScene) {
        if let title = scene.title { onChange?(title) }
    }
}
