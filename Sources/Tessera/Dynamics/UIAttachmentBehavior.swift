import Foundation

/// Ties an item's centre to an anchor point (or to another item): as a spring when `frequency`
/// is above zero (with `damping` its damping ratio), as a rigid rod of `length` otherwise.
@preconcurrency @MainActor open class UIAttachmentBehavior: UIDynamicBehavior {
    public let items: [UIDynamicItem]
    open var anchorPoint: CGPoint
    open var length: CGFloat
    /// Oscillations per second of the spring; 0 makes the attachment rigid.
    open var frequency: CGFloat = 0
    /// 0 (no damping) … 1 (critical).
    open var damping: CGFloat = 0

    /// Attaches `item` to `anchor`, with a length equal to their current distance.
    public init(item: UIDynamicItem, attachedToAnchor anchor: CGPoint) {
        items = [item]
        anchorPoint = anchor
        length = hypot(item.center.x - anchor.x, item.center.y - anchor.y)
        super.init()
    }

    /// Attaches `item` to `other` at their current distance.
    public init(item: UIDynamicItem, attachedTo other: UIDynamicItem) {
        items = [item, other]
        anchorPoint = other.center
        length = hypot(item.center.x - other.center.x, item.center.y - other.center.y)
        super.init()
    }

    override var ownItems: [UIDynamicItem] { items }

    /// Where the attachment pulls toward: the anchor, or the other item's centre.
    private func anchor(in bodies: [ObjectIdentifier: DynamicBody]) -> CGPoint {
        if items.count > 1, let other = bodies[ObjectIdentifier(items[1])] { return other.position }
        return anchorPoint
    }

    override func applyForces(_ forces: inout [ObjectIdentifier: CGVector], bodies: [ObjectIdentifier: DynamicBody]) {
        super.applyForces(&forces, bodies: bodies)
        guard frequency > 0, let body = bodies[ObjectIdentifier(items[0])] else { return }
        let a = anchor(in: bodies)
        let dx = body.position.x - a.x, dy = body.position.y - a.y
        let distance = hypot(dx, dy)
        let stretch = distance - length
        let omega = 2 * .pi * frequency
        // A spring of natural frequency ω and damping ratio ζ, per unit mass: a = −ω²x − 2ζωv.
        var ax: CGFloat = 0, ay: CGFloat = 0
        if distance > 1e-9 {
            ax = -omega * omega * stretch * dx / distance
            ay = -omega * omega * stretch * dy / distance
        }
        ax -= 2 * damping * omega * body.velocity.dx
        ay -= 2 * damping * omega * body.velocity.dy
        let key = ObjectIdentifier(items[0])
        let current = forces[key] ?? .zero
        forces[key] = CGVector(dx: current.dx + ax, dy: current.dy + ay)
    }

    override func applyConstraints(_ bodies: inout [ObjectIdentifier: DynamicBody], reference: CGRect) {
        super.applyConstraints(&bodies, reference: reference)
        guard frequency == 0, var body = bodies[ObjectIdentifier(items[0])] else { return }
        let a = anchor(in: bodies)
        let dx = body.position.x - a.x, dy = body.position.y - a.y
        let distance = hypot(dx, dy)
        guard distance > 1e-9 else { return }
        // A rod: put the item back at `length` and drop the velocity along the rod.
        let ux = dx / distance, uy = dy / distance
        body.position = CGPoint(x: a.x + ux * length, y: a.y + uy * length)
        let along = body.velocity.dx * ux + body.velocity.dy * uy
        body.velocity = CGVector(dx: body.velocity.dx - along * ux, dy: body.velocity.dy - along * uy)
        bodies[ObjectIdentifier(items[0])] = body
    }
}
