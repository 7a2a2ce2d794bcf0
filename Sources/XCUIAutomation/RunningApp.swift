import Foundation
@_spi(Host) import Tessera
@_spi(Host) import TesseraApp
import TesseraTesting

/// The app a UI test launched, running in the test's own process on a headless screen with a
/// virtual clock: the app's entry point is called as the system would call it, and its
/// `UIApplicationMain` hands the app over to this screen instead of opening a window.
@MainActor final class RunningApp {
    /// The app running now (one at a time, as in a simulator running one test).
    static var current: RunningApp?

    let module: String
    let screen: HeadlessScreen
    let launch: ApplicationLaunch
    var state: XCUIApplication.State = .runningForeground
    private let context: LaunchContext

    private init(module: String, screen: HeadlessScreen, launch: ApplicationLaunch, context: LaunchContext) {
        self.module = module
        self.screen = screen
        self.launch = launch
        self.context = context
    }

    /// Calls `module`'s entry point with the launch's arguments and environment in place.
    static func start(_ module: String, entry: LinkedApps.EntryPoint, arguments: [String], environment: [String: String]) throws -> RunningApp {
        let context = LaunchContext(arguments: arguments, environment: environment)
        let screen = Self.screen(for: environment)
        var launched: ApplicationLaunch?
        let bundle = ownBundle(of: module)
        InProcessAppHost.launch = { delegate in launched = screen.launch(delegate, bundle: bundle) }
        defer { InProcessAppHost.launch = nil }
        _ = entry(CommandLine.argc, CommandLine.unsafeArgv)
        guard let launched else {
            context.restore()
            throw XCUIFailure("\(module)'s main returned without calling UIApplicationMain: UI tests launch apps whose "
                + "main starts them with UIApplicationMain (an @main app delegate)")
        }
        return RunningApp(module: module, screen: screen, launch: launched, context: context)
    }

    /// The app's own resources (SwiftPM's `Package_Module.resources` beside the tests), or an
    /// empty folder: other apps linked into the same tests must not lend it their `Info.plist`.
    private static func ownBundle(of module: String) -> Bundle? {
        let folder = Bundle.main.bundleURL
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        if let name = entries.first(where: { $0.hasSuffix("_\(module).resources") }) {
            return Bundle(url: folder.appendingPathComponent(name))
        }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("xcui-\(module)-no-resources", isDirectory: true)
        try? FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        return Bundle(url: empty)
    }

    /// An iPhone's screen (390×844 points at 2×, with its notch and home indicator as safe
    /// area), or a desktop window of `TESSERA_WINDOW_SIZE` points when the launch sets it.
    private static func screen(for environment: [String: String]) -> HeadlessScreen {
        if let size = environment["TESSERA_WINDOW_SIZE"].flatMap(parseSize) {
            return HeadlessScreen(size: size, scale: 1)
        }
        return HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 2,
                              safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    private static func parseSize(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 >= 100 && $0 <= 8192 }) else { return nil }
        return CGSize(width: parts[0], height: parts[1])
    }

    /// The app as a tree of elements now, after the screen has settled.
    func snapshot() -> ElementSnapshot {
        let frame = CGRect(origin: .zero, size: screen.size)
        screen.window.layoutIfNeeded()
        return ElementTree.application(window: screen.window, title: launch.title ?? module, frame: frame)
    }

    /// Runs the virtual clock until the app has nothing left to do (animations, layout, timers),
    /// as XCUITest waits for the app to be idle after each action.
    func settle() { screen.runUntilIdle(limit: 10) }

    func terminate() {
        if state != .notRunning { launch.terminate() }
        state = .notRunning
        context.restore()
        if RunningApp.current === self { RunningApp.current = nil }
    }

    func enterBackground() {
        guard state == .runningForeground else { return }
        launch.resignActive()
        launch.enterBackground()
        state = .runningBackground
        settle()
    }

    func enterForeground() {
        guard state == .runningBackground || state == .runningBackgroundSuspended else { return }
        launch.enterForeground()
        launch.becomeActive()
        state = .runningForeground
        settle()
    }
}
