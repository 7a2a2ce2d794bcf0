import Foundation
@_spi(Host) import Tessera

extension HeadlessScreen {
    /// The primary button down and up at `point`, 0.05 s apart, through ``input`` as a mouse
    /// click in the window: taps within 0.35 s and 10 points of the last one count up `tapCount`.
    public func tap(at point: CGPoint) {
        input.pointerDown(at: point)
        MainLoop.shared.runTurn()
        advance(by: 0.05)
        input.pointerUp(at: point)
        MainLoop.shared.runTurn()
    }

    /// The primary button held still at `point` for `duration` seconds, then lifted.
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.8) {
        input.pointerDown(at: point)
        MainLoop.shared.runTurn()
        advance(by: duration)
        input.pointerUp(at: point)
        MainLoop.shared.runTurn()
    }

    /// The primary button goes down at `a`, moves in a straight line to reach `b` after
    /// `duration` seconds (one move per frame), and lifts there.
    public func drag(from a: CGPoint, to b: CGPoint, duration: TimeInterval = 0.3) {
        input.pointerDown(at: a)
        MainLoop.shared.runTurn()
        let frames = max(1, Int((duration / HeadlessScreen.frameInterval).rounded(.up)))
        for frame in 1...frames {
            step(duration / Double(frames))
            let t = CGFloat(frame) / CGFloat(frames)
            input.pointerMoved(to: CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            MainLoop.shared.runTurn()
        }
        input.pointerUp(at: b)
        MainLoop.shared.runTurn()
    }

    /// The secondary button (a right click) at `point`: the item menu.
    public func secondaryClick(at point: CGPoint) {
        input.pointerDown(at: point, button: .secondary)
        MainLoop.shared.runTurn()
    }

    /// A key pressed and released, with `modifiers` held, through ``input`` as the window's
    /// keyboard: the responder chain, key commands, the standard bindings.
    /// Types `text` as the window's keyboard would: committed text to the first responder.
    public func type(_ text: String) {
        input.text(text)
        MainLoop.shared.runTurn()
    }

    /// An input method composing `text`, its caret `cursor` characters in (an empty text ends
    /// the composition).
    public func compose(_ text: String, cursor: Int? = nil) {
        input.compose(text, cursor: cursor ?? text.count)
        MainLoop.shared.runTurn()
    }

    /// The pointer moves to `point` with no button down (hovering), then the screen runs a turn.
    public func movePointer(to point: CGPoint) {
        input.pointerMoved(to: point)
        MainLoop.shared.runTurn()
    }

    /// The pointer leaves the window.
    public func movePointerOutOfWindow() {
        input.pointerLeft()
        MainLoop.shared.runTurn()
    }

    public func press(_ key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) {
        input.keyDown(key, modifiers: modifiers)
        MainLoop.shared.runTurn()
        input.keyUp(key)
        MainLoop.shared.runTurn()
    }

    /// The device shaken: motion events to the first responder (see `HostInput.shake()`).
    public func shake() {
        input.shake()
        MainLoop.shared.runTurn()
    }

    /// A low-memory warning to the app delegate, observers and view controllers (see
    /// `HostInput.memoryWarning()`).
    public func simulateMemoryWarning() {
        input.memoryWarning()
        MainLoop.shared.runTurn()
    }

    /// The wheel turned `notches` times over `point` (negative: towards the user, scrolling
    /// down), one notch a frame, with `modifiers` held; then the screen runs until idle, so the
    /// scroll view coasts and rests.
    public func scrollWheel(at point: CGPoint, dx: CGFloat = 0, dy: CGFloat, notches: Int = 1, modifiers: UIKeyModifierFlags = []) {
        input.pointerMoved(to: point)
        for _ in 0..<max(1, notches) {
            input.wheel(dx: dx, dy: dy, modifiers: modifiers)
            step()
        }
        runUntilIdle()
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

    /// Two touches either side of `center` (100 points apart, horizontally) that turn around
    /// it by `angle` radians (positive: clockwise on screen) over `duration` seconds.
    public func rotate(center: CGPoint, angle: CGFloat, duration: TimeInterval = 0.5) {
        let radius: CGFloat = 50
        func points(_ t: CGFloat) -> [CGPoint] {
            let turn = angle * t
            let dx = radius * cos(turn), dy = radius * sin(turn)
            return [CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)]
        }
        let touches = points(0).map { UITouch(at: $0, in: window, timestamp: clock.now) }
        send(touches)
        moveTouches(touches, duration: duration, points)
        for (touch, p) in zip(touches, points(1)) { touch.update(to: p, phase: .ended, timestamp: clock.now) }
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
