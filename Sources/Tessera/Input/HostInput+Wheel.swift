import Foundation

/// A wheel scroll under way: the scroll view it took, its smoothed velocity and its last notch.
struct WheelScroll {
    let scrollView: UIScrollView
    var velocity: CGPoint
    var last: TimeInterval
}

/// A pinch made of two touches around the pointer (Ctrl + wheel, a touchpad pinch).
struct PinchGesture {
    let touches: [UITouch]
    let centre: CGPoint
    var scale: CGFloat
    var last: TimeInterval
}

extension HostInput {
    /// Points scrolled per wheel notch.
    public static let wheelStep: CGFloat = 40
    /// How long the wheel must be quiet before it coasts (a pinch waits twice as long to end).
    public static let quietTime: TimeInterval = 0.12

    /// The wheel turned by `dx`, `dy` notches (fractions from touchpads); `dy` > 0 turns it away
    /// from the user, which scrolls up, as SDL and X report it.
    ///
    /// Ctrl + wheel pinches around the pointer; Shift + a vertical wheel scrolls sideways;
    /// otherwise the nearest scroll view under the pointer that scrolls that way scrolls, and
    /// coasts with UIKit's deceleration when the wheel goes quiet.
    public func wheel(dx: CGFloat, dy: CGFloat, modifiers: UIKeyModifierFlags = []) {
        enqueue { input in
            if modifiers.contains(.control) {
                input.pinchStep(by: 1 + 0.1 * dy)
            } else if modifiers.contains(.shift), dx == 0 {
                input.scroll(by: CGPoint(x: -dy * Self.wheelStep, y: 0))
            } else {
                input.scroll(by: CGPoint(x: dx * Self.wheelStep, y: -dy * Self.wheelStep))
            }
        }
    }

    /// A touchpad pinch changed the distance between the fingers by `factor`.
    public func pinch(by factor: CGFloat) {
        enqueue { input in input.pinchStep(by: factor) }
    }

    // MARK: Scrolling

    private func scroll(by delta: CGPoint) {
        let target = wheelScroll.map { ($0.scrollView, turned(delta, for: $0.scrollView)) }
            ?? UIScrollView.wheelTarget(for: delta, over: window.hitTest(pointer, with: nil))
        guard let (scrollView, d) = target else { return }
        let t = now
        let dt = max(1.0 / 120, t - (wheelScroll?.last ?? t - 1.0 / 60))
        let velocity = CGPoint(x: d.x / CGFloat(dt), y: d.y / CGFloat(dt))
        let smoothed = wheelScroll.map { CGPoint(x: ($0.velocity.x + velocity.x) / 2, y: ($0.velocity.y + velocity.y) / 2) } ?? velocity
        scrollView.applyScrollWheel(d)
        wheelScroll = WheelScroll(scrollView: scrollView, velocity: smoothed, last: t)
        MainLoop.shared.perform(after: Self.quietTime) { [weak self] in self?.endWheelIfQuiet() }
    }

    /// A wheel that keeps turning keeps its scroll view, turned as it was at the start.
    private func turned(_ delta: CGPoint, for scrollView: UIScrollView) -> CGPoint {
        UIScrollView.wheelTarget(for: delta, over: scrollView).map(\.delta) ?? delta
    }

    private func endWheelIfQuiet() {
        guard let scroll = wheelScroll, now - scroll.last >= Self.quietTime - 1e-9 else { return }
        wheelScroll = nil
        scroll.scrollView.finishScrollWheel(velocity: scroll.velocity)
        let offset = scroll.scrollView.contentOffset
        log?("scrolled to \(Int(offset.x)),\(Int(offset.y))")
    }

    // MARK: Pinching

    private func pinchPoints(_ centre: CGPoint, _ scale: CGFloat) -> [CGPoint] {
        let d = 50 * scale
        return [CGPoint(x: centre.x - d, y: centre.y), CGPoint(x: centre.x + d, y: centre.y)]
    }

    private func pinchStep(by factor: CGFloat) {
        if pinchGesture == nil {
            let touches = pinchPoints(pointer, 1).map { UITouch(at: $0, in: window, timestamp: now) }
            deliver(touches)
            pinchGesture = PinchGesture(touches: touches, centre: pointer, scale: 1, last: now)
        }
        guard var current = pinchGesture else { return }
        current.scale = max(0.2, min(5, current.scale * factor))
        current.last = now
        for (touch, point) in zip(current.touches, pinchPoints(current.centre, current.scale)) {
            touch.update(to: point, phase: .moved, timestamp: now)
        }
        deliver(current.touches)
        pinchGesture = current
        MainLoop.shared.perform(after: Self.quietTime * 2) { [weak self] in self?.endPinchIfQuiet() }
    }

    private func endPinchIfQuiet() {
        guard let pinch = pinchGesture, now - pinch.last >= Self.quietTime * 2 - 1e-9 else { return }
        pinchGesture = nil
        for (touch, point) in zip(pinch.touches, pinchPoints(pinch.centre, pinch.scale)) {
            touch.update(to: point, phase: .ended, timestamp: now)
        }
        deliver(pinch.touches)
        log?(String(format: "pinched to scale %.2f", Double(pinch.scale)))
    }
}
