import Foundation
@_spi(Host) import Tessera
import TesseraCairo
import TesseraChipmunk

/// A screen without a display: a window, a virtual clock and a Cairo renderer, for tests and
/// for the gallery's headless tour.
///
/// Time moves only when you say so (``advance(by:)``, the touch helpers, ``runUntilIdle(limit:)``),
/// one display frame (1/60 s) at a time, and each frame runs a full turn of the main loop:
/// events, layout, animations. Points are in window coordinates.
@MainActor public final class HeadlessScreen {
    /// One display frame of the virtual clock.
    public static let frameInterval: TimeInterval = 1.0 / 60.0

    public let size: CGSize
    public let scale: CGFloat
    /// The virtual clock the main loop runs on.
    @_spi(Host) public let clock: ManualClock
    /// The virtual time now, in seconds.
    public var now: TimeInterval { clock.now }
    /// The window shown: the screen's own, or a launched app's (``show(_:)``).
    public private(set) var window: UIWindow
    public let renderer: CairoRenderer
    /// Where the scripted pointer, wheel and keys enter the library: the same path the window's
    /// mouse and keyboard take.
    @_spi(Host) public let input: HostInput
    /// Steps of idle work run after each frame (each makes one cell ahead of scrolling), as
    /// the window host does in the time a frame leaves; 0 (none) unless a test asks.
    public var idleStepsPerFrame = 0

    /// A screen of `size` points at `scale` pixels per point, with a fresh main loop.
    ///
    /// `safeAreaInsets` are the display's unsafe edges, as on a phone (for example
    /// `UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)` for a 390×844 iPhone); zero, as a
    /// desktop window has, by default.
    ///
    /// Text is set in `fonts`: ``FontSet/pinned`` (the default) draws the same pixels on every
    /// machine the README sets up; ``FontSet/system`` uses the machine's fonts, as the window does.
    public init(size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 2, safeAreaInsets: UIEdgeInsets = .zero,
                fonts: FontSet = .pinned) {
        CairoBackend.install()
        FontSet.use(fonts)
        ChipmunkBackend.install()
        self.size = size
        self.scale = scale
        clock = ManualClock(start: 1000)
        MainLoop.shared.reset(clock: clock)
        UIScreen.main.bounds = CGRect(origin: .zero, size: size)
        UIScreen.main.scale = scale
        // Every screen starts from the default traits: light, left to right, "large" text.
        UIScreen.main.userInterfaceStyle = .light
        UIScreen.main.preferredContentSizeCategory = .large
        UIApplication.shared.userInterfaceLayoutDirection = .leftToRight
        UIApplication.shared.forgetLaunch()
        UIApplication.shared.hostDidStart()
        renderer = CairoRenderer()
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.hostSafeAreaInsets = safeAreaInsets
        window.makeKeyAndVisible()
        input = HostInput(window: window)
        renderer.installAsViewSnapshotter()
        // A new screen starts with no menu showing and an empty, in-memory pasteboard.
        UIMenuController.shared.hideMenu()
        UIPasteboard.general.backend = MemoryPasteboard()
    }

    /// Shows `window` instead of the screen's own (an app's window, made by its launch): it
    /// takes the screen's size and safe area and gets the scripted input from now on.
    public func show(_ window: UIWindow) {
        guard window !== self.window else { return }
        let insets = self.window.hostSafeAreaInsets
        self.window.isHidden = true
        window.frame = CGRect(origin: .zero, size: size)
        window.hostSafeAreaInsets = insets
        if !window.isKeyWindow { window.makeKeyAndVisible() }
        self.window = window
        input.show(window)
        MainLoop.shared.runTurn()
    }

    /// The controller whose view fills the screen. Setting it loads the view and lays it out.
    public var rootViewController: UIViewController? {
        get { window.rootViewController }
        set {
            window.rootViewController = newValue
            MainLoop.shared.runTurn()
        }
    }

    /// Runs the loop until nothing is pending (no input, layout, animation, timer or display
    /// link), moving the clock a frame at a time; stops after `limit` seconds of virtual time.
    public func runUntilIdle(limit: TimeInterval = 60) {
        MainLoop.shared.runTurn()
        var elapsed: TimeInterval = 0
        while MainLoop.shared.hasPendingWork, elapsed < limit {
            step()
            elapsed += HeadlessScreen.frameInterval
        }
    }

    /// Moves the clock forward by `seconds`, running one loop turn per frame (and one at the end
    /// for a partial frame).
    public func advance(by seconds: TimeInterval) {
        var remaining = seconds
        while remaining > 1e-9 {
            let dt = min(HeadlessScreen.frameInterval, remaining)
            step(dt)
            remaining -= dt
        }
    }

    func step(_ dt: TimeInterval = HeadlessScreen.frameInterval) {
        clock.advance(by: dt)
        MainLoop.shared.runTurn()
        if idleStepsPerFrame > 0 {
            var left = idleStepsPerFrame
            MainLoop.shared.runIdleWork { defer { left -= 1 }; return left <= 0 }
        }
    }

    /// The frame as it looks now.
    public func renderImage() -> CairoImage {
        MainLoop.shared.layoutWindows()
        return renderer.renderImage(window, size: size, scale: scale)
    }

    /// The frame as it looks now, as PNG bytes.
    public func renderPNG() throws -> Data { try renderImage().pngData() }

    /// Writes the frame to `url` as PNG.
    public func writePNG(to url: URL) throws { try renderPNG().write(to: url) }
}

extension HeadlessScreen {
    /// Launches an app on this screen as `UIApplicationMain` launches it in the window: its
    /// delegate's callbacks in UIKit's order, its `Info.plist` (found in `bundle`, or the app's
    /// bundles) with its main storyboard or scene manifest; then shows the app's window here,
    /// on the virtual clock. Returns the launch, which reports the window's focus, minimising
    /// and closing as the life-cycle callbacks (`resignActive()`, `enterBackground()`, …).
    @discardableResult
    public func launch(_ delegate: UIApplicationDelegate, bundle: Bundle? = nil, module: String? = nil, opening urls: [URL] = []) -> ApplicationLaunch {
        let launch = ApplicationLaunch(delegate: delegate, bundle: bundle, module: module)
        if let window = launch.launch(opening: urls) { show(window) }
        runUntilIdle()
        return launch
    }
}
