import Foundation

extension CALayer {
    /// The image the layer shows over its background (`UIImage`, or its `cgImage`), fitted to
    /// the bounds by ``contentsGravity``; another kind of value shows nothing (reported once).
    public var contents: Any? {
        get { contentsImage.contents }
        set {
            if let newValue, !(newValue is UIImage) {
                TesseraDiagnostics.reportOnce("CALayer.contents is a \(type(of: newValue)); a layer shows a UIImage or its cgImage, so nothing is drawn")
            }
            contentsImage.contents = newValue
            contentDidChange()
        }
    }

    /// How ``contents`` fits the bounds; `.resize` (stretch) by default.
    public var contentsGravity: CALayerContentsGravity {
        get { contentsImage.gravity }
        set { contentsImage.gravity = newValue; contentDidChange() }
    }

    /// Pixels per point of the contents; Tessera draws at the screen's scale whatever it is.
    public var contentsScale: CGFloat {
        get { contentsImage.scale }
        set { contentsImage.scale = newValue }
    }

    /// The part of the contents shown, in unit coordinates.
    public var contentsRect: CGRect {
        get { contentsImage.rect }
        set { contentsImage.rect = newValue; contentDidChange() }
    }

    /// `contents` and what ``draw(in:)`` draws, in the layer's bounds.
    func baseContentCommands(bounds: CGRect) -> [DrawingCommand] {
        var commands: [DrawingCommand] = []
        if let image = contentsImage.contents as? UIImage, image.size.width > 0, image.size.height > 0 {
            let rect = ContentsFit.rect(for: image.size, in: bounds, gravity: contentsImage.gravity)
            if contentsImage.rect == CGRect(x: 0, y: 0, width: 1, height: 1) {
                commands.append(.image(image, rect))
            } else {
                let part = CGRect(x: contentsImage.rect.minX * image.size.width, y: contentsImage.rect.minY * image.size.height,
                                  width: contentsImage.rect.width * image.size.width, height: contentsImage.rect.height * image.size.height)
                commands.append(.imagePart(image, source: part, destination: rect, alpha: 1))
            }
        }
        if owningView == nil, drawsOwnContent {
            let context = GraphicsContext()
            GraphicsContext.stack.append(context)
            draw(in: context)
            GraphicsContext.stack.removeLast()
            commands += context.commands
        }
        return commands
    }

    /// Whether a layer class of the app's own may draw in ``draw(in:)`` (Tessera's do not).
    private var drawsOwnContent: Bool {
        !(type(of: self) == CALayer.self || self is CAShapeLayer || self is CAGradientLayer || self is CATextLayer || self is CAReplicatorLayer || self is CATransformLayer || self is CAEmitterLayer)
    }
}

/// Where contents of a size go in bounds for each gravity.
enum ContentsFit {
    static func rect(for size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity) -> CGRect {
        switch gravity {
        case .resize: return bounds
        case .resizeAspect, .resizeAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let scale = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let w = size.width * scale, h = size.height * scale
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        default:
            return placed(size, in: bounds, gravity.rawValue)
        }
    }

    /// Unscaled, against the edges the gravity names (`topLeft`), centred on the others.
    private static func placed(_ size: CGSize, in bounds: CGRect, _ name: String) -> CGRect {
        let lower = name.lowercased()
        let x = lower.contains("left") ? bounds.minX : lower.contains("right") ? bounds.maxX - size.width : bounds.midX - size.width / 2
        let y = lower.hasPrefix("top") ? bounds.minY : lower.hasPrefix("bottom") ? bounds.maxY - size.height : bounds.midY - size.height / 2
        return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }
}

extension CALayer {
    /// Whether the layer draws anything of its own besides its view's drawing: `contents`,
    /// or the content of a layer class (a view whose `layerClass` is ``CAGradientLayer``).
    @_spi(Host) public var drawsLayerContent: Bool {
        contentsImage.contents != nil || type(of: self) != CALayer.self
    }

    /// What the layer draws of its own at `p` (renderers replay it each frame).
    @_spi(Host) public func ownContent(_ p: LayerPresentation) -> [DrawingCommand] { ownContentCommands(p) }
}

extension CALayer {
    /// A new layer of `layerClass` for a view of `viewClass`, made through its `init()`
    /// (required, as `init(coder:)` is); a class that is not a layer class gives a `CALayer`,
    /// reported once.
    static func makeBackingLayer(ofClass layerClass: AnyClass, for viewClass: AnyClass) -> CALayer {
        guard let type = layerClass as? CALayer.Type else {
            TesseraDiagnostics.reportOnce("\(viewClass).layerClass is \(layerClass), not a CALayer class; the view's layer is a CALayer")
            return CALayer()
        }
        return type.init()
    }
}

extension CALayer {
    /// Whether the layer's own content fills its rounded outline, as a gradient layer's does
    /// in Core Animation: it is rounded by `cornerRadius` and casts the outline's shadow.
    @_spi(Host) public var fillsOutline: Bool { self is CAGradientLayer }
}

extension CALayer {
    /// Draws the layer into `ctx` at its bounds' origin: a view's layer as the view looks now
    /// (with its subviews and layers), a free-standing layer's own content.
    /// - Note: A free-standing layer's sublayers are not drawn here.
    public func render(in ctx: CGContext) {
        if let view = owningView, let backing = Platform.snapshotter?.snapshot(of: view) as? ImageBacking, bounds.width > 0 {
            ctx.draw(UIImage(backing: backing, scale: CGFloat(backing.pixelWidth) / bounds.width), in: bounds)
            return
        }
        ctx.replay(ownContentCommands(presented(at: MainLoop.shared.clock.now)))
    }
}
