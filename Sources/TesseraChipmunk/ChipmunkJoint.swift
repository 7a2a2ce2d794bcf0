import CChipmunk
import Foundation
@_spi(Host) import Tessera

/// One UIKit-style joint made of Chipmunk constraints (a fixed joint is a pivot and a gear).
@MainActor final class ChipmunkJoint: PhysicsJoint {
    let kind: PhysicsJointKind
    let constraints: [OpaquePointer]
    private let owner: SpaceOwner
    private let bodyA: OpaquePointer

    init(kind: PhysicsJointKind, constraints: [OpaquePointer], owner: SpaceOwner, bodyA: OpaquePointer) {
        self.kind = kind
        self.constraints = constraints
        self.owner = owner
        self.bodyA = bodyA
        for constraint in constraints {
            // Rigid joints correct their error at half per 1/60 s (see the space's bias).
            if case .spring = kind {} else if case .friction = kind {} else { cpConstraintSetErrorBias(constraint, pow(0.5, 60)) }
            cpSpaceAddConstraint(owner.space, constraint)
            owner.constraints.insert(constraint)
        }
    }

    private var main: OpaquePointer { constraints[0] }

    var worldAnchor: CGPoint {
        get {
            let p: cpVect
            switch kind {
            case .spring: p = cpDampedSpringGetAnchorB(main)
            case .rod: p = cpPinJointGetAnchorB(main)
            case .limit: p = cpSlideJointGetAnchorB(main)
            case .pin, .fixed, .friction: p = cpPivotJointGetAnchorB(main)
            case .slide: p = cpGrooveJointGetAnchorB(main)
            }
            return CGPoint(x: p.x, y: p.y)
        }
        set {
            let p = cpv(newValue.x, newValue.y)
            switch kind {
            case .spring: cpDampedSpringSetAnchorB(main, p)
            case .rod: cpPinJointSetAnchorB(main, p)
            case .limit: cpSlideJointSetAnchorB(main, p)
            case .pin, .fixed: cpPivotJointSetAnchorB(main, p)
            case .slide: cpGrooveJointSetAnchorB(main, p)
            case .friction: return   // it resists motion anywhere: no point to move
            }
            if cpBodyGetType(bodyA) == CP_BODY_TYPE_DYNAMIC { cpBodyActivate(bodyA) }
        }
    }

    var length: CGFloat {
        get {
            switch kind {
            case .spring: return CGFloat(cpDampedSpringGetRestLength(main))
            case .rod: return CGFloat(cpPinJointGetDist(main))
            case .limit: return CGFloat(cpSlideJointGetMax(main))
            default: return 0
            }
        }
        set {
            let length = Double(max(newValue, 0))
            switch kind {
            case .spring: cpDampedSpringSetRestLength(main, length)
            case .rod: cpPinJointSetDist(main, length)
            case .limit: cpSlideJointSetMax(main, length)
            default: break
            }
            if cpBodyGetType(bodyA) == CP_BODY_TYPE_DYNAMIC { cpBodyActivate(bodyA) }
        }
    }

    func remove() {
        for constraint in constraints {
            cpSpaceRemoveConstraint(owner.space, constraint)
            owner.constraints.remove(constraint)
            cpConstraintFree(constraint)
        }
    }
}
