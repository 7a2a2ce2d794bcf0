import Foundation
import Testing
@testable import Tessera
import TesseraTesting

@MainActor final class GestureLog {
    var entries: [String] = []
}

@MainActor struct GestureRecognizerTests {
    private func setUp() -> (HeadlessScreen, UIView) {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 300), scale: 1)
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        screen.window.addSubview(view)
        screen.runUntilIdle()
        return (screen, view)
    }

    private func name(_ state: UIGestureRecognizer.State) -> String {
        ["possible", "began", "changed", "ended", "cancelled", "failed"][state.rawValue]
    }

    @Test func tapIsRecognizedOnceAtTouchUp() {
        let (screen, view) = setUp()
        let log = GestureLog()
        let tap = UITapGestureRecognizer { tap in log.entries.append("\(self.name(tap.state)) \(tap.location(in: view))") }
        view.addGestureRecognizer(tap)
        screen.tap(at: CGPoint(x: 100, y: 120))
        #expect(log.entries == ["ended CGPoint(x: 50.0, y: 70.0)"])
        #expect(tap.state == .possible, "reset after the sequence")
        screen.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 180, y: 100))
        #expect(log.entries.count == 1, "a drag is not a tap")
    }

    @Test func targetActionFormsCallTheirMethods() {
        final class Handler: UIResponder {
            var calls: [String] = []
            func handleTap(_ sender: UITapGestureRecognizer) { calls.append("curried \(sender.numberOfTapsRequired)") }
            override func perform(_ action: Selector, withSender sender: Any?) -> Bool {
                calls.append("selector \(action)")
                return true
            }
        }
        let (screen, view) = setUp()
        let handler = Handler()
        view.addGestureRecognizer(UITapGestureRecognizer(target: handler, action: Handler.handleTap))
        screen.tap(at: CGPoint(x: 100, y: 100))
        view.gestureRecognizers?.forEach(view.removeGestureRecognizer)
        view.addGestureRecognizer(UITapGestureRecognizer(target: handler, action: "handleTap:"))
        screen.tap(at: CGPoint(x: 100, y: 100))
        #expect(handler.calls == ["curried 1", "selector handleTap:"])
    }

    @Test func longPressBeginsAfterHalfASecondAndFollowsTheFinger() {
        let (screen, view) = setUp()
        let log = GestureLog()
        let press = UILongPressGestureRecognizer { press in log.entries.append(self.name(press.state)) }
        view.addGestureRecognizer(press)
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        screen.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries.isEmpty)
        let touch = UITouch(at: CGPoint(x: 100, y: 100), in: screen.window, timestamp: screen.now)
        screen.send([touch])
        screen.advance(by: 0.4)
        #expect(log.entries.isEmpty)
        screen.advance(by: 0.2)
        #expect(log.entries == ["began"])
        // A long press that turns into a drag keeps reporting.
        touch.update(to: CGPoint(x: 160, y: 100), phase: .moved, timestamp: screen.now)
        screen.send([touch])
        touch.update(to: CGPoint(x: 160, y: 100), phase: .ended, timestamp: screen.now)
        screen.send([touch])
        #expect(log.entries == ["began", "changed", "ended"])
    }

    @Test func doubleTapMakesTheSingleTapWait() {
        let (screen, view) = setUp()
        let log = GestureLog()
        let single = UITapGestureRecognizer { _ in log.entries.append("single") }
        let double = UITapGestureRecognizer { _ in log.entries.append("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        screen.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries.isEmpty, "the single tap waits for the double tap to fail")
        screen.advance(by: 0.4)
        #expect(log.entries == ["single"])
        log.entries.removeAll()
        screen.tap(at: CGPoint(x: 100, y: 100))
        screen.advance(by: 0.1)
        screen.tap(at: CGPoint(x: 100, y: 100))
        screen.advance(by: 0.5)
        #expect(log.entries == ["double"])
    }

    @Test func pinchAndPanRecognizeTogetherOnlyWhenAllowed() {
        final class Allow: NSObject, UIGestureRecognizerDelegate {
            var allow = false
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { allow }
        }
        let (screen, view) = setUp()
        let log = GestureLog()
        let pinch = UIPinchGestureRecognizer { p in if p.state == .began { log.entries.append("pinch") } }
        let pan = UIPanGestureRecognizer { p in if p.state == .began { log.entries.append("pan") } }
        let arbiter = Allow()
        pinch.delegate = arbiter
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(pan)
        func pinchWhileMoving() {
            let a = UITouch(at: CGPoint(x: 120, y: 150), in: screen.window, timestamp: screen.now)
            let b = UITouch(at: CGPoint(x: 180, y: 150), in: screen.window, timestamp: screen.now)
            screen.send([a, b])
            for step in 1...10 {
                screen.advance(by: 1.0 / 60)
                let s = CGFloat(step)
                a.update(to: CGPoint(x: 120 - 2 * s, y: 150 + 3 * s), phase: .moved, timestamp: screen.now)
                b.update(to: CGPoint(x: 180 + 2 * s, y: 150 + 3 * s), phase: .moved, timestamp: screen.now)
                screen.send([a, b])
            }
            a.update(to: a.location(in: nil), phase: .ended, timestamp: screen.now)
            b.update(to: b.location(in: nil), phase: .ended, timestamp: screen.now)
            screen.send([a, b])
        }
        pinchWhileMoving()
        #expect(log.entries == ["pinch"], "the first to recognize wins")
        log.entries.removeAll()
        arbiter.allow = true
        pinchWhileMoving()
        #expect(log.entries == ["pinch", "pan"])
        #expect(pinch.state == .possible && pan.state == .possible)
    }

    @Test func pinchReportsScale() {
        let (screen, view) = setUp()
        let log = GestureLog()
        let pinch = UIPinchGestureRecognizer { p in if p.state == .ended { log.entries.append(String(format: "%.2f", Double(p.scale))) } }
        view.addGestureRecognizer(pinch)
        screen.pinch(center: CGPoint(x: 150, y: 150), scale: 2.5, duration: 0.5)
        #expect(log.entries == ["2.50"])
    }

    @Test func shouldBeginAndShouldReceiveCanRefuse() {
        final class Refuse: NSObject, UIGestureRecognizerDelegate {
            var begin = true, receive = true
            func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { begin }
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive }
        }
        let (screen, view) = setUp()
        let log = GestureLog()
        let tap = UITapGestureRecognizer { _ in log.entries.append("tap") }
        let refuse = Refuse()
        tap.delegate = refuse
        view.addGestureRecognizer(tap)
        refuse.begin = false
        screen.tap(at: CGPoint(x: 100, y: 100))
        refuse.begin = true
        refuse.receive = false
        screen.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries.isEmpty)
        refuse.receive = true
        tap.isEnabled = false
        screen.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries.isEmpty)
    }
}

/// The pointer hovering over views, as a desktop has it.
@MainActor struct HoverGestureTests {
    @Test func hoveringBeginsChangesAndEnds() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 300), scale: 1)
        let row = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 44))
        let icon = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        row.addSubview(icon)
        screen.window.addSubview(row)
        var states: [UIGestureRecognizer.State] = []
        var points: [CGPoint] = []
        let hover = UIHoverGestureRecognizer { recognizer in
            states.append(recognizer.state)
            points.append(recognizer.location(in: row))
        }
        row.addGestureRecognizer(hover)
        screen.movePointer(to: CGPoint(x: 10, y: 10))
        #expect(states.isEmpty, "not over the row")
        screen.movePointer(to: CGPoint(x: 100, y: 60))
        screen.movePointer(to: CGPoint(x: 65, y: 65))
        #expect(states == [.began, .changed], "over its subview is over the row")
        #expect(points.last == CGPoint(x: 15, y: 15))
        screen.movePointer(to: CGPoint(x: 100, y: 200))
        #expect(states == [.began, .changed, .ended])
        screen.movePointer(to: CGPoint(x: 100, y: 60))
        screen.movePointerOutOfWindow()
        #expect(states.suffix(2) == [.began, .ended], "leaving the window ends it")
        #expect(hover.state == .possible)
    }
}
