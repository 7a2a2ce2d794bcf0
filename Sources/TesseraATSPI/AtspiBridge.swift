import CTesseraAtk
import Foundation
@_spi(Host) import Tessera

/// Exports the app's accessibility tree to Linux screen readers (Orca) and tools (accerciser,
/// pyatspi) over AT-SPI, through ATK and its bridge (libatk-bridge, from Debian).
///
/// Each node (`AccessibilityNode`: a view, an element, a list's item) gets a handle and one
/// ATK object; the objects ask the nodes for everything each time, so what a reader sees is
/// what the app shows now. Calls from the bus are handled on the main thread when the host
/// calls ``pump()`` (every loop turn).
@MainActor public final class AtspiBridge {
    /// The running bridge (the C callbacks reach it here).
    static var shared: AtspiBridge?

    let registry = AtspiHandles()
    let windows: () -> [UIWindow]
    let title: String
    /// Where the window's top-left corner is on the screen, for screen coordinates.
    let windowOrigin: () -> CGPoint
    private var observer: UUID?

    private init(title: String, windows: @escaping () -> [UIWindow], windowOrigin: @escaping () -> CGPoint) {
        self.title = title
        self.windows = windows
        self.windowOrigin = windowOrigin
    }

    /// Starts the bridge, or returns nil when there is no accessibility bus to export to (or
    /// `NO_AT_BRIDGE=1` is set, as GTK honours it).
    public static func start(title: String, windows: @escaping () -> [UIWindow],
                             windowOrigin: @escaping () -> CGPoint) -> AtspiBridge? {
        guard ProcessInfo.processInfo.environment["NO_AT_BRIDGE"] != "1", shared == nil else { return shared }
        let bridge = AtspiBridge(title: title, windows: windows, windowOrigin: windowOrigin)
        shared = bridge
        var table = AtspiCallbacks.table
        guard tessera_atk_start(&table, title) != 0 else {
            shared = nil
            return nil
        }
        bridge.observer = AccessibilityEvents.shared.addObserver { [weak bridge] event in bridge?.notice(event) }
        return bridge
    }

    /// Handles what screen readers asked since the last call, then tells them where the
    /// keyboard focus went and whether the focused element's number changed.
    public func pump() {
        tessera_atk_pump()
        followKeyboardFocus()
    }

    /// The element the keyboard focus is on (``KeyboardFocus/focusedElement``), and what a
    /// reader last heard of it: its number and whether it was selected.
    private(set) weak var keyboardFocused: AnyObject?
    private var focusedReading: AtspiValues.Reading?
    private var focusedSelected = false

    private func followKeyboardFocus() {
        let now = KeyboardFocus.shared.focusedElement
        let reading = AtspiValues.reading(now)
        let selected = now.map { AccessibilityNode($0).traits.contains(.selected) } ?? false
        defer {
            keyboardFocused = now
            focusedReading = reading
            focusedSelected = selected
        }
        guard let now, let handle = focusHandle(for: now) else { return }
        if now !== keyboardFocused {
            tessera_atk_focus(handle)
            return
        }
        if let reading, reading.current != focusedReading?.current { tessera_atk_value_changed(handle) }
        if selected != focusedSelected { tessera_atk_state_changed(handle, ATK_STATE_SELECTED, selected ? 1 : 0) }
    }

    private func focusHandle(for object: AnyObject) -> Int? {
        guard let window = windows().first else { return nil }
        return registry.handle(for: object, parent: registry.handle(for: window, parent: AtspiHandles.application))
    }

    /// Tells readers what the app posted with `UIAccessibility.post(notification:argument:)`.
    private func notice(_ event: AccessibilityEvents.Posted) {
        let window = windows().first.map { registry.handle(for: $0, parent: AtspiHandles.application) } ?? AtspiHandles.application
        switch event.notification {
        case .announcement:
            tessera_atk_announce(window, (event.argument as? String) ?? "")
        case .screenChanged, .layoutChanged:
            tessera_atk_children_changed(window)
            if let target = event.argument as AnyObject?, target is UIView || target is UIAccessibilityElement {
                AccessibilityFocus.shared.move(to: target)
                tessera_atk_focus(registry.handle(for: target, parent: window))
            }
        default: break
        }
    }

    // MARK: Answers, by handle

    func node(_ handle: Int) -> AccessibilityNode? { registry.object(handle).map(AccessibilityNode.init) }

    func name(_ handle: Int) -> String? {
        guard let node = node(handle) else { return nil }
        if node.object is UIWindow { return node.label ?? title }
        return node.label
    }

    func description(_ handle: Int) -> String? {
        guard let node = node(handle) else { return nil }
        let parts = [node.value, node.hint].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    func children(_ handle: Int) -> Int {
        if handle == AtspiHandles.application { return windows().count }
        return node(handle)?.childCount ?? 0
    }

    func child(_ handle: Int, at index: Int) -> Int {
        if handle == AtspiHandles.application {
            let all = windows()
            return all.indices.contains(index) ? registry.handle(for: all[index], parent: handle) : 0
        }
        guard let child = node(handle)?.child(at: index) else { return 0 }
        return registry.handle(for: child.object, parent: handle)
    }

    func indexInParent(_ handle: Int) -> Int {
        guard let parent = registry.parent(of: handle), let object = registry.object(handle) else { return -1 }
        if parent == AtspiHandles.application { return windows().firstIndex { $0 === object } ?? -1 }
        guard let container = registry.object(parent) else { return -1 }
        if let view = container as? UIView, view is UICollectionView || view is UITableView {
            let index = view.index(ofAccessibilityElement: object)
            return index == NSNotFound ? -1 : index
        }
        return AccessibilityNode(container).children.firstIndex { $0.object === object } ?? -1
    }

    func extents(_ handle: Int, screen: Bool) -> CGRect {
        guard let node = node(handle) else { return .zero }
        let frame = node.object is UIWindow ? (node.object as! UIWindow).bounds : node.frame
        guard screen else { return frame }
        let origin = windowOrigin()
        return frame.offsetBy(dx: origin.x, dy: origin.y)
    }

    func grabFocus(_ handle: Int) -> Bool {
        guard let node = node(handle) else { return false }
        AccessibilityActions.focus(node)
        tessera_atk_focus(handle)
        return true
    }
}
