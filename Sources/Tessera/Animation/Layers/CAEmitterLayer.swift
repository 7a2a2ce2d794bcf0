import Foundation

/// The shape particles are born in.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Where in the shape particles are born.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// The order particles are drawn in.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}

/// One kind of particle an emitter makes: how many a second, how long they live, how fast and
/// which way they fly, how they grow, turn and fade, and the image they show.
open class CAEmitterCell: NSObject, @unchecked Sendable {
    open var name: String?
    open var isEnabled = true
    open var birthRate: Float = 0
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    open var emissionLatitude: CGFloat = 0
    open var emissionLongitude: CGFloat = 0
    open var emissionRange: CGFloat = 0
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    open var color: CGColor? = UIColor.white
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var alphaSpeed: Float = 0
    /// The particle's image (`UIImage` or its `cgImage`).
    open var contents: Any?
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var contentsScale: CGFloat = 1
    open var emitterCells: [CAEmitterCell]?
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0

    public override init() { super.init() }
}

/// A layer that emits particles of its `emitterCells` from `emitterPosition`, in the
/// `emitterShape` of `emitterSize`, drawn over its content each frame.
///
/// Particles follow their cell's settings from the moment they are born, as a function of
/// time: a test reads the same frame at the same virtual time. The layer's `birthRate`,
/// `lifetime`, `velocity`, `scale` and `spin` multiply every cell's; setting `birthRate` to 0
/// stops new particles and lets those alive finish.
/// - Note: A particle shows its image's shape in the cell's colour (images are sprites); depth,
///   latitude and nested cells are not drawn, the render modes draw oldest first, and at most
///   2,000 particles are drawn at once.
open class CAEmitterLayer: CALayer {
    var emission = EmissionValues()

    public required override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAEmitterLayer { emission = other.emission }
    }

    override func copyOwnValues(from other: CALayer) {
        if let other = other as? CAEmitterLayer { emission = other.emission }
    }

    open var emitterCells: [CAEmitterCell]? {
        get { emission.cells }
        set { emission.cells = newValue; restartEmission() }
    }
    open var birthRate: Float {
        get { emission.birthRate }
        set { emission.birthRate = newValue.isFinite ? max(0, newValue) : 1; restartEmission() }
    }
    open var lifetime: Float {
        get { emission.lifetime }
        set { emission.lifetime = newValue.isFinite ? max(0, newValue) : 1; markDirty() }
    }
    open var emitterPosition: CGPoint {
        get { emission.position }
        set { emission.position = FiniteInput.checked(newValue, "CAEmitterLayer.emitterPosition"); markDirty() }
    }
    open var emitterZPosition: CGFloat = 0
    open var emitterSize: CGSize {
        get { emission.size }
        set { emission.size = newValue; markDirty() }
    }
    open var emitterDepth: CGFloat = 0
    open var emitterShape: CAEmitterLayerEmitterShape {
        get { emission.shape }
        set { emission.shape = newValue; markDirty() }
    }
    open var emitterMode: CAEmitterLayerEmitterMode {
        get { emission.mode }
        set { emission.mode = newValue; markDirty() }
    }
    open var renderMode = CAEmitterLayerRenderMode.unordered
    open var preservesDepth = false
    open var velocity: Float {
        get { emission.velocity }
        set { emission.velocity = newValue; markDirty() }
    }
    open var scale: Float {
        get { emission.scale }
        set { emission.scale = newValue; markDirty() }
    }
    open var spin: Float {
        get { emission.spin }
        set { emission.spin = newValue; markDirty() }
    }
    open var seed: UInt32 {
        get { emission.seed }
        set { emission.seed = newValue; markDirty() }
    }

    /// Ends the current run of births now and starts another at the current rate.
    private func restartEmission() {
        emission.newSpell(at: localTime(MainLoop.shared.clock.now))
        AnimationEngine.shared.trackEmitter(self)
        markDirty()
    }

    /// Whether particles are alive or will be born at `time`.
    func isEmitting(at time: CFTimeInterval) -> Bool { emission.isActive(at: time) }


    override func ownContentCommands(_ p: LayerPresentation) -> [DrawingCommand] {
        super.ownContentCommands(p) + emission.commands(at: p.localTime)
    }
}
