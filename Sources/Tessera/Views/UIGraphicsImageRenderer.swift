import Foundation

/// How a renderer's images are made: their scale and whether they are opaque.
@preconcurrency @MainActor open class UIGraphicsRendererFormat: NSObject {
    open var bounds: CGRect = .zero
    public override init() { super.init() }
}

/// An image renderer's format. The scale is the screen's by default; Tessera draws offscreen
/// images at the screen's scale whatever the format says, and the image's `scale` says which.
@preconcurrency @MainActor open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    open var scale: CGFloat = UIScreen.main.scale
    open var opaque = false
    open var preferredRange: Range = .automatic

    public enum Range: Int, Sendable { case unspecified = -1, automatic, extended, standard }

    /// The format for the main screen.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The same as ``preferred()``.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context a renderer's drawing actions get: ``cgContext`` is the drawing context, the one
/// `UIGraphicsGetCurrentContext()` returns while they run.
@preconcurrency @MainActor open class UIGraphicsRendererContext: NSObject {
    public let cgContext: GraphicsContext
    public let format: UIGraphicsRendererFormat

    init(context: GraphicsContext, format: UIGraphicsRendererFormat) {
        cgContext = context
        self.format = format
        super.init()
    }

    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect, color: cgContext.strokeColor, lineWidth: 1) }
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

@preconcurrency @MainActor open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// What has been drawn so far, as an image.
    open var currentImage: UIImage {
        OffscreenDrawing.image(of: cgContext.commands, size: format.bounds.size, opaque: (format as? UIGraphicsImageRendererFormat)?.opaque ?? false)
    }
}

@preconcurrency @MainActor open class UIGraphicsRenderer: NSObject {
    public let format: UIGraphicsRendererFormat

    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        format.bounds = bounds
        self.format = format
        super.init()
    }
}

/// Draws into an image offscreen: what the actions draw (with `UIBezierPath`, `UIColor.setFill()`,
/// `UIRectFill`, `draw(in:)` of images and strings) becomes a `UIImage`, drawn by the host's
/// renderer. With no renderer installed (no window, no headless screen), the image is empty and
/// the reason is reported.
@preconcurrency @MainActor open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    public convenience init(size: CGSize) {
        self.init(size: size, format: UIGraphicsImageRendererFormat.preferred())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .preferred()) {
        super.init(bounds: bounds, format: format)
    }

    private var imageFormat: UIGraphicsImageRendererFormat { format as? UIGraphicsImageRendererFormat ?? .preferred() }

    /// The image of what `actions` draw.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = GraphicsContext()
        if format.bounds.origin != .zero { context.translateBy(x: -format.bounds.minX, y: -format.bounds.minY) }
        GraphicsContext.stack.append(context)
        actions(UIGraphicsImageRendererContext(context: context, format: format))
        GraphicsContext.stack.removeLast()
        return OffscreenDrawing.image(of: context.commands, size: format.bounds.size, opaque: imageFormat.opaque)
    }

    /// The PNG bytes of what `actions` draw.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}

/// Turns recorded drawing into an image: a view that replays the commands, drawn flat by the
/// host's renderer (its view snapshots).
@MainActor enum OffscreenDrawing {
    static func image(of commands: [DrawingCommand], size: CGSize, opaque: Bool) -> UIImage {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            TesseraDiagnostics.report("UIGraphicsImageRenderer: size \(size.width) × \(size.height) is not a positive, finite size; the image is empty")
            return UIImage()
        }
        let view = ReplayView(frame: CGRect(origin: .zero, size: size), commands: commands)
        view.backgroundColor = opaque ? .black : nil
        view.isOpaque = opaque
        guard let backing = Platform.snapshotter?.snapshot(of: view) as? ImageBacking else {
            TesseraDiagnostics.report("UIGraphicsImageRenderer: no renderer is installed (no window and no headless screen); the image is empty")
            return UIImage()
        }
        return UIImage(backing: backing, scale: CGFloat(backing.pixelWidth) / size.width)
    }

    private final class ReplayView: UIView {
        private let commands: [DrawingCommand]

        init(frame: CGRect, commands: [DrawingCommand]) {
            self.commands = commands
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) { nil }

        override func draw(_ rect: CGRect) {
            UIGraphicsGetCurrentContext()?.replay(commands)
        }
    }
}

/// The image context stack of `UIGraphicsBeginImageContextWithOptions`: each context with its
/// size and opacity.
@MainActor enum ImageContexts {
    static var sizes: [(context: GraphicsContext, size: CGSize, opaque: Bool)] = []
}

/// Starts drawing into an offscreen image of `size` (`scale` is the screen's whatever is asked,
/// as ``UIGraphicsImageRenderer`` draws).
@preconcurrency @MainActor public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let context = GraphicsContext()
    ImageContexts.sizes.append((context, size, opaque))
    GraphicsContext.stack.append(context)
}

@preconcurrency @MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// What has been drawn into the current image context, as an image; nil outside one.
@preconcurrency @MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let current = ImageContexts.sizes.last, current.context === GraphicsContext.stack.last else { return nil }
    return OffscreenDrawing.image(of: current.context.commands, size: current.size, opaque: current.opaque)
}

/// Ends the current image context.
@preconcurrency @MainActor public func UIGraphicsEndImageContext() {
    guard let current = ImageContexts.sizes.popLast() else { return }
    GraphicsContext.stack.removeAll { $0 === current.context }
}

/// Makes `context` the current drawing context.
@preconcurrency @MainActor public func UIGraphicsPushContext(_ context: GraphicsContext) { GraphicsContext.stack.append(context) }

/// Restores the drawing context that was current before the last push.
@preconcurrency @MainActor public func UIGraphicsPopContext() { _ = GraphicsContext.stack.popLast() }
