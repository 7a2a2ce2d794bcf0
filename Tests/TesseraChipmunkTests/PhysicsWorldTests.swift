import Foundation
import Testing
@_spi(Host) import Tessera
@testable import TesseraChipmunk

/// The engine in UIKit Dynamics' units: these pin physics, not the implementation.
@MainActor struct PhysicsWorldTests {
    func world() -> PhysicsWorld { ChipmunkEngine().makeWorld() }

    /// Steps `world` for `seconds` in display frames.
    func run(_ world: PhysicsWorld, for seconds: TimeInterval) {
        for _ in 0..<Int((seconds * 60).rounded()) { world.step(by: 1.0 / 60) }
    }

    @Test func gravityOf1000PointsPerSecondSquaredMovesAFreeBody500PointsInASecond() {
        let world = world()
        world.gravity = CGVector(dx: 0, dy: 1000)   // UIKit's gravity of magnitude 1
        let body = world.addBody(shape: .rectangle(CGSize(width: 100, height: 100)), mass: 1, position: .zero, angle: 0, tag: 1)
        run(world, for: 1)
        #expect(abs(body.position.y - 500) <= 10, "fell \(body.position.y) points")
        #expect(abs(body.position.x) < 0.001)
    }

    @Test func aSpringOfFrequencyFOscillatesWithPeriodOneOverF() {
        let world = world()
        let body = world.addBody(shape: .rectangle(CGSize(width: 50, height: 50)), mass: 0.25, position: CGPoint(x: 100, y: 0), angle: 0, tag: 1)
        body.allowsRotation = false
        _ = world.addJoint(.spring(frequency: 2, damping: 0), body, anchorA: .zero, nil, anchorB: .zero, length: 0)
        // Released 100 points out, it crosses the anchor going left twice a period.
        var crossings: [TimeInterval] = []
        var last = body.position.x
        let h = 1.0 / 240
        for i in 1...(240 * 2) {
            world.step(by: h)
            let x = body.position.x
            if last > 0, x <= 0 { crossings.append(Double(i) * h) }
            last = x
        }
        #expect(crossings.count >= 3)
        let period = (crossings[2] - crossings[0]) / 2
        #expect(abs(period - 0.5) <= 0.025, "period \(period) s")
    }

    @Test func twoBodiesDroppedOnEachOtherComeToRestStackedWithoutOverlap() {
        let world = world()
        world.gravity = CGVector(dx: 0, dy: 1000)
        world.addBoundary(from: CGPoint(x: -500, y: 400), to: CGPoint(x: 500, y: 400), identifier: "floor")
        let lower = world.addBody(shape: .rectangle(CGSize(width: 100, height: 100)), mass: 1, position: CGPoint(x: 0, y: 200), angle: 0, tag: 1)
        let upper = world.addBody(shape: .rectangle(CGSize(width: 100, height: 100)), mass: 1, position: CGPoint(x: 0, y: 0), angle: 0, tag: 2)
        run(world, for: 4)
        #expect(world.isAtRest(below: 2))
        #expect(abs(lower.position.y - 350) < 2, "the lower one on the floor: \(lower.position.y)")
        #expect(upper.position.y < lower.position.y - 98, "no overlap: \(upper.position.y) above \(lower.position.y)")
        #expect(abs(upper.angle) < 0.01)
    }

    @Test func elasticityOneBouncesAndZeroStops() {
        func bounce(_ elasticity: CGFloat) -> CGFloat {
            let world = world()
            world.gravity = CGVector(dx: 0, dy: 1000)
            world.addBoundary(from: CGPoint(x: -500, y: 400), to: CGPoint(x: 500, y: 400), identifier: nil)
            let ball = world.addBody(shape: .ellipse(CGSize(width: 40, height: 40)), mass: 1, position: CGPoint(x: 0, y: 0), angle: 0, tag: 1)
            ball.elasticity = elasticity
            var highestAfterImpact = CGFloat.infinity
            var landed = false
            for _ in 0..<240 {
                world.step(by: 1.0 / 60)
                if ball.position.y > 370 { landed = true }
                if landed { highestAfterImpact = min(highestAfterImpact, ball.position.y) }
            }
            return highestAfterImpact
        }
        #expect(bounce(1) < 60, "elasticity 1 climbs back near its start: \(bounce(1))")
        #expect(bounce(0) > 370, "elasticity 0 stays down: \(bounce(0))")
    }

    @Test func contactsArriveInOrderWithTheBoundaryNamedAndThePoint() {
        let world = world()
        world.gravity = CGVector(dx: 0, dy: 1000)
        world.addBoundary(from: CGPoint(x: -500, y: 400), to: CGPoint(x: 500, y: 400), identifier: "floor")
        let box = world.addBody(shape: .rectangle(CGSize(width: 100, height: 100)), mass: 1, position: CGPoint(x: 0, y: 0), angle: 0, tag: 7)
        run(world, for: 1.5)
        let first = world.takeContacts()
        #expect(first.first?.phase == .began)
        #expect(first.first?.bodyA == 7 && first.first?.boundary == "floor" && first.first?.bodyB == nil)
        #expect(abs((first.first?.point.y ?? 0) - 400) < 2)
        box.velocity = CGVector(dx: 0, dy: -2000)
        run(world, for: 0.2)
        #expect(world.takeContacts().last?.phase == .ended)
    }

    @Test func aPushOffTheCentreSpinsTheBody() {
        let world = world()
        let body = world.addBody(shape: .rectangle(CGSize(width: 100, height: 100)), mass: 1, position: .zero, angle: 0, tag: 1)
        body.applyImpulse(CGVector(dx: 0, dy: 100), at: CGPoint(x: 50, y: 0))
        run(world, for: 0.5)
        #expect(body.angle > 0.1, "turned \(body.angle) rad")
        body.allowsRotation = false
        let turned = body.angle
        body.applyImpulse(CGVector(dx: 0, dy: 100), at: CGPoint(x: 50, y: 0))
        run(world, for: 0.5)
        #expect(body.angle == turned)
    }

    @Test func resistanceSlowsABodyExponentially() {
        let world = world()
        let body = world.addBody(shape: .rectangle(CGSize(width: 10, height: 10)), mass: 1, position: .zero, angle: 0, tag: 1)
        body.resistance = 1
        body.velocity = CGVector(dx: 100, dy: 0)
        run(world, for: 1)
        #expect(abs(body.velocity.dx - 100 * exp(-1)) < 1, "speed after a second: \(body.velocity.dx)")
    }
}
