import Foundation

/// Recognizes two touches moving apart or together: `scale` is their distance over the
/// distance when they went down; `velocity` is the change of scale per second.
@preconcurrency @MainActor open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open private(set) var velocity: CGFloat = 0
    private var startDistance: CGFloat?
    private var lastSample: (time: TimeInterval, scale: CGFloat)?

    private var distance: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0].location(in: nil), b = trackedTouches[1].location(in: nil)
        return hypot(a.x - b.x, a.y - b.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > 2 { if state == .possible { state = .failed }; return }
        if let d = distance, d > 0 { startDistance = d }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start = startDistance, let d = distance else { return }
        let newScale = d / start
        if let last = lastSample, event.timestamp > last.time {
            velocity = (newScale - last.scale) / CGFloat(event.timestamp - last.time)
        }
        lastSample = (event.timestamp, newScale)
        switch state {
        case .possible:
            guard abs(d - start) > 5 else { return }
            scale = newScale
            state = .began
        case .began, .changed:
            scale = newScale
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        scale = 1
        velocity = 0
        startDistance = nil
        lastSample = nil
    }
}
