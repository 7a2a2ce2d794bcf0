import Foundation

/// Recognizes a drag: it begins once the touches have moved 10 points, and reports the
/// translation since it began and the velocity, in points per second.
@preconcurrency @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// How far the touches must move before the pan begins.
    public static let hysteresis: CGFloat = 10
    private var start: CGPoint?
    private var origin: CGPoint = .zero
    private var samples: [(time: TimeInterval, point: CGPoint)] = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > maximumNumberOfTouches { if state == .possible { state = .failed }; return }
        start = location(in: nil)
        sample(event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        sample(event.timestamp)
        let p = location(in: nil)
        switch state {
        case .possible:
            guard let start, trackedTouches.count >= minimumNumberOfTouches,
                  hypot(p.x - start.x, p.y - start.y) > UIPanGestureRecognizer.hysteresis else { return }
            origin = p
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        sample(event.timestamp)
        let remaining = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        guard remaining.isEmpty else { return }
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }

    private func sample(_ time: TimeInterval) {
        samples.append((time, location(in: nil)))
        samples.removeAll { time - $0.time > 0.1 }
    }

    /// How far the touches moved since they came down, in window coordinates (which way a
    /// drag goes, before the pan begins).
    var movementSinceTouchDown: CGPoint {
        guard let start else { return .zero }
        let now = location(in: nil)
        return CGPoint(x: now.x - start.x, y: now.y - start.y)
    }

    /// How far the touches moved since the pan began, in `view`'s coordinates.
    open func translation(in view: UIView?) -> CGPoint {
        let now = location(in: nil)
        let a = convert(origin, into: view), b = convert(now, into: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Makes the current translation read `translation`.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let now = convert(location(in: nil), into: view)
        let newOrigin = CGPoint(x: now.x - translation.x, y: now.y - translation.y)
        origin = view?.convert(newOrigin, to: nil) ?? newOrigin
    }

    /// The velocity over the last 0.1 s, in points per second in `view`'s coordinates.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let first = samples.first, let last = samples.last, last.time - first.time > 1e-6 else { return .zero }
        let a = convert(first.point, into: view), b = convert(last.point, into: view)
        let dt = CGFloat(last.time - first.time)
        return CGPoint(x: (b.x - a.x) / dt, y: (b.y - a.y) / dt)
    }

    private func convert(_ windowPoint: CGPoint, into view: UIView?) -> CGPoint {
        guard let view else { return windowPoint }
        // Directions, not positions: measure in a frame that does not move with scrolling.
        return view.convert(windowPoint, from: nil).applyingOffset(view.bounds.origin)
    }

    open override func reset() {
        super.reset()
        start = nil
        samples.removeAll()
    }
}

extension CGPoint {
    /// The point in the view's untranslated frame: adds back the bounds origin, so a view that
    /// scrolls under the finger does not change the measured translation.
    func applyingOffset(_ offset: CGPoint) -> CGPoint { CGPoint(x: x - offset.x, y: y - offset.y) }
}
