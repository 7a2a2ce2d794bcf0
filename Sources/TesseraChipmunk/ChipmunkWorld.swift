import CChipmunk
import Foundation
@_spi(Host) import Tessera

/// A Chipmunk2D space in UIKit Dynamics' units (points, seconds, UIKit masses): bodies with
/// one convex shape each, boundaries as segments of the static body, joints as constraints.
///
/// Boundaries are fully elastic and rough (elasticity and friction 1): Chipmunk multiplies the
/// two shapes' values, so what a body bounces and slides with is its own, as UIKit's items do.
@MainActor final class ChipmunkWorld: PhysicsWorld {
    private let owner = SpaceOwner()
    private var bodies: [ChipmunkBody] = []
    private var boundaries: [(identifier: String?, shape: OpaquePointer)] = []
    private var joints: [ChipmunkJoint] = []
    /// Chipmunk steps of at most this long.
    static let substep: TimeInterval = 1.0 / 240.0

    var gravity: CGVector {
        get { let g = cpSpaceGetGravity(owner.space); return CGVector(dx: g.x, dy: g.y) }
        set {
            cpSpaceSetGravity(owner.space, cpv(newValue.dx, newValue.dy))
            for body in bodies { body.wake() }   // sleeping bodies feel the new pull
        }
    }

    func addBody(shape: PhysicsShape, mass: CGFloat, position: CGPoint, angle: CGFloat, tag: Int) -> PhysicsBody {
        let body = ChipmunkBody(owner: owner, shape: shape, mass: mass, position: position, angle: angle, tag: tag)
        bodies.append(body)
        return body
    }

    func removeBody(_ body: PhysicsBody) {
        guard let body = body as? ChipmunkBody, bodies.contains(where: { $0 === body }) else { return }
        // Joints holding it go first (Chipmunk keeps pointers to both ends).
        for joint in joints where joint.constraints.contains(where: { cpConstraintGetBodyA($0) == body.body || cpConstraintGetBodyB($0) == body.body }) {
            removeJoint(joint)
        }
        bodies.removeAll { $0 === body }
        body.remove()
    }

    func addBoundary(from start: CGPoint, to end: CGPoint, identifier: String?) {
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        let shape = cpSegmentShapeNew(cpSpaceGetStaticBody(owner.space), cpv(start.x, start.y), cpv(end.x, end.y), 0)!
        cpShapeSetElasticity(shape, 1)
        cpShapeSetFriction(shape, 1)
        cpShapeSetFilter(shape, cpShapeFilterNew(0, UInt32(PhysicsCollisionMask.boundaries.rawValue), .max))
        cpSpaceAddShape(owner.space, shape)
        owner.shapes.insert(shape)
        owner.shapeTags[shape] = (nil, identifier)
        boundaries.append((identifier, shape))
    }

    func removeBoundaries(identifier: String?) {
        for entry in boundaries where entry.identifier == identifier {
            cpSpaceRemoveShape(owner.space, entry.shape)
            owner.shapes.remove(entry.shape)
            owner.shapeTags[entry.shape] = nil
            cpShapeFree(entry.shape)
        }
        boundaries.removeAll { $0.identifier == identifier }
    }

    func addJoint(_ kind: PhysicsJointKind, _ a: PhysicsBody, anchorA: CGPoint, _ b: PhysicsBody?, anchorB: CGPoint,
                  length: CGFloat) -> PhysicsJoint {
        let bodyA = (a as! ChipmunkBody).body
        let other = (b as? ChipmunkBody)?.body ?? cpSpaceGetStaticBody(owner.space)!
        let pa = cpv(anchorA.x, anchorA.y), pb = cpv(anchorB.x, anchorB.y)
        let constraints: [OpaquePointer]
        switch kind {
        case let .spring(frequency, damping):
            // k = m (2πf)², c = 2ζ m (2πf), m the reduced mass of the two ends.
            let m = b.map { Double(a.mass * $0.mass / (a.mass + $0.mass)) } ?? Double(a.mass)
            let omega = 2 * Double.pi * Double(frequency)
            constraints = [cpDampedSpringNew(bodyA, other, pa, pb, Double(length), m * omega * omega, 2 * Double(damping) * m * omega)]
        case .rod:
            let rod = cpPinJointNew(bodyA, other, pa, pb)!
            cpPinJointSetDist(rod, Double(length))
            constraints = [rod]
        case let .limit(minimum, maximum):
            constraints = [cpSlideJointNew(bodyA, other, pa, pb, Double(minimum), Double(maximum))]
        case .pin:
            constraints = [cpPivotJointNew2(bodyA, other, pa, pb)]
        case .fixed:
            constraints = [cpPivotJointNew2(bodyA, other, pa, pb),
                           cpGearJointNew(bodyA, other, cpBodyGetAngle(other) - cpBodyGetAngle(bodyA), 1)]
        case let .slide(axis):
            // The other end's anchor runs in a long groove along the axis through A's anchor.
            let unit = cpvnormalize(cpv(axis.dx, axis.dy))
            let reach = 100_000.0
            constraints = [cpGrooveJointNew(bodyA, other, cpvsub(pa, cpvmult(unit, reach)), cpvadd(pa, cpvmult(unit, reach)),
                                            b == nil ? cpBodyWorldToLocal(other, pb) : pb),
                           cpGearJointNew(bodyA, other, cpBodyGetAngle(other) - cpBodyGetAngle(bodyA), 1)]
        case let .friction(force, torque):
            let slide = cpPivotJointNew2(other, bodyA, cpvzero, cpvzero)!
            cpConstraintSetMaxBias(slide, 0)
            cpConstraintSetMaxForce(slide, Double(max(force, 0)))
            let turn = cpGearJointNew(other, bodyA, 0, 1)!
            cpConstraintSetMaxBias(turn, 0)
            cpConstraintSetMaxForce(turn, Double(max(torque, 0)))
            constraints = [slide, turn]
        }
        let joint = ChipmunkJoint(kind: kind, constraints: constraints.compactMap { $0 }, owner: owner, bodyA: bodyA)
        joints.append(joint)
        return joint
    }

    func removeJoint(_ joint: PhysicsJoint) {
        guard let joint = joint as? ChipmunkJoint, joints.contains(where: { $0 === joint }) else { return }
        joints.removeAll { $0 === joint }
        joint.remove()
    }

    func step(by dt: TimeInterval) {
        guard dt.isFinite, dt > 0 else { return }
        var remaining = dt
        while remaining > 1e-9 {
            let h = min(Self.substep, remaining)
            cpSpaceStep(owner.space, h)
            remaining -= h
        }
    }

    func takeContacts() -> [PhysicsContact] {
        let records = owner.contacts
        owner.contacts.removeAll()
        return records.map {
            PhysicsContact(phase: $0.began ? .began : .ended, bodyA: $0.tag, bodyB: $0.otherTag, boundary: $0.boundary, point: $0.point)
        }
    }

    func isAtRest(below speed: CGFloat) -> Bool {
        bodies.allSatisfy { body in
            body.isAnchored || (hypot(body.velocity.dx, body.velocity.dy) < speed && abs(body.angularVelocity) < 0.05)
        }
    }
}
