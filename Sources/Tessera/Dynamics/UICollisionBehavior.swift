import Foundation

/// Keeps items inside a boundary: the reference view's (or layout's) bounds when
/// `translatesReferenceBoundsIntoBoundary`, bouncing with the items' elasticity.
/// - Note: Tessera's collisions are with the boundary only; items pass through each other.
@preconcurrency @MainActor open class UICollisionBehavior: UIDynamicBehavior {
    public private(set) var items: [UIDynamicItem]
    open var translatesReferenceBoundsIntoBoundary = false

    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    open func addItem(_ item: UIDynamicItem) { items.append(item) }
    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

    override var ownItems: [UIDynamicItem] { items }

    override func applyConstraints(_ bodies: inout [ObjectIdentifier: DynamicBody], reference: CGRect) {
        super.applyConstraints(&bodies, reference: reference)
        guard translatesReferenceBoundsIntoBoundary else { return }
        for item in items {
            let key = ObjectIdentifier(item)
            guard var body = bodies[key] else { continue }
            let hw = body.size.width / 2, hh = body.size.height / 2
            if body.position.y + hh > reference.maxY {
                body.position.y = reference.maxY - hh
                body.velocity.dy = -body.velocity.dy * body.elasticity
            } else if body.position.y - hh < reference.minY {
                body.position.y = reference.minY + hh
                body.velocity.dy = -body.velocity.dy * body.elasticity
            }
            if body.position.x + hw > reference.maxX {
                body.position.x = reference.maxX - hw
                body.velocity.dx = -body.velocity.dx * body.elasticity
            } else if body.position.x - hw < reference.minX {
                body.position.x = reference.minX + hw
                body.velocity.dx = -body.velocity.dx * body.elasticity
            }
            bodies[key] = body
        }
    }
}

/// Per-item physical properties: elasticity, resistance (linear damping), density; and a way
/// to give items velocity.
@preconcurrency @MainActor open class UIDynamicItemBehavior: UIDynamicBehavior {
    public private(set) var items: [UIDynamicItem]
    open var elasticity: CGFloat = 0
    open var friction: CGFloat = 0
    open var resistance: CGFloat = 0
    open var density: CGFloat = 1
    open var allowsRotation = true
    var pendingVelocity: [ObjectIdentifier: CGVector] = [:]

    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    override var ownItems: [UIDynamicItem] { items }

    /// Adds `velocity` (points per second) to the item's.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        let key = ObjectIdentifier(item)
        let current = pendingVelocity[key] ?? .zero
        pendingVelocity[key] = CGVector(dx: current.dx + velocity.x, dy: current.dy + velocity.y)
        dynamicAnimator?.wake()
    }

    /// The item's current velocity.
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        guard let body = dynamicAnimator?.bodies[ObjectIdentifier(item)] else { return .zero }
        return CGPoint(x: body.velocity.dx, y: body.velocity.dy)
    }
}
