import Foundation
import Testing
@_spi(Host) @testable import Tessera
import TesseraCore
import TesseraTesting

/// A scene delegate that keeps the URLs it is given.
final class URLSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    static var received: [String] = []

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        URLSceneDelegate.received += connectionOptions.urlContexts.map { "connect \($0.url.absoluteString)" }
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        URLSceneDelegate.received += URLContexts.map { "open \($0.url.absoluteString)" }
    }
}

final class URLAppDelegate: UIResponder, UIApplicationDelegate {
    var opened: [String] = []
    var launchURL: URL?
    var pushError: Error?

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = URLSceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launchURL = launchOptions?[.url] as? URL
        return true
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        opened.append(url.absoluteString)
        return true
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
        pushError = error
    }
}

@MainActor struct AppServicesTests {
    @Test func aSceneGetsTheURLsItWasOpenedWith() {
        UIApplication.registerClass(URLSceneDelegate.self) { URLSceneDelegate() }
        URLSceneDelegate.received = []
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let launch = screen.launch(URLAppDelegate(), bundle: .module, opening: [URL(string: "albums://album/3")!])
        launch.open(URL(string: "albums://album/4")!)
        #expect(URLSceneDelegate.received == ["connect albums://album/3", "open albums://album/4"])
    }

    @Test func anAppWithoutScenesGetsTheURLInItsLaunchOptionsAndOpen() throws {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let delegate = URLAppDelegate()
        let launch = ApplicationLaunch(delegate: delegate, manifest: AppManifest(dictionary: [:], module: nil), bundle: .module)
        screen.show(try #require(launch.launch(opening: [URL(string: "albums://album/1")!]) ?? UIWindow(frame: .zero)))
        #expect(delegate.launchURL?.absoluteString == "albums://album/1")
        #expect(delegate.opened == ["albums://album/1"])
    }

    @Test func backgroundTasksPushAndActions() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let delegate = URLAppDelegate()
        UIApplication.registerClass(URLSceneDelegate.self) { URLSceneDelegate() }
        screen.launch(delegate, bundle: .module)
        let app = UIApplication.shared
        let task = app.beginBackgroundTask { Issue.record("a desktop app is not suspended") }
        #expect(task != .invalid && app.backgroundTimeRemaining == .greatestFiniteMagnitude)
        app.endBackgroundTask(task)
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        app.endBackgroundTask(task)
        #expect(messages.all.contains { $0.contains("background task \(task.rawValue) is not running") })
        app.registerForRemoteNotifications()
        #expect("\(delegate.pushError!)".contains("push"))
        final class Target: UIResponder {
            var calls = 0
            override func perform(_ action: Selector, withSender sender: Any?) -> Bool {
                guard action == "refresh:" else { return super.perform(action, withSender: sender) }
                calls += 1
                return true
            }
        }
        let target = Target()
        #expect(app.sendAction("refresh:", to: target, from: nil, for: nil) && target.calls == 1)
        #expect(!app.sendAction("refresh:", to: nil, from: nil, for: nil), "nobody in the chain takes it")
    }
}
