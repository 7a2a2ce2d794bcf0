import Foundation

/// An animator's world on the installed physics engine, and a body for each item its
/// behaviors move. Items appear in the world when a behavior first names them and leave it
/// when no behavior does.
@MainActor final class DynamicsSimulation {
    let world: PhysicsWorld
    private(set) var bodies: [ObjectIdentifier: (item: UIDynamicItem, body: PhysicsBody)] = [:]
    private var nextTag = 1
    private var tagToItem: [Int: ObjectIdentifier] = [:]
    /// Each item's charge, from its item behavior (for electric and magnetic fields).
    var charges: [ObjectIdentifier: CGFloat] = [:]
    /// What each item collides with, gathered from the collision behaviors each frame.
    var collisionMasks: [ObjectIdentifier: PhysicsCollisionMask] = [:]

    init(world: PhysicsWorld) { self.world = world }

    /// The item's body, made on first use at the item's centre and angle, with the mass of
    /// density 1 (an item behavior sets its own).
    func body(for item: UIDynamicItem) -> PhysicsBody {
        let key = ObjectIdentifier(item)
        if let known = bodies[key] { return known.body }
        let size = item.bounds.size
        let safe = CGSize(width: size.width.isFinite ? max(size.width, 1) : 1, height: size.height.isFinite ? max(size.height, 1) : 1)
        let shape: PhysicsShape
        switch item.collisionBoundsType {
        case .rectangle: shape = .rectangle(safe)
        case .ellipse: shape = .ellipse(safe)
        case .path:
            let points = item.collisionBoundingPath.flattened.first?.points.filter { $0.x.isFinite && $0.y.isFinite } ?? []
            if points.count >= 3 {
                shape = .polygon(points)
            } else {
                TesseraDiagnostics.reportOnce("UIDynamicItem: collisionBoundsType is .path but collisionBoundingPath has fewer than 3 points; the item collides as its rectangle")
                shape = .rectangle(safe)
            }
        }
        let center = item.center
        let position = center.x.isFinite && center.y.isFinite ? center : .zero
        let body = world.addBody(shape: shape, mass: safe.width * safe.height / 10_000, position: position,
                                 angle: Self.angle(of: item.transform), tag: nextTag)
        // Until a collision behavior names it, an item collides with nothing (UIKit's rule).
        body.collidesWith = []
        tagToItem[nextTag] = key
        nextTag += 1
        bodies[key] = (item, body)
        return body
    }

    func existingBody(for item: UIDynamicItem) -> PhysicsBody? { bodies[ObjectIdentifier(item)]?.body }

    func item(tag: Int) -> UIDynamicItem? { tagToItem[tag].flatMap { bodies[$0]?.item } }

    /// Gives each body what the collision behaviors asked this frame (nothing when none did).
    func applyCollisionMasks() {
        for (key, entry) in bodies {
            let mask = collisionMasks[key] ?? []
            if entry.body.collidesWith != mask { entry.body.collidesWith = mask }
        }
        collisionMasks.removeAll(keepingCapacity: true)
    }

    /// Drops the bodies of items no behavior names any more.
    func keepOnly(_ items: [UIDynamicItem]) {
        let live = Set(items.map(ObjectIdentifier.init))
        for (key, entry) in bodies where !live.contains(key) {
            world.removeBody(entry.body)
            tagToItem[entry.body.tag] = nil
            bodies[key] = nil
        }
    }

    /// The most substeps a frame takes for fast items; faster still, items are slowed to the
    /// speed that many substeps keep inside their boundaries.
    static let mostSubsteps = 2_000

    /// The longest step in which no item moves more than half its smallest side (at least
    /// 2 points), so it cannot pass through a boundary or another item between two steps.
    func safeStep(within frame: TimeInterval) -> TimeInterval {
        var fastest: CGFloat = 0
        var smallest = CGFloat.infinity
        for (_, entry) in bodies where !entry.body.isAnchored {
            let velocity = entry.body.velocity
            fastest = max(fastest, hypot(velocity.dx, velocity.dy))
            let size = entry.item.bounds.size
            smallest = min(smallest, max(2, min(abs(size.width), abs(size.height)) / 2))
        }
        guard fastest > 0, fastest.isFinite, smallest.isFinite else { return .infinity }
        let shortest = frame / Double(Self.mostSubsteps)
        let step = TimeInterval(smallest / fastest)
        guard step < shortest else { return step }
        slowDown(to: smallest / CGFloat(shortest))
        return shortest
    }

    /// Caps every item's speed at `limit` points per second, keeping its direction.
    private func slowDown(to limit: CGFloat) {
        for (_, entry) in bodies {
            let velocity = entry.body.velocity
            let speed = hypot(velocity.dx, velocity.dy)
            guard speed > limit, speed.isFinite else { continue }
            entry.body.velocity = CGVector(dx: velocity.dx / speed * limit, dy: velocity.dy / speed * limit)
        }
    }

    /// The rotation of a transform (UIKit Dynamics writes rotations only).
    static func angle(of transform: CGAffineTransform) -> CGFloat { atan2(transform.b, transform.a) }
}
