import Foundation
@_spi(Host) import Tessera
internal import TesseraSDL
internal import TesseraTesting

/// Starts the app, as on iOS: makes the app delegate of the class `delegateClassName`, runs its
/// launch (``ApplicationLaunch``: `Info.plist`, the main storyboard or the first scene) and
/// shows the app's window — a real window when there is a display, else a headless screen
/// (`TESSERA_HEADLESS=1` asks for it; `TESSERA_FRAME=path.png` saves its first frame;
/// `TESSERA_LOG=path` logs the window's events and the life cycle). It
/// returns when the window closes, after `applicationWillTerminate(_:)`.
///
/// The window is 1280×800 points unless `TESSERA_WINDOW_SIZE=WxH` says otherwise; its title is
/// the app's `CFBundleDisplayName`.
///
/// - Note: Swift on Linux cannot make a class from its name unless the class has a `required`
///   initializer, which `UIResponder` has not. The delegate's class (and the scene delegates'
///   classes `Info.plist` names) are made by what `UIApplication.registerClass(_:make:)` says;
///   `tessera-port` writes those calls, in the app delegate's `main()`.
@MainActor @discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    guard let delegateClassName else {
        TesseraDiagnostics.report("UIApplicationMain: no app delegate class named; nothing to launch")
        return 1
    }
    guard let delegate = UIApplication.makeRegisteredObject(named: delegateClassName) as? UIApplicationDelegate else {
        TesseraDiagnostics.report("UIApplicationMain: the app delegate \(delegateClassName) cannot be made: register it with "
            + "UIApplication.registerClass(_:make:) (tessera-port writes it in the delegate's main())")
        return 1
    }
    AppResources.registerBundlesBesideExecutable()
    if let host = InProcessAppHost.launch {
        host(delegate)
        return 0
    }
    let environment = ProcessInfo.processInfo.environment
    let size = AppWindowSize.parse(environment["TESSERA_WINDOW_SIZE"]) ?? CGSize(width: 1280, height: 800)
    let hasDisplay = environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil
    if environment["TESSERA_HEADLESS"] == "1" || !hasDisplay {
        return runHeadless(delegate, size: size, frame: environment["TESSERA_FRAME"])
    }
    do {
        return try runInWindow(delegate, size: size)
    } catch {
        TesseraDiagnostics.report("UIApplicationMain: no window (\(error)); running headless")
        return runHeadless(delegate, size: size, frame: environment["TESSERA_FRAME"])
    }
}

/// Who runs an app launched inside another program: UI tests (`XCUIAutomation`) call the app's
/// entry point in their own process and show its window on their headless screen.
@_spi(Host) @MainActor public enum InProcessAppHost {
    /// While set, ``UIApplicationMain(_:_:_:_:)`` hands the app delegate here and returns at
    /// once, instead of opening a window and running until it closes.
    public static var launch: ((UIApplicationDelegate) -> Void)?

    /// Whether an app started now runs inside a host (an app whose `main` does not call
    /// `UIApplicationMain` asks this before opening a window of its own).
    public static var isHosting: Bool { launch != nil }
}

@MainActor private func runInWindow(_ delegate: UIApplicationDelegate, size: CGSize) throws -> Int32 {
    let launch = ApplicationLaunch(delegate: delegate)
    let host = try SDLWindowHost(title: launch.title ?? ProcessInfo.processInfo.processName, size: size)
    let log = AppLog.open(ProcessInfo.processInfo.environment["TESSERA_LOG"])
    host.log = log
    if let window = launch.launch(opening: AppArguments.urls()) { host.show(window) }
    log?("launched \(launch.title ?? "app")")
    host.onWindowEvent = { event in
        log?("window \(event)")
        switch event {
        case .focusGained: launch.becomeActive()
        case .focusLost: launch.resignActive()
        case .minimized: launch.enterBackground()
        case .restored:
            launch.enterForeground()
            launch.becomeActive()
        case .closing: launch.terminate()
        }
    }
    host.run()
    log?("terminated")
    return 0
}

/// `TESSERA_LOG=path`: the window host's and the life cycle's lines, for scripts that drive the
/// app in a window.
enum AppLog {
    static func open(_ path: String?) -> ((String) -> Void)? {
        guard let path else { return nil }
        FileManager.default.createFile(atPath: path, contents: nil)
        guard let file = FileHandle(forWritingAtPath: path) else { return nil }
        return { line in file.write(Data((line + "\n").utf8)) }
    }
}

@MainActor private func runHeadless(_ delegate: UIApplicationDelegate, size: CGSize, frame: String?) -> Int32 {
    let screen = HeadlessScreen(size: size, scale: 1, fonts: .system)
    let launch = screen.launch(delegate, opening: AppArguments.urls())
    // The first frame is drawn, as the window would show it, whether or not it is saved.
    let image = screen.renderImage()
    if let frame {
        do {
            try image.pngData().write(to: URL(fileURLWithPath: frame))
        } catch {
            TesseraDiagnostics.report("UIApplicationMain: cannot write \(frame): \(error)")
        }
    }
    print("\(launch.title ?? "app") launched headless, \(Int(size.width))x\(Int(size.height))")
    launch.terminate()
    return 0
}

/// The app's resources are its main bundle on iOS; on Linux they are SwiftPM's resource
/// bundles beside the executable, which `UIImage(named:)` and the rest search once registered.
enum AppResources {
    static func registerBundlesBesideExecutable() {
        let folder = Bundle.main.bundleURL
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for entry in entries.sorted() where entry.hasSuffix(".resources") {
            if let bundle = Bundle(url: folder.appendingPathComponent(entry)) { UIImage.register(bundle: bundle) }
        }
    }
}

/// `1280x800` as a size.
/// The URLs on the command line (`myapp://album/3`, a file's path): what the desktop's "open
/// with" passes.
enum AppArguments {
    static func urls() -> [URL] {
        CommandLine.arguments.dropFirst().compactMap { argument in
            if argument.hasPrefix("/") { return URL(fileURLWithPath: argument) }
            guard let url = URL(string: argument), url.scheme != nil else { return nil }
            return url
        }
    }
}

enum AppWindowSize {
    static func parse(_ text: String?) -> CGSize? {
        guard let parts = text?.lowercased().split(separator: "x"), parts.count == 2,
              let width = Double(parts[0]), let height = Double(parts[1]), width >= 100, height >= 100 else { return nil }
        return CGSize(width: width, height: height)
    }
}

extension UIApplicationDelegate {
    /// The app's entry point for `@main` on the delegate class: ``UIApplicationMain(_:_:_:_:)``
    /// with this class as the delegate's. The class must be registered
    /// (`UIApplication.registerClass(_:make:)`); `tessera-port` writes a `main()` in the class
    /// that registers it and the scene delegates, which takes this one's place.
    @MainActor public static func main() {
        UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(Self.self))
    }
}
