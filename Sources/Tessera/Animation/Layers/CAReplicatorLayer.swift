import Foundation

/// A layer that draws its sublayers `instanceCount` times: each copy moved by
/// `instanceTransform` from the one before (about the replicator's centre), its animations
/// `instanceDelay` seconds later, and its opacity changed by `instanceAlphaOffset` — how
/// activity indicators draw a ring of dots pulsing in turn.
///
/// `instanceColor` multiplies the copies' opacity by its alpha.
/// - Note: The red, green and blue offsets are kept but do not tint the copies.
open class CAReplicatorLayer: CALayer {
    private var replication = ReplicationValues()

    public required override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAReplicatorLayer { replication = other.replication }
    }

    override func copyOwnValues(from other: CALayer) {
        if let other = other as? CAReplicatorLayer { replication = other.replication }
    }

    open var instanceCount: Int {
        get { replication.count }
        set { replication.count = max(0, newValue); markDirty() }
    }
    open var preservesDepth = false
    open var instanceDelay: CFTimeInterval {
        get { replication.delay }
        set { replication.delay = newValue.isFinite ? newValue : 0; markDirty() }
    }
    open var instanceTransform: CATransform3D {
        get { replication.transform }
        set { replication.transform = newValue; markDirty() }
    }
    open var instanceColor: CGColor? {
        get { replication.color }
        set { replication.color = newValue; markDirty() }
    }
    open var instanceRedOffset: Float = 0
    open var instanceGreenOffset: Float = 0
    open var instanceBlueOffset: Float = 0
    open var instanceAlphaOffset: Float {
        get { replication.alphaOffset }
        set { replication.alphaOffset = newValue.isFinite ? newValue : 0; markDirty() }
    }


    /// The copies to draw: for each, the map from a sublayer's superlayer coordinates to the
    /// replicator's, how much earlier its animations are read, and its opacity.
    @_spi(Host) public var instances: [ReplicatorInstance] {
        replication.instances(center: CGPoint(x: bounds.midX, y: bounds.midY))
    }
}

/// One copy a replicator draws of its sublayers.
@_spi(Host) public struct ReplicatorInstance {
    public var transform: CATransform3D
    public var delay: CFTimeInterval
    public var opacity: CGFloat
}

/// A replicator's values and the copies they make.
struct ReplicationValues {
    var count = 1
    var delay: CFTimeInterval = 0
    var transform = CATransform3D.identity
    var color: UIColor?
    var alphaOffset: Float = 0

    func instances(center: CGPoint) -> [ReplicatorInstance] {
        let toCenter = CATransform3DMakeTranslation(-center.x, -center.y, 0)
        let back = CATransform3DMakeTranslation(center.x, center.y, 0)
        let baseAlpha = color?.alpha ?? 1
        var step = CATransform3D.identity
        var result: [ReplicatorInstance] = []
        for index in 0..<count {
            let alpha = min(max(baseAlpha + CGFloat(alphaOffset) * CGFloat(index), 0), 1)
            result.append(ReplicatorInstance(transform: toCenter.concatenating(step).concatenating(back),
                                             delay: delay * CFTimeInterval(index), opacity: alpha))
            step = step.concatenating(transform)
        }
        return result
    }
}

/// A layer that keeps its sublayers in 3D rather than flattening them into its plane.
/// - Note: Tessera flattens every layer; this draws as a plain layer holding its sublayers.
open class CATransformLayer: CALayer {
    public required override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(layer: Any) { super.init(layer: layer) }
}
