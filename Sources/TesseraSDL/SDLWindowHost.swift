import CSDL2
import Foundation
@_spi(Host) import Tessera
import TesseraCairo
import TesseraChipmunk
import TesseraATSPI

/// Why the window host could not start.
public struct WindowHostError: Error, CustomStringConvertible {
    public let description: String
}

/// Shows a `UIWindow` in an SDL2 window: the main loop runs once per display refresh, SDL's
/// mouse, wheel, touchpad and keyboard events become touches, scrolling and commands (see
/// ``SDLInput``), and frames are drawn by Cairo into a streaming texture, only when something
/// changed.
@MainActor public final class SDLWindowHost {
    /// The window shown: the host's own, or a launched app's (``show(_:)``).
    public private(set) var window: UIWindow
    public let renderer: CairoRenderer
    public private(set) var statistics = FrameStatistics()
    /// Called once per loop turn, before drawing (autoscroll, scripted runs).
    public var onFrame: ((TimeInterval) -> Void)?
    /// Set while something outside the loop moves the content every frame (an autoscroll), so
    /// late frames count as dropped.
    public var isDrivenContinuously = false
    /// Lines describing what happened (for logs and tests).
    public var log: ((String) -> Void)?
    var input: SDLInput!
    private let sdlWindow: OpaquePointer
    private let sdlRenderer: OpaquePointer
    private var texture: OpaquePointer?
    private var frame: CairoImage?
    private(set) var scale: CGFloat = 1
    private var quit = false
    /// The window's cursor, following what the pointer is over.
    private let cursor = SDLCursor()
    private let clock = SystemClock()
    /// Whether presenting waits for the display's refresh; without it (a software renderer,
    /// a virtual X server) frames are paced to 60 Hz here.
    private let presentsInSync: Bool
    private var pacer = FramePacer(interval: FrameStatistics.displayInterval)
    /// The accessibility tree on the AT-SPI bus, when there is one (see `AtspiBridge`).
    public private(set) var accessibility: AtspiBridge?

    public init(title: String, size: CGSize) throws {
        CairoBackend.install()
        ChipmunkBackend.install()
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            throw WindowHostError(description: "SDL_Init failed: \(String(cString: SDL_GetError()))")
        }
        let flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue
        guard let sdlWindow = SDL_CreateWindow(title, Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(SDL_WINDOWPOS_CENTERED_MASK),
                                               Int32(size.width), Int32(size.height), flags) else {
            throw WindowHostError(description: "SDL_CreateWindow failed: \(String(cString: SDL_GetError()))")
        }
        self.sdlWindow = sdlWindow
        // Typed text arrives as text events (with the input method's composition), for text fields.
        SDL_StartTextInput()
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        guard let sdlRenderer = SDL_CreateRenderer(sdlWindow, -1, accelerated) ?? SDL_CreateRenderer(sdlWindow, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw WindowHostError(description: "SDL_CreateRenderer failed: \(String(cString: SDL_GetError()))")
        }
        self.sdlRenderer = sdlRenderer
        var info = SDL_RendererInfo()
        presentsInSync = SDL_GetRendererInfo(sdlRenderer, &info) == 0 && info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        MainLoop.shared.reset(clock: clock)
        renderer = CairoRenderer()
        renderer.installAsViewSnapshotter()
        UIPasteboard.general.backend = SDLClipboard()
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        UIScreen.main.bounds = window.bounds
        // A desktop window: traits of a large display, no unsafe edges, light until told.
        UIScreen.main.userInterfaceIdiom = .pad
        UIScreen.main.userInterfaceStyle = .light
        UIScreen.main.preferredContentSizeCategory = .large
        window.makeKeyAndVisible()
        input = SDLInput(host: self)
        // The window's own keys: D switches light and dark, as the system switch does on iOS;
        // Ctrl+= and Ctrl+- make the text larger and smaller, Ctrl+0 the default, as the
        // system's text-size setting does.
        input.input.unhandledKey = { [unowned self] key in
            if key.keyCode == .keyboardD, key.modifierFlags.isEmpty { toggleAppearance() }
            guard key.modifierFlags == .control else { return }
            switch key.keyCode {
            case .keyboardEqualSign: changeTextSize(to: UIScreen.main.preferredContentSizeCategory.stepped(by: 1))
            case .keyboardHyphen: changeTextSize(to: UIScreen.main.preferredContentSizeCategory.stepped(by: -1))
            case .keyboard0: changeTextSize(to: .large)
            default: break
            }
        }
        resize()
        followSceneGeometry()
        accessibility = AtspiBridge.start(title: title, windows: { [unowned self] in [window] }) { [unowned self] in
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetWindowPosition(sdlWindow, &x, &y)
            return CGPoint(x: CGFloat(x), y: CGFloat(y))
        }
    }

    /// Shows `window` instead of the host's own (an app's window, made by its launch): it takes
    /// the window's size and gets the mouse and keyboard from now on.
    public func show(_ window: UIWindow) {
        guard window !== self.window else { return }
        self.window.isHidden = true
        self.window = window
        if !window.isKeyWindow { window.makeKeyAndVisible() }
        input.input.show(window)
        applySizeRestrictions()
        resize()
    }

    /// A scene's `requestGeometryUpdate(.Mac(systemFrame:))` moves and resizes this window, and
    /// its `effectiveGeometry` reads where the window is.
    private func followSceneGeometry() {
        SceneGeometry.onRequest = { [unowned self] _, frame in
            SDL_SetWindowPosition(sdlWindow, Int32(frame.minX), Int32(frame.minY))
            SDL_SetWindowSize(sdlWindow, Int32(frame.width), Int32(frame.height))
            resize()
        }
        SceneGeometry.hostFrame = { [unowned self] _ in
            var x: Int32 = 0, y: Int32 = 0, w: Int32 = 0, h: Int32 = 0
            SDL_GetWindowPosition(sdlWindow, &x, &y)
            SDL_GetWindowSize(sdlWindow, &w, &h)
            return CGRect(x: CGFloat(x), y: CGFloat(y), width: CGFloat(w), height: CGFloat(h))
        }
    }

    /// The shown scene's `sizeRestrictions` bound the window's size.
    private func applySizeRestrictions() {
        guard let restrictions = window.windowScene?.sizeRestrictions else { return }
        let limit = CGFloat(Int32.max / 2)
        SDL_SetWindowMinimumSize(sdlWindow, Int32(min(restrictions.minimumSize.width, limit)), Int32(min(restrictions.minimumSize.height, limit)))
        SDL_SetWindowMaximumSize(sdlWindow, Int32(min(restrictions.maximumSize.width, limit)), Int32(min(restrictions.maximumSize.height, limit)))
    }

    /// Sets the window's title (a scene's title, the app's display name).
    public func setTitle(_ title: String) {
        SDL_SetWindowTitle(sdlWindow, title)
    }

    /// Matches the window and the drawing surface to the window's size and pixel density.
    func resize() {
        var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(sdlWindow, &w, &h)
        SDL_GetRendererOutputSize(sdlRenderer, &pw, &ph)
        scale = w > 0 ? CGFloat(pw) / CGFloat(w) : 1
        UIScreen.main.scale = scale
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: CGFloat(w), height: CGFloat(h))
        window.frame = CGRect(x: 0, y: 0, width: CGFloat(w), height: CGFloat(h))
        if let texture { SDL_DestroyTexture(texture) }
        texture = SDL_CreateTexture(sdlRenderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), pw, ph)
        frame = CairoImage(width: Int(pw), height: Int(ph))
        MainLoop.shared.needsDisplay = true
        logTraits()
    }

    /// Says what traits the window reports now (size classes follow its size).
    private func logTraits() {
        let traits = window.traitCollection, size = window.bounds.size
        func name(_ sizeClass: UIUserInterfaceSizeClass) -> String { sizeClass == .regular ? "regular" : "compact" }
        log?("traits \(Int(size.width))x\(Int(size.height)) @\(scale)x horizontal \(name(traits.horizontalSizeClass))"
             + " vertical \(name(traits.verticalSizeClass))")
    }

    /// Light to dark and back.
    private func toggleAppearance() {
        let screen = UIScreen.main
        screen.userInterfaceStyle = screen.userInterfaceStyle == .dark ? .light : .dark
        log?("appearance \(screen.userInterfaceStyle == .dark ? "dark" : "light")")
    }

    /// The text size, as the system's setting changes it.
    private func changeTextSize(to category: UIContentSizeCategory) {
        UIScreen.main.preferredContentSizeCategory = category
        log?("text size \(category.rawValue)")
    }

    /// Runs until the window closes or `stop()` is called.
    public func run() {
        log?("ready \(Int(window.bounds.width))x\(Int(window.bounds.height)) @\(scale)x")
        logTraits()
        log?("accessibility \(accessibility == nil ? "off (no AT-SPI bus)" : "on the AT-SPI bus")")
        var wasMoving = false
        while !quit {
            var event = SDL_Event()
            while SDL_PollEvent(&event) == 1 { handle(&event) }
            // Screen readers' calls, handled between frames on this thread.
            accessibility?.pump()
            // A frame's cost runs from here: input, the app's work, layout, drawing, upload.
            let turnStart = clock.now
            onFrame?(turnStart)
            MainLoop.shared.runTurn()
            cursor.show(PointerCursor.current)
            if MainLoop.shared.needsDisplay {
                let moving = AnimationEngine.shared.needsFrames || input.isBusy || isDrivenContinuously
                draw(startedAt: turnStart, continuous: wasMoving && moving)
                wasMoving = moving
            } else {
                // Nothing to draw: idle work first, then sleep until input or the next frame is due.
                runIdleWork(until: turnStart + FrameStatistics.displayInterval / 2)
                wasMoving = false
                if SDL_WaitEventTimeout(&event, 8) == 1 { handle(&event) }
            }
        }
        SDL_DestroyRenderer(sdlRenderer)
        SDL_DestroyWindow(sdlWindow)
        SDL_Quit()
    }

    public func stop() { quit = true }

    /// What the desktop did to the window, for an app's life cycle.
    public enum WindowEvent: Sendable {
        case focusGained, focusLost, minimized, restored, closing

        init?(sdl kind: UInt32) {
            switch kind {
            case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue: self = .focusGained
            case SDL_WINDOWEVENT_FOCUS_LOST.rawValue: self = .focusLost
            case SDL_WINDOWEVENT_MINIMIZED.rawValue: self = .minimized
            case SDL_WINDOWEVENT_RESTORED.rawValue: self = .restored
            default: return nil
            }
        }
    }

    /// Hears the window's focus, minimising, restoring and closing.
    public var onWindowEvent: ((WindowEvent) -> Void)?

    /// Forgets the frames so far: statistics then cover only what follows (an autoscroll).
    public func resetStatistics() { statistics = FrameStatistics() }

    private func handle(_ event: inout SDL_Event) {
        if event.type == SDL_QUIT.rawValue {
            onWindowEvent?(.closing)
            quit = true
            return
        }
        if event.type == SDL_WINDOWEVENT.rawValue {
            let kind = UInt32(event.window.event)
            if kind == SDL_WINDOWEVENT_SIZE_CHANGED.rawValue || kind == SDL_WINDOWEVENT_EXPOSED.rawValue {
                resize()
                return
            }
            if let change = WindowEvent(sdl: kind) { onWindowEvent?(change) }
        }
        input.handle(&event)
        if event.type == SDL_WINDOWEVENT.rawValue, UInt32(event.window.event) == SDL_WINDOWEVENT_LEAVE.rawValue {
            input.input.pointerLeft()
        }
    }

    /// Composites the window with Cairo and shows it.
    private func draw(startedAt start: TimeInterval, continuous: Bool) {
        guard let frame, let texture else { return }
        MainLoop.shared.needsDisplay = false
        renderer.render(window, into: frame, scale: scale)
        cairoFlush(frame)
        SDL_UpdateTexture(texture, nil, frame.pixelData, Int32(frame.stride))
        // The frame's cost ends with the upload; the wait for the display's refresh is not counted.
        let drawn = clock.now
        statistics.record(duration: drawn - start, at: drawn, continuous: continuous)
        // What the frame leaves before the next refresh (less a margin for presenting) goes to
        // idle work: cells made ahead of scrolling.
        runIdleWork(until: start + FrameStatistics.displayInterval - 0.003)
        SDL_RenderClear(sdlRenderer)
        SDL_RenderCopy(sdlRenderer, texture, nil, nil)
        if !presentsInSync { pacer.wait(clock: clock) }
        SDL_RenderPresent(sdlRenderer)
    }

    private func runIdleWork(until deadline: TimeInterval) {
        guard MainLoop.shared.hasIdleWork else { return }
        let steps = MainLoop.shared.runIdleWork { clock.now >= deadline }
        statistics.recordIdleSteps(steps)
    }

    private func cairoFlush(_ image: CairoImage) { image.flush() }

    /// Saves what the window shows as PNG.
    public func writePNG(to url: URL) throws {
        guard let frame else { return }
        try frame.pngData().write(to: url)
    }
}
