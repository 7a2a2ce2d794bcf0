import Foundation

/// Moves an item to `snapPoint` with a spring that settles it there upright; `damping` (0.5 by
/// default) from 0 (it oscillates longest) to 1 (it settles at once).
///
/// The spring pulls at 3 oscillations a second with a damping ratio of 0.2 + 0.8 × `damping`
/// (UIKit leaves its constants unsaid); the same spring turns the item back to 0 radians.
@preconcurrency @MainActor open class UISnapBehavior: UIDynamicBehavior {
    public let item: UIDynamicItem
    open var snapPoint: CGPoint { didSet { dynamicAnimator?.wake() } }
    open var damping: CGFloat = 0.5 { didSet { dynamicAnimator?.wake() } }
    static let frequency: CGFloat = 3

    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override var ownItems: [UIDynamicItem] { [item] }

    override func applyForces(_ simulation: DynamicsSimulation, step: TimeInterval) {
        let outcome = "the item is not snapped"
        guard FiniteInput.isFinite(snapPoint.x, "UISnapBehavior.snapPoint.x", outcome),
              FiniteInput.isFinite(snapPoint.y, "UISnapBehavior.snapPoint.y", outcome) else { return }
        let body = simulation.body(for: item)
        let omega = 2 * .pi * Self.frequency
        let zeta = 0.2 + 0.8 * min(max(damping.isFinite ? damping : 0.5, 0), 1)
        let x = CGVector(dx: body.position.x - snapPoint.x, dy: body.position.y - snapPoint.y)
        let v = body.velocity
        let force = CGVector(dx: body.mass * (-omega * omega * x.dx - 2 * zeta * omega * v.dx),
                             dy: body.mass * (-omega * omega * x.dy - 2 * zeta * omega * v.dy))
        body.applyForce(force, at: body.position)
        // Upright again: the same spring on the angle.
        let turn = -omega * omega * body.angle - 2 * zeta * omega * body.angularVelocity
        body.angularVelocity += turn * CGFloat(step)
    }
}
