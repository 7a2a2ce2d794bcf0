import Foundation

/// A rule of motion the dynamic animator applies: forces, springs, boundaries. Compose behaviors
/// with child behaviors; `action` runs after every simulation step.
@preconcurrency @MainActor open class UIDynamicBehavior: NSObject {
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Runs after each step of the simulation.
    open var action: (() -> Void)?
    public internal(set) weak var dynamicAnimator: UIDynamicAnimator?

    public override init() { super.init() }

    open func addChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.append(behavior) }
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.removeAll { $0 === behavior } }

    /// The items this behavior moves (children's included).
    var allItems: [UIDynamicItem] { ownItems + childBehaviors.flatMap(\.allItems) }
    var ownItems: [UIDynamicItem] { [] }

    /// Adds this behavior's forces (points per second², per unit density) to `forces`.
    func applyForces(_ forces: inout [ObjectIdentifier: CGVector], bodies: [ObjectIdentifier: DynamicBody]) {
        for child in childBehaviors { child.applyForces(&forces, bodies: bodies) }
    }

    /// Corrects positions and velocities after integration (boundaries, rigid links).
    func applyConstraints(_ bodies: inout [ObjectIdentifier: DynamicBody], reference: CGRect) {
        for child in childBehaviors { child.applyConstraints(&bodies, reference: reference) }
    }

    func runActions() {
        action?()
        for child in childBehaviors { child.runActions() }
    }
}

/// One item's state in the simulation.
struct DynamicBody {
    var position: CGPoint
    var velocity: CGVector = .zero
    var size: CGSize
    var density: CGFloat = 1
    var resistance: CGFloat = 0
    var elasticity: CGFloat = 0
    var mass: CGFloat { max(size.width * size.height, 1) / 10_000 * density }
}
