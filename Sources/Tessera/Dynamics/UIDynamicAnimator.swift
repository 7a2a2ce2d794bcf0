import Foundation

/// Hears when a dynamic animator starts and comes to rest.
@preconcurrency @MainActor public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// Runs UIKit Dynamics: each display frame it integrates the behaviors' forces (in steps of
/// 1/240 s), applies their constraints, and moves the items; for a collection view layout it
/// invalidates the layout so the items' attributes are placed again. It pauses when everything
/// has been still for a fifth of a second.
/// - Note: Collisions are with the boundary only (items pass through each other), and items do
///   not rotate.
@preconcurrency @MainActor open class UIDynamicAnimator: NSObject {
    public private(set) weak var referenceView: UIView?
    public private(set) weak var collectionViewLayout: UICollectionViewLayout?
    public private(set) var behaviors: [UIDynamicBehavior] = []
    open weak var delegate: UIDynamicAnimatorDelegate?
    /// Seconds simulated since the animator last started.
    public private(set) var elapsedTime: TimeInterval = 0
    var bodies: [ObjectIdentifier: DynamicBody] = [:]
    private var link: CADisplayLink?
    private var lastStep: TimeInterval?
    private var stillFor: TimeInterval = 0
    static let step: TimeInterval = 1.0 / 240.0

    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init()
    }

    /// Whether the simulation is running.
    open var isRunning: Bool { link != nil }

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.dynamicAnimator = self
        for child in behavior.childBehaviors { child.dynamicAnimator = self }
        behaviors.append(behavior)
        wake()
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        behaviors.removeAll { $0 === behavior }
        behavior.dynamicAnimator = nil
        let live = Set(allItems.map { ObjectIdentifier($0) })
        bodies = bodies.filter { live.contains($0.key) }
    }

    open func removeAllBehaviors() {
        for behavior in behaviors { behavior.dynamicAnimator = nil }
        behaviors.removeAll()
        bodies.removeAll()
        pause()
    }

    private var allItems: [UIDynamicItem] { behaviors.flatMap(\.allItems) }

    /// The items whose frames meet `rect`.
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        var seen = Set<ObjectIdentifier>()
        return allItems.filter { item in
            guard seen.insert(ObjectIdentifier(item)).inserted else { return false }
            let size = item.bounds.size
            let frame = CGRect(x: item.center.x - size.width / 2, y: item.center.y - size.height / 2, width: size.width, height: size.height)
            return frame.intersects(rect)
        }
    }

    /// Takes the item's current centre (moved by your code) into the simulation.
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        let key = ObjectIdentifier(item)
        if var body = bodies[key] {
            body.position = item.center
            bodies[key] = body
        }
        wake()
    }

    /// The attributes of the cell at `indexPath` among the items (layout animators).
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        allItems.compactMap { $0 as? UICollectionViewLayoutAttributes }
            .first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// Starts the frame callback if it is not running.
    func wake() {
        guard link == nil, !behaviors.isEmpty else { return }
        delegate?.dynamicAnimatorWillResume(self)
        stillFor = 0
        lastStep = nil
        let link = CADisplayLink { [weak self] link in self?.frame(at: link.timestamp) }
        self.link = link
        link.add(to: .main, forMode: .common)
    }

    private func pause() {
        link?.invalidate()
        link = nil
        delegate?.dynamicAnimatorDidPause(self)
    }

    private var referenceBounds: CGRect {
        if let view = referenceView { return view.bounds }
        if let layout = collectionViewLayout { return CGRect(origin: .zero, size: layout.collectionViewContentSize) }
        return .infinite
    }

    private func frame(at now: TimeInterval) {
        let dt = min(now - (lastStep ?? now - 1.0 / 60.0), 1.0 / 30.0)
        lastStep = now
        syncBodies()
        var remaining = dt
        while remaining > 1e-9 {
            let h = min(UIDynamicAnimator.step, remaining)
            integrate(h)
            remaining -= h
        }
        elapsedTime += dt
        var moving = false
        for item in allItems {
            guard let body = bodies[ObjectIdentifier(item)] else { continue }
            if hypot(body.velocity.dx, body.velocity.dy) > 0.5 { moving = true }
            item.center = body.position
        }
        for behavior in behaviors { behavior.runActions() }
        if let layout = collectionViewLayout {
            // The positions changed, not the layout's geometry: a plain context keeps it.
            let context = layout.makeInvalidationContext()
            if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
                flow.invalidateFlowLayoutAttributes = false
                flow.invalidateFlowLayoutDelegateMetrics = false
            }
            layout.invalidateLayout(with: context)
        }
        stillFor = moving ? 0 : stillFor + dt
        if stillFor >= 0.2 { pause() }
    }

    /// Creates bodies for new items and applies item behaviors' properties and velocities.
    private func syncBodies() {
        for item in allItems where bodies[ObjectIdentifier(item)] == nil {
            bodies[ObjectIdentifier(item)] = DynamicBody(position: item.center, size: item.bounds.size)
        }
        for case let properties as UIDynamicItemBehavior in behaviors.flatMap({ [$0] + $0.childBehaviors }) {
            for item in properties.items {
                let key = ObjectIdentifier(item)
                guard var body = bodies[key] else { continue }
                body.density = properties.density
                body.resistance = properties.resistance
                body.elasticity = properties.elasticity
                if let extra = properties.pendingVelocity.removeValue(forKey: key) {
                    body.velocity = CGVector(dx: body.velocity.dx + extra.dx, dy: body.velocity.dy + extra.dy)
                }
                bodies[key] = body
            }
        }
    }

    /// One semi-implicit Euler step: velocities from forces (and resistance), then positions,
    /// then constraints.
    private func integrate(_ h: TimeInterval) {
        var forces: [ObjectIdentifier: CGVector] = [:]
        for behavior in behaviors { behavior.applyForces(&forces, bodies: bodies) }
        let dt = CGFloat(h)
        for (key, var body) in bodies {
            let a = forces[key] ?? .zero
            body.velocity.dx += (a.dx - body.resistance * body.velocity.dx) * dt
            body.velocity.dy += (a.dy - body.resistance * body.velocity.dy) * dt
            body.position.x += body.velocity.dx * dt
            body.position.y += body.velocity.dy * dt
            bodies[key] = body
        }
        let reference = referenceBounds
        for behavior in behaviors { behavior.applyConstraints(&bodies, reference: reference) }
    }
}
