import Foundation

/// A force field over an area: every item of the behavior inside `region` (around `position`)
/// feels an acceleration each step. UIKit documents the fields' shapes but not their units;
/// Tessera's, in points and seconds, with r the distance from `position` (at least
/// `minimumRadius`, and 1) and f = (100 / r)^`falloff` (1 when `falloff` is 0, the default):
///
/// - linear gravity: `direction` × `strength` × 1,000 points/s² (as `UIGravityBehavior`);
/// - radial gravity: toward `position`, `strength` × 1,000 × f points/s²;
/// - spring: toward `position`, `strength` × (2π)² × distance (a period of 1 s at strength 1);
/// - drag: against the velocity, `strength` × velocity (per second);
/// - velocity: toward the velocity `direction` (points/s), `strength` × 10 × the difference;
/// - vortex: around `position` (clockwise on screen for a positive strength), `strength` × 1,000 × f;
/// - noise and turbulence: a smooth random acceleration of up to `strength` × 1,000 points/s²
///   (turbulence scaled by the item's speed / 100), varying over (1 − `smoothness`) × 100
///   points and changing `animationSpeed` times a second;
/// - electric: away from `position`, `strength` × charge × 1,000 × f / mass (charge from the
///   item's `UIDynamicItemBehavior`; opposite charges are pulled in);
/// - magnetic: across the velocity, `strength` × charge × velocity / mass, turned a quarter
///   clockwise (a charged item curls);
/// - custom: the evaluation block's force / mass.
@preconcurrency @MainActor open class UIFieldBehavior: UIDynamicBehavior {
    public typealias EvaluationBlock = (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector

    enum Kind { case linearGravity, radialGravity, spring, drag, velocity, vortex, noise, turbulence, electric, magnetic, custom }

    let kind: Kind
    public private(set) var items: [UIDynamicItem] = []
    open var position = CGPoint.zero { didSet { dynamicAnimator?.wake() } }
    open var region = UIRegion.infinite
    open var strength: CGFloat = 1 { didSet { dynamicAnimator?.wake() } }
    open var falloff: CGFloat = 0
    open var minimumRadius: CGFloat = 0
    open var direction = CGVector.zero { didSet { dynamicAnimator?.wake() } }
    open var smoothness: CGFloat = 0
    open var animationSpeed: CGFloat = 0
    private let evaluation: EvaluationBlock?

    init(kind: Kind, evaluation: EvaluationBlock? = nil) {
        self.kind = kind
        self.evaluation = evaluation
        super.init()
    }

    open func addItem(_ item: UIDynamicItem) { items.append(item); dynamicAnimator?.wake() }
    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }
    override var ownItems: [UIDynamicItem] { items }

    public class func linearGravityField(direction: CGVector) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .linearGravity)
        field.direction = direction
        return field
    }
    public class func radialGravityField(position: CGPoint) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .radialGravity)
        field.position = position
        return field
    }
    public class func springField() -> UIFieldBehavior { UIFieldBehavior(kind: .spring) }
    public class func dragField() -> UIFieldBehavior { UIFieldBehavior(kind: .drag) }
    public class func velocityField(direction: CGVector) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .velocity)
        field.direction = direction
        return field
    }
    public class func vortexField() -> UIFieldBehavior { UIFieldBehavior(kind: .vortex) }
    public class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .noise)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }
    public class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .turbulence)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }
    public class func electricField() -> UIFieldBehavior { UIFieldBehavior(kind: .electric) }
    public class func magneticField() -> UIFieldBehavior { UIFieldBehavior(kind: .magnetic) }
    /// A field whose force the block gives: (field, position, velocity, mass, charge, time).
    public class func field(evaluationBlock block: @escaping EvaluationBlock) -> UIFieldBehavior {
        UIFieldBehavior(kind: .custom, evaluation: block)
    }

    override func applyForces(_ simulation: DynamicsSimulation, step: TimeInterval) {
        let outcome = "the field does not act"
        guard FiniteInput.isFinite(strength, "UIFieldBehavior.strength", outcome),
              FiniteInput.isFinite(position.x, "UIFieldBehavior.position.x", outcome),
              FiniteInput.isFinite(position.y, "UIFieldBehavior.position.y", outcome) else { return }
        let time = dynamicAnimator?.elapsedTime ?? 0
        for item in items {
            let body = simulation.body(for: item)
            let p = body.position
            let offset = CGVector(dx: p.x - position.x, dy: p.y - position.y)
            guard region.contains(CGPoint(x: offset.dx, y: offset.dy)) else { continue }
            let a = acceleration(offset: offset, velocity: body.velocity, mass: body.mass,
                                 charge: simulation.charges[ObjectIdentifier(item)] ?? 0, time: time)
            guard a.dx.isFinite, a.dy.isFinite else { continue }
            body.applyForce(CGVector(dx: a.dx * body.mass, dy: a.dy * body.mass), at: p)
        }
    }

    /// The acceleration (points/s²) of an item `offset` from the position.
    func acceleration(offset: CGVector, velocity v: CGVector, mass: CGFloat, charge: CGFloat, time: TimeInterval) -> CGVector {
        let r = max(hypot(offset.dx, offset.dy), minimumRadius, 1)
        let unit = CGVector(dx: offset.dx / r, dy: offset.dy / r)
        let f = falloff == 0 ? 1 : pow(100 / r, falloff)
        switch kind {
        case .linearGravity: return CGVector(dx: direction.dx * strength * 1000, dy: direction.dy * strength * 1000)
        case .radialGravity: return CGVector(dx: -unit.dx * strength * 1000 * f, dy: -unit.dy * strength * 1000 * f)
        case .spring:
            let k = strength * 4 * .pi * .pi
            return CGVector(dx: -offset.dx * k, dy: -offset.dy * k)
        case .drag: return CGVector(dx: -v.dx * strength, dy: -v.dy * strength)
        case .velocity: return CGVector(dx: (direction.dx - v.dx) * strength * 10, dy: (direction.dy - v.dy) * strength * 10)
        case .vortex: return CGVector(dx: -unit.dy * strength * 1000 * f, dy: unit.dx * strength * 1000 * f)
        case .noise, .turbulence:
            let scale = max(1 - smoothness, 0.01) * 100
            let t = CGFloat(time) * animationSpeed
            let n = CGVector(dx: Self.noise(offset.dx / scale + t, offset.dy / scale), dy: Self.noise(offset.dx / scale + 17.3, offset.dy / scale + t))
            let amount = strength * 1000 * (kind == .turbulence ? hypot(v.dx, v.dy) / 100 : 1)
            return CGVector(dx: n.dx * amount, dy: n.dy * amount)
        case .electric:
            let k = strength * charge * 1000 * f / max(mass, 1e-6)
            return CGVector(dx: unit.dx * k, dy: unit.dy * k)
        case .magnetic:
            let k = strength * charge / max(mass, 1e-6)
            return CGVector(dx: -v.dy * k, dy: v.dx * k)
        case .custom:
            guard let evaluation else { return .zero }
            let force = evaluation(self, CGPoint(x: position.x + offset.dx, y: position.y + offset.dy), v, mass, charge, time)
            return CGVector(dx: force.dx / max(mass, 1e-6), dy: force.dy / max(mass, 1e-6))
        }
    }

    /// Smooth value noise in [-1, 1]: a lattice of hashed values, eased between.
    /// The lattice repeats every 65,536 cells, so a point however far from the field's region
    /// maps to a lattice index that fits an `Int` (and one past it does not overflow).
    static func noise(_ x: CGFloat, _ y: CGFloat) -> CGFloat {
        guard x.isFinite, y.isFinite else { return 0 }
        let x = x.truncatingRemainder(dividingBy: 65_536), y = y.truncatingRemainder(dividingBy: 65_536)
        func hash(_ i: Int, _ j: Int) -> CGFloat {
            var h = UInt64(bitPattern: Int64(i &* 374_761_393 &+ j &* 668_265_263))
            h = (h ^ (h >> 13)) &* 1_274_126_177
            return CGFloat(h & 0xFFFF) / 32_767.5 - 1
        }
        let i = Int(floor(x)), j = Int(floor(y))
        let fx = x - floor(x), fy = y - floor(y)
        let sx = fx * fx * (3 - 2 * fx), sy = fy * fy * (3 - 2 * fy)
        let top = hash(i, j) + (hash(i + 1, j) - hash(i, j)) * sx
        let bottom = hash(i, j + 1) + (hash(i + 1, j + 1) - hash(i, j + 1)) * sx
        return top + (bottom - top) * sy
    }
}
