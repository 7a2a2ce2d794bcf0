import Foundation

/// The rule that decides which parts of a self-crossing path a shape layer fills.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How a shape layer's stroke ends.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer's stroke turns corners.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that draws a path: filled with `fillColor` (black by default) by `fillRule`, then
/// stroked with `strokeColor` (none by default) from `strokeStart` to `strokeEnd` of its
/// length, with the line width, caps, joins and dashes given.
///
/// `path`, `fillColor`, `strokeColor`, `strokeStart`, `strokeEnd`, `lineWidth` and
/// `lineDashPhase` animate (a path to one of the same shape morphs point by point).
open class CAShapeLayer: CALayer {
    private var shape = ShapeValues()

    public required override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAShapeLayer { shape = other.shape }
    }

    override func copyOwnValues(from other: CALayer) {
        if let other = other as? CAShapeLayer { shape = other.shape }
    }

    open var path: CGPath? {
        get { shape.path }
        set { changeAnimatable("path") { shape.path = newValue?.copiedPath() } }
    }
    open var fillColor: CGColor? {
        get { shape.fillColor }
        set { changeAnimatable("fillColor") { shape.fillColor = newValue } }
    }
    open var fillRule: CAShapeLayerFillRule {
        get { shape.fillRule }
        set { shape.fillRule = newValue; markDirty() }
    }
    open var strokeColor: CGColor? {
        get { shape.strokeColor }
        set { changeAnimatable("strokeColor") { shape.strokeColor = newValue } }
    }
    open var strokeStart: CGFloat {
        get { shape.strokeStart }
        set { changeAnimatable("strokeStart") { shape.strokeStart = FiniteInput.checked(newValue, "CAShapeLayer.strokeStart") } }
    }
    open var strokeEnd: CGFloat {
        get { shape.strokeEnd }
        set { changeAnimatable("strokeEnd") { shape.strokeEnd = FiniteInput.checked(newValue, "CAShapeLayer.strokeEnd", replacement: 1) } }
    }
    open var lineWidth: CGFloat {
        get { shape.lineWidth }
        set { changeAnimatable("lineWidth") { shape.lineWidth = max(0, FiniteInput.checked(newValue, "CAShapeLayer.lineWidth")) } }
    }
    open var miterLimit: CGFloat {
        get { shape.miterLimit }
        set { changeAnimatable("miterLimit") { shape.miterLimit = newValue } }
    }
    open var lineCap: CAShapeLayerLineCap {
        get { shape.lineCap }
        set { shape.lineCap = newValue; markDirty() }
    }
    open var lineJoin: CAShapeLayerLineJoin {
        get { shape.lineJoin }
        set { shape.lineJoin = newValue; markDirty() }
    }
    open var lineDashPhase: CGFloat {
        get { shape.lineDashPhase }
        set { changeAnimatable("lineDashPhase") { shape.lineDashPhase = FiniteInput.checked(newValue, "CAShapeLayer.lineDashPhase") } }
    }
    /// Lengths of dashes and gaps, in turn; nil or empty for a solid line.
    open var lineDashPattern: [NSNumber]? {
        get { shape.lineDashPattern }
        set { shape.lineDashPattern = newValue; markDirty() }
    }


    override func ownLayerValue(forKey key: String) -> LayerValue? {
        shape.value(forKey: key)
    }

    override func applyPresentedValues(_ values: [String: LayerValue]) {
        for (key, value) in values { shape.set(value, forKey: key) }
    }

    override func ownContentCommands(_ p: LayerPresentation) -> [DrawingCommand] {
        var shown = shape
        for (key, value) in p.extra { shown.set(value, forKey: key) }
        return shown.commands()
    }
}

/// A shape layer's values, with their key names for animations, and the drawing they make.
struct ShapeValues {
    var path: UIBezierPath?
    var fillColor: UIColor? = .black
    var fillRule = CAShapeLayerFillRule.nonZero
    var strokeColor: UIColor?
    var strokeStart: CGFloat = 0
    var strokeEnd: CGFloat = 1
    var lineWidth: CGFloat = 1
    var miterLimit: CGFloat = 10
    var lineCap = CAShapeLayerLineCap.butt
    var lineJoin = CAShapeLayerLineJoin.miter
    var lineDashPhase: CGFloat = 0
    var lineDashPattern: [NSNumber]?

    func value(forKey key: String) -> LayerValue? {
        switch key {
        case "path": path.map(LayerValue.path)
        case "fillColor": .color(fillColor ?? .clear)
        case "strokeColor": .color(strokeColor ?? .clear)
        case "strokeStart": .number(strokeStart)
        case "strokeEnd": .number(strokeEnd)
        case "lineWidth": .number(lineWidth)
        case "miterLimit": .number(miterLimit)
        case "lineDashPhase": .number(lineDashPhase)
        default: nil
        }
    }

    mutating func set(_ value: LayerValue, forKey key: String) {
        switch (key, value) {
        case let ("path", .path(p)): path = p
        case let ("fillColor", .color(c)): fillColor = c
        case let ("strokeColor", .color(c)): strokeColor = c
        case let ("strokeStart", .number(n)): strokeStart = n
        case let ("strokeEnd", .number(n)): strokeEnd = n
        case let ("lineWidth", .number(n)): lineWidth = max(0, n)
        case let ("miterLimit", .number(n)): miterLimit = n
        case let ("lineDashPhase", .number(n)): lineDashPhase = n
        default: break
        }
    }

    /// The fill, then the stroke of the kept part of the path.
    func commands() -> [DrawingCommand] {
        guard let path else { return [] }
        let subpaths = path.flattened
        var commands: [DrawingCommand] = []
        if let fillColor, fillColor.alpha > 0 {
            commands.append(.fillPolygons(subpaths.map(\.points), fillColor, evenOdd: fillRule == .evenOdd))
        }
        if let strokeColor, strokeColor.alpha > 0, lineWidth > 0 {
            let kept = PathTrim.trim(subpaths, from: strokeStart, to: strokeEnd)
            let lines = kept.map { StrokedLine(points: $0.points, closed: $0.closed) }
            if !lines.isEmpty { commands.append(.strokeLines(lines, strokeColor, style)) }
        }
        return commands
    }

    private var style: StrokeStyle {
        let cap: CGLineCap = lineCap == .round ? .round : lineCap == .square ? .square : .butt
        let join: CGLineJoin = lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter
        let dashes = (lineDashPattern ?? []).map { CGFloat($0.doubleValue) }.filter { $0.isFinite && $0 >= 0 }
        return StrokeStyle(width: lineWidth, cap: cap, join: join, miterLimit: miterLimit,
                           dashes: dashes.contains { $0 > 0 } ? dashes : [], dashPhase: lineDashPhase)
    }
}
