import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Field behaviors: each field's documented acceleration, the region, charges.
@MainActor struct FieldBehaviorTests {
    func setUp(_ frames: [CGRect]) -> (HeadlessScreen, UIView, [UIView], UIDynamicAnimator) {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 600), scale: 1)
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
        screen.window.addSubview(reference)
        let items = frames.map { frame -> UIView in
            let item = UIView(frame: frame)
            reference.addSubview(item)
            return item
        }
        return (screen, reference, items, UIDynamicAnimator(referenceView: reference))
    }

    @Test func radialGravityPullsTowardThePositionOnlyInsideItsRegion() {
        let (screen, _, items, animator) = setUp([CGRect(x: 90, y: 290, width: 20, height: 20), CGRect(x: 490, y: 290, width: 20, height: 20)])
        let field = UIFieldBehavior.radialGravityField(position: CGPoint(x: 300, y: 300))
        field.region = UIRegion(radius: 250)
        field.strength = 0.5
        items.forEach(field.addItem)
        animator.addBehavior(field)
        screen.advance(by: 0.2)
        // 500 points/s² toward the centre for 0.2 s: about 10 points.
        #expect(abs(items[0].center.x - 100 - 10) < 1.5, "moved \(items[0].center.x - 100)")
        #expect(abs(items[0].center.y - 300) < 0.01)
        // 200 points away, inside the 250-point region too: pulled the other way.
        #expect(items[1].center.x < 500)
    }

    @Test func theRegionLeavesItemsOutsideAlone() {
        let (screen, _, items, animator) = setUp([CGRect(x: 540, y: 290, width: 20, height: 20)])
        let field = UIFieldBehavior.radialGravityField(position: CGPoint(x: 300, y: 300))
        field.region = UIRegion(radius: 100)
        field.addItem(items[0])
        animator.addBehavior(field)
        screen.advance(by: 0.5)
        #expect(items[0].center == CGPoint(x: 550, y: 300))
    }

    @Test func aSpringFieldOfStrengthOneHasAPeriodOfOneSecond() {
        let (screen, _, items, animator) = setUp([CGRect(x: 390, y: 290, width: 20, height: 20)])
        let field = UIFieldBehavior.springField()
        field.position = CGPoint(x: 300, y: 300)
        field.addItem(items[0])
        animator.addBehavior(field)
        var crossings: [Double] = []
        var last = items[0].center.x
        for frame in 1...150 {
            screen.advance(by: 1.0 / 60)
            if last > 300, items[0].center.x <= 300 { crossings.append(Double(frame) / 60) }
            last = items[0].center.x
        }
        #expect(crossings.count >= 2)
        if crossings.count >= 2 { #expect(abs(crossings[1] - crossings[0] - 1) < 0.05) }
    }

    @Test func dragSlowsAndVortexTurnsAndChargesAreRepelledOrPulled() {
        let (screen, _, items, animator) = setUp([CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 390, y: 290, width: 20, height: 20),
                                                  CGRect(x: 340, y: 290, width: 20, height: 20), CGRect(x: 240, y: 290, width: 20, height: 20)])
        let properties = UIDynamicItemBehavior(items: items)
        animator.addBehavior(properties)
        properties.addLinearVelocity(CGPoint(x: 100, y: 0), for: items[0])
        let drag = UIFieldBehavior.dragField()
        drag.addItem(items[0])
        let vortex = UIFieldBehavior.vortexField()
        vortex.position = CGPoint(x: 300, y: 300)
        vortex.strength = 0.1
        vortex.addItem(items[1])
        let electric = UIFieldBehavior.electricField()
        electric.position = CGPoint(x: 300, y: 300)
        electric.strength = 0.1
        electric.addItem(items[2])
        electric.addItem(items[3])
        let charged = UIDynamicItemBehavior(items: [items[2]])
        charged.charge = 1
        let opposite = UIDynamicItemBehavior(items: [items[3]])
        opposite.charge = -1
        [drag, vortex, electric, charged, opposite].forEach(animator.addBehavior)
        screen.advance(by: 1)
        #expect(abs(properties.linearVelocity(for: items[0]).x - 100 * exp(-1)) < 2, "drag 1: e^-t")
        #expect(items[1].center.y > 300.5, "the vortex turns an item right of it downward (clockwise)")
        #expect(items[2].center.x > 350.5, "a positive charge is pushed away")
        #expect(items[3].center.x > 250.5, "a negative one is pulled in")
    }

    @Test func aCustomFieldAppliesItsBlocksForce() {
        let (screen, _, items, animator) = setUp([CGRect(x: 0, y: 0, width: 100, height: 100)])
        var asked = 0
        let field = UIFieldBehavior.field { _, _, _, mass, _, _ in
            asked += 1
            return CGVector(dx: 100 * mass, dy: 0)   // 100 points/s²
        }
        field.addItem(items[0])
        animator.addBehavior(field)
        screen.advance(by: 1)
        #expect(abs(items[0].center.x - 50 - 50) < 2)
        #expect(asked > 200, "asked every engine step")
    }

    @Test func linearVelocityMagneticAndNoiseFieldsDoWhatTheySay() {
        let linear = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        #expect(linear.acceleration(offset: .zero, velocity: .zero, mass: 1, charge: 0, time: 0) == CGVector(dx: 0, dy: 1000))
        let velocity = UIFieldBehavior.velocityField(direction: CGVector(dx: 50, dy: 0))
        #expect(velocity.acceleration(offset: .zero, velocity: CGVector(dx: 50, dy: 0), mass: 1, charge: 0, time: 0) == .zero,
                "at the field's velocity, nothing more")
        let magnetic = UIFieldBehavior.magneticField()
        let curl = magnetic.acceleration(offset: .zero, velocity: CGVector(dx: 100, dy: 0), mass: 1, charge: 1, time: 0)
        #expect(curl.dx == 0 && curl.dy > 0, "a charge moving right is turned down")
        let noise = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1)
        let here = noise.acceleration(offset: CGVector(dx: 10, dy: 10), velocity: .zero, mass: 1, charge: 0, time: 0)
        let near = noise.acceleration(offset: CGVector(dx: 10.5, dy: 10), velocity: .zero, mass: 1, charge: 0, time: 0)
        let later = noise.acceleration(offset: CGVector(dx: 10, dy: 10), velocity: .zero, mass: 1, charge: 0, time: 0.5)
        #expect(hypot(here.dx, here.dy) > 0 && hypot(here.dx, here.dy) <= 1000 * 1.5)
        #expect(hypot(here.dx - near.dx, here.dy - near.dy) < 100, "smooth in space")
        #expect(here != later, "it changes over time")
        let turbulence = UIFieldBehavior.turbulenceField(smoothness: 0.5, animationSpeed: 1)
        #expect(turbulence.acceleration(offset: CGVector(dx: 10, dy: 10), velocity: .zero, mass: 1, charge: 0, time: 0) == .zero,
                "turbulence acts on moving items only")
    }

    @Test func noiseFarFromTheOriginStaysBoundedAndSmooth() {
        let noise = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1)
        for distance in [CGFloat(1e6), 1e15, 1e30, 1e300] {
            let here = noise.acceleration(offset: CGVector(dx: distance, dy: -distance), velocity: .zero, mass: 1, charge: 0, time: 2)
            #expect(here.dx.isFinite && here.dy.isFinite && hypot(here.dx, here.dy) <= 1000 * 1.5, "at \(distance): \(here)")
        }
        let far = noise.acceleration(offset: CGVector(dx: 1e7, dy: 1e7), velocity: .zero, mass: 1, charge: 0, time: 0)
        let beside = noise.acceleration(offset: CGVector(dx: 1e7 + 0.5, dy: 1e7), velocity: .zero, mass: 1, charge: 0, time: 0)
        #expect(hypot(far.dx - beside.dx, far.dy - beside.dy) < 100, "still smooth 10 million points away")
    }
}
