import Foundation
@_spi(Host) import Tessera

/// The app under test, launched inside the test process on a headless screen.
///
/// `launch()` calls the app's entry point, as the system starts an app: its `@main` app
/// delegate's `main()` runs and its `UIApplicationMain` launches the app (Info.plist, main
/// storyboard or scene) on an iPhone-sized headless screen (390×844 points; a desktop window
/// when `launchEnvironment["TESSERA_WINDOW_SIZE"]` is set, as `1280x800`). `launchArguments`
/// and `launchEnvironment` are the app's `ProcessInfo` arguments and environment while it runs.
/// Each action then runs the app's virtual clock until the app is idle.
///
/// Which app: the UI test target depends on the app's executable target, which links it into
/// the tests; the target `<App>UITests` launches `<App>` (Xcode's naming), or the one app linked.
///
/// - Note: The app runs in the test's process. A relaunch starts a fresh UIKit state (screen,
///   windows, scenes, main loop), but the app's own global and static variables keep their
///   values, which on iOS a new process would reset.
open class XCUIApplication: XCUIElement, @unchecked Sendable {
    /// What the app is doing.
    public enum State: UInt, Sendable {
        case unknown = 0, notRunning, runningBackgroundSuspended, runningBackground, runningForeground
    }

    /// The app's arguments after its own name (`ProcessInfo.processInfo.arguments` while it runs).
    open var launchArguments: [String] = []
    /// Variables added to the app's environment while it runs.
    open var launchEnvironment: [String: String] = [:]
    private let testModule: String
    private let bundleIdentifier: String?

    /// The app the UI test target is for (`fileID` names the test module; leave it out).
    public init(_fileID: String = #fileID) {
        testModule = String(_fileID.split(separator: "/").first ?? "")
        bundleIdentifier = nil
        super.init(query: nil, pick: .only)
    }

    /// The linked app whose `Info.plist` has this `CFBundleIdentifier` (or whose module name
    /// ends it: `com.example.PhotoAlbums` is `PhotoAlbums`).
    public init(bundleIdentifier: String) {
        testModule = ""
        self.bundleIdentifier = bundleIdentifier
        super.init(query: nil, pick: .only)
    }

    @MainActor private func module() throws -> String {
        try AppTargets.module(testModule: testModule, bundleIdentifier: bundleIdentifier, linked: Array(LinkedApps.all.keys))
    }

    /// This app while it runs.
    @MainActor private var running: RunningApp? {
        guard let app = RunningApp.current, app.state != .notRunning, (try? module()) == app.module else { return nil }
        return app
    }

    @MainActor override func resolve() throws -> (ElementSnapshot, RunningApp) {
        guard let app = running else { throw XCUIFailure("Application \((try? module()) ?? "") is not running") }
        return (app.snapshot(), app)
    }

    /// Launches the app afresh (terminating it first if it runs) and waits until it is idle.
    open func launch(file: StaticString = #filePath, line: UInt = #line) {
        MainThread.run {
            RunningApp.current?.terminate()
            do {
                let module = try module()
                guard let entry = LinkedApps.all[module] else { throw XCUIFailure("\(module) has no entry point in the tests") }
                let app = try RunningApp.start(module, entry: entry, arguments: launchArguments, environment: launchEnvironment)
                RunningApp.current = app
                app.settle()
            } catch {
                TestFailure.record("Failed to launch: \(error)", file: file, line: line)
            }
        }
    }

    /// Brings the app to the foreground (launching it when it is not running).
    open func activate() {
        let needsLaunch = MainThread.run { () -> Bool in
            guard let app = running else { return true }
            app.enterForeground()
            return false
        }
        if needsLaunch { launch() }
    }

    /// Ends the app: its scenes disconnect and its delegate hears `applicationWillTerminate`.
    open func terminate() {
        MainThread.run { running?.terminate() }
    }

    open var state: State {
        MainThread.run { running?.state ?? .notRunning }
    }

    /// Waits up to `timeout` seconds (the app's time) for the app to reach `state`.
    open func wait(for state: State, timeout: TimeInterval) -> Bool {
        if self.state == state { return true }
        guard let screen = MainThread.run({ running?.screen }) else { return false }
        let deadline = MainThread.run { screen.now } + timeout
        while MainThread.run({ screen.now }) < deadline {
            MainThread.run { screen.advance(by: 1.0 / 60.0) }
            if self.state == state { return true }
        }
        return false
    }

    open override var description: String { "Application '\(MainThread.run { (try? module()) ?? "" })'" }
}
