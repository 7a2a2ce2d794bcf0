import Foundation

/// Recognizes a touch held still for ``minimumPressDuration`` (0.5 s): began then, changed as
/// it moves, ended when it lifts.
@preconcurrency @MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the touch may move before the press begins; 10 points.
    open var allowableMovement: CGFloat = 10
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0
    private var start: CGPoint?
    private var token = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > numberOfTouchesRequired { state = .failed; return }
        start = location(in: nil)
        token += 1
        let mine = token
        MainLoop.shared.perform(after: minimumPressDuration) { [weak self] in
            guard let self, self.token == mine, self.state == .possible, self.trackedTouches.count == self.numberOfTouchesRequired else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if let start {
                let p = location(in: nil)
                if hypot(p.x - start.x, p.y - start.y) > allowableMovement { state = .failed }
            }
        case .began, .changed:
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
        start = nil
        token += 1
    }
}
