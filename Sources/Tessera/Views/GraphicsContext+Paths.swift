import Foundation

/// The rule that decides what a path with crossing edges fills.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}

/// What `drawPath(using:)` does with the current path.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// A context's path under construction and its line style, as Core Graphics keeps them.
struct ContextDrawingState {
    /// The path being built, made on first use: most contexts draw no path, and a view's
    /// drawing is recorded often.
    private var built: UIBezierPath?
    var path: UIBezierPath {
        mutating get {
            if let built { return built }
            let fresh = UIBezierPath()
            built = fresh
            return fresh
        }
        set { built = newValue }
    }

    mutating func clearPath() { built = nil }

    var isPathEmpty: Bool { built?.isEmpty ?? true }
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10
    var dashes: [CGFloat] = []
    var dashPhase: CGFloat = 0

    /// Takes the saved line style back; the path is not part of the saved state.
    mutating func restoreStyle(from saved: ContextDrawingState) {
        let path = built
        self = saved
        built = path
    }

    var strokeStyle: StrokeStyle {
        StrokeStyle(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit, dashes: dashes, dashPhase: dashPhase)
    }
}

/// Core Graphics' drawing calls (`CGContext` is this context): colours and line style, a path
/// built with `move(to:)`, `addLine(to:)`, arcs, curves, rectangles and ellipses, then filled,
/// stroked or both — which uses the path up, as in Core Graphics.
extension GraphicsContext {
    public func setFillColor(_ color: CGColor) { fillColor = color }
    public func setStrokeColor(_ color: CGColor) { strokeColor = color }
    public func setLineWidth(_ width: CGFloat) { drawing.lineWidth = max(0, FiniteInput.checked(width, "CGContext.setLineWidth", replacement: 1)) }
    public func setLineCap(_ cap: CGLineCap) { drawing.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { drawing.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) { drawing.miterLimit = limit }
    /// Dashes and gaps of `lengths`, starting `phase` into them; empty lengths for a solid line.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        drawing.dashes = lengths.filter { $0.isFinite && $0 >= 0 }
        drawing.dashPhase = phase.isFinite ? phase : 0
    }

    public func beginPath() { drawing.clearPath() }
    public func move(to point: CGPoint) { drawing.path.move(to: point) }
    public func addLine(to point: CGPoint) { drawing.path.addLine(to: point) }
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        drawing.path.move(to: first)
        for point in points.dropFirst() { drawing.path.addLine(to: point) }
    }
    public func addRect(_ rect: CGRect) { drawing.path.append(UIBezierPath(rect: rect)) }
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }
    public func addEllipse(in rect: CGRect) { drawing.path.append(UIBezierPath(ovalIn: rect)) }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // Core Graphics' `clockwise` is in its flipped-y space: on screen the turn is the other way.
        drawing.path.addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        drawing.path.addCurve(to: end, controlPoint1: control1, controlPoint2: control2)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { drawing.path.addQuadCurve(to: end, controlPoint: control) }
    public func closePath() { drawing.path.close() }
    public func addPath(_ path: CGPath) { drawing.path.append(path) }
    /// Whether the path under construction is empty.
    public var isPathEmpty: Bool { drawing.isPathEmpty }

    /// Fills the path with the fill colour by `rule`, and starts a new one.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        fillPath(drawing.path.flattened.map(\.points), evenOdd: rule == .evenOdd)
        beginPath()
    }

    /// Strokes the path with the stroke colour and line style, and starts a new one.
    public func strokePath() {
        let lines = drawing.path.flattened.map { StrokedLine(points: $0.points, closed: $0.closed) }
        if !lines.isEmpty { commands.append(.strokeLines(lines, strokeColor.resolvedColor(with: .current), drawing.strokeStyle)) }
        beginPath()
    }

    /// Fills, strokes, or both, as `mode` says, and starts a new path.
    public func drawPath(using mode: CGPathDrawingMode) {
        let path = drawing.path
        if mode != .stroke {
            fillPath(path.flattened.map(\.points), evenOdd: mode == .eoFill || mode == .eoFillStroke)
        }
        drawing.path = path
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke { strokePath() }
        beginPath()
    }

    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes the segments between each pair of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    public func fill(_ rects: [CGRect]) { rects.forEach { fill($0) } }

    /// Turns the coordinate system by `angle` radians.
    public func rotate(by angle: CGFloat) { commands.append(.rotate(angle)) }
}
