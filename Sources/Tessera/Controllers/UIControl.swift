import Foundation

/// An action: a title and the code to run, for controls, bar button items and menus.
@preconcurrency @MainActor public final class UIAction {
    public let title: String
    public let handler: (UIAction) -> Void
    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title; self.handler = handler
    }
}

/// A view that turns touches into actions: buttons and the like.
///
/// Target-action uses the Swift form of a selector: `addTarget(self, action: Self.done, for:
/// .touchUpInside)` with a method of the target, or `addAction(UIAction { … }, for:)`.
@preconcurrency @MainActor open class UIControl: UIView {
    /// The control states a title or colour can be set for (normal, highlighted, disabled, selected, focused).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        /// Bits an app may use for states of its own.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits UIKit keeps for itself.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    open var isEnabled = true { didSet { setNeedsDisplay() } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { highlightDidChange() } } }
    open var isSelected = false
    /// Where the content (a button's title) sits across the control; subclasses lay it out.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { contentAlignmentDidChange() }
    }
    /// Where the content sits along the control's height.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { contentAlignmentDidChange() }
    }
    /// `contentHorizontalAlignment` with `.leading` and `.trailing` resolved for the layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        contentHorizontalAlignment.resolved(for: effectiveUserInterfaceLayoutDirection)
    }
    /// Called when an alignment changes; a subclass places its content again.
    func contentAlignmentDidChange() { setNeedsLayout() }
    /// The control's state: a combination of `.highlighted`, `.disabled` and `.selected`.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }
    private var actions: [(Event, (UIControl) -> Void)] = []

    /// Calls `action` on `target` (held weakly) when an event in `events` happens.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void, for events: Event) {
        actions.append((events, { [weak target] _ in if let target { action(target)() } }))
    }

    /// Calls `action` on `target` with the control as sender.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Any?) -> Void, for events: Event) {
        actions.append((events, { [weak target] control in if let target { action(target)(control) } }))
    }

    public func addAction(_ action: UIAction, for events: Event) {
        actions.append((events, { _ in action.handler(action) }))
    }

    /// Runs the actions registered for any of `events`.
    open func sendActions(for events: Event) {
        for (registered, run) in actions where !registered.isDisjoint(with: events) { run(self) }
    }

    /// Called when ``isHighlighted`` changes; subclasses restyle.
    open func highlightDidChange() {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return }
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isHighlighted = bounds.insetBy(dx: -20, dy: -20).contains(touch.location(in: self))
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isHighlighted = false
        let inside = bounds.insetBy(dx: -20, dy: -20).contains(touch.location(in: self))
        sendActions(for: inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        sendActions(for: .touchCancel)
    }
}
