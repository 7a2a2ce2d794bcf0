import Foundation

/// Per-item physical properties, and velocities to give items.
///
/// Units: `density` makes a 100 × 100 point item of density 1 weigh 1; `resistance` and
/// `angularResistance` make velocities decay as e^(−resistance · t) (UIKit leaves their units
/// unsaid); `elasticity` 0 stops an item at a collision, 1 bounces it back at full speed;
/// `friction` is Coulomb's coefficient. `charge` is kept for field behaviors.
@preconcurrency @MainActor open class UIDynamicItemBehavior: UIDynamicBehavior {
    public private(set) var items: [UIDynamicItem]
    open var elasticity: CGFloat = 0
    open var friction: CGFloat = 0
    open var density: CGFloat = 1
    open var resistance: CGFloat = 0
    open var angularResistance: CGFloat = 0
    open var charge: CGFloat = 0
    open var isAnchored = false
    open var allowsRotation = true
    private var pendingVelocity: [ObjectIdentifier: CGVector] = [:]
    private var pendingAngularVelocity: [ObjectIdentifier: CGFloat] = [:]

    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    open func addItem(_ item: UIDynamicItem) { items.append(item); dynamicAnimator?.wake() }
    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

    override var ownItems: [UIDynamicItem] { items }

    /// Adds `velocity` (points per second) to the item's.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        guard velocity.x.isFinite, velocity.y.isFinite else {
            return TesseraDiagnostics.report("UIDynamicItemBehavior.addLinearVelocity: \(velocity) is not a finite velocity; ignored")
        }
        let key = ObjectIdentifier(item)
        let current = pendingVelocity[key] ?? .zero
        pendingVelocity[key] = CGVector(dx: current.dx + velocity.x, dy: current.dy + velocity.y)
        dynamicAnimator?.wake()
    }

    /// The item's velocity in points per second (with what was added and not yet applied).
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        let body = dynamicAnimator?.simulation?.existingBody(for: item)
        let pending = pendingVelocity[ObjectIdentifier(item)] ?? .zero
        return CGPoint(x: (body?.velocity.dx ?? 0) + pending.dx, y: (body?.velocity.dy ?? 0) + pending.dy)
    }

    /// Adds `velocity` (radians per second) to the item's turning.
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        guard velocity.isFinite else { return }
        pendingAngularVelocity[ObjectIdentifier(item), default: 0] += velocity
        dynamicAnimator?.wake()
    }

    /// The item's turning in radians per second.
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        (dynamicAnimator?.simulation?.existingBody(for: item)?.angularVelocity ?? 0) + (pendingAngularVelocity[ObjectIdentifier(item)] ?? 0)
    }

    override func prepare(_ simulation: DynamicsSimulation, reference: CGRect) {
        for item in items {
            let body = simulation.body(for: item)
            let size = item.bounds.size
            let area = max(size.width, 1) * max(size.height, 1)
            if density.isFinite, density > 0 { body.mass = density * area / 10_000 }
            body.elasticity = elasticity.isFinite ? elasticity : 0
            body.friction = friction.isFinite ? friction : 0
            body.resistance = resistance.isFinite ? resistance : 0
            body.angularResistance = angularResistance.isFinite ? angularResistance : 0
            if body.allowsRotation != allowsRotation { body.allowsRotation = allowsRotation }
            if body.isAnchored != isAnchored { body.isAnchored = isAnchored }
            let key = ObjectIdentifier(item)
            simulation.charges[key] = charge.isFinite ? charge : 0
            if let extra = pendingVelocity.removeValue(forKey: key) {
                body.velocity = CGVector(dx: body.velocity.dx + extra.dx, dy: body.velocity.dy + extra.dy)
            }
            if let turn = pendingAngularVelocity.removeValue(forKey: key) { body.angularVelocity += turn }
        }
    }
}
