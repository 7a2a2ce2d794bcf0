import Benchmark
import Demos
import Foundation
@_spi(Host) import Tessera
import TesseraApp
import TesseraTesting
import XCUIAutomation

/// The app a benchmarked UI test launches: the gallery's sign-in form in a navigation
/// controller, as an app whose `@main` calls `UIApplicationMain`.
final class SignInBenchmarkDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: SignInFormViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// The app's entry point, as SwiftPM names an app's renamed `main` when it links the app into
/// tests (`<Module>_main`): how `XCUIApplication` finds the apps it can launch.
@_cdecl("SignInBenchmarkApp_main")
public func signInBenchmarkAppMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    MainActor.assumeIsolated {
        UIApplication.registerClass(SignInBenchmarkDelegate.self) { SignInBenchmarkDelegate() }
        UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(SignInBenchmarkDelegate.self))
    }
    return 0
}

/// A typical UI test: launch, two taps, typing, one assertion, with XCUITest's API.
@MainActor func typicalUITest(_ app: XCUIApplication) {
    app.launch()
    let email = app.textFields["Email"]
    email.tap()
    email.typeText("ada@example.com")
    let password = app.secureTextFields["Password"]
    password.tap()
    password.typeText("hunter2\n")
    precondition(app.staticTexts["Signed in as ada@example.com, remembered"].exists, "the form signed in")
}

/// The same steps on the headless screen directly, with the points known: the floor an
/// XCUITest-style test stands on (no entry point, no queries, no hit testing).
@MainActor func typicalUITestFloor() {
    let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 2,
                                safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    UIApplication.registerClass(SignInBenchmarkDelegate.self) { SignInBenchmarkDelegate() }
    screen.launch(SignInBenchmarkDelegate())
    let form = (screen.window.rootViewController as? UINavigationController)?.topViewController as! SignInFormViewController
    screen.tap(at: CGPoint(x: form.email.frame.midX, y: form.email.convert(form.email.bounds, to: nil).midY))
    screen.type("ada@example.com")
    screen.runUntilIdle(limit: 10)
    screen.tap(at: CGPoint(x: form.password.frame.midX, y: form.password.convert(form.password.bounds, to: nil).midY))
    screen.type("hunter2")
    screen.press(.keyboardReturnOrEnter)
    screen.runUntilIdle(limit: 10)
    precondition(form.status.text == "Signed in as ada@example.com, remembered", "the form signed in")
}

func uiTestBenchmarks() {
    // A UI test written as for iOS, against its floor: the same launch, taps and typing on the
    // headless screen with no query, entry point or hit test. The ratio is what XCUITest's
    // way of finding elements costs; the absolute figure is what a test costs in CI.
    Benchmark("UI test: launch, two taps, typing, one assertion (XCUIApplication)",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(4), maxIterations: 200)) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let app = XCUIApplication(bundleIdentifier: "SignInBenchmarkApp")
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { typicalUITest(app) }
            benchmark.stopMeasurement()
            app.terminate()
        }
    }
    Benchmark("UI test: launch only (XCUIApplication)",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(4), maxIterations: 200)) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let app = XCUIApplication(bundleIdentifier: "SignInBenchmarkApp")
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { app.launch() }
            benchmark.stopMeasurement()
            app.terminate()
        }
    }
    Benchmark("UI test floor: the same steps on HeadlessScreen",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(4), maxIterations: 200)) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { typicalUITestFloor() }
            benchmark.stopMeasurement()
        }
    }
}
