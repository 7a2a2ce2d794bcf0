import Foundation

extension UIApplication {
    /// The app's delegate. The application keeps it (UIKit's `unowned(unsafe)` property points
    /// at the delegate `UIApplicationMain` keeps for the app's life; here the app part keeps it).
    public var delegate: UIApplicationDelegate? {
        get { AppShell.delegate }
        set {
            AppShell.delegate = newValue
            delegateResponder = newValue as? UIResponder
        }
    }

    /// The scenes connected now (one per window of the app).
    public var connectedScenes: Set<UIScene> { Set(AppShell.scenes) }
    /// The sessions of the connected scenes.
    public var openSessions: Set<UISceneSession> { Set(AppShell.scenes.map(\.session)) }
    /// Whether the app supports more than one window (`UIApplicationSupportsMultipleScenes`).
    public var supportsMultipleScenes: Bool { AppShell.supportsMultipleScenes }

    /// Whether the display stays awake while the app runs (kept; a desktop's screen saver is
    /// the desktop's).
    public var isIdleTimerDisabled: Bool {
        get { AppShell.isIdleTimerDisabled }
        set { AppShell.isIdleTimerDisabled = newValue }
    }

    /// The number on the app's icon (kept; a Linux desktop shows none).
    public var applicationIconBadgeNumber: Int {
        get { AppShell.badgeNumber }
        set { AppShell.badgeNumber = newValue }
    }

    /// Opens `url` with the desktop's handler for it (`xdg-open`: the browser, the mail
    /// program); `completion` hears whether the handler started.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        let opened = AppShell.urlOpener(url)
        completion?(opened)
    }

    /// Whether some program on the desktop can open `url`'s scheme (`http`, `https`, `mailto`,
    /// `file` and `tel` are taken to be, where `xdg-open` exists).
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return ["http", "https", "mailto", "file", "tel"].contains(scheme) && FileManager.default.isExecutableFile(atPath: "/usr/bin/xdg-open")
    }

    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Says how an app's class that UIKit makes by name is made on Linux: the app delegate
    /// (`@main`), the scene delegates `Info.plist` names. Swift on Linux cannot make a class
    /// from its name unless it has a `required` initializer, which UIKit's `UIResponder` has
    /// not; `tessera-port` writes these calls in the app delegate's `main()`.
    /// - Note: Tessera's own addition.
    public static func registerClass<T: AnyObject>(_ type: T.Type, make: @escaping @MainActor () -> T) {
        AppShell.factories[NSStringFromClass(type)] = make
        AppShell.factories[String(describing: type)] = make
    }
}

extension UIApplication {
    /// An object of a class registered with ``registerClass(_:make:)`` (`MyApp.AppDelegate`).
    @_spi(Host) public static func makeRegisteredObject(named name: String) -> AnyObject? { AppShell.make(name) }
}

/// The app part's state: the delegate, the scenes, the class factories, what the desktop does
/// with URLs.
@MainActor enum AppShell {
    static var delegate: UIApplicationDelegate?
    /// The launch running the app (scene requests go through it), kept for the app's life as
    /// `UIApplicationMain` keeps it.
    static var launch: ApplicationLaunch?
    static var shortcutItems: [UIApplicationShortcutItem]?
    static var scenes: [UIScene] = []
    static var supportsMultipleScenes = false
    static var isIdleTimerDisabled = false
    static var badgeNumber = 0
    static var factories: [String: @MainActor () -> AnyObject] = [:]
    /// Opens a URL; the desktop's `xdg-open` unless a host or test replaces it.
    static var urlOpener: @MainActor (URL) -> Bool = { url in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdg-open")
        process.arguments = [url.absoluteString]
        do {
            try process.run()
            return true
        } catch {
            TesseraDiagnostics.report("UIApplication.open(\(url)): the desktop cannot open it (\(error))")
            return false
        }
    }

    /// Makes an object of the class `name` (`MyApp.SceneDelegate`) with its registered factory.
    static func make(_ name: String) -> AnyObject? {
        if let factory = factories[name] ?? factories[name.split(separator: ".").last.map(String.init) ?? name] { return factory() }
        return nil
    }

    /// Forgets the previous launch (a test launching another app).
    static func reset() {
        delegate = nil
        launch = nil
        shortcutItems = nil
        scenes = []
        supportsMultipleScenes = false
    }
}

extension UIApplication {
    /// Forgets the app a previous headless screen launched (its delegate, scenes and whether it
    /// supports several): a new screen starts as a new process would.
    @_spi(Host) public func forgetLaunch() { AppShell.reset() }
}
