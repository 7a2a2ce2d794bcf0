import Foundation

/// Recognizes a swipe: touches that travel quickly in one of ``direction``'s directions. It is
/// recognized, once, when the touches have moved ``minimumDistance`` points that way within
/// ``maximumDuration`` of going down, while moving less than half as far across; it fails when
/// they take longer, go another way, or lift first.
@preconcurrency @MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may go.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that count; right by default, as in UIKit.
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
    /// How far the touches must travel.
    public static let minimumDistance: CGFloat = 40
    /// How soon after touching down they must have travelled it.
    public static let maximumDuration: TimeInterval = 0.5
    private var start: (point: CGPoint, time: TimeInterval)?

    open override var isDiscrete: Bool { true }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > numberOfTouchesRequired { state = .failed; return }
        start = (location(in: nil), event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start else { return }
        if event.timestamp - start.time > UISwipeGestureRecognizer.maximumDuration { state = .failed; return }
        guard trackedTouches.count == numberOfTouchesRequired else { return }
        let point = location(in: nil)
        let dx = point.x - start.point.x, dy = point.y - start.point.y
        guard let (way, along, across) = Self.way(dx: dx, dy: dy) else { return }
        guard along >= UISwipeGestureRecognizer.minimumDistance else { return }
        state = direction.contains(way) && across < along / 2 ? .recognized : .failed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesMoved(touches, with: event)
        if state == .possible { state = .failed }
    }

    /// The direction of the larger movement, how far along it and how far across.
    private static func way(dx: CGFloat, dy: CGFloat) -> (Direction, CGFloat, CGFloat)? {
        if abs(dx) >= abs(dy) {
            return dx == 0 ? nil : (dx > 0 ? .right : .left, abs(dx), abs(dy))
        }
        return (dy > 0 ? .down : .up, abs(dy), abs(dx))
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
