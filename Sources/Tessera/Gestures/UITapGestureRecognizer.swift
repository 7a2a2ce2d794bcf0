import Foundation

/// Recognizes one or more taps: touches that go down and up without moving more than 10 points,
/// each following the last within 0.35 s.
@preconcurrency @MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
    /// How far a touch may move and still tap.
    public static let allowableMovement: CGFloat = 10
    /// How long the next tap of a multi-tap may take to begin.
    public static let maximumTapInterval: TimeInterval = 0.35
    private var taps = 0
    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private var waitToken = 0

    open override var isDiscrete: Bool { true }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        pendingTimer = false
        waitToken += 1
        if trackedTouches.count > numberOfTouchesRequired { state = .failed; return }
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.location(in: nil) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = starts[ObjectIdentifier(touch)] else { continue }
            let p = touch.location(in: nil)
            if hypot(p.x - start.x, p.y - start.y) > UITapGestureRecognizer.allowableMovement { state = .failed; return }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesMoved(touches, with: event)
        guard state == .possible else { return }
        let stillDown = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        guard stillDown.isEmpty else { return }
        guard starts.count >= numberOfTouchesRequired else { state = .failed; return }
        taps += 1
        starts.removeAll()
        if taps >= numberOfTapsRequired {
            state = .recognized
            return
        }
        pendingTimer = true
        waitToken += 1
        let token = waitToken
        MainLoop.shared.perform(after: UITapGestureRecognizer.maximumTapInterval) { [weak self] in
            guard let self, self.waitToken == token, self.pendingTimer else { return }
            self.pendingTimer = false
            self.state = .failed
        }
    }

    open override func reset() {
        super.reset()
        taps = 0
        starts.removeAll()
        pendingTimer = false
        waitToken += 1
    }
}
