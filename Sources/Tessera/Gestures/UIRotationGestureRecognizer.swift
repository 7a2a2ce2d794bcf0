import Foundation

/// Recognizes two touches turning around each other: `rotation` is the angle, in radians, of
/// the line between them since they went down (clockwise on screen is positive, as in UIKit);
/// `velocity` is radians per second. It begins once the line has turned 0.05 radians.
@preconcurrency @MainActor open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open private(set) var velocity: CGFloat = 0
    /// How far the line must turn before the rotation begins.
    public static let threshold: CGFloat = 0.05
    private var startAngle: CGFloat?
    private var lastSample: (time: TimeInterval, rotation: CGFloat)?

    private var angle: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0].location(in: nil), b = trackedTouches[1].location(in: nil)
        return atan2(b.y - a.y, b.x - a.x)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > 2 { if state == .possible { state = .failed }; return }
        startAngle = angle
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start = startAngle, let angle else { return }
        let turned = Self.normalized(angle - start)
        if let last = lastSample, event.timestamp > last.time {
            velocity = (turned - last.rotation) / CGFloat(event.timestamp - last.time)
        }
        lastSample = (event.timestamp, turned)
        switch state {
        case .possible:
            guard abs(turned) > UIRotationGestureRecognizer.threshold else { return }
            rotation = turned
            state = .began
        case .began, .changed:
            rotation = turned
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }

    /// The angle in (-π, π], so a turn across the negative x axis does not jump.
    private static func normalized(_ angle: CGFloat) -> CGFloat {
        var value = angle
        while value > .pi { value -= 2 * .pi }
        while value <= -.pi { value += 2 * .pi }
        return value
    }

    open override func reset() {
        super.reset()
        rotation = 0
        velocity = 0
        startAngle = nil
        lastSample = nil
    }
}
