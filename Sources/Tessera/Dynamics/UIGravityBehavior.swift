import Foundation

/// Pulls items along `gravityDirection`; a magnitude of 1 is 1,000 points per second², as in
/// UIKit, whatever the items' masses.
@preconcurrency @MainActor open class UIGravityBehavior: UIDynamicBehavior {
    public private(set) var items: [UIDynamicItem]
    open var gravityDirection = CGVector(dx: 0, dy: 1)
    open var magnitude: CGFloat {
        get { hypot(gravityDirection.dx, gravityDirection.dy) }
        set {
            let current = magnitude
            guard current > 0 else { gravityDirection = CGVector(dx: 0, dy: newValue); return }
            gravityDirection = CGVector(dx: gravityDirection.dx / current * newValue, dy: gravityDirection.dy / current * newValue)
        }
    }
    /// The direction as an angle in radians (0 points right, π/2 down).
    open var angle: CGFloat {
        get { atan2(gravityDirection.dy, gravityDirection.dx) }
        set { let m = magnitude; gravityDirection = CGVector(dx: cos(newValue) * m, dy: sin(newValue) * m) }
    }

    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    open func addItem(_ item: UIDynamicItem) { items.append(item); dynamicAnimator?.wake() }
    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

    override var ownItems: [UIDynamicItem] { items }

    override func applyForces(_ simulation: DynamicsSimulation, step: TimeInterval) {
        let g = FiniteInput.checked(gravityDirection, "UIGravityBehavior.gravityDirection")
        for item in items {
            let body = simulation.body(for: item)
            body.applyForce(CGVector(dx: g.dx * 1000 * body.mass, dy: g.dy * 1000 * body.mass), at: body.position)
        }
    }
}
