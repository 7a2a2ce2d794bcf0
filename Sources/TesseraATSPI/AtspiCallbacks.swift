import CTesseraAtk
import Foundation
@_spi(Host) import Tessera

/// The C callbacks ATK's objects call: each reaches the running bridge on the main thread
/// (the bridge only runs inside ``AtspiBridge/pump()``, called by the host's loop).
enum AtspiCallbacks {
    static let table = TesseraAtkCallbacks(
        name: { handle in bridge { $0.name(handle) }.flatMap(copy) },
        description: { handle in bridge { $0.description(handle) }.flatMap(copy) },
        identifier: { handle in bridge { $0.node(handle)?.identifier }.flatMap(copy) },
        role: { handle in bridge { AtspiRoles.role(handle, $0) } ?? ATK_ROLE_INVALID },
        parent: { handle in bridge { $0.registry.parent(of: handle) } ?? 0 },
        child_count: { handle in Int32(bridge { $0.children(handle) } ?? 0) },
        child: { handle, index in bridge { $0.child(handle, at: Int(index)) } ?? 0 },
        index_in_parent: { handle in Int32(bridge { $0.indexInParent(handle) } ?? -1) },
        states: { handle in bridge { AtspiStates.states(handle, $0) } ?? 0 },
        extents: { handle, screen, x, y, width, height in
            let frame = bridge { $0.extents(handle, screen: screen != 0) } ?? .zero
            x?.pointee = Int32(frame.minX.rounded())
            y?.pointee = Int32(frame.minY.rounded())
            width?.pointee = Int32(frame.width.rounded())
            height?.pointee = Int32(frame.height.rounded())
        },
        action_count: { handle in Int32(bridge { AtspiActions.names(handle, $0).count } ?? 0) },
        action_name: { handle, index in
            bridge { AtspiActions.names(handle, $0) }.flatMap { $0.indices.contains(Int(index)) ? copy($0[Int(index)]) : nil }
        },
        do_action: { handle, index in (bridge { AtspiActions.perform(Int(index), handle, $0) } ?? false) ? 1 : 0 },
        grab_focus: { handle in (bridge { $0.grabFocus(handle) } ?? false) ? 1 : 0 },
        text: { handle in bridge { $0.node(handle).flatMap { $0.label ?? $0.value } }.flatMap(copy) },
        value: { handle, current, minimum, maximum, step in
            guard let reading = bridge({ AtspiValues.reading($0.registry.object(handle)) }) else { return 0 }
            current?.pointee = reading.current
            minimum?.pointee = reading.minimum
            maximum?.pointee = reading.maximum
            step?.pointee = reading.step
            return 1
        },
        set_value: { handle, number in (bridge { AtspiValues.set($0.registry.object(handle), to: number) } ?? false) ? 1 : 0 }
    )

    /// Runs `body` with the bridge, on the main actor the bridge's pump runs on.
    private static func bridge<T: Sendable>(_ body: @MainActor (AtspiBridge) -> T?) -> T? {
        MainActor.assumeIsolated {
            guard let bridge = AtspiBridge.shared else { return nil }
            return body(bridge)
        }
    }

    /// A malloc'd copy, which the C side frees.
    private static func copy(_ string: String) -> UnsafeMutablePointer<CChar>? { strdup(string) }
}

/// AT-SPI roles for Tessera's.
@MainActor enum AtspiRoles {
    static func role(_ handle: Int, _ bridge: AtspiBridge) -> AtkRole {
        if handle == AtspiHandles.application { return ATK_ROLE_APPLICATION }
        guard let node = bridge.node(handle) else { return ATK_ROLE_INVALID }
        switch node.role {
        case .window: return ATK_ROLE_FRAME
        case .panel: return ATK_ROLE_PANEL
        case .list: return ATK_ROLE_LIST
        case .listItem: return ATK_ROLE_LIST_ITEM
        case .table: return ATK_ROLE_TABLE
        case .tableCell: return ATK_ROLE_TABLE_CELL
        case .button: return ATK_ROLE_PUSH_BUTTON
        case .toggleButton: return ATK_ROLE_TOGGLE_BUTTON
        case .slider: return ATK_ROLE_SLIDER
        case .label: return ATK_ROLE_LABEL
        case .heading: return ATK_ROLE_HEADING
        case .image: return ATK_ROLE_IMAGE
        case .link: return ATK_ROLE_LINK
        case .textField, .searchField: return ATK_ROLE_ENTRY
        case .textView: return ATK_ROLE_TEXT
        case .scrollPane: return ATK_ROLE_SCROLL_PANE
        case .tabList: return ATK_ROLE_PAGE_TAB_LIST
        case .alert: return ATK_ROLE_ALERT
        case .progressBar: return ATK_ROLE_PROGRESS_BAR
        }
    }
}

/// AT-SPI states from what the node says of itself.
@MainActor enum AtspiStates {
    static func states(_ handle: Int, _ bridge: AtspiBridge) -> UInt64 {
        var states: [AtkStateType] = []
        if handle == AtspiHandles.application { return 0 }
        guard let node = bridge.node(handle) else { return bit(ATK_STATE_DEFUNCT) }
        if node.isEnabled { states += [ATK_STATE_ENABLED, ATK_STATE_SENSITIVE] }
        if isShowing(node, bridge) { states += [ATK_STATE_VISIBLE, ATK_STATE_SHOWING] }
        if node.object is UIWindow { states.append(ATK_STATE_ACTIVE) }
        if node.isElement { states.append(ATK_STATE_FOCUSABLE) }
        if (node.object as? UIView)?.canBecomeFocused == true { states.append(ATK_STATE_FOCUSABLE) }
        if AccessibilityFocus.shared.element === node.object || bridge.keyboardFocused === node.object { states.append(ATK_STATE_FOCUSED) }
        if [.listItem, .tableCell].contains(node.role) { states.append(ATK_STATE_SELECTABLE) }
        if node.traits.contains(.selected) { states.append(ATK_STATE_SELECTED) }
        if node.traits.contains(.toggleButton) {
            states.append(ATK_STATE_CHECKABLE)
            if node.value == "1" { states.append(ATK_STATE_CHECKED) }
        }
        if let value = node.value, value.hasSuffix("expanded") || value.hasSuffix("collapsed") {
            states.append(ATK_STATE_EXPANDABLE)
            if value.hasSuffix("expanded") { states.append(ATK_STATE_EXPANDED) }
        }
        if [.textField, .textView, .searchField].contains(node.role) { states.append(ATK_STATE_EDITABLE) }
        if (node.object as? UIView)?.accessibilityViewIsModal == true { states.append(ATK_STATE_MODAL) }
        return states.reduce(0) { $0 | bit($1) }
    }

    private static func bit(_ state: AtkStateType) -> UInt64 { 1 << UInt64(state.rawValue) }

    /// On screen: inside the window's bounds (a list's items off screen are not).
    private static func isShowing(_ node: AccessibilityNode, _ bridge: AtspiBridge) -> Bool {
        if node.object is UIWindow { return true }
        guard let window = bridge.windows().first else { return false }
        return node.frame.intersects(window.bounds) && !node.frame.isEmpty
    }
}

/// AT-SPI actions: "click" activates (what a double tap does), "increment" and "decrement"
/// adjust, then the element's custom actions by name.
@MainActor enum AtspiActions {
    static func names(_ handle: Int, _ bridge: AtspiBridge) -> [String] {
        guard let node = bridge.node(handle), node.isElement || node.object is UIAccessibilityElement else { return [] }
        var names = ["click"]
        if node.traits.contains(.adjustable) { names += ["increment", "decrement"] }
        return names + node.customActions.map(\.name)
    }

    static func perform(_ index: Int, _ handle: Int, _ bridge: AtspiBridge) -> Bool {
        let all = names(handle, bridge)
        guard all.indices.contains(index), let node = bridge.node(handle) else { return false }
        switch all[index] {
        case "click" where index == 0: return AccessibilityActions.activate(node)
        case "increment" where node.traits.contains(.adjustable): AccessibilityActions.increment(node)
        case "decrement" where node.traits.contains(.adjustable): AccessibilityActions.decrement(node)
        default: return AccessibilityActions.perform(all[index], on: node)
        }
        return true
    }
}
