import Foundation

/// A key (or button) press: its phase and the key.
@preconcurrency @MainActor open class UIPress: NSObject {
    public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }
    public enum PressType: Int, Sendable { case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause }

    open internal(set) var phase: Phase
    open internal(set) var timestamp: TimeInterval
    /// For a keyboard key, nil here (it is for remote buttons); Tessera names the arrows and
    /// Return as UIKit does for keyboards that map to them.
    open internal(set) var type: PressType
    open internal(set) var key: UIKey?
    open internal(set) weak var window: UIWindow?
    open internal(set) weak var responder: UIResponder?
    /// Gesture recognizers that see presses: none in Tessera.
    open var gestureRecognizers: [UIGestureRecognizer]? { nil }

    init(key: UIKey, phase: Phase, timestamp: TimeInterval, window: UIWindow?) {
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
        self.window = window
        type = UIPress.pressType(for: key.keyCode)
        super.init()
    }

    private static func pressType(for code: UIKeyboardHIDUsage) -> PressType {
        switch code {
        case .keyboardUpArrow: .upArrow
        case .keyboardDownArrow: .downArrow
        case .keyboardLeftArrow: .leftArrow
        case .keyboardRightArrow: .rightArrow
        case .keyboardEscape: .menu
        default: .select
        }
    }
}

/// An event carrying presses (keys), delivered to the first responder's chain.
@preconcurrency @MainActor open class UIPressesEvent: UIEvent {
    private let presses: Set<UIPress>
    /// Set when a press passed the last responder unhandled (UIResponder's default).
    var reachedEndOfChain = false

    init(presses: Set<UIPress>, timestamp: TimeInterval) {
        self.presses = presses
        super.init(type: .presses, timestamp: timestamp)
    }

    open var allPresses: Set<UIPress> { presses }

    /// The presses delivered to `gesture` (none: Tessera has no press recognizers).
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}
