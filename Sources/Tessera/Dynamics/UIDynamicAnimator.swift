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

/// Runs UIKit Dynamics on the installed rigid-body engine (Chipmunk2D in Tessera's hosts):
/// each display frame its behaviors bring the world up to date and apply their forces, the
/// engine steps (1/240 s at a time: items collide with each other and the boundaries and turn),
/// and the items take their bodies' centres and rotations (`transform`); for a collection view
/// layout it invalidates the layout so the items' attributes are placed again. It pauses,
/// telling its delegate, when everything has been still for a fifth of a second, and resumes
/// when a behavior or item changes.
@preconcurrency @MainActor open class UIDynamicAnimator: NSObject {
    public private(set) weak var referenceView: UIView?
    /// Whether the animator moves views in a reference view (not a layout's items).
    private var madeForView = false
    public private(set) weak var collectionViewLayout: UICollectionViewLayout?
    public private(set) var behaviors: [UIDynamicBehavior] = []
    open weak var delegate: UIDynamicAnimatorDelegate?
    /// Seconds simulated since the animator last started.
    public private(set) var elapsedTime: TimeInterval = 0
    private var link: CADisplayLink?
    private var lastStep: TimeInterval?
    private var stillFor: TimeInterval = 0
    static let step: TimeInterval = 1.0 / 240.0
    /// The engine's world, made when a behavior first needs it.
    private(set) lazy var simulation: DynamicsSimulation? = {
        guard let engine = Platform.physicsEngine else {
            TesseraDiagnostics.reportOnce("UIDynamicAnimator: no physics engine is installed, so nothing moves (the hosts install Chipmunk2D: ChipmunkBackend.install())")
            return nil
        }
        return DynamicsSimulation(world: engine.makeWorld())
    }()

    public init(referenceView view: UIView) {
        referenceView = view
        madeForView = true
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
        behavior.willMove(to: self)
        behavior.dynamicAnimator = self
        behaviors.append(behavior)
        wake()
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.removeAll { $0 === behavior }
        for part in behavior.tree { part.detach() }
        behavior.willMove(to: nil)
        behavior.dynamicAnimator = nil
        simulation?.keepOnly(allItems)
        wake()
    }

    open func removeAllBehaviors() {
        for behavior in behaviors {
            for part in behavior.tree { part.detach() }
            behavior.dynamicAnimator = nil
        }
        behaviors.removeAll()
        simulation?.keepOnly([])
        pause()
    }

    var allItems: [UIDynamicItem] { behaviors.flatMap(\.allItems) }
    private var allBehaviors: [UIDynamicBehavior] { behaviors.flatMap(\.tree) }

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

    /// Takes the item's current centre and rotation (changed by your code) into the simulation.
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        if let body = simulation?.existingBody(for: item) {
            let center = item.center
            if center.x.isFinite, center.y.isFinite { body.position = center }
            body.angle = DynamicsSimulation.angle(of: item.transform)
        }
        wake()
    }

    /// The attributes of the cell at `indexPath` among the items (layout animators).
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(of: .cell) { $0.indexPath == indexPath }
    }

    /// The attributes of a supplementary view among the items (layout animators).
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(of: .supplementaryView) { $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    /// The attributes of a decoration view among the items (layout animators).
    open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(of: .decorationView) { $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    private func attributes(of category: UICollectionView.ElementCategory,
                            where matches: (UICollectionViewLayoutAttributes) -> Bool) -> UICollectionViewLayoutAttributes? {
        allItems.lazy.compactMap { $0 as? UICollectionViewLayoutAttributes }
            .first { $0.representedElementCategory == category && matches($0) }
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
        guard let link else { return }
        link.invalidate()
        self.link = nil
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// Pauses while the reference view is out of a window, and runs on when it is back.
    private func pauseUntilTheViewIsBack() {
        pause()
        guard let referenceView else { return }
        WindowArrivals.whenInWindow(referenceView) { [weak self] in self?.wake() }
    }

    /// Whether the animator was made for a view that has left its window or is gone: then
    /// nothing it moves can be seen, and it pauses until the view is in a window again.
    private var lostItsView: Bool {
        guard madeForView else { return false }
        return referenceView?.window == nil
    }

    /// The reference view's bounds, or the layout's content.
    var referenceBounds: CGRect {
        if let view = referenceView { return view.bounds }
        if let layout = collectionViewLayout { return CGRect(origin: .zero, size: layout.collectionViewContentSize) }
        return .infinite
    }

    private func frame(at now: TimeInterval) {
        guard let simulation else { return pause() }
        if lostItsView { return pauseUntilTheViewIsBack() }
        let dt = min(now - (lastStep ?? now - 1.0 / 60.0), 1.0 / 30.0)
        lastStep = now
        let parts = allBehaviors
        let reference = referenceBounds
        for behavior in parts { behavior.prepare(simulation, reference: reference) }
        simulation.applyCollisionMasks()
        var remaining = dt
        while remaining > 1e-9 {
            let h = min(UIDynamicAnimator.step, remaining)
            for behavior in parts { behavior.applyForces(simulation, step: h) }
            // A fast item takes shorter steps, so it meets a boundary instead of passing it.
            let safe = min(h, simulation.safeStep(within: dt))
            simulation.world.step(by: safe)
            for behavior in parts { behavior.afterStep(simulation) }
            remaining -= safe
        }
        elapsedTime += dt
        for (_, entry) in simulation.bodies { move(entry.item, to: entry.body) }
        let contacts = simulation.world.takeContacts()
        if !contacts.isEmpty { for behavior in parts { behavior.handle(contacts, in: simulation) } }
        for behavior in behaviors { behavior.runActions() }
        invalidateLayoutForMovedItems()
        stillFor = simulation.world.isAtRest(below: 0.5) ? stillFor + dt : 0
        if stillFor >= 0.2 { pause() }
    }

    /// The item takes its body's centre and, when it turns, its rotation.
    private func move(_ item: UIDynamicItem, to body: PhysicsBody) {
        item.center = body.position
        let angle = body.angle
        if abs(angle) > 1e-6 || abs(DynamicsSimulation.angle(of: item.transform)) > 1e-6 {
            item.transform = CGAffineTransform(rotationAngle: angle)
        }
    }

    private func invalidateLayoutForMovedItems() {
        guard let layout = collectionViewLayout else { return }
        // The positions changed, not the layout's geometry: a plain context keeps it.
        let context = layout.makeInvalidationContext()
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            flow.invalidateFlowLayoutAttributes = false
            flow.invalidateFlowLayoutDelegateMetrics = false
        }
        layout.invalidateLayout(with: context)
    }
}

extension UIDynamicBehavior {
    func runActions() {
        action?()
        for child in childBehaviors { child.runActions() }
    }
}
