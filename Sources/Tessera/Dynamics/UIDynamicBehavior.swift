import Foundation

/// A rule of motion the dynamic animator applies: forces, springs, collisions. Compose
/// behaviors with child behaviors; `action` runs after every frame of the simulation.
@preconcurrency @MainActor open class UIDynamicBehavior: NSObject {
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Runs after each frame of the simulation.
    open var action: (() -> Void)?
    public internal(set) weak var dynamicAnimator: UIDynamicAnimator? {
        didSet { for child in childBehaviors { child.dynamicAnimator = dynamicAnimator } }
    }

    public override init() { super.init() }

    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        childBehaviors.append(behavior)
        behavior.dynamicAnimator = dynamicAnimator
        dynamicAnimator?.wake()
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        childBehaviors.removeAll { $0 === behavior }
        behavior.detach()
        behavior.dynamicAnimator = nil
    }

    /// Called when the behavior is added to an animator (not by you).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// The items this behavior moves (children's included).
    var allItems: [UIDynamicItem] { ownItems + childBehaviors.flatMap(\.allItems) }
    var ownItems: [UIDynamicItem] { [] }
    /// This behavior and its children, depth first.
    var tree: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.tree) }

    // MARK: What the animator asks of a behavior (each behavior overrides what it does)

    /// Once a frame, before stepping: bring the world up to date (properties, joints, boundaries).
    func prepare(_ simulation: DynamicsSimulation, reference: CGRect) {}
    /// Before each step of the engine: apply this step's forces.
    func applyForces(_ simulation: DynamicsSimulation, step: TimeInterval) {}
    /// After the frame: the contacts that began or ended.
    func handle(_ contacts: [PhysicsContact], in simulation: DynamicsSimulation) {}
    /// After each step of the engine: a behavior may hold its items to what it promises.
    func afterStep(_ simulation: DynamicsSimulation) {}
    /// The behavior left its animator: take what it put in the world out.
    func detach() {}
}
