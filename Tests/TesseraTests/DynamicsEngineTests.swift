import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Records a collision behavior's delegate calls.
@MainActor final class ContactLog: NSObject, UICollisionBehaviorDelegate {
    var calls: [String] = []
    var names: [ObjectIdentifier: String] = [:]
    func name(_ item: UIDynamicItem) -> String { names[ObjectIdentifier(item)] ?? "?" }
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint) {
        calls.append("began \(name(item1)) with \(name(item2))")
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem) {
        calls.append("ended \(name(item1)) with \(name(item2))")
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        calls.append("began \(name(item)) with boundary \(identifier.map { "\($0)" } ?? "nil") at y \(Int(p.y.rounded()))")
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?) {
        calls.append("ended \(name(item)) with boundary \(identifier.map { "\($0)" } ?? "nil")")
    }
}

/// Hears the animator pause and resume.
@MainActor final class AnimatorLog: NSObject, UIDynamicAnimatorDelegate {
    var calls: [String] = []
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { calls.append("resume") }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { calls.append("pause") }
}

/// UIKit Dynamics through the animator, on the installed engine.
@MainActor struct DynamicsEngineTests {
    func setUp() -> (HeadlessScreen, UIView) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        screen.window.addSubview(reference)
        return (screen, reference)
    }

    func box(_ frame: CGRect, in view: UIView) -> UIView {
        let box = UIView(frame: frame)
        view.addSubview(box)
        return box
    }

    @Test func gravityOfMagnitudeOneMovesAFreeItem500PointsInItsFirstSecond() {
        let (screen, reference) = setUp()
        let item = box(CGRect(x: 150, y: 0, width: 100, height: 100), in: reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        screen.advance(by: 1)
        #expect(abs(item.center.y - 50 - 500) <= 10, "fell \(item.center.y - 50)")
        #expect(abs(animator.elapsedTime - 1) < 0.02)
    }

    @Test func itemsDroppedOnEachOtherRestStackedWithoutOverlapAndThenTheAnimatorPauses() {
        let (screen, reference) = setUp()
        let lower = box(CGRect(x: 150, y: 300, width: 100, height: 100), in: reference)
        let upper = box(CGRect(x: 160, y: 100, width: 100, height: 100), in: reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        let log = AnimatorLog()
        animator.delegate = log
        let collision = UICollisionBehavior(items: [lower, upper])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [lower, upper]))
        animator.addBehavior(collision)
        screen.advance(by: 5)
        #expect(abs(lower.frame.maxY - 600) < 0.5)
        #expect(upper.center.y <= lower.center.y - 99, "upper at \(upper.center.y), lower at \(lower.center.y)")
        #expect(!animator.isRunning)
        #expect(log.calls == ["resume", "pause"])
    }

    @Test func elasticityOneBouncesAndZeroStops() {
        func highestAfterBounce(_ elasticity: CGFloat) -> CGFloat {
            let (screen, reference) = setUp()
            let ball = box(CGRect(x: 180, y: 300, width: 40, height: 40), in: reference)
            let animator = UIDynamicAnimator(referenceView: reference)
            let properties = UIDynamicItemBehavior(items: [ball])
            properties.elasticity = elasticity
            let collision = UICollisionBehavior(items: [ball])
            collision.translatesReferenceBoundsIntoBoundary = true
            [UIGravityBehavior(items: [ball]), collision, properties].forEach(animator.addBehavior)
            var landed = false, highest = CGFloat.infinity
            for _ in 0..<120 {
                screen.advance(by: 1.0 / 60)
                if ball.frame.maxY > 590 { landed = true }
                if landed { highest = min(highest, ball.frame.minY) }
            }
            return highest
        }
        #expect(highestAfterBounce(1) < 330, "bounces back up near its start")
        #expect(highestAfterBounce(0) > 555, "stays on the floor")
    }

    @Test func theCollisionDelegateHearsContactsInOrder() {
        let (screen, reference) = setUp()
        let a = box(CGRect(x: 150, y: 300, width: 100, height: 100), in: reference)
        let b = box(CGRect(x: 150, y: 100, width: 100, height: 100), in: reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        let log = ContactLog()
        log.names = [ObjectIdentifier(a): "a", ObjectIdentifier(b): "b"]
        let collision = UICollisionBehavior(items: [a, b])
        collision.collisionDelegate = log
        collision.addBoundary(withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: 500), to: CGPoint(x: 400, y: 500))
        animator.addBehavior(UIGravityBehavior(items: [a, b]))
        animator.addBehavior(collision)
        screen.advance(by: 2)
        // a lands on the floor first, then b on a.
        #expect(log.calls.first == "began a with boundary floor at y 500")
        #expect(log.calls.dropFirst().first.map { $0 == "began b with a" || $0 == "began a with b" } == true)
        #expect(!log.calls.contains { $0.hasPrefix("ended") })
    }

    @Test func anItemLandingOnItsEdgeTurnsAndTheTransformSaysSo() {
        let (screen, reference) = setUp()
        let card = box(CGRect(x: 150, y: 100, width: 120, height: 40), in: reference)
        let ledge = box(CGRect(x: 0, y: 400, width: 200, height: 20), in: reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        let anchored = UIDynamicItemBehavior(items: [ledge])
        anchored.isAnchored = true
        let collision = UICollisionBehavior(items: [card, ledge])
        collision.translatesReferenceBoundsIntoBoundary = true
        [UIGravityBehavior(items: [card]), collision, anchored].forEach(animator.addBehavior)
        screen.advance(by: 1.5)
        let angle = atan2(card.transform.b, card.transform.a)
        #expect(abs(angle) > 0.3, "the card tipped over the ledge's end: \(angle) rad")
        #expect(ledge.center == CGPoint(x: 100, y: 410), "an anchored item does not move")
    }

    @Test func anInstantaneousPushGivesAHundredPointsPerSecondPerUnitOfMagnitude() {
        let (screen, reference) = setUp()
        let item = box(CGRect(x: 0, y: 0, width: 100, height: 100), in: reference)
        let heavy = box(CGRect(x: 0, y: 200, width: 200, height: 100), in: reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        let push = UIPushBehavior(items: [item, heavy], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        let properties = UIDynamicItemBehavior(items: [item, heavy])
        animator.addBehavior(push)
        animator.addBehavior(properties)
        screen.advance(by: 1.0 / 60)
        #expect(abs(properties.linearVelocity(for: item).x - 100) < 1)
        #expect(abs(properties.linearVelocity(for: heavy).x - 50) < 1, "twice the mass, half the speed")
        #expect(!push.active)
        screen.advance(by: 1)
        #expect(abs(item.center.x - 50 - 100) < 3)
    }

    @Test func aPushOffTheCentreSpinsTheItem() {
        let (screen, reference) = setUp()
        let item = box(CGRect(x: 150, y: 250, width: 100, height: 100), in: reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 1)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 50, vertical: 0), for: item)
        animator.addBehavior(push)
        screen.advance(by: 0.5)
        #expect(atan2(item.transform.b, item.transform.a) > 0.2)
    }

    @Test func aSnapSettlesTheItemAtThePointUpright() {
        let (screen, reference) = setUp()
        let item = box(CGRect(x: 0, y: 0, width: 80, height: 80), in: reference)
        item.transform = CGAffineTransform(rotationAngle: 0.5)
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(UISnapBehavior(item: item, snapTo: CGPoint(x: 200, y: 300)))
        screen.advance(by: 3)
        #expect(hypot(item.center.x - 200, item.center.y - 300) < 1)
        #expect(abs(atan2(item.transform.b, item.transform.a)) < 0.01)
    }

    @Test func anAttachmentOfFrequencyFOscillatesWithPeriodOneOverF() {
        let (screen, reference) = setUp()
        let item = box(CGRect(x: 250, y: 250, width: 50, height: 50), in: reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        let spring = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 175, y: 275))
        spring.length = 0
        spring.frequency = 1
        animator.addBehavior(spring)
        var crossings: [TimeInterval] = []
        var last = item.center.x
        for frame in 1...180 {
            screen.advance(by: 1.0 / 60)
            if last > 175, item.center.x <= 175 { crossings.append(Double(frame) / 60) }
            last = item.center.x
        }
        #expect(crossings.count >= 2)
        if crossings.count >= 2 { #expect(abs(crossings[1] - crossings[0] - 1) <= 0.05, "period \(crossings[1] - crossings[0])") }
    }
}

/// Items moved together as one body.
@MainActor struct DynamicItemGroupTests {
    @Test func aGroupFallsAndTurnsAsOneBody() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        screen.window.addSubview(reference)
        let left = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        let right = UIView(frame: CGRect(x: 250, y: 100, width: 50, height: 50))
        [left, right].forEach(reference.addSubview)
        let group = UIDynamicItemGroup(items: [left, right])
        #expect(group.center == CGPoint(x: 200, y: 125) && group.bounds.size == CGSize(width: 200, height: 50))
        let animator = UIDynamicAnimator(referenceView: reference)
        let push = UIPushBehavior(items: [group], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 1)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 100, vertical: 0), for: group)
        animator.addBehavior(UIGravityBehavior(items: [group]))
        animator.addBehavior(push)
        screen.advance(by: 0.3)
        // The members keep their distance (150 between centres) and turn together.
        #expect(abs(hypot(right.center.x - left.center.x, right.center.y - left.center.y) - 150) < 0.01)
        let angle = atan2(left.transform.b, left.transform.a)
        #expect(angle > 0.05 && abs(angle - atan2(right.transform.b, right.transform.a)) < 1e-9)
        #expect(left.center.y > 125, "they fell")
    }
}

/// UIKit's attachment kinds made with the class functions.
@MainActor struct AttachmentKindsTests {
    func setUp() -> (HeadlessScreen, UIView, UIView, UIView, UIDynamicAnimator) {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 600), scale: 1)
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
        screen.window.addSubview(reference)
        let a = UIView(frame: CGRect(x: 200, y: 200, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 300, y: 200, width: 50, height: 50))
        [a, b].forEach(reference.addSubview)
        return (screen, reference, a, b, UIDynamicAnimator(referenceView: reference))
    }

    func angle(_ view: UIView) -> CGFloat { atan2(view.transform.b, view.transform.a) }

    @Test func aFixedAttachmentKeepsDistanceAndAngle() {
        let (screen, _, a, b, animator) = setUp()
        animator.addBehavior(UIAttachmentBehavior.fixedAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 275, y: 225)))
        let push = UIPushBehavior(items: [a], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 2)
        animator.addBehavior(push)
        screen.advance(by: 0.5)
        #expect(abs(hypot(b.center.x - a.center.x, b.center.y - a.center.y) - 100) < 1)
        #expect(abs(angle(a) - angle(b)) < 0.02, "turned together: \\(angle(a)) and \\(angle(b))")
        #expect(abs(angle(a)) > 0.05, "the push off the pair's centre turned it")
    }

    @Test func aLimitAttachmentIsARope() {
        let (screen, _, a, b, animator) = setUp()
        animator.addBehavior(UIAttachmentBehavior.limitAttachment(with: a, offsetFromCenter: .zero, attachedTo: b, offsetFromCenter: .zero))
        let properties = UIDynamicItemBehavior(items: [b])
        animator.addBehavior(properties)
        properties.addLinearVelocity(CGPoint(x: -200, y: 0), for: b)
        screen.advance(by: 0.2)
        #expect(hypot(b.center.x - a.center.x, b.center.y - a.center.y) < 99, "slack: closer is allowed")
        properties.addLinearVelocity(CGPoint(x: 800, y: 0), for: b)
        screen.advance(by: 0.5)
        #expect(hypot(b.center.x - a.center.x, b.center.y - a.center.y) <= 101, "taut at 100")
    }

    @Test func aSlidingAttachmentKeepsToItsAxis() {
        let (screen, _, a, _, animator) = setUp()
        let slide = UIAttachmentBehavior.slidingAttachment(with: a, attachmentAnchor: CGPoint(x: 225, y: 225), axisOfTranslation: CGVector(dx: 1, dy: 0))
        animator.addBehavior(slide)
        animator.addBehavior(UIGravityBehavior(items: [a]))
        let properties = UIDynamicItemBehavior(items: [a])
        animator.addBehavior(properties)
        properties.addLinearVelocity(CGPoint(x: 100, y: 0), for: a)
        screen.advance(by: 0.5)
        #expect(abs(a.center.y - 225) < 1, "gravity cannot pull it off the horizontal axis")
        #expect(a.center.x > 250, "it slides along")
    }

    @Test func aPinAttachmentSharesItsPointAndAFrictionAttachmentStopsTheItem() {
        let (screen, _, a, b, animator) = setUp()
        animator.addBehavior(UIAttachmentBehavior.pinAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 275, y: 225)))
        animator.addBehavior(UIGravityBehavior(items: [b]))
        let anchored = UIDynamicItemBehavior(items: [a])
        anchored.isAnchored = true
        animator.addBehavior(anchored)
        // b swings on the pin: its centre stays 50 points from the pin as it goes down.
        var lowest: CGFloat = 0
        for _ in 0..<60 {
            screen.advance(by: 1.0 / 60)
            lowest = max(lowest, b.center.y)
            #expect(abs(hypot(b.center.x - 275, b.center.y - 225) - 50) < 1)
        }
        #expect(lowest > 270, "it swung down under the pin: \(lowest)")
        let (screen2, _, c, _, animator2) = setUp()
        let friction = UIAttachmentBehavior.frictionAttachment(with: c, attachmentAnchor: c.center)
        animator2.addBehavior(friction)
        let moving = UIDynamicItemBehavior(items: [c])
        animator2.addBehavior(moving)
        moving.addLinearVelocity(CGPoint(x: 300, y: 0), for: c)
        screen2.advance(by: 1)
        #expect(abs(moving.linearVelocity(for: c).x) < 1, "friction brought it to a stop")
        #expect(c.center.x > 225 && c.center.x < 300)
    }
}

/// The smaller parameters: gravity's angle, continuous pushes, turning, insets, ellipses.
@MainActor struct DynamicsParameterTests {
    func setUp() -> (HeadlessScreen, UIView, UIDynamicAnimator) {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 700), scale: 1)
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 700))
        screen.window.addSubview(reference)
        return (screen, reference, UIDynamicAnimator(referenceView: reference))
    }

    func add(_ frame: CGRect, to view: UIView) -> UIView {
        let item = UIView(frame: frame)
        view.addSubview(item)
        return item
    }

    @Test func gravityAngleAndContinuousPush() {
        let (screen, reference, animator) = setUp()
        let falling = add(CGRect(x: 500, y: 100, width: 20, height: 20), to: reference)
        let pushed = add(CGRect(x: 0, y: 300, width: 100, height: 100), to: reference)
        let gravity = UIGravityBehavior(items: [falling])
        gravity.setAngle(.pi, magnitude: 0.1)   // left, 100 points/s²
        let push = UIPushBehavior(items: [pushed], mode: .continuous)
        push.angle = 0
        push.magnitude = 1                      // 100 points/s² on a mass of 1
        animator.addBehavior(gravity)
        animator.addBehavior(push)
        screen.advance(by: 1)
        #expect(abs(510 - falling.center.x - 50) < 2 && abs(falling.center.y - 110) < 0.01)
        #expect(abs(pushed.center.x - 50 - 50) < 2)
    }

    @Test func angularVelocityTurnsAndAngularResistanceSlowsIt() {
        let (screen, reference, animator) = setUp()
        let spinner = add(CGRect(x: 200, y: 200, width: 100, height: 100), to: reference)
        let properties = UIDynamicItemBehavior(items: [spinner])
        properties.angularResistance = 1
        animator.addBehavior(properties)
        properties.addAngularVelocity(2, for: spinner)
        screen.advance(by: 1)
        #expect(abs(properties.angularVelocity(for: spinner) - 2 * exp(-1)) < 0.05)
        // ∫ 2e^(−t) dt over a second: 2(1 − e^(−1)) ≈ 1.26 radians.
        #expect(abs(atan2(spinner.transform.b, spinner.transform.a) - 2 * (1 - exp(-1))) < 0.05)
    }

    @Test func referenceBoundsWithInsetsStopItemsThere() {
        let (screen, reference, animator) = setUp()
        let item = add(CGRect(x: 250, y: 100, width: 50, height: 50), to: reference)
        let collision = UICollisionBehavior(items: [item])
        collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: 0, left: 0, bottom: 100, right: 0))
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        screen.advance(by: 2)
        #expect(abs(item.frame.maxY - 600) < 0.5)
    }

    /// On a slope steeper than nothing but gentler than the friction allows, a box stays and a
    /// ball (an ellipse) rolls down.
    @Test func anEllipseRollsDownASlopeWhereABoxStays() {
        final class Ball: UIView { override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse } }
        let (screen, reference, animator) = setUp()
        // Both sit on the slope the same way, turned to its angle; only their outlines differ.
        let slope = atan2(300.0, 600.0)
        let ball = Ball(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        reference.addSubview(ball)
        ball.center = CGPoint(x: 150 + 30.5 * sin(slope), y: 275 - 30.5 * cos(slope))
        ball.transform = CGAffineTransform(rotationAngle: slope)
        let box = add(CGRect(x: 0, y: 0, width: 60, height: 60), to: reference)
        box.center = CGPoint(x: 300 + 30.5 * sin(slope), y: 350 - 30.5 * cos(slope))
        box.transform = CGAffineTransform(rotationAngle: slope)
        let collision = UICollisionBehavior(items: [ball, box])
        collision.collisionMode = .boundaries
        collision.addBoundary(withIdentifier: "slope" as NSString, from: CGPoint(x: 0, y: 200), to: CGPoint(x: 600, y: 500))
        let rough = UIDynamicItemBehavior(items: [ball, box])
        rough.friction = 1
        [collision, rough, UIGravityBehavior(items: [ball, box])].forEach(animator.addBehavior)
        let ballStart = ball.center.x, boxStart = box.center.x
        screen.advance(by: 1)
        #expect(ball.center.x - ballStart > 100, "the ball rolled on: \(ball.center.x - ballStart)")
        #expect(abs(box.center.x - boxStart) < 5, "the box stays: \(box.center.x - boxStart)")
    }
}
