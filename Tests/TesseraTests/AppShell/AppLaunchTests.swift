import Foundation
import Testing
@testable import Tessera
import TesseraCore
import TesseraTesting

/// What an app's delegates hear, in order.
@MainActor final class LaunchLog {
    static var entries: [String] = []
}

final class LoggingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LaunchLog.entries.append("willFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LaunchLog.entries.append("didFinishLaunching window=\(window != nil)")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        LaunchLog.entries.append("configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func applicationDidBecomeActive(_ application: UIApplication) { LaunchLog.entries.append("applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { LaunchLog.entries.append("applicationWillResignActive") }
    func applicationWillTerminate(_ application: UIApplication) { LaunchLog.entries.append("applicationWillTerminate") }
}

final class LoggingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        LaunchLog.entries.append("willConnectTo window=\(window != nil)")
    }

    func sceneDidBecomeActive(_ scene: UIScene) { LaunchLog.entries.append("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { LaunchLog.entries.append("sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { LaunchLog.entries.append("sceneWillEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { LaunchLog.entries.append("sceneDidEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { LaunchLog.entries.append("sceneDidDisconnect") }
}

/// A scene delegate that builds its window in code, as apps without a storyboard do.
final class CodeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let controller = UIViewController()
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 30))
        label.text = "Built in code"
        controller.view.addSubview(label)
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = controller
        window?.makeKeyAndVisible()
    }
}

final class CodeAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = CodeSceneDelegate.self
        return configuration
    }
}

@MainActor struct AppLaunchTests {
    private func register() {
        UIApplication.registerClass(LoggingSceneDelegate.self) { LoggingSceneDelegate() }
        UIApplication.registerClass(CodeSceneDelegate.self) { CodeSceneDelegate() }
        LaunchLog.entries = []
    }

    @Test func aSceneAppLaunchesInUIKitsOrderAndShowsItsStoryboard() throws {
        register()
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let posted = MessageLog()
        let names: [Notification.Name] = [UIApplication.didFinishLaunchingNotification, UIScene.willConnectNotification,
                                          UIScene.didActivateNotification, UIApplication.didBecomeActiveNotification]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { posted.append($0.name.rawValue) }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        let delegate = LoggingAppDelegate()
        let launch = screen.launch(delegate, bundle: .module)
        #expect(LaunchLog.entries == ["willFinishLaunching", "didFinishLaunching window=false", "configurationForConnecting",
                                      "willConnectTo window=true", "sceneWillEnterForeground", "sceneDidBecomeActive"])
        #expect(posted.all == ["UIApplicationDidFinishLaunchingNotification", "UISceneWillConnectNotification",
                           "UISceneDidActivateNotification", "UIApplicationDidBecomeActiveNotification"])
        #expect(launch.title == "Photo Browser")
        #expect(UIApplication.shared.delegate === delegate)
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(scene.activationState == .foregroundActive && scene.title == "Photo Browser")
        #expect(scene.keyWindow === screen.window && screen.window.windowScene === scene)
        #expect(screen.window.rootViewController is UINavigationController, "the storyboard's initial controller")
        #expect(screen.frameOfText("Photos") != nil, "its first screen is drawn")
    }

    @Test func theWindowsFocusMinimisingAndClosingReachTheSceneDelegate() {
        register()
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let launch = screen.launch(LoggingAppDelegate(), bundle: .module)
        LaunchLog.entries = []
        launch.resignActive()
        launch.becomeActive()
        launch.enterBackground()
        launch.enterForeground()
        launch.becomeActive()
        launch.terminate()
        #expect(LaunchLog.entries == ["sceneWillResignActive", "sceneDidBecomeActive", "sceneWillResignActive", "sceneDidEnterBackground",
                                      "sceneWillEnterForeground", "sceneDidBecomeActive", "sceneWillResignActive", "sceneDidDisconnect",
                                      "applicationWillTerminate"])
    }

    @Test func aSceneDelegateThatBuildsItsWindowInCode() throws {
        register()
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        screen.launch(CodeAppDelegate(), bundle: .module)
        #expect(screen.frameOfText("Built in code") != nil)
        #expect(screen.window.frame.size == CGSize(width: 400, height: 300), "the app's window fills the screen")
        screen.tap(at: CGPoint(x: 60, y: 115))
        #expect(screen.window.isKeyWindow, "input reaches the app's window")
    }

    @Test func anAppWithoutScenesGetsItsMainStoryboardInItsWindow() throws {
        register()
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let delegate = LoggingAppDelegate()
        let manifest = AppManifest(dictionary: ["UIMainStoryboardFile": "Photos"], module: "TesseraTests")
        let launch = ApplicationLaunch(delegate: delegate, manifest: manifest, bundle: .module)
        screen.show(try #require(launch.launch()))
        screen.runUntilIdle()
        #expect(LaunchLog.entries == ["willFinishLaunching", "didFinishLaunching window=true", "applicationDidBecomeActive"],
                "the storyboard's window is the delegate's before didFinishLaunching; no scene callbacks")
        #expect(delegate.window === screen.window && delegate.window?.isKeyWindow == true)
        #expect(screen.frameOfText("Photos") != nil)
    }

    @Test func anUnregisteredSceneDelegateIsNamed() {
        LaunchLog.entries = []
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        AppShell.factories = [:]
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        screen.launch(LoggingAppDelegate(), bundle: .module)
        #expect(messages.all.contains { $0.contains("TesseraTests.LoggingSceneDelegate") && $0.contains("registerClass") })
        #expect(screen.frameOfText("Photos") != nil, "the storyboard's window is shown all the same")
    }

    @Test func aRightToLeftLanguageTheAppHasTurnsTheInterface() {
        register()
        defer {
            NibLocalization.setPreferredLanguages(nil)
            UIApplication.shared.userInterfaceLayoutDirection = .leftToRight
        }
        NibLocalization.setPreferredLanguages(["ar"])
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        screen.launch(LoggingAppDelegate(), bundle: .module)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
        #expect(screen.window.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        NibLocalization.setPreferredLanguages(["ja", "fr"])
        let other = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        other.launch(LoggingAppDelegate(), bundle: .module)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight, "Japanese is not among the app's languages; French is, left to right")
    }
}
