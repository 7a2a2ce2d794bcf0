import Foundation

/// Pulls items along `gravityDirection`; a magnitude of 1 is 1,000 points per second², as UIKit.
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

    open func addItem(_ item: UIDynamicItem) { items.append(item) }
    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

    override var ownItems: [UIDynamicItem] { items }

    override func applyForces(_ forces: inout [ObjectIdentifier: CGVector], bodies: [ObjectIdentifier: DynamicBody]) {
        super.applyForces(&forces, bodies: bodies)
        for item in items {
            let key = ObjectIdentifier(item)
            let current = forces[key] ?? .zero
            forces[key] = CGVector(dx: current.dx + gravityDirection.dx * 1000, dy: current.dy + gravityDirection.dy * 1000)
        }
    }
}
