import Foundation

/// What a screen reader does to an element: activate it, adjust it, perform one of its
/// actions, move to it. The Linux bridge and headless tests act through these, so both
/// behave as VoiceOver does on iOS.
@MainActor public enum AccessibilityActions {
    /// Activates the element: its `accessibilityActivate()` first; when that returns false,
    /// a tap (touch down and up) at its `accessibilityActivationPoint`, as VoiceOver's double
    /// tap does. False when the element cannot be reached (not in a window, not enabled).
    @discardableResult
    public static func activate(_ node: AccessibilityNode) -> Bool {
        if let view = node.view, view.accessibilityActivate() { return true }
        if let element = node.element, element.accessibilityActivate() { return true }
        guard node.isEnabled, let window = window(of: node) else { return false }
        tap(at: node.activationPoint, in: window)
        return true
    }

    /// Moves an adjustable element's value a step up.
    public static func increment(_ node: AccessibilityNode) {
        node.view?.accessibilityIncrement()
        node.element?.accessibilityIncrement()
    }

    /// Moves an adjustable element's value a step down.
    public static func decrement(_ node: AccessibilityNode) {
        node.view?.accessibilityDecrement()
        node.element?.accessibilityDecrement()
    }

    /// Performs the custom action named `name`; false when there is none or it declined.
    @discardableResult
    public static func perform(_ name: String, on node: AccessibilityNode) -> Bool {
        node.customActions.first { $0.name == name }?.perform() ?? false
    }

    /// Moves the screen reader to the element: an item off screen scrolls into view.
    public static func focus(_ node: AccessibilityNode) {
        AccessibilityFocus.shared.move(to: node.object)
    }

    static func window(of node: AccessibilityNode) -> UIWindow? {
        node.view?.window ?? node.element?.containerView?.window
    }

    /// A touch down and up at `point` (window coordinates), delivered at once.
    static func tap(at point: CGPoint, in window: UIWindow) {
        let now = MainLoop.shared.clock.now
        let touch = UITouch(at: point, in: window, timestamp: now, tapCount: 1)
        window.sendEvent(UIEvent(touches: [touch], timestamp: now))
        touch.update(to: point, phase: .ended, timestamp: now)
        window.sendEvent(UIEvent(touches: [touch], timestamp: now))
    }
}
