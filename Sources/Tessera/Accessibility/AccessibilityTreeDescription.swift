import Foundation

/// The accessibility tree as text, a line a node, indented by depth: role, label, value,
/// traits, identifier, frame, actions — what a screen reader would find, for tests and
/// snapshots. A list shows its items on screen and counts the rest.
@MainActor public enum AccessibilityTreeDescription {
    public static func describe(_ root: AnyObject) -> String {
        var lines: [String] = []
        append(AccessibilityNode(root), depth: 0, to: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    static func append(_ node: AccessibilityNode, depth: Int, to lines: inout [String]) {
        lines.append(String(repeating: "  ", count: depth) + line(for: node))
        guard !(node.isElement && node.view != nil && !(node.object is AccessibilityItemContainer)) else { return }
        if node.object is AccessibilityItemContainer {
            let shown = node.shownChildren
            for child in shown { append(child, depth: depth + 1, to: &lines) }
            let count = node.childCount
            if count > shown.count { lines.append(String(repeating: "  ", count: depth + 1) + "(\(count - shown.count) more items off screen)") }
            return
        }
        for child in node.children { append(child, depth: depth + 1, to: &lines) }
    }

    /// `button "Done" value="1" [button, selected] id=done (10,20,80,44) actions=[Delete]`.
    public static func line(for node: AccessibilityNode) -> String {
        var parts = [node.role.rawValue]
        if let label = node.label, !label.isEmpty { parts.append("\"\(label)\"") }
        if let value = node.value, !value.isEmpty { parts.append("value=\"\(value)\"") }
        if node.traits != .none { parts.append(node.traits.description) }
        if let hint = node.hint { parts.append("hint=\"\(hint)\"") }
        if let identifier = node.identifier { parts.append("id=\(identifier)") }
        if let position = node.tablePosition, position.row != NSNotFound { parts.append("row \(position.row) column \(position.column)") }
        let frame = node.frame
        parts.append("(\(number(frame.minX)),\(number(frame.minY)),\(number(frame.width)),\(number(frame.height)))")
        let actions = node.customActions.map(\.name)
        if !actions.isEmpty { parts.append("actions=[\(actions.joined(separator: ", "))]") }
        return parts.joined(separator: " ")
    }

    private static func number(_ value: CGFloat) -> String {
        value.rounded() == value ? String(Int(value)) : String(format: "%.1f", Double(value))
    }
}
