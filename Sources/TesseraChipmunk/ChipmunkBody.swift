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
            Limits.keep(body)
            guard let data = cpBodyGetUserData(body) else { return }
            let tuning = Unmanaged<BodyTuning>.fromOpaque(data).takeUnretainedValue()
            if tuning.linear > 0 { cpBodySetVelocity(body, cpvmult(cpBodyGetVelocity(body), exp(-tuning.linear * dt))) }
            if tuning.angular > 0 { cpBodySetAngularVelocity(body, cpBodyGetAngularVelocity(body) * exp(-tuning.angular * dt)) }
        }
        // Contacts and joints change velocities after the velocity update: bounded again
        // before the position moves (a spring of enormous stiffness gives NaN otherwise).
        cpBodySetPositionUpdateFunc(body) { body, dt in
            guard let body else { return }
            Limits.keep(body)
            cpBodyUpdatePosition(body, dt)
            Limits.keepPlace(body)
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
        set {
            guard let p = FiniteInput.bounded(CGVector(dx: newValue.x, dy: newValue.y), limit: Limits.position, "an item's position") else { return }
            cpBodySetPosition(body, cpv(p.dx, p.dy))
            wake()
            reindex()
        }
    }
    var angle: CGFloat {
        get { CGFloat(cpBodyGetAngle(body)) }
        set {
            guard let angle = FiniteInput.bounded(newValue, limit: Limits.angle, "an item's angle") else { return }
            cpBodySetAngle(body, Double(angle))
            wake()
            reindex()
        }
    }
    var velocity: CGVector {
        get { let v = cpBodyGetVelocity(body); return CGVector(dx: v.x, dy: v.y) }
        set {
            guard !isAnchored, let v = FiniteInput.bounded(newValue, limit: Limits.speed, "an item's velocity") else { return }
            cpBodySetVelocity(body, cpv(v.dx, v.dy))
            wake()
        }
    }
    var angularVelocity: CGFloat {
        get { CGFloat(cpBodyGetAngularVelocity(body)) }
        set {
            guard !isAnchored, allowsRotation, let w = FiniteInput.bounded(newValue, limit: Limits.spin, "an item's angular velocity") else { return }
            cpBodySetAngularVelocity(body, Double(w))
            wake()
        }
    }
    var mass: CGFloat {
        get { storedMass }
        set {
            guard let mass = FiniteInput.bounded(newValue, limit: Limits.mass, "an item's mass") else { return }
            let old = storedMass
            storedMass = max(mass, 1e-6)
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
        guard !isAnchored, let f = FiniteInput.bounded(force, limit: Limits.force * Double(storedMass), "a force on an item"),
              let at = FiniteInput.bounded(CGVector(dx: point.x, dy: point.y), limit: Limits.position, "where a force acts") else { return }
        cpBodyApplyForceAtWorldPoint(body, cpv(f.dx, f.dy), cpv(at.dx, at.dy))
        wake()
    }

    func applyImpulse(_ impulse: CGVector, at point: CGPoint) {
        guard !isAnchored, let j = FiniteInput.bounded(impulse, limit: Limits.speed * Double(storedMass), "an impulse on an item"),
              let at = FiniteInput.bounded(CGVector(dx: point.x, dy: point.y), limit: Limits.position, "where an impulse acts") else { return }
        cpBodyApplyImpulseAtWorldPoint(body, cpv(j.dx, j.dy), cpv(at.dx, at.dy))
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

/// What Chipmunk is given stays where double arithmetic cannot overflow inside a step: huge
/// but finite numbers from an app (an acceleration of 10^30) are bounded here, at the boundary
/// to the C library, and non-finite ones are reported and ignored (`FiniteInput`).
enum Limits {
    /// Points from the origin.
    static let position: CGFloat = 1e9
    static let angle: CGFloat = 1e6
    /// Points per second, and radians per second.
    static let speed: CGFloat = 1e7
    static let spin: CGFloat = 1e5
    /// Mass (UIKit's units: density × area / 10,000).
    static let mass: CGFloat = 1e12
    /// Points per second squared (a force is bounded to this times the item's mass).
    static let force: CGFloat = 1e9

    /// Keeps a body's position and angle within the limits (a position that overflowed goes
    /// back to the origin rather than poisoning the space).
    static func keepPlace(_ body: OpaquePointer) {
        let p = cpBodyGetPosition(body)
        if !p.x.isFinite || !p.y.isFinite { cpBodySetPosition(body, cpvzero) } else if abs(p.x) > Double(position) || abs(p.y) > Double(position) {
            cpBodySetPosition(body, cpv(min(max(p.x, -Double(position)), Double(position)), min(max(p.y, -Double(position)), Double(position))))
        }
        let a = cpBodyGetAngle(body)
        if !a.isFinite { cpBodySetAngle(body, 0) } else if abs(a) > Double(angle) { cpBodySetAngle(body, a.truncatingRemainder(dividingBy: 2 * .pi)) }
    }

    /// Keeps a body's velocity and spin within the limits after Chipmunk's velocity update
    /// (called inside a step, from C: no reporting here).
    static func keep(_ body: OpaquePointer) {
        let v = cpBodyGetVelocity(body)
        let length = (v.x * v.x + v.y * v.y).squareRoot()
        if !length.isFinite { cpBodySetVelocity(body, cpvzero) } else if length > Double(speed) { cpBodySetVelocity(body, cpvmult(v, Double(speed) / length)) }
        let w = cpBodyGetAngularVelocity(body)
        if !w.isFinite { cpBodySetAngularVelocity(body, 0) } else if abs(w) > Double(spin) { cpBodySetAngularVelocity(body, w < 0 ? -Double(spin) : Double(spin)) }
    }
}
