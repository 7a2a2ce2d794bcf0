import Foundation

/// One finger on the screen: where it is, where it was, and in which phase.
@preconcurrency @MainActor open class UITouch: NSObject {
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }

    public internal(set) var phase: Phase
    /// Seconds on the run loop's clock when the touch last changed.
    public internal(set) var timestamp: TimeInterval
    /// Taps in quick succession at about the same place (1 for a single tap).
    public internal(set) var tapCount: Int
    /// The view the touch began in, found by hit testing.
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?
    var locationInWindow: CGPoint
    /// Set when a recognizer took the touch while its phases were held back from the view.
    var takenByRecognizer = false
    var previousLocationInWindow: CGPoint

    /// A touch in `window` at `point` (window coordinates), as a host makes it.
    public init(at point: CGPoint, in window: UIWindow?, timestamp: TimeInterval, tapCount: Int = 1) {
        phase = .began; self.timestamp = timestamp; self.tapCount = tapCount
        self.window = window; locationInWindow = point; previousLocationInWindow = point
        super.init()
    }

    /// The location in `view`'s coordinates (the window's when nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The location before the last move, in `view`'s coordinates.
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    /// Moves the touch, as a host does on pointer motion.
    public func update(to point: CGPoint, phase: Phase, timestamp: TimeInterval) {
        previousLocationInWindow = locationInWindow
        locationInWindow = point
        self.phase = phase
        self.timestamp = timestamp
    }
}
