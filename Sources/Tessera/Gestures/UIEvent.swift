import Foundation

/// A set of touches that changed together, delivered by the window.
@preconcurrency @MainActor open class UIEvent: NSObject {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll = 10, hover, transform }
    /// What a motion or remote-control event is: a shake, or a media key.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause, remoteControlNextTrack,
             remoteControlPreviousTrack, remoteControlBeginSeekingBackward, remoteControlEndSeekingBackward,
             remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }
    /// The mouse buttons held during a pointer event.
    public struct ButtonMask: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let primary = ButtonMask(rawValue: 1 << 0)
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        public static func button(_ buttonNumber: Int) -> ButtonMask { ButtonMask(rawValue: 1 << max(0, buttonNumber - 1)) }
    }
    public let type: EventType
    /// `.motionShake` for a shake, a media key for a remote-control event, else none.
    public internal(set) var subtype: EventSubtype = .none
    /// The modifier keys held when the event happened.
    public internal(set) var modifierFlags: UIKeyModifierFlags = []
    /// The mouse buttons held (the primary one for a touch from the mouse).
    public internal(set) var buttonMask: ButtonMask = []
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

    /// The touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? { touches.filter { $0.window === window } }

    /// The samples between this event and the last for `touch`: the touch itself (the host
    /// sends every position it gets).
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? { touches.contains(touch) ? [touch] : nil }

    /// Where `touch` is expected next: none (Tessera does not predict).
    open func predictedTouches(for touch: UITouch) -> [UITouch]? { touches.contains(touch) ? [] : nil }

    /// A motion event (`.motionShake`).
    init(motion subtype: EventSubtype, timestamp: TimeInterval) {
        type = subtype == .motionShake ? .motion : .remoteControl
        touches = []
        self.timestamp = timestamp
        super.init()
        self.subtype = subtype
    }
}
