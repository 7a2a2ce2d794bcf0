import Foundation
import TesseraCore

/// An app's launch and life, in UIKit's order, for a host (the window, a headless screen) to
/// run: the delegate's launch callbacks, the main storyboard or the first scene and its
/// delegate, activation; then what the host reports of its window (focus lost and back,
/// minimised and restored, closed) as the life-cycle callbacks and notifications.
///
/// A scene-based app (`UIApplicationSceneManifest` in `Info.plist`): `willFinishLaunching`,
/// `didFinishLaunching`, `configurationForConnecting`, the scene and its delegate made, a
/// storyboard scene's window set on the delegate, `scene(_:willConnectTo:options:)`, the
/// storyboard window made key and visible, `sceneWillEnterForeground`, `sceneDidBecomeActive`.
/// An app without scenes: `willFinishLaunching`, the main storyboard's initial controller in
/// the delegate's `window`, `didFinishLaunching`, that window made key and visible,
/// `applicationDidBecomeActive`.
///
/// - Note: Tessera's own type: `UIApplicationMain` and `HeadlessScreen.launch(_:bundle:module:)`
///   run it; on iOS the system does.
@MainActor public final class ApplicationLaunch {
    public let delegate: UIApplicationDelegate
    let manifest: AppManifest
    /// Where the storyboards are (nil: the app's bundles).
    let bundle: Bundle?
    private var scene: UIScene?
    /// The storyboard's window, kept here too: a scene delegate that cannot be made (or has no
    /// `window`) would otherwise let it go, and the app would show nothing.
    private var storyboardWindow: UIWindow?
    private var isActive = false
    /// Where scenes' saved state is kept between launches.
    let restoration = SceneRestorationStore()
    /// The shortcut item the app is launched from (set before `launch`): the first scene's
    /// connection options carry it.
    public var launchShortcutItem: UIApplicationShortcutItem?
    /// Told when a scene the app asked for (`requestSceneSessionActivation`) has its window, for
    /// the host to show it; and when a scene is brought to the front.
    public var sceneWindowDidAppear: ((UIWindow) -> Void)?
    /// The URLs the app is launched with (its first scene's connection options carry them).
    private var launchURLs: [URL] = []
    private let application = UIApplication.shared
    private let center = NotificationCenter.default

    /// A launch of `delegate` with the `Info.plist` found in `bundle` (nil: the app's bundles),
    /// its `$(PRODUCT_MODULE_NAME)` standing for `module`.
    ///
    /// With no bundle, the app's own resource bundle is used when there is one (SwiftPM's
    /// `Package_Module.resources` beside the executable, named after the delegate's module),
    /// else the app's bundles.
    public convenience init(delegate: UIApplicationDelegate, bundle: Bundle? = nil, module: String? = nil) {
        let module = module ?? AppManifestLookup.module(of: delegate)
        // Documents whose classes "inherit the module from the target" find them in the app's.
        NibClasses.targetModule = module
        let bundle = bundle ?? module.flatMap(AppManifestLookup.resourceBundle(ofModule:))
        self.init(delegate: delegate, manifest: AppManifestLookup.manifest(in: bundle, module: module), bundle: bundle)
    }

    init(delegate: UIApplicationDelegate, manifest: AppManifest, bundle: Bundle?) {
        self.delegate = delegate
        self.manifest = manifest
        self.bundle = bundle
    }

    /// The window's title: the app's display name.
    public var title: String? { manifest.displayName }

    /// Runs the launch; returns the window to show (nil: the app made none).
    /// Runs the launch with the URLs the app was started with (the desktop's "open with" or the
    /// command line): a scene gets them in its connection options' `urlContexts`; an app
    /// without scenes in its launch options' `.url` and then `application(_:open:options:)`.
    @discardableResult
    public func launch(opening urls: [URL]) -> UIWindow? {
        launchURLs = urls
        var options: [UIApplication.LaunchOptionsKey: Any]?
        if !manifest.usesScenes, let first = urls.first { options = [.url: first] }
        let window = launch(options: options)
        if !manifest.usesScenes {
            for url in urls { _ = delegate.application(application, open: url, options: [:]) }
        }
        return window
    }

    /// A URL sent to the running app: the scene's `scene(_:openURLContexts:)`, or the app
    /// delegate's `application(_:open:options:)` without scenes.
    public func open(_ url: URL) {
        if let scene {
            scene.delegate?.scene(scene, openURLContexts: [UIOpenURLContext(url: url)])
        } else {
            _ = delegate.application(application, open: url, options: [:])
        }
    }

    @discardableResult
    public func launch(options: [UIApplication.LaunchOptionsKey: Any]? = nil) -> UIWindow? {
        AppShell.reset()
        AppShell.launch = self
        application.currentState = .inactive
        AppShell.supportsMultipleScenes = manifest.supportsMultipleScenes
        application.delegate = delegate
        applyStyle()
        applyLayoutDirection()
        _ = delegate.application(application, willFinishLaunchingWithOptions: options)
        if manifest.usesScenes {
            _ = delegate.application(application, didFinishLaunchingWithOptions: options)
            center.post(name: UIApplication.didFinishLaunchingNotification, object: application)
            connectScene()
        } else {
            let window = mainStoryboardWindow()
            _ = delegate.application(application, didFinishLaunchingWithOptions: options)
            center.post(name: UIApplication.didFinishLaunchingNotification, object: application)
            window?.makeKeyAndVisible()
        }
        becomeActive()
        return shownWindow
    }

    /// The window the host shows: the scene's key window, the delegate's, else any key window.
    public var shownWindow: UIWindow? {
        (scene as? UIWindowScene)?.keyWindow ?? (scene as? UIWindowScene)?.windows.first
            ?? delegate.window ?? application.windows.last { $0.isKeyWindow }
    }

    /// `Info.plist`'s `UIUserInterfaceStyle` forces the app's appearance.
    private func applyStyle() {
        switch manifest.userInterfaceStyle {
        case "Dark": UIScreen.main.userInterfaceStyle = .dark
        case "Light": UIScreen.main.userInterfaceStyle = .light
        default: break
        }
    }

    /// A right-to-left language the app is localized for (its `.lproj` folder) turns the
    /// interface, as iOS does when the device's language is Arabic or Hebrew.
    private func applyLayoutDirection() {
        let direction = AppLocalization.layoutDirection(bundle: bundle)
        if application.userInterfaceLayoutDirection != direction { application.userInterfaceLayoutDirection = direction }
    }

    /// The catalog's `AccentColor` tints the storyboard's window, as Xcode's global accent
    /// colour tints an iOS app's (the app may set another in its delegate).
    private func applyAccentColor(to window: UIWindow?) {
        guard let accent = UIColor(named: "AccentColor", in: bundle, compatibleWith: nil) else { return }
        window?.tintColor = accent
    }

    private func storyboard(named name: String?) -> UIStoryboard? {
        guard let name else { return nil }
        guard NibResources.url(named: name, extension: "storyboard", bundle: bundle) != nil else {
            TesseraDiagnostics.report("Info.plist names the storyboard \"\(name)\", which is in none of the app's bundles")
            return nil
        }
        return UIStoryboard(name: name, bundle: bundle)
    }

    private func mainStoryboardWindow() -> UIWindow? {
        guard let storyboard = storyboard(named: manifest.mainStoryboard) else { return nil }
        let window = UIWindow(frame: UIScreen.main.bounds)
        applyAccentColor(to: window)
        delegate.window = window
        window.rootViewController = storyboard.instantiateInitialViewController()
        return window
    }
}

extension ApplicationLaunch {
    /// The first scene, with the launch's URLs or shortcut, and the state its session saved at
    /// the last launch.
    private func connectScene() {
        let role = UISceneSession.Role.windowApplication
        let saved = restoration.load().first
        let session = UISceneSession(role: role, configuration: UISceneConfiguration(name: nil, sessionRole: role),
                                     persistentIdentifier: saved?.persistentIdentifier ?? UUID().uuidString)
        session.stateRestorationActivity = saved?.activity
        let options = UIScene.ConnectionOptions()
        options.urlContexts = Set(launchURLs.map(UIOpenURLContext.init(url:)))
        options.shortcutItem = launchShortcutItem
        scene = connect(session, options: options)
        enterForeground()
    }

    /// Makes `session`'s scene: its configuration, scene, delegate and, from a storyboard,
    /// window; then tells the delegate it connected.
    func connect(_ session: UISceneSession, options: UIScene.ConnectionOptions) -> UIScene {
        let configuration = delegate.application(application, configurationForConnecting: session, options: options)
        let entry = manifestEntry(for: configuration)
        session.configuration = configuration
        let sceneType = configuration.sceneClass as? UIScene.Type ?? UIWindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        scene.title = manifest.displayName
        session.scene = scene
        AppShell.scenes.append(scene)
        scene.delegate = sceneDelegate(configuration, entry: entry)
        var window: UIWindow?
        if let windowScene = scene as? UIWindowScene,
           let storyboard = configuration.storyboard ?? storyboard(named: entry?.storyboardName) {
            window = UIWindow(windowScene: windowScene)
            applyAccentColor(to: window)
            storyboardWindow = window
            window?.rootViewController = storyboard.instantiateInitialViewController()
            (scene.delegate as? UIWindowSceneDelegate)?.window = window
        }
        center.post(name: UIScene.willConnectNotification, object: scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        window?.makeKeyAndVisible()
        return scene
    }

    /// The `Info.plist` configuration of the same name; the first for the role when the app
    /// delegate does not choose; none for a configuration named otherwise (or nil), which is
    /// used as the delegate made it, as UIKit documents.
    private func manifestEntry(for configuration: UISceneConfiguration) -> AppManifest.SceneConfiguration? {
        let forRole = manifest.sceneConfigurations.filter { $0.role == configuration.role.rawValue }
        if configuration.isManifestDefault { return forRole.first }
        guard let name = configuration.name else { return nil }
        return forRole.first { $0.name == name }
    }

    private func sceneDelegate(_ configuration: UISceneConfiguration, entry: AppManifest.SceneConfiguration?) -> UISceneDelegate? {
        let name = configuration.delegateClass.map(NSStringFromClass) ?? entry?.delegateClassName
        guard let name else { return nil }
        guard let made = AppShell.make(name) else {
            TesseraDiagnostics.report("the scene delegate \(name) cannot be made: register it with UIApplication.registerClass(_:make:) "
                + "(tessera-port writes it in the app delegate's main()); the scene has no delegate")
            return nil
        }
        guard let delegate = made as? UISceneDelegate else {
            TesseraDiagnostics.report("\(name) is not a UISceneDelegate; the scene has no delegate")
            return nil
        }
        return delegate
    }
}

extension ApplicationLaunch {
    /// One step of the life cycle: the application's state, then the scene's (its delegate and
    /// notification) or, without scenes, the app delegate's; then the application's notification.
    private func step(_ state: UIApplication.State, scene sceneState: UIScene.ActivationState, _ sceneCall: (UISceneDelegate?, UIScene) -> Void,
                      _ sceneNote: Notification.Name, app appCall: (UIApplicationDelegate) -> Void, _ appNote: Notification.Name) {
        application.currentState = state
        if let scene {
            scene.activationState = sceneState
            sceneCall(scene.delegate, scene)
            center.post(name: sceneNote, object: scene)
        } else {
            appCall(delegate)
        }
        center.post(name: appNote, object: application)
    }

    /// The window came to the front or got the focus back.
    public func becomeActive() {
        guard !isActive else { return }
        isActive = true
        step(.active, scene: .foregroundActive, { $0?.sceneDidBecomeActive($1) }, UIScene.didActivateNotification,
             app: { $0.applicationDidBecomeActive(application) }, UIApplication.didBecomeActiveNotification)
    }

    /// The window lost the focus.
    public func resignActive() {
        guard isActive else { return }
        isActive = false
        step(.inactive, scene: .foregroundInactive, { $0?.sceneWillResignActive($1) }, UIScene.willDeactivateNotification,
             app: { $0.applicationWillResignActive(application) }, UIApplication.willResignActiveNotification)
    }

    /// The window was minimised.
    public func enterBackground() {
        resignActive()
        step(.background, scene: .background, { $0?.sceneDidEnterBackground($1) }, UIScene.didEnterBackgroundNotification,
             app: { $0.applicationDidEnterBackground(application) }, UIApplication.didEnterBackgroundNotification)
    }

    /// The window was restored (and, at launch, the scene comes to the foreground).
    public func enterForeground() {
        step(.inactive, scene: .foregroundInactive, { $0?.sceneWillEnterForeground($1) }, UIScene.willEnterForegroundNotification,
             app: { $0.applicationWillEnterForeground(application) }, UIApplication.willEnterForegroundNotification)
    }

    /// The window closed: each scene's state is saved (its delegate's
    /// `stateRestorationActivity(for:)`, for the next launch), the scenes disconnect, then the
    /// app is told it terminates.
    public func terminate() {
        resignActive()
        restoration.save(AppShell.scenes)
        for connected in AppShell.scenes {
            connected.activationState = .unattached
            connected.delegate?.sceneDidDisconnect(connected)
            center.post(name: UIScene.didDisconnectNotification, object: connected)
        }
        delegate.applicationWillTerminate(application)
        center.post(name: UIApplication.willTerminateNotification, object: application)
    }
}

/// Finds the app's `Info.plist`: at the top of the bundle or a folder below it, in the bundle
/// given or the app's bundles. SwiftPM writes an `Info.plist` of its own at the top of a
/// resource bundle (only `CFBundleDevelopmentRegion`) and refuses the app's there, so an app
/// copies the folder holding it (`.copy("Supporting Files")`); SwiftPM's own is passed over.
enum AppManifestLookup {
    static func manifest(in bundle: Bundle?, module: String?) -> AppManifest {
        let roots = bundle.map { [$0.bundleURL] } ?? NibResources.searchRoots()
        var candidates: [URL] = []
        for root in roots { collect(in: root, depth: 0, into: &candidates) }
        for url in candidates {
            do {
                let manifest = try AppManifest.read(url, module: module)
                if manifest.isApplication { return manifest }
            } catch {
                TesseraDiagnostics.report("Info.plist: \(error); the app starts without it")
            }
        }
        return .empty
    }

    private static func collect(in folder: URL, depth: Int, into found: inout [URL]) {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        if entries.contains("Info.plist") { found.append(folder.appendingPathComponent("Info.plist")) }
        guard depth < 2 else { return }
        for entry in entries where !entry.hasPrefix(".") {
            let url = folder.appendingPathComponent(entry)
            let ext = url.pathExtension
            // Plain folders inside a resource bundle, not the build folder's own.
            let insideBundle = depth > 0 || ["resources", "bundle"].contains(folder.pathExtension)
            guard ext == "resources" || ext == "bundle" || (insideBundle && ext.isEmpty) else { continue }
            collect(in: url, depth: depth + 1, into: &found)
        }
    }

    /// SwiftPM's resource bundle of `module` beside the executable (`Package_Module.resources`).
    static func resourceBundle(ofModule module: String) -> Bundle? {
        let folder = Bundle.main.bundleURL
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        guard let name = entries.sorted().first(where: { $0.hasSuffix("_\(module).resources") }) else { return nil }
        return Bundle(url: folder.appendingPathComponent(name))
    }

    /// The module of the delegate's class (`MyApp` of `MyApp.AppDelegate`).
    static func module(of delegate: AnyObject) -> String? {
        let name = NSStringFromClass(type(of: delegate))
        return name.contains(".") ? String(name.split(separator: ".")[0]) : nil
    }
}
