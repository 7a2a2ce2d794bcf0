import Foundation

/// A set of touches that changed together, delivered by the window.
@preconcurrency @MainActor open class UIEvent: NSObject {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }
    public let type: EventType
    public let timestamp: TimeInterval
    private let touches: Set<UITouch>

    public init(touches: Set<UITouch>, timestamp: TimeInterval) {
        type = .touches; self.touches = touches; self.timestamp = timestamp
        super.init()
    }

    /// An event of another type (presses), with no touches.
    init(type: EventType, timestamp: TimeInterval) {
        self.type = type; touches = []; self.timestamp = timestamp
        super.init()
    }

    open var allTouches: Set<UITouch>? { touches }

    /// The touches bound to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? { touches.filter { $0.view === view } }
}
