import Foundation

/// UIKit's accessibility functions: notifications to assistive technology, and whether one
/// is listening.
///
/// A posted notification goes to every observer ``AccessibilityEvents`` has: the Linux bridge
/// turns `.announcement` into an AT-SPI announcement and `.screenChanged`/`.layoutChanged`
/// into children-changed events that move the reader to the argument; a headless test reads
/// them from ``AccessibilityEvents/posted``.
@preconcurrency @MainActor public enum UIAccessibility {
    /// What changed, for assistive technology (UIKit's names and raw values).
    public struct Notification: Hashable, Sendable, RawRepresentable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// A few elements changed; the argument is the element to move to, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// A new screen; the argument is the element to move to, or nil for the first.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The argument, a string, is to be spoken.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is a string describing where it is.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Tells assistive technology what changed.
    public static func post(notification: Notification, argument: Any?) {
        AccessibilityEvents.shared.post(notification, argument: argument)
    }

    /// Whether a screen reader is reading the app: true while a client of the Linux bridge is
    /// connected (Orca, accerciser, a test), or a test said so with
    /// ``AccessibilityEvents/screenReaderRunning``.
    public static var isVoiceOverRunning: Bool { AccessibilityEvents.shared.screenReaderRunning }

    /// Posted when ``isVoiceOverRunning`` changes.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")

    /// Posted when a screen reader moves to an element; the element is under
    /// ``focusedElementUserInfoKey`` in the user info.
    public static let elementFocusedNotification = Foundation.Notification.Name("UIAccessibilityElementFocusedNotification")
    /// The element a screen reader moved to, in ``elementFocusedNotification``'s user info.
    public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"

    /// A rectangle in `view`'s coordinates in the screen's (the window's, on a desktop).
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        view.convert(rect, to: nil)
    }

    /// A path in `view`'s coordinates in the screen's.
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let origin = view.convert(CGPoint.zero, to: nil)
        let moved = UIBezierPath()
        moved.append(path)
        moved.apply(CGAffineTransform(translationX: origin.x, y: origin.y))
        return moved
    }
}

/// Where accessibility notifications go: observers (the Linux bridge) and a record of what
/// was posted, newest last, for tests.
@MainActor public final class AccessibilityEvents {
    public static let shared = AccessibilityEvents()

    /// A notification as posted, with its argument.
    public struct Posted {
        public let notification: UIAccessibility.Notification
        public let argument: Any?
    }

    /// What was posted, newest last (the last 100).
    public private(set) var posted: [Posted] = []
    private var observers: [UUID: (Posted) -> Void] = [:]

    /// Whether a screen reader is reading the app (see ``UIAccessibility/isVoiceOverRunning``).
    public var screenReaderRunning = false {
        didSet {
            guard screenReaderRunning != oldValue else { return }
            NotificationCenter.default.post(name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
        }
    }

    func post(_ notification: UIAccessibility.Notification, argument: Any?) {
        let event = Posted(notification: notification, argument: argument)
        posted.append(event)
        if posted.count > 100 { posted.removeFirst(posted.count - 100) }
        for observer in observers.values { observer(event) }
    }

    /// Calls `body` for every notification from now on, until the returned token is passed to
    /// ``removeObserver(_:)``.
    public func addObserver(_ body: @escaping (Posted) -> Void) -> UUID {
        let token = UUID()
        observers[token] = body
        return token
    }

    public func removeObserver(_ token: UUID) { observers[token] = nil }

    /// Forgets what was posted (a test's set-up).
    public func clear() { posted.removeAll() }
}
