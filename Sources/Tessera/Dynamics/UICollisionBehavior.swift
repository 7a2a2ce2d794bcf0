import Foundation

/// Hears when items touch each other or a boundary, and when they part.
@preconcurrency @MainActor public protocol UICollisionBehaviorDelegate: NSObjectProtocol {
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem)
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?)
}

extension UICollisionBehaviorDelegate {
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                                  withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?) {}
}

/// Makes items collide with each other and with boundaries: the reference view's (or
/// layout's) bounds when `translatesReferenceBoundsIntoBoundary`, and segments you add.
///
/// Contacts reach `collisionDelegate` in the order the engine found them, after the frame's
/// steps; the reference bounds' edges have the identifier nil, as in UIKit.
/// - Note: a boundary stops every item that collides with boundaries, not only this
///   behavior's.
@preconcurrency @MainActor open class UICollisionBehavior: UIDynamicBehavior {
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1)
        public static let boundaries = Mode(rawValue: 2)
        public static let everything: Mode = [.items, .boundaries]
    }

    public private(set) var items: [UIDynamicItem]
    open var collisionMode = Mode.everything
    open var translatesReferenceBoundsIntoBoundary = false
    open weak var collisionDelegate: UICollisionBehaviorDelegate?
    private var referenceInsets = UIEdgeInsets.zero
    /// Boundaries by their key in the world, with the identifier the app gave.
    private var boundaries: [String: (identifier: NSCopying, segments: [(CGPoint, CGPoint)])] = [:]
    /// What is in the world now: the reference rectangle's edges and the added segments.
    private var builtReference: CGRect?
    private var builtKeys: Set<String> = []
    private lazy var prefix = "collision-\(ObjectIdentifier(self).hashValue)/"

    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    open func addItem(_ item: UIDynamicItem) { items.append(item); dynamicAnimator?.wake() }
    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

    /// Makes the reference bounds, inset by `insets`, a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        translatesReferenceBoundsIntoBoundary = true
        referenceInsets = insets
    }

    open var boundaryIdentifiers: [NSCopying]? {
        boundaries.isEmpty ? nil : boundaries.values.map(\.identifier)
    }

    /// A segment items collide with.
    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        guard p1.x.isFinite, p1.y.isFinite, p2.x.isFinite, p2.y.isFinite else {
            return TesseraDiagnostics.report("UICollisionBehavior.addBoundary: from \(p1) to \(p2) is not a finite segment; ignored")
        }
        boundaries[prefix + Self.key(identifier)] = (identifier, [(p1, p2)])
        dynamicAnimator?.wake()
    }

    /// The path's lines as a boundary (a closed subpath's last point joins its first).
    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
        var segments: [(CGPoint, CGPoint)] = []
        for subpath in bezierPath.flattened {
            let points = subpath.points.filter { $0.x.isFinite && $0.y.isFinite }
            for i in points.indices.dropLast() { segments.append((points[i], points[i + 1])) }
            if subpath.closed, let first = points.first, let last = points.last, first != last { segments.append((last, first)) }
        }
        boundaries[prefix + Self.key(identifier)] = (identifier, segments)
        dynamicAnimator?.wake()
    }

    /// The path the boundary with `identifier` follows.
    open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
        guard let segments = boundaries[prefix + Self.key(identifier)]?.segments else { return nil }
        let path = UIBezierPath()
        for (from, to) in segments {
            if path.isEmpty || path.currentPoint != from { path.move(to: from) }
            path.addLine(to: to)
        }
        return path
    }

    open func removeBoundary(withIdentifier identifier: NSCopying) {
        boundaries[prefix + Self.key(identifier)] = nil
    }

    open func removeAllBoundaries() { boundaries.removeAll() }

    override var ownItems: [UIDynamicItem] { items }

    private static func key(_ identifier: NSCopying) -> String {
        if let text = identifier as? NSString { return text as String }
        return String(describing: identifier)
    }

    override func prepare(_ simulation: DynamicsSimulation, reference: CGRect) {
        var mask: PhysicsCollisionMask = []
        if collisionMode.contains(.items) { mask.insert(.items) }
        if collisionMode.contains(.boundaries) { mask.insert(.boundaries) }
        for item in items {
            _ = simulation.body(for: item)
            simulation.collisionMasks[ObjectIdentifier(item), default: []].formUnion(mask)
        }
        buildBoundaries(in: simulation.world, reference: reference)
    }

    private func buildBoundaries(in world: PhysicsWorld, reference: CGRect) {
        let wanted = translatesReferenceBoundsIntoBoundary && reference.width.isFinite && reference.height.isFinite
            ? reference.inset(by: referenceInsets) : nil
        if wanted != builtReference {
            world.removeBoundaries(identifier: prefix)
            if let r = wanted {
                let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
                for i in 0..<4 { world.addBoundary(from: corners[i], to: corners[(i + 1) % 4], identifier: prefix) }
            }
            builtReference = wanted
        }
        let keys = Set(boundaries.keys)
        guard keys != builtKeys else { return }
        for key in builtKeys { world.removeBoundaries(identifier: key) }
        for (key, boundary) in boundaries {
            for (from, to) in boundary.segments { world.addBoundary(from: from, to: to, identifier: key) }
        }
        builtKeys = keys
    }

    /// Items that collide with the reference bounds stay inside them, whatever the engine's
    /// step did: an item whose centre got past an edge (pushed harder than any step can follow,
    /// or with no size to collide with) is put back at the edge and stops moving outwards. One
    /// wider than the bounds sits centred. Items resting against an edge are the engine's.
    override func afterStep(_ simulation: DynamicsSimulation) {
        guard let bounds = builtReference, collisionMode.contains(.boundaries) else { return }
        for item in items {
            guard let body = simulation.existingBody(for: item), !bounds.contains(body.position) || bounds.isEmpty else { continue }
            let half = CGSize(width: max(0, item.bounds.width) / 2, height: max(0, item.bounds.height) / 2)
            let x = Self.held(body.position.x, bounds.minX + half.width, bounds.maxX - half.width)
            let y = Self.held(body.position.y, bounds.minY + half.height, bounds.maxY - half.height)
            guard x != body.position.x || y != body.position.y else { continue }
            var velocity = body.velocity
            if x != body.position.x, (x - body.position.x) * velocity.dx < 0 { velocity.dx = 0 }
            if y != body.position.y, (y - body.position.y) * velocity.dy < 0 { velocity.dy = 0 }
            body.position = CGPoint(x: x, y: y)
            body.velocity = velocity
        }
    }

    /// `value` within `low…high`, or their middle when they cross (an item wider than the bounds).
    private static func held(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        guard low <= high else { return (low + high) / 2 }
        return min(max(value, low), high)
    }

    override func detach() {
        guard let world = dynamicAnimator?.simulation?.world else { return }
        world.removeBoundaries(identifier: prefix)
        for key in builtKeys { world.removeBoundaries(identifier: key) }
        builtReference = nil
        builtKeys = []
    }

    override func handle(_ contacts: [PhysicsContact], in simulation: DynamicsSimulation) {
        guard let delegate = collisionDelegate else { return }
        let mine = Set(items.map(ObjectIdentifier.init))
        for contact in contacts {
            guard let item = simulation.item(tag: contact.bodyA), mine.contains(ObjectIdentifier(item)) else { continue }
            if let tag = contact.bodyB {
                guard let other = simulation.item(tag: tag), mine.contains(ObjectIdentifier(other)) else { continue }
                if contact.phase == .began {
                    delegate.collisionBehavior(self, beganContactFor: item, with: other, at: contact.point)
                } else {
                    delegate.collisionBehavior(self, endedContactFor: item, with: other)
                }
            } else if let key = contact.boundary, key.hasPrefix(prefix) {
                let identifier = key == prefix ? nil : boundaries[key]?.identifier
                if contact.phase == .began {
                    delegate.collisionBehavior(self, beganContactFor: item, withBoundaryIdentifier: identifier, at: contact.point)
                } else {
                    delegate.collisionBehavior(self, endedContactFor: item, withBoundaryIdentifier: identifier)
                }
            }
        }
    }
}
