import Foundation
import Tessera

extension HeadlessScreen {
    /// A touch down and up at `point`, 0.05 s apart. Taps within 0.35 s and 10 points of the
    /// last one count up `tapCount`.
    public func tap(at point: CGPoint) {
        let now = clock.now
        var count = 1
        if let last = lastTap, now - last.time < 0.35, hypot(last.point.x - point.x, last.point.y - point.y) < 10 {
            count = last.count + 1
        }
        lastTap = (now, point, count)
        let touch = UITouch(at: point, in: window, timestamp: now, tapCount: count)
        send([touch])
        advance(by: 0.05)
        touch.update(to: point, phase: .ended, timestamp: clock.now)
        send([touch])
        lastTap = (clock.now, point, count)
    }

    /// A touch held still at `point` for `duration` seconds, then lifted.
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.8) {
        let touch = UITouch(at: point, in: window, timestamp: clock.now)
        send([touch])
        advance(by: duration)
        touch.update(to: point, phase: .ended, timestamp: clock.now)
        send([touch])
    }

    /// A touch that goes down at `a`, moves in a straight line to reach `b` after `duration`
    /// seconds (one move per frame), and lifts there.
    public func drag(from a: CGPoint, to b: CGPoint, duration: TimeInterval = 0.3) {
        let touch = UITouch(at: a, in: window, timestamp: clock.now)
        send([touch])
        moveTouches([touch], duration: duration) { t in [CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)] }
        touch.update(to: b, phase: .ended, timestamp: clock.now)
        send([touch])
    }

    /// A touch that goes down at `a`, stays still for `hold` seconds (a long press), then moves
    /// in a straight line to `b` over `duration`, one move per frame, and stays down there.
    /// Returns the touch; ``lift(_:)`` ends it. How a test picks an item up to reorder it.
    @discardableResult
    public func pressAndDrag(from a: CGPoint, to b: CGPoint, hold: TimeInterval = 0.6, duration: TimeInterval = 0.33) -> UITouch {
        let touch = UITouch(at: a, in: window, timestamp: clock.now)
        send([touch])
        advance(by: hold)
        moveTouches([touch], duration: duration) { t in [CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)] }
        return touch
    }

    /// Lifts a touch where it is.
    public func lift(_ touch: UITouch) {
        touch.update(to: touch.location(in: nil), phase: .ended, timestamp: clock.now)
        send([touch])
    }

    /// Two touches either side of `center` (100 points apart, horizontally) that move apart or
    /// together until their distance has changed by `scale`, over `duration` seconds.
    public func pinch(center: CGPoint, scale: CGFloat, duration: TimeInterval = 0.5) {
        let start: CGFloat = 50
        func points(_ t: CGFloat) -> [CGPoint] {
            let d = start * (1 + (scale - 1) * t)
            return [CGPoint(x: center.x - d, y: center.y), CGPoint(x: center.x + d, y: center.y)]
        }
        let touches = points(0).map { UITouch(at: $0, in: window, timestamp: clock.now) }
        send(touches)
        moveTouches(touches, duration: duration, points)
        let end = points(1)
        for (touch, p) in zip(touches, end) { touch.update(to: p, phase: .ended, timestamp: clock.now) }
        send(touches)
    }

    private func moveTouches(_ touches: [UITouch], duration: TimeInterval, _ positions: (CGFloat) -> [CGPoint]) {
        let frames = max(1, Int((duration / HeadlessScreen.frameInterval).rounded(.up)))
        for frame in 1...frames {
            step(duration / Double(frames))
            let places = positions(CGFloat(frame) / CGFloat(frames))
            for (touch, p) in zip(touches, places) { touch.update(to: p, phase: .moved, timestamp: clock.now) }
            send(touches)
        }
    }

    /// Delivers the touches' current phase as one event, in a loop turn at the current time:
    /// for gestures the helpers do not script (make `UITouch`es, `update` them, send them).
    public func send(_ touches: [UITouch]) {
        let event = UIEvent(touches: Set(touches), timestamp: clock.now)
        let window = self.window
        MainLoop.shared.enqueueEvent { window.sendEvent(event) }
        MainLoop.shared.runTurn()
    }
}
