import Foundation

/// Pushes items: all at once (`.instantaneous`, a change of velocity) or all the time
/// (`.continuous`, a force). A magnitude of 1 moves a 100 × 100 point item of density 1 at
/// 100 points/s (instantaneous) or accelerates it at 100 points/s² (continuous), as in UIKit;
/// heavier items move less. A push off an item's centre (`setTargetOffsetFromCenter`) turns it.
@preconcurrency @MainActor open class UIPushBehavior: UIDynamicBehavior {
    public enum Mode: Int, Sendable { case continuous, instantaneous }

    public private(set) var items: [UIDynamicItem]
    public let mode: Mode
    /// Whether it pushes; an instantaneous push turns itself off once applied.
    open var active = true { didSet { if active { dynamicAnimator?.wake() } } }
    open var pushDirection = CGVector.zero { didSet { dynamicAnimator?.wake() } }
    private var offsets: [ObjectIdentifier: UIOffset] = [:]

    public init(items: [UIDynamicItem], mode: Mode) {
        self.items = items
        self.mode = mode
        super.init()
    }

    open var magnitude: CGFloat {
        get { hypot(pushDirection.dx, pushDirection.dy) }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// The direction in radians (0 right, π/2 down).
    open var angle: CGFloat {
        get { atan2(pushDirection.dy, pushDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    open func addItem(_ item: UIDynamicItem) { items.append(item); dynamicAnimator?.wake() }
    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

    /// Where on the item the push acts, from its centre (in its own coordinates).
    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: UIDynamicItem) { offsets[ObjectIdentifier(item)] = offset }
    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset { offsets[ObjectIdentifier(item)] ?? .zero }

    override var ownItems: [UIDynamicItem] { items }

    /// The point of `body` the push acts on, in world coordinates.
    private func target(of item: UIDynamicItem, _ body: PhysicsBody) -> CGPoint {
        let offset = targetOffsetFromCenter(for: item)
        let c = cos(body.angle), s = sin(body.angle)
        return CGPoint(x: body.position.x + offset.horizontal * c - offset.vertical * s,
                       y: body.position.y + offset.horizontal * s + offset.vertical * c)
    }

    /// Whether the push has a finite direction (a NaN or infinite one is reported, and does not push).
    private var hasFiniteDirection: Bool {
        FiniteInput.isFinite(pushDirection.dx, "UIPushBehavior.pushDirection.dx", "the push does nothing")
            && FiniteInput.isFinite(pushDirection.dy, "UIPushBehavior.pushDirection.dy", "the push does nothing")
    }

    override func prepare(_ simulation: DynamicsSimulation, reference: CGRect) {
        guard mode == .instantaneous, active, hasFiniteDirection else { return }
        for item in items {
            let body = simulation.body(for: item)
            body.applyImpulse(CGVector(dx: pushDirection.dx * 100, dy: pushDirection.dy * 100), at: target(of: item, body))
        }
        active = false
    }

    override func applyForces(_ simulation: DynamicsSimulation, step: TimeInterval) {
        guard mode == .continuous, active, hasFiniteDirection else { return }
        for item in items {
            let body = simulation.body(for: item)
            body.applyForce(CGVector(dx: pushDirection.dx * 100, dy: pushDirection.dy * 100), at: target(of: item, body))
        }
    }
}
