import Foundation

extension UIWindowScene {
    /// The scene's window on the desktop: where it is and which way it is shaped.
    @preconcurrency @MainActor open class Geometry: NSObject {
        /// The window's frame on the screen.
        public let systemFrame: CGRect
        public let interfaceOrientation: UIInterfaceOrientation

        init(systemFrame: CGRect, interfaceOrientation: UIInterfaceOrientation) {
            self.systemFrame = systemFrame
            self.interfaceOrientation = interfaceOrientation
            super.init()
        }
    }

    /// What a scene would like its window to be (``UIWindowScene/requestGeometryUpdate(_:errorHandler:)``).
    @preconcurrency @MainActor open class GeometryPreferences: NSObject {
        override init() { super.init() }
    }

    /// The orientation of the scene: portrait when its window is taller than wide, else
    /// landscape (a desktop window is resized, not rotated).
    public var interfaceOrientation: UIInterfaceOrientation {
        let size = windows.first?.bounds.size ?? screen.bounds.size
        return size.height >= size.width ? .portrait : .landscapeRight
    }

    /// The screen's coordinate space, in which ``effectiveGeometry`` is given.
    public var coordinateSpace: UICoordinateSpace { screen.coordinateSpace }

    public var effectiveGeometry: UIWindowScene.Geometry {
        let frame = windows.first.map { $0.convert($0.bounds, to: nil as UIView?) } ?? screen.bounds
        return Geometry(systemFrame: SceneGeometry.hostFrame(windows.first) ?? frame, interfaceOrientation: interfaceOrientation)
    }

    /// The window is never full screen here (the desktop's own full-screen mode is the host's).
    public var isFullScreen: Bool { false }

    /// The status bar's state for this scene.
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager(scene: self) }

    /// Asks for the window to take `geometryPreferences`: a Mac-style frame resizes the window
    /// (within ``sizeRestrictions``; the host moves and resizes its window); orientations the
    /// window's shape does not have cannot be given (a desktop window is not rotated) and
    /// `errorHandler` says so.
    public func requestGeometryUpdate(_ geometryPreferences: UIWindowScene.GeometryPreferences, errorHandler: ((Error) -> Void)? = nil) {
        switch geometryPreferences {
        case let mac as UIWindowScene.GeometryPreferences.Mac:
            resize(to: mac.systemFrame, errorHandler: errorHandler)
        case let phone as UIWindowScene.GeometryPreferences.iOS:
            let current: UIInterfaceOrientationMask = interfaceOrientation.isPortrait ? .portrait : .landscape
            guard phone.interfaceOrientations.isEmpty || !phone.interfaceOrientations.isDisjoint(with: current) else {
                errorHandler?(SceneRequestError(description: "requestGeometryUpdate: a desktop window is not rotated; its shape makes it "
                    + "\(interfaceOrientation.isPortrait ? "portrait" : "landscape") and it cannot become \(phone.interfaceOrientations)"))
                return
            }
        default:
            errorHandler?(SceneRequestError(description: "requestGeometryUpdate: \(type(of: geometryPreferences)) is not a geometry Tessera knows"))
        }
    }

    private func resize(to frame: CGRect, errorHandler: ((Error) -> Void)?) {
        guard frame.width.isFinite, frame.height.isFinite, frame.width > 0, frame.height > 0 else {
            errorHandler?(SceneRequestError(description: "requestGeometryUpdate: the frame \(frame) has no finite, positive size"))
            return
        }
        let size = sizeRestrictions?.clamp(frame.size) ?? frame.size
        let requested = CGRect(origin: frame.origin, size: size)
        if let move = SceneGeometry.onRequest, let window = windows.first {
            move(window, requested)
            return
        }
        for window in windows { window.frame = CGRect(origin: .zero, size: size) }
    }
}

/// The host's part in scene geometry: where its window is on the desktop, and moving it.
@MainActor public enum SceneGeometry {
    /// The host's window frame for a window (nil: the window's own frame stands for it).
    public static var hostFrame: (UIWindow?) -> CGRect? = { _ in nil }
    /// Moves and resizes the host's window for `window` (nil: the window is resized in place).
    public static var onRequest: ((UIWindow, CGRect) -> Void)?
}

/// Geometry preferences by platform: `requestGeometryUpdate(.Mac(systemFrame: …))`.
extension UIWindowScene.GeometryPreferences {
    /// An iPhone's or iPad's: the orientations the scene may take.
    @preconcurrency @MainActor open class iOS: UIWindowScene.GeometryPreferences {
        open var interfaceOrientations: UIInterfaceOrientationMask = []
        public override init() { super.init() }
        public init(interfaceOrientations: UIInterfaceOrientationMask) {
            self.interfaceOrientations = interfaceOrientations
            super.init()
        }
    }

    /// A desktop's: the window's frame on the screen.
    @preconcurrency @MainActor open class Mac: UIWindowScene.GeometryPreferences {
        open var systemFrame: CGRect = .zero
        public override init() { super.init() }
        public init(systemFrame: CGRect) {
            self.systemFrame = systemFrame
            super.init()
        }
    }
}

/// The smallest and largest sizes of a scene's window.
@preconcurrency @MainActor open class UISceneSizeRestrictions: NSObject {
    open var minimumSize: CGSize = .zero
    /// No limit by default.
    open var maximumSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    open var allowsFullScreen = true

    override init() { super.init() }

    /// `size` within the minimum and the maximum (the minimum wins where they cross).
    func clamp(_ size: CGSize) -> CGSize {
        CGSize(width: max(minimumSize.width, min(size.width, maximumSize.width)),
               height: max(minimumSize.height, min(size.height, maximumSize.height)))
    }
}

/// Whether the user may close or minimise a scene's window.
@preconcurrency @MainActor open class UISceneWindowingBehaviors: NSObject {
    open var isClosable = true
    open var isMiniaturizable = true
    override init() { super.init() }
}

/// The status bar as a scene sees it: a desktop window has none, so it is hidden with a zero
/// frame, and its style is the one the root view controller asks for.
@preconcurrency @MainActor open class UIStatusBarManager: NSObject {
    private weak var scene: UIWindowScene?

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    /// The top controller's `preferredStatusBarStyle` (its `childForStatusBarStyle`'s when it names one).
    open var statusBarStyle: UIStatusBarStyle {
        var controller = scene?.keyWindow?.rootViewController ?? scene?.windows.first?.rootViewController
        while let child = controller?.childForStatusBarStyle { controller = child }
        return controller?.preferredStatusBarStyle ?? .default
    }

    /// True, unless the host gives the window a phone's top inset (a status bar's place) and the
    /// controller does not hide it.
    open var isStatusBarHidden: Bool {
        guard let window = scene?.keyWindow ?? scene?.windows.first, window.hostSafeAreaInsets.top > 0 else { return true }
        return window.rootViewController?.prefersStatusBarHidden ?? false
    }

    /// The status bar's place: the window's top inset when it shows, else zero.
    open var statusBarFrame: CGRect {
        guard !isStatusBarHidden, let window = scene?.keyWindow ?? scene?.windows.first else { return .zero }
        return CGRect(x: 0, y: 0, width: window.bounds.width, height: window.hostSafeAreaInsets.top)
    }
}
