import CChipmunk
import Foundation

/// Owns a Chipmunk space and everything added to it, and frees them together; it also
/// collects the contacts Chipmunk reports from inside a step (C callbacks, same thread).
final class SpaceOwner: @unchecked Sendable {
    let space: OpaquePointer
    var bodies: Set<OpaquePointer> = []
    var shapes: Set<OpaquePointer> = []
    var constraints: Set<OpaquePointer> = []
    /// What each shape stands for: a body's tag, or a boundary's identifier.
    var shapeTags: [OpaquePointer: (tag: Int?, boundary: String?)] = [:]
    var contacts: [PhysicsContactRecord] = []
    /// The last point where two shapes touched, for the contact that ends.
    var lastPoints: [PairKey: CGPoint] = [:]

    struct PairKey: Hashable { let a: OpaquePointer, b: OpaquePointer }

    init() {
        space = SpaceOwner.makeQuietly()
        // Overlaps and joint errors are corrected at half per 1/60 s (Chipmunk's default is a
        // tenth), so items at rest sit on each other within a twentieth of a point.
        cpSpaceSetIterations(space, 20)
        cpSpaceSetCollisionSlop(space, 0.05)
        cpSpaceSetCollisionBias(space, pow(0.5, 60))
        let handler = cpSpaceAddDefaultCollisionHandler(space)!
        handler.pointee.userData = Unmanaged.passUnretained(self).toOpaque()
        handler.pointee.beginFunc = { arbiter, _, data in
            guard let arbiter, let data else { return cpBool(1) }
            Unmanaged<SpaceOwner>.fromOpaque(data).takeUnretainedValue().record(arbiter, began: true)
            return cpBool(1)
        }
        handler.pointee.separateFunc = { arbiter, _, data in
            guard let arbiter, let data else { return }
            Unmanaged<SpaceOwner>.fromOpaque(data).takeUnretainedValue().record(arbiter, began: false)
        }
    }

    /// The Debian build of Chipmunk has its debug checks on and prints a banner the first time
    /// a space is made; the banner goes to /dev/null instead of the app's standard output.
    nonisolated(unsafe) private static var bannerShown = false
    private static func makeQuietly() -> OpaquePointer {
        guard !bannerShown else { return cpSpaceNew() }
        bannerShown = true
        fflush(nil)
        let saved = dup(1), null = open("/dev/null", O_WRONLY)
        if null >= 0 { dup2(null, 1) }
        let space = cpSpaceNew()!
        fflush(nil)
        if saved >= 0 { dup2(saved, 1); close(saved) }
        if null >= 0 { close(null) }
        return space
    }

    private func record(_ arbiter: OpaquePointer, began: Bool) {
        var a: OpaquePointer?, b: OpaquePointer?
        cpArbiterGetShapes(arbiter, &a, &b)
        guard let a, let b, let first = shapeTags[a], let second = shapeTags[b] else { return }
        let key = PairKey(a: a, b: b)
        var point = lastPoints[key] ?? .zero
        if cpArbiterGetCount(arbiter) > 0 {
            let p = cpArbiterGetPointA(arbiter, 0)
            point = CGPoint(x: p.x, y: p.y)
        }
        if began { lastPoints[key] = point } else { lastPoints[key] = nil }
        // A body first; the other is a body or a boundary.
        let (body, other) = first.tag != nil ? (first, second) : (second, first)
        guard let tag = body.tag else { return }
        contacts.append(PhysicsContactRecord(began: began, tag: tag, otherTag: other.tag, boundary: other.boundary, point: point))
    }

    deinit {
        for constraint in constraints { cpSpaceRemoveConstraint(space, constraint); cpConstraintFree(constraint) }
        for shape in shapes { cpSpaceRemoveShape(space, shape); cpShapeFree(shape) }
        for body in bodies { cpSpaceRemoveBody(space, body); cpBodyFree(body) }
        cpSpaceFree(space)
    }
}

struct PhysicsContactRecord {
    let began: Bool
    let tag: Int
    let otherTag: Int?
    let boundary: String?
    let point: CGPoint
}
