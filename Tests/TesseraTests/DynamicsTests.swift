import Foundation
import Testing
@testable import Tessera
import TesseraTesting

@MainActor struct DynamicsTests {
    private func setUp() -> (HeadlessScreen, UIView, UIView) {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 600), scale: 1)
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        screen.window.addSubview(reference)
        let box = UIView(frame: CGRect(x: 100, y: 0, width: 40, height: 40))
        reference.addSubview(box)
        screen.runUntilIdle()
        return (screen, reference, box)
    }

    @Test func gravityAcceleratesAtAThousandPointsPerSecondSquared() {
        let (screen, reference, box) = setUp()
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(UIGravityBehavior(items: [box]))
        screen.advance(by: 0.5)
        // y = 20 + ½ · 1000 · 0.5² = 145 (semi-implicit Euler at 240 Hz is within a point).
        #expect(abs(box.center.y - 145) < 2, "centre at \(box.center.y)")
        #expect(animator.isRunning)
    }

    @Test func collisionsStopItemsAtTheBoundaryAndTheAnimatorRests() {
        let (screen, reference, box) = setUp()
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(UIGravityBehavior(items: [box]))
        let collision = UICollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        screen.advance(by: 3)
        #expect(abs(box.frame.maxY - 600) < 0.5)
        #expect(!animator.isRunning, "paused once still")
    }

    @Test func aSpringAttachmentSettlesAtItsAnchor() {
        let (screen, reference, box) = setUp()
        let animator = UIDynamicAnimator(referenceView: reference)
        let spring = UIAttachmentBehavior(item: box, attachedToAnchor: CGPoint(x: 120, y: 300))
        spring.length = 0
        spring.frequency = 2
        spring.damping = 0.3
        animator.addBehavior(spring)
        screen.advance(by: 0.25)
        let early = box.center.y
        #expect(early > 100, "pulled down towards the anchor")
        var overshoot = early
        for _ in 0..<60 { screen.advance(by: 1.0 / 60); overshoot = max(overshoot, box.center.y) }
        #expect(overshoot > 300, "an under-damped spring overshoots")
        screen.runUntilIdle()
        #expect(abs(box.center.y - 300) < 1 && abs(box.center.x - 120) < 1)
    }

    @Test func aRigidAttachmentKeepsItsLength() {
        let (screen, reference, box) = setUp()
        let animator = UIDynamicAnimator(referenceView: reference)
        let anchor = CGPoint(x: 120, y: 120)
        let rod = UIAttachmentBehavior(item: box, attachedToAnchor: anchor)
        #expect(abs(rod.length - 100) < 1e-9)
        let push = UIDynamicItemBehavior(items: [box])
        animator.addBehavior(rod)
        animator.addBehavior(push)
        animator.addBehavior(UIGravityBehavior(items: [box]))
        push.addLinearVelocity(CGPoint(x: 300, y: 0), for: box)
        for _ in 0..<30 {
            screen.advance(by: 1.0 / 60)
            #expect(abs(hypot(box.center.x - anchor.x, box.center.y - anchor.y) - 100) < 0.5)
        }
    }
}
