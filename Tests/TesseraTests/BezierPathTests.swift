import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// A view that fills a triangle and strokes a circle.
final class ShapesView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.systemRed.setFill()
        let triangle = UIBezierPath()
        triangle.move(to: CGPoint(x: 10, y: 90))
        triangle.addLine(to: CGPoint(x: 50, y: 10))
        triangle.addLine(to: CGPoint(x: 90, y: 90))
        triangle.close()
        triangle.fill()
        UIColor.systemBlue.setStroke()
        let ring = UIBezierPath(ovalIn: CGRect(x: 110, y: 10, width: 80, height: 80))
        ring.lineWidth = 6
        ring.stroke()
    }
}

/// Two thick horizontal lines, one with butt caps, one with round caps.
final class CapsView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.black.setStroke()
        for (y, cap) in [(20.0, CGLineCap.butt), (60.0, CGLineCap.round)] {
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 40, y: y))
            line.addLine(to: CGPoint(x: 160, y: y))
            line.lineWidth = 20
            line.lineCapStyle = cap
            line.stroke()
        }
    }
}

@MainActor struct BezierPathTests {
    @Test func roundCapsReachPastTheEndsAndButtCapsStopThere() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 80), scale: 1)
        let view = CapsView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        view.backgroundColor = .white
        screen.window.addSubview(view)
        screen.runUntilIdle()
        let image = screen.renderImage()
        #expect(image.rgba(x: 35, y: 20).r > 240, "butt: white 5 points before the start")
        #expect(image.rgba(x: 35, y: 60).r < 40, "round: the cap covers 5 points before the start")
    }

    @Test func arcsWithEnormousOrNonFiniteAnglesFinishAtOnce() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        TesseraDiagnostics.forgetSaid()
        defer { TesseraDiagnostics.handler = nil }
        let started = Date()
        let huge = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 20, startAngle: 1e300, endAngle: 0, clockwise: true)
        #expect(Date().timeIntervalSince(started) < 0.5)
        #expect(huge.bounds.width <= 40.001 && huge.bounds.height <= 40.001, "at most one turn of the circle: \(huge.bounds)")
        let backwards = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: -1e20, endAngle: 1e20, clockwise: false)
        #expect(backwards.bounds.width <= 20.001)
        // A quarter turn clockwise from 3π/2 to 0 (through the right side).
        let quarter = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 3 * .pi / 2, endAngle: 0, clockwise: true)
        #expect(abs(quarter.bounds.minX) < 0.001 && abs(quarter.bounds.maxX - 10) < 0.001 && abs(quarter.bounds.minY + 10) < 0.001)
        let nan = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: .nan, endAngle: 1, clockwise: true)
        #expect(nan.isEmpty)
        #expect(messages.all.contains { $0.contains("start angle is nan") }, "\(messages.all)")
    }

    @Test func geometryBoundsAndContainment() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(abs(oval.bounds.width - 100) < 0.5 && abs(oval.bounds.height - 50) < 0.5)
        #expect(oval.contains(CGPoint(x: 50, y: 25)))
        #expect(!oval.contains(CGPoint(x: 3, y: 3)), "the corner is outside the ellipse")
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20)
        #expect(!rounded.contains(CGPoint(x: 2, y: 2)) && rounded.contains(CGPoint(x: 10, y: 50)))
        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(CGPoint(x: 50, y: 50)) && ring.contains(CGPoint(x: 10, y: 50)))
        let moved = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        moved.apply(CGAffineTransform(translationX: 5, y: 7))
        #expect(moved.bounds == CGRect(x: 5, y: 7, width: 10, height: 10))
        #expect(moved.currentPoint == CGPoint(x: 5, y: 7), "closed: back at the start")
    }

    @Test func fillAndStrokeDrawWhatThePathSays() throws {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 100), scale: 1)
        let view = ShapesView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.backgroundColor = .white
        screen.window.addSubview(view)
        screen.runUntilIdle()
        let image = screen.renderImage()
        let inside = image.rgba(x: 50, y: 70), outside = image.rgba(x: 15, y: 20)
        #expect(inside.r > 200 && inside.g < 100, "the triangle is red inside: \(inside)")
        #expect(outside.r > 240 && outside.g > 240, "white beside it: \(outside)")
        let rim = image.rgba(x: 150, y: 12), hole = image.rgba(x: 150, y: 50)
        #expect(rim.b > 200 && rim.r < 100, "the ring's stroke is blue: \(rim)")
        #expect(hole.r > 240 && hole.b > 240, "stroked, not filled: \(hole)")
    }
}

/// An item whose outline is a triangle pointing down.
final class WedgeView: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
    override var collisionBoundingPath: UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: -40, y: -20))
        path.addLine(to: CGPoint(x: 40, y: -20))
        path.addLine(to: CGPoint(x: 0, y: 20))
        path.close()
        return path
    }
}

@MainActor struct DynamicsPathTests {
    @Test func anItemCollidesAsItsPathAndAPathBoundaryHoldsItems() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        screen.window.addSubview(reference)
        // A wedge dropped on a flat floor made from a path rests on its tip, 20 below its centre.
        let wedge = WedgeView(frame: CGRect(x: 160, y: 100, width: 80, height: 40))
        reference.addSubview(wedge)
        let animator = UIDynamicAnimator(referenceView: reference)
        let collision = UICollisionBehavior(items: [wedge])
        let floor = UIBezierPath()
        floor.move(to: CGPoint(x: 0, y: 500))
        floor.addLine(to: CGPoint(x: 400, y: 500))
        collision.addBoundary(withIdentifier: "floor" as NSString, for: floor)
        let upright = UIDynamicItemBehavior(items: [wedge])
        upright.allowsRotation = false
        [UIGravityBehavior(items: [wedge]), collision, upright].forEach(animator.addBehavior)
        screen.advance(by: 2)
        #expect(abs(wedge.center.y - 480) < 1, "the tip touches the floor: centre at \(wedge.center.y)")
        #expect(collision.boundary(withIdentifier: "floor" as NSString)?.bounds.width == 400)
    }
}
