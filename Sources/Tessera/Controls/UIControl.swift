import Foundation

/// A view that turns touches into actions: buttons, switches, sliders and the like.
///
/// Target-action uses the Swift form of a selector: `addTarget(self, action: Self.done, for:
/// .touchUpInside)` with a method of the target, or `addAction(UIAction { … }, for:)`.
///
/// Touches follow UIKit's tracking: a touch down calls ``beginTracking(_:with:)`` (false stops
/// tracking) and sends `.touchDown`; each move calls ``continueTracking(_:with:)`` and sends
/// `.touchDragInside` or `.touchDragOutside`, with `.touchDragEnter`/`.touchDragExit` as the
/// finger crosses the edge (the control's bounds grown 70 points, as UIKit's); lifting calls
/// ``endTracking(_:with:)`` and sends `.touchUpInside` (with `.primaryActionTriggered`) or
/// `.touchUpOutside`. Subclasses override the tracking methods, as in UIKit.
@preconcurrency @MainActor open class UIControl: UIView, UIContextMenuInteractionDelegate {
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

    /// What happened to a control; UIKit's names and raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A control from an Interface Builder document: enabled, selected and highlighted, and its
    /// content alignments, as the document sets them.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodeControlAttributes(coder)
    }

    open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }

    /// The control's state by key-value coding (`enabled`, `selected`, `highlighted`, with or
    /// without `is`), beside the keys of ``UIView/value(forKey:)``.
    open override func value(forKey key: String) -> Any? {
        switch key {
        case "enabled", "isEnabled": isEnabled
        case "selected", "isSelected": isSelected
        case "highlighted", "isHighlighted": isHighlighted
        default: super.value(forKey: key)
        }
    }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { highlightDidChange() } } }
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
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

    /// The registered actions, with the events they answer.
    let targets = ControlTargets()
    /// Whether a touch is being tracked, and whether it is inside (the grown bounds) now.
    public private(set) var isTracking = false
    public private(set) var isTouchInside = false

    /// Calls `action` on `target` (held weakly) when an event in `events` happens.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void, for events: Event) {
        targets.add(events, target: target) { [weak target] _ in if let target { action(target)() } }
    }

    /// Calls `action` on `target` with the control as sender.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Any?) -> Void, for events: Event) {
        targets.add(events, target: target) { [weak target] control in if let target { action(target)(control) } }
    }

    /// Calls `action` on `target` with the control as sender, typed as the method takes it
    /// (`func tapped(button: UIButton)`); a sender of another type is not sent.
    public func addTarget<Target: AnyObject, Sender: AnyObject>(_ target: Target, action: @escaping (Target) -> (Sender) -> Void,
                                                               for events: Event) {
        targets.add(events, target: target) { [weak target] control in
            guard let target, let sender = control as? Sender else { return }
            action(target)(sender)
        }
    }

    /// UIKit's selector form: on `events`, ``UIControl/sendAction(_:to:for:)`` sends `action` to `target`
    /// (held weakly), or along the responder chain when `target` is nil. Interface Builder's
    /// action connections use it; the target answers in
    /// ``UIResponder/perform(_:withSender:)``, which `tessera-port` writes for `@IBAction` methods.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        if let target = target.map({ $0 as AnyObject }) {
            targets.add(controlEvents, target: target) { [weak target] control in
                if let target { control.sendAction(action, to: target, for: nil) }
            }
        } else {
            targets.add(controlEvents, action: UIAction(identifier: .init(rawValue: "selector " + action.name)) { _ in }) { control in
                control.sendAction(action, to: nil, for: nil)
            }
        }
    }

    /// Sends `action` to `target` with this control as the sender; a nil target sends it along
    /// the responder chain (from the first responder, else this control) to the first responder
    /// whose ``UIResponder/perform(_:withSender:)`` takes it. A
    /// target that does not perform it is reported, as UIKit's "unrecognized selector" (which
    /// stops the app), and the app goes on.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        var performed = false
        if let target {
            performed = (target as? UIResponder)?.perform(action, withSender: self) ?? false
        } else {
            var responder: UIResponder? = UIResponder.currentFirstResponder ?? self
            while let current = responder, !performed {
                performed = current.perform(action, withSender: self)
                responder = current.next
            }
        }
        guard performed else {
            let name = target.map { "\(type(of: $0))" } ?? "the responder chain"
            TesseraDiagnostics.report("-[\(name) \(action.name)]: unrecognized selector sent to instance "
                + "(its class performs no action named \"\(action.name)\": run tessera-port on it, which writes perform(_:withSender:) for @IBAction methods)")
            return
        }
    }

    /// Stops calling `target`'s actions for `events` (every target's when nil). The action is
    /// not compared (Swift cannot compare method references): all of the target's go.
    public func removeTarget(_ target: Any?, action: Selector?, for events: Event) {
        targets.remove(target: target.map { $0 as AnyObject }, for: events)
    }

    /// The targets with actions registered.
    public var allTargets: Set<AnyHashable> { targets.allTargets }
    public var allControlEvents: Event { targets.allEvents }

    public func addAction(_ action: UIAction, for events: Event) {
        targets.add(events, action: action) { control in action.perform(from: control) }
    }

    public func removeAction(_ action: UIAction, for events: Event) {
        targets.remove(identifier: action.identifier, for: events)
    }

    public func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        targets.remove(identifier: identifier, for: events)
    }

    /// Runs the actions registered for any of `events`, in the order they were added.
    open func sendActions(for events: Event) {
        for run in targets.actions(for: events) { run(self) }
    }

    /// Runs `action` on its own (a control sends it for an event it handles).
    open func sendAction(_ action: UIAction) { action.perform(from: self) }

    /// Called when ``UIControl/isHighlighted`` changes; subclasses restyle.
    open func highlightDidChange() {}
    /// Called when ``UIControl/isEnabled`` or ``UIControl/isSelected`` changes; subclasses restyle.
    open func stateDidChange() { setNeedsDisplay() }

    // MARK: Tracking (override these, as in UIKit)

    // MARK: Context menus (the control is its interaction's delegate; UIControl+Menu.swift)

    /// The control's menu interaction and whether a tap shows the menu.
    lazy var menus = ControlMenus()

    /// The configuration of the control's menu: none for a plain control (a button gives its ``UIButton/menu``).
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                     animator: UIContextMenuInteractionAnimating?) {}
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                     animator: UIContextMenuInteractionAnimating?) {}
    /// Where the menu attaches, in the control's coordinates: its bottom-leading corner.
    open func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint {
        CGPoint(x: bounds.minX, y: bounds.maxY)
    }

    /// A touch went down on the control; false stops tracking it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The touch moved; false stops tracking it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The touch lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The touch was taken away (a scroll began).
    open func cancelTracking(with event: UIEvent?) {}

    /// How far outside its bounds a touch still counts as inside (UIKit's 70 points).
    static let touchSlop: CGFloat = 70

    func isInside(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { performTouchesBegan(touches, with: event) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { performTouchesMoved(touches, with: event) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { performTouchesEnded(touches, with: event) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { performTouchesCancelled(with: event) }

    private func performTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        menus.touchShowedMenu = showsMenuAsPrimaryAction && presentMenu(at: touch.location(in: self))
        guard !menus.touchShowedMenu else { return }
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    private func performTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, !menus.touchShowedMenu, let touch = touches.first else { return }
        let wasInside = isTouchInside
        isTouchInside = isInside(touch)
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if wasInside != isTouchInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
    }

    private func performTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard !menus.touchShowedMenu else {
            menus.touchShowedMenu = false
            return
        }
        guard isEnabled, let touch = touches.first else { return }
        isTouchInside = isInside(touch)
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        sendActions(for: isTouchInside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside)
        isTouchInside = false
    }

    private func performTouchesCancelled(with event: UIEvent?) {
        menus.touchShowedMenu = false
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isTouchInside = false
        sendActions(for: .touchCancel)
    }
}

/// A control's registered actions: each with its events, and the target or action that can
/// remove it. Kept in the order added, as UIKit sends them.
@MainActor final class ControlTargets {
    private struct Entry {
        var events: UIControl.Event
        weak var target: AnyObject?
        let hadTarget: Bool
        let identifier: UIAction.Identifier?
        let run: (UIControl) -> Void
    }
    private var entries: [Entry] = []

    func add(_ events: UIControl.Event, target: AnyObject, run: @escaping (UIControl) -> Void) {
        entries.append(Entry(events: events, target: target, hadTarget: true, identifier: nil, run: run))
    }

    /// An action added twice for the same events is kept once, as UIKit's.
    func add(_ events: UIControl.Event, action: UIAction, run: @escaping (UIControl) -> Void) {
        if let index = entries.firstIndex(where: { $0.identifier == action.identifier }) {
            entries[index].events.formUnion(events)
            return
        }
        entries.append(Entry(events: events, target: nil, hadTarget: false, identifier: action.identifier, run: run))
    }

    func remove(target: AnyObject?, for events: UIControl.Event) {
        strip(events) { $0.hadTarget && (target == nil || $0.target === target) }
    }

    func remove(identifier: UIAction.Identifier, for events: UIControl.Event) {
        strip(events) { $0.identifier == identifier }
    }

    private func strip(_ events: UIControl.Event, where matches: (Entry) -> Bool) {
        for index in entries.indices where matches(entries[index]) { entries[index].events.subtract(events) }
        entries.removeAll { $0.events.isEmpty || ($0.hadTarget && $0.target == nil) }
    }

    func actions(for events: UIControl.Event) -> [(UIControl) -> Void] {
        entries.filter { !$0.events.isDisjoint(with: events) && (!$0.hadTarget || $0.target != nil) }.map(\.run)
    }

    var allTargets: Set<AnyHashable> {
        Set(entries.compactMap { entry in entry.target.map { AnyHashable(ObjectIdentifier($0)) } })
    }

    var allEvents: UIControl.Event { entries.reduce([]) { $0.union($1.events) } }
}
