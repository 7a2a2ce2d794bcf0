import CChipmunk
import Foundation
@_spi(Host) import Tessera

/// Resistances read by the body's velocity function inside a step (a C callback).
final class BodyTuning: @unchecked Sendable {
    var linear: Double = 0
    var angular: Double = 0
}

/// A body and its one shape in a Chipmunk space.
@MainActor final class ChipmunkBody: PhysicsBody {
    let tag: Int
    let body: OpaquePointer
    let shape: OpaquePointer
    private let owner: SpaceOwner
    private let tuning = BodyTuning()
    private var moment: Double
    private var storedMass: CGFloat

    init(owner: SpaceOwner, shape outline: PhysicsShape, mass: CGFloat, position: CGPoint, angle: CGFloat, tag: Int) {
        self.owner = owner
        self.tag = tag
        storedMass = max(mass, 1e-6)
        let points = ChipmunkBody.vertices(of: outline)
        moment = ChipmunkBody.moment(of: outline, mass: Double(storedMass), points: points)
        let made = cpBodyNew(Double(storedMass), moment)!
        body = made
        // Chipmunk takes the convex hull of the points, in whichever order they come.
        shape = points.withUnsafeBufferPointer { cpPolyShapeNew(made, Int32($0.count), $0.baseAddress, cpTransformIdentity, 0) }
        cpBodySetPosition(body, cpv(position.x, position.y))
        cpBodySetAngle(body, Double(angle))
        cpBodySetUserData(body, Unmanaged.passUnretained(tuning).toOpaque())
        cpBodySetVelocityUpdateFunc(body) { body, gravity, _, dt in
            guard let body else { return }
            cpBodyUpdateVelocity(body, gravity, 1, dt)
            guard let data = cpBodyGetUserData(body) else { return }
            let tuning = Unmanaged<BodyTuning>.fromOpaque(data).takeUnretainedValue()
            if tuning.linear > 0 { cpBodySetVelocity(body, cpvmult(cpBodyGetVelocity(body), exp(-tuning.linear * dt))) }
            if tuning.angular > 0 { cpBodySetAngularVelocity(body, cpBodyGetAngularVelocity(body) * exp(-tuning.angular * dt)) }
        }
        cpShapeSetElasticity(shape, 0)
        cpShapeSetFriction(shape, 0.5)
        cpSpaceAddBody(owner.space, body)
        cpSpaceAddShape(owner.space, shape)
        owner.bodies.insert(body)
        owner.shapes.insert(shape)
        owner.shapeTags[shape] = (tag, nil)
        collidesWith = [.items, .boundaries]
    }

    /// The moment of inertia of a uniform body of that outline.
    static func moment(of shape: PhysicsShape, mass: Double, points: [cpVect]) -> Double {
        switch shape {
        case .rectangle(let size): return cpMomentForBox(mass, Double(max(size.width, 0.5)), Double(max(size.height, 0.5)))
        case .ellipse(let size):
            let a = Double(max(size.width, 0.5)) / 2, b = Double(max(size.height, 0.5)) / 2
            return mass * (a * a + b * b) / 4
        case .polygon: return abs(cpMomentForPoly(mass, Int32(points.count), points, cpvzero, 0))
        }
    }

    /// The outline as a convex polygon: rectangles as they are, ellipses with 24 sides.
    static func vertices(of shape: PhysicsShape) -> [cpVect] {
        switch shape {
        case .rectangle(let size):
            let w = max(size.width, 0.5) / 2, h = max(size.height, 0.5) / 2
            return [cpv(-w, -h), cpv(-w, h), cpv(w, h), cpv(w, -h)]
        case .ellipse(let size):
            let a = max(size.width, 0.5) / 2, b = max(size.height, 0.5) / 2
            return (0..<24).map { i in
                let t = Double(i) / 24 * 2 * .pi
                return cpv(a * cos(t), b * sin(t))
            }
        case .polygon(let points):
            let finite = points.filter { $0.x.isFinite && $0.y.isFinite }
            return finite.count >= 3 ? finite.map { cpv($0.x, $0.y) } : vertices(of: .rectangle(CGSize(width: 1, height: 1)))
        }
    }

    var position: CGPoint {
        get { let p = cpBodyGetPosition(body); return CGPoint(x: p.x, y: p.y) }
        set { cpBodySetPosition(body, cpv(newValue.x, newValue.y)); wake(); reindex() }
    }
    var angle: CGFloat {
        get { CGFloat(cpBodyGetAngle(body)) }
        set { cpBodySetAngle(body, Double(newValue)); wake(); reindex() }
    }
    var velocity: CGVector {
        get { let v = cpBodyGetVelocity(body); return CGVector(dx: v.x, dy: v.y) }
        set { guard !isAnchored else { return }; cpBodySetVelocity(body, cpv(newValue.dx, newValue.dy)); wake() }
    }
    var angularVelocity: CGFloat {
        get { CGFloat(cpBodyGetAngularVelocity(body)) }
        set { guard !isAnchored, allowsRotation else { return }; cpBodySetAngularVelocity(body, Double(newValue)); wake() }
    }
    var mass: CGFloat {
        get { storedMass }
        set {
            let old = storedMass
            storedMass = max(newValue, 1e-6)
            moment *= Double(storedMass / old)
            guard !isAnchored else { return }
            cpBodySetMass(body, Double(storedMass))
            if allowsRotation { cpBodySetMoment(body, moment) }
        }
    }
    var elasticity: CGFloat {
        get { CGFloat(cpShapeGetElasticity(shape)) }
        set { cpShapeSetElasticity(shape, Double(min(max(newValue, 0), 1))) }
    }
    var friction: CGFloat {
        get { CGFloat(cpShapeGetFriction(shape)) }
        set { cpShapeSetFriction(shape, Double(max(newValue, 0))) }
    }
    var resistance: CGFloat {
        get { CGFloat(tuning.linear) }
        set { tuning.linear = Double(max(newValue, 0)) }
    }
    var angularResistance: CGFloat {
        get { CGFloat(tuning.angular) }
        set { tuning.angular = Double(max(newValue, 0)) }
    }
    var allowsRotation = true {
        didSet {
            guard !isAnchored else { return }
            cpBodySetMoment(body, allowsRotation ? moment : .infinity)
            if !allowsRotation { cpBodySetAngularVelocity(body, 0) }
        }
    }
    var isAnchored = false {
        didSet {
            guard oldValue != isAnchored else { return }
            if isAnchored {
                cpBodySetType(body, CP_BODY_TYPE_KINEMATIC)
                cpBodySetVelocity(body, cpvzero)
                cpBodySetAngularVelocity(body, 0)
            } else {
                cpBodySetType(body, CP_BODY_TYPE_DYNAMIC)
                cpBodySetMass(body, Double(storedMass))
                cpBodySetMoment(body, allowsRotation ? moment : .infinity)
                wake()
            }
        }
    }
    var collidesWith: PhysicsCollisionMask = [.items, .boundaries] {
        didSet {
            // Items are in category 1 and boundaries in 2: two items collide when both masks
            // take items; an item meets a boundary when its mask takes boundaries.
            cpShapeSetFilter(shape, cpShapeFilterNew(0, UInt32(PhysicsCollisionMask.items.rawValue), UInt32(collidesWith.rawValue)))
        }
    }

    func applyForce(_ force: CGVector, at point: CGPoint) {
        guard !isAnchored else { return }
        cpBodyApplyForceAtWorldPoint(body, cpv(force.dx, force.dy), cpv(point.x, point.y))
        wake()
    }

    func applyImpulse(_ impulse: CGVector, at point: CGPoint) {
        guard !isAnchored else { return }
        cpBodyApplyImpulseAtWorldPoint(body, cpv(impulse.dx, impulse.dy), cpv(point.x, point.y))
        wake()
    }

    func wake() { if cpBodyGetType(body) == CP_BODY_TYPE_DYNAMIC { cpBodyActivate(body) } }
    private func reindex() { if cpBodyGetType(body) != CP_BODY_TYPE_DYNAMIC { cpSpaceReindexShapesForBody(owner.space, body) } }

    func remove() {
        cpSpaceRemoveShape(owner.space, shape)
        cpSpaceRemoveBody(owner.space, body)
        owner.shapes.remove(shape)
        owner.bodies.remove(body)
        owner.shapeTags[shape] = nil
        cpShapeFree(shape)
        cpBodyFree(body)
    }
}
