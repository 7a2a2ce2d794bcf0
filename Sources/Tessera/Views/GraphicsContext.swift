import Foundation

/// Core Graphics' context, as `CALayer.draw(in:)` receives it: Tessera's recording context.
public typealias CGContext = GraphicsContext

/// One drawing operation recorded by a ``GraphicsContext``.
@_spi(Host) public enum DrawingCommand: Sendable {
    case fill(CGRect, UIColor, cornerRadius: CGFloat)
    case fillEllipse(CGRect, UIColor)
    /// Polygons filled together (a path's subpaths), by the nonzero or even-odd rule.
    case fillPolygons([[CGPoint]], UIColor, evenOdd: Bool)
    case strokePolyline([CGPoint], closed: Bool, UIColor, lineWidth: CGFloat, cap: CGLineCap, join: CGLineJoin)
    /// Lines stroked together with one style (dashes included): a shape layer's path.
    case strokeLines([StrokedLine], UIColor, StrokeStyle)
    /// A gradient filling a rectangle (clipped to it).
    case gradient(GradientFill, CGRect)
    case stroke(CGRect, UIColor, lineWidth: CGFloat, cornerRadius: CGFloat)
    case image(UIImage, CGRect)
    /// Part of an image (`source`, in the image's points) drawn into a rectangle, at an opacity.
    case imagePart(UIImage, source: CGRect, destination: CGRect, alpha: CGFloat)
    /// An image's shape (its alpha) filled with a colour: a template image.
    case tintedImage(UIImage, CGRect, UIColor)
    case text(String, TextStyle, CGRect)
    /// An attributed string set in a rectangle from its top.
    case attributedText(AttributedText, CGRect)
    case saveState
    case restoreState
    case clip(CGRect)
    case translate(CGFloat, CGFloat)
    case scale(CGFloat, CGFloat)
    /// A turn of the coordinate system, in radians.
    case rotate(CGFloat)
}

/// One line of a stroked path: its points, and whether it closes.
@_spi(Host) public struct StrokedLine: Sendable {
    public var points: [CGPoint]
    public var closed: Bool
    public init(points: [CGPoint], closed: Bool) { self.points = points; self.closed = closed }
}

/// How a path is stroked: width, ends, joins and dashes (lengths on, off, on…, from `phase`).
@_spi(Host) public struct StrokeStyle: Sendable {
    public var width: CGFloat
    public var cap: CGLineCap
    public var join: CGLineJoin
    public var miterLimit: CGFloat
    public var dashes: [CGFloat]
    public var dashPhase: CGFloat
    public init(width: CGFloat, cap: CGLineCap = .butt, join: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dashes: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit
        self.dashes = dashes; self.dashPhase = dashPhase
    }
}

/// A gradient as `CAGradientLayer` describes it: colours at locations (0…1), from a start to
/// an end point given as fractions of the filled rectangle.
@_spi(Host) public struct GradientFill: Sendable {
    public enum Kind: Sendable { case axial, radial, conic }
    public var kind: Kind
    public var colors: [UIColor]
    public var locations: [CGFloat]
    public var start: CGPoint
    public var end: CGPoint
    public init(kind: Kind, colors: [UIColor], locations: [CGFloat], start: CGPoint, end: CGPoint) {
        self.kind = kind; self.colors = colors; self.locations = locations; self.start = start; self.end = end
    }
}

/// How a run of text is set: what a label passes to the renderer.
@_spi(Host) public struct TextStyle: Sendable {
    public var font: UIFont
    public var color: UIColor
    public var alignment: NSTextAlignment
    public var numberOfLines: Int
    public var lineBreakMode: NSLineBreakMode
    public init(font: UIFont, color: UIColor, alignment: NSTextAlignment = .natural,
                numberOfLines: Int = 1, lineBreakMode: NSLineBreakMode = .byTruncatingTail) {
        self.font = font; self.color = color; self.alignment = alignment
        self.numberOfLines = numberOfLines; self.lineBreakMode = lineBreakMode
    }
}

/// The context a view draws into from `draw(_:)`: it records commands that a backend replays.
///
/// Recording keeps `Tessera` free of any drawing library and lets the renderer cache a view's
/// content until the view changes (`setNeedsDisplay()`).
/// - Note: UIKit hands `draw(_:)` a Core Graphics `CGContext`; Tessera offers this smaller
///   recording context with the same role, reached the same way (`UIGraphicsGetCurrentContext()`).
@preconcurrency @MainActor public final class GraphicsContext {
@_spi(Host)     public internal(set) var commands: [DrawingCommand] = []
    /// The colour `UIColor.setFill()` chose, used by `UIRectFill` and `fill(_:)`.
    public var fillColor: UIColor = .black
    /// The colour `UIColor.setStroke()` chose.
    public var strokeColor: UIColor = .black
    /// The path being built and how it is stroked (Core Graphics' path calls), with what
    /// `saveGState()` saved.
    var drawing = ContextDrawingState()
    var savedDrawing: [(ContextDrawingState, UIColor, UIColor)] = []

    public init() {}

    // Colours are resolved as they are recorded, against the traits of the view drawing
    // (`UITraitCollection.current`), so the recording replays the same in any frame.
    private func resolved(_ color: UIColor) -> UIColor { color.resolvedColor(with: .current) }

    public func fill(_ rect: CGRect) { commands.append(.fill(rect, resolved(fillColor), cornerRadius: 0)) }
    public func fill(_ rect: CGRect, color: UIColor, cornerRadius: CGFloat = 0) {
        commands.append(.fill(rect, resolved(color), cornerRadius: cornerRadius))
    }
    public func fillEllipse(in rect: CGRect) { commands.append(.fillEllipse(rect, resolved(fillColor))) }
    /// Fills a path's polygons with the fill colour (`UIBezierPath.fill()`).
    public func fillPath(_ polygons: [[CGPoint]], evenOdd: Bool) {
        commands.append(.fillPolygons(polygons, resolved(fillColor), evenOdd: evenOdd))
    }
    /// Strokes a line through `points` with the stroke colour (`UIBezierPath.stroke()`).
    public func strokePolyline(_ points: [CGPoint], closed: Bool, width: CGFloat, cap: CGLineCap = .butt, join: CGLineJoin = .miter) {
        commands.append(.strokePolyline(points, closed: closed, resolved(strokeColor), lineWidth: width, cap: cap, join: join))
    }
    /// Strokes `rect` with the stroke colour, `width` wide (the line width set with
    /// `setLineWidth(_:)` when not given).
    public func stroke(_ rect: CGRect, width: CGFloat? = nil) {
        commands.append(.stroke(rect, resolved(strokeColor), lineWidth: width ?? drawing.lineWidth, cornerRadius: 0))
    }
    public func stroke(_ rect: CGRect, color: UIColor, lineWidth: CGFloat, cornerRadius: CGFloat = 0) {
        commands.append(.stroke(rect, resolved(color), lineWidth: lineWidth, cornerRadius: cornerRadius))
    }
    public func draw(_ image: UIImage, in rect: CGRect) { commands.append(.image(image, rect)) }
    /// Draws `source` (in the image's points) of `image` into `rect` at `alpha`.
    @_spi(Host) public func draw(_ image: UIImage, part source: CGRect, in rect: CGRect, alpha: CGFloat = 1) {
        commands.append(.imagePart(image, source: source, destination: rect, alpha: alpha))
    }
    /// Draws `image`'s shape filled with `color` (a template image).
    public func draw(_ image: UIImage, in rect: CGRect, tintedWith color: UIColor) {
        commands.append(.tintedImage(image, rect, resolved(color)))
    }
    @_spi(Host) public func draw(_ text: String, style: TextStyle, in rect: CGRect) {
        var style = style
        style.color = resolved(style.color)
        commands.append(.text(text, style, rect))
    }
    /// Draws attributed text in `rect`, from its top.
    @_spi(Host) public func draw(_ text: AttributedText, in rect: CGRect) { commands.append(.attributedText(text, rect)) }

    /// Saves the colours, line style and transform until `restoreGState()`.
    public func saveGState() {
        savedDrawing.append((drawing, fillColor, strokeColor))
        commands.append(.saveState)
    }
    public func restoreGState() {
        if let (saved, fill, stroke) = savedDrawing.popLast() {
            drawing.restoreStyle(from: saved)
            fillColor = fill
            strokeColor = stroke
        }
        commands.append(.restoreState)
    }
    public func clip(to rect: CGRect) { commands.append(.clip(rect)) }
    public func translateBy(x: CGFloat, y: CGFloat) { commands.append(.translate(x, y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { commands.append(.scale(x, y)) }

    static var stack: [GraphicsContext] = []

    /// Records another context's commands here (an offscreen drawing shown by a view).
    func replay(_ recorded: [DrawingCommand]) { commands.append(contentsOf: recorded) }
}

/// The context `draw(_:)` is drawing into, or nil outside drawing.
@preconcurrency @MainActor public func UIGraphicsGetCurrentContext() -> GraphicsContext? { GraphicsContext.stack.last }

/// Fills `rect` with the colour last chosen by `UIColor.setFill()`.
@preconcurrency @MainActor public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

extension UIColor {
    /// Makes this colour the fill colour of the current drawing context.
    @preconcurrency @MainActor public func setFill() { UIGraphicsGetCurrentContext()?.fillColor = self }
    /// Makes this colour the stroke colour of the current drawing context.
    @preconcurrency @MainActor public func setStroke() { UIGraphicsGetCurrentContext()?.strokeColor = self }
    /// Makes this colour both the fill and stroke colour.
    @preconcurrency @MainActor public func set() { setFill(); setStroke() }
}
