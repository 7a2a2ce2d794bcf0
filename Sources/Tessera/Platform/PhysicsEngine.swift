import Foundation

/// A rigid-body simulation from the field (Chipmunk2D in Tessera's hosts) that UIKit Dynamics
/// runs on: bodies with shapes that collide and turn, boundaries, springs and joints.
///
/// Units are UIKit's: points, seconds, radians, and mass as UIKit Dynamics counts it — a
/// 100 × 100 point item of density 1 weighs 1 (mass = density × area / 10,000 points²), so a
/// force of 1 moves it at 1 point/s². Hosts install an engine at start-up
/// (``Platform/physicsEngine``); the animator makes one world each.
@_spi(Host) @preconcurrency @MainActor public protocol PhysicsEngine: AnyObject {
    func makeWorld() -> PhysicsWorld
}

/// The outline a body collides with, in its own coordinates (centred on its position).
@_spi(Host) public enum PhysicsShape: Sendable, Equatable {
    case rectangle(CGSize)
    case ellipse(CGSize)
    /// A convex polygon (a concave one collides as its convex hull).
    case polygon([CGPoint])
}

/// What a body collides with.
@_spi(Host) public struct PhysicsCollisionMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let items = PhysicsCollisionMask(rawValue: 1)
    public static let boundaries = PhysicsCollisionMask(rawValue: 2)
}

/// Two things started or stopped touching: two bodies, or a body and a boundary.
@_spi(Host) public struct PhysicsContact: Sendable, Equatable {
    public enum Phase: Sendable, Equatable { case began, ended }
    public let phase: Phase
    public let bodyA: Int
    /// The other body's tag, or nil when it is a boundary.
    public let bodyB: Int?
    /// The boundary's identifier when it is one (nil for the reference bounds' edges' own).
    public let boundary: String?
    /// Where they touch, in world coordinates (at the start; the last known when ending).
    public let point: CGPoint

    public init(phase: Phase, bodyA: Int, bodyB: Int?, boundary: String?, point: CGPoint) {
        self.phase = phase; self.bodyA = bodyA; self.bodyB = bodyB; self.boundary = boundary; self.point = point
    }
}

/// One moving (or anchored) body.
@_spi(Host) @preconcurrency @MainActor public protocol PhysicsBody: AnyObject {
    /// The app's number for the body, reported in contacts.
    var tag: Int { get }
    var position: CGPoint { get set }
    var angle: CGFloat { get set }
    var velocity: CGVector { get set }
    var angularVelocity: CGFloat { get set }
    var mass: CGFloat { get set }
    /// 0 stops dead at a collision, 1 bounces back at full speed.
    var elasticity: CGFloat { get set }
    var friction: CGFloat { get set }
    /// Linear and angular resistance: velocities decay as e^(-resistance · t).
    var resistance: CGFloat { get set }
    var angularResistance: CGFloat { get set }
    var allowsRotation: Bool { get set }
    /// Anchored bodies do not move but others collide with them.
    var isAnchored: Bool { get set }
    var collidesWith: PhysicsCollisionMask { get set }
    /// A force (mass · points/s²) applied for the next step, at a point in world coordinates.
    func applyForce(_ force: CGVector, at point: CGPoint)
    /// An impulse (mass · points/s) applied now, at a point in world coordinates.
    func applyImpulse(_ impulse: CGVector, at point: CGPoint)
}

/// A constraint between two bodies, or a body and a fixed point.
@_spi(Host) @preconcurrency @MainActor public protocol PhysicsJoint: AnyObject {
    /// The anchor in the world when the joint holds a body to a point (moves it).
    var worldAnchor: CGPoint { get set }
    /// The rest length of springs, rods and ropes.
    var length: CGFloat { get set }
}

/// What a joint does.
@_spi(Host) public enum PhysicsJointKind: Sendable, Equatable {
    /// A spring oscillating at `frequency` hertz with damping ratio `damping` (0: none, 1: critical).
    case spring(frequency: CGFloat, damping: CGFloat)
    /// A rigid rod: the distance stays `length`.
    case rod
    /// A rope: the distance stays between `minimum` and `maximum`.
    case limit(minimum: CGFloat, maximum: CGFloat)
    /// The two anchors stay together (the bodies turn about it).
    case pin
    /// The bodies keep their relative position and angle.
    case fixed
    /// The second anchor slides along the line through the first in `axis` (unit vector).
    case slide(axis: CGVector)
    /// Friction that resists sliding and turning: the largest force and torque it applies.
    case friction(force: CGFloat, torque: CGFloat)
}

/// A simulation world: bodies, boundaries, joints, gravity, and contacts as they happen.
@_spi(Host) @preconcurrency @MainActor public protocol PhysicsWorld: AnyObject {
    /// Points per second² applied to every body that is not anchored.
    var gravity: CGVector { get set }
    func addBody(shape: PhysicsShape, mass: CGFloat, position: CGPoint, angle: CGFloat, tag: Int) -> PhysicsBody
    func removeBody(_ body: PhysicsBody)
    /// A fixed segment bodies collide with (an identifier of nil: the reference bounds').
    func addBoundary(from start: CGPoint, to end: CGPoint, identifier: String?)
    func removeBoundaries(identifier: String?)
    /// A joint from `anchorA` (in A's coordinates) to `anchorB` (in B's, or the world's when B
    /// is nil).
    func addJoint(_ kind: PhysicsJointKind, _ a: PhysicsBody, anchorA: CGPoint, _ b: PhysicsBody?, anchorB: CGPoint,
                  length: CGFloat) -> PhysicsJoint
    func removeJoint(_ joint: PhysicsJoint)
    /// Advances the simulation by `dt` seconds (in steps of at most 1/240 s).
    func step(by dt: TimeInterval)
    /// Contacts that began or ended in the steps since the last call, in order.
    func takeContacts() -> [PhysicsContact]
    /// Whether no body moves faster than `speed` points per second (nor turns noticeably).
    func isAtRest(below speed: CGFloat) -> Bool
}
