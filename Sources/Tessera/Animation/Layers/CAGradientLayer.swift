import Foundation

/// The shape of a gradient layer's colour change.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint`.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Out from `startPoint` in an ellipse reaching `endPoint`.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around `startPoint`, starting toward `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a gradient of `colors` at `locations` (evenly spread
/// when nil), between `startPoint` and `endPoint` in unit coordinates of the bounds (top
/// centre to bottom centre by default).
///
/// `colors`, `locations`, `startPoint` and `endPoint` animate: animating `locations` across
/// the layer is how skeleton loaders shimmer.
open class CAGradientLayer: CALayer {
    private var gradient = GradientValues()

    public required override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAGradientLayer { gradient = other.gradient }
    }

    override func copyOwnValues(from other: CALayer) {
        if let other = other as? CAGradientLayer { gradient = other.gradient }
    }

    /// The colours (`CGColor`s), at least two to draw.
    open var colors: [Any]? {
        get { gradient.colors }
        set {
            changeAnimatable("colors") { gradient.colors = newValue?.compactMap { $0 as? UIColor } }
            if let newValue, gradient.colors?.count != newValue.count {
                TesseraDiagnostics.reportOnce("CAGradientLayer.colors holds \(newValue.count) values of which \(gradient.colors?.count ?? 0) are colours; the others are left out")
            }
        }
    }
    open var locations: [NSNumber]? {
        get { gradient.locations.map { $0.map { NSNumber(value: Double($0)) } } }
        set { changeAnimatable("locations") { gradient.locations = newValue?.map { CGFloat($0.doubleValue) } } }
    }
    open var startPoint: CGPoint {
        get { gradient.start }
        set { changeAnimatable("startPoint") { gradient.start = FiniteInput.checked(newValue, "CAGradientLayer.startPoint") } }
    }
    open var endPoint: CGPoint {
        get { gradient.end }
        set { changeAnimatable("endPoint") { gradient.end = FiniteInput.checked(newValue, "CAGradientLayer.endPoint") } }
    }
    open var type: CAGradientLayerType {
        get { gradient.type }
        set { gradient.type = newValue; markDirty() }
    }


    override func ownLayerValue(forKey key: String) -> LayerValue? { gradient.value(forKey: key) }

    override func applyPresentedValues(_ values: [String: LayerValue]) {
        for (key, value) in values { gradient.set(value, forKey: key) }
    }

    override func ownContentCommands(_ p: LayerPresentation) -> [DrawingCommand] {
        var shown = gradient
        for (key, value) in p.extra { shown.set(value, forKey: key) }
        return super.ownContentCommands(p) + shown.commands(in: p.state.bounds)
    }
}

/// A gradient layer's values, with their key names for animations, and the fill they make.
struct GradientValues {
    var colors: [UIColor]?
    var locations: [CGFloat]?
    var start = CGPoint(x: 0.5, y: 0)
    var end = CGPoint(x: 0.5, y: 1)
    var type = CAGradientLayerType.axial

    func value(forKey key: String) -> LayerValue? {
        switch key {
        case "colors": colors.map(LayerValue.colors)
        case "locations": locations.map(LayerValue.numbers)
        case "startPoint": .point(start)
        case "endPoint": .point(end)
        default: nil
        }
    }

    mutating func set(_ value: LayerValue, forKey key: String) {
        switch (key, value) {
        case let ("colors", .colors(c)): colors = c
        case let ("locations", .numbers(n)): locations = n
        case let ("startPoint", .point(p)): start = p
        case let ("endPoint", .point(p)): end = p
        default: break
        }
    }

    func commands(in bounds: CGRect) -> [DrawingCommand] {
        guard let colors, !colors.isEmpty, bounds.width > 0, bounds.height > 0 else { return [] }
        let spread = colors.count == 1 ? [0] : colors.indices.map { CGFloat($0) / CGFloat(colors.count - 1) }
        let stops = locations.flatMap { $0.count == colors.count ? $0 : nil } ?? spread
        let kind: GradientFill.Kind = type == .radial ? .radial : type == .conic ? .conic : .axial
        return [.gradient(GradientFill(kind: kind, colors: colors, locations: stops, start: start, end: end), bounds)]
    }
}
