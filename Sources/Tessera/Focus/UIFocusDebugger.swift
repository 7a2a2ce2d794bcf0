import Foundation

/// What a focus debugger command answers: text to read in the console.
@preconcurrency @MainActor public protocol UIFocusDebuggerOutput: AnyObject, CustomStringConvertible {}

/// Commands to call from a debugger (or a test) to see why the focus is where it is.
@preconcurrency @MainActor open class UIFocusDebugger: NSObject {
    /// The commands, one a line.
    public class func help() -> UIFocusDebuggerOutput {
        FocusDebuggerText([
            "UIFocusDebugger.status(): the focused item and the environments that contain it",
            "UIFocusDebugger.checkFocusability(for: item): whether item can take the focus, and why not",
            "UIFocusDebugger.simulateFocusUpdateRequest(from: environment): where a focus request from environment would go",
            "UIFocusDebugger.focusGroups(for: environment): the focus groups from environment up",
            "UIFocusDebugger.preferredFocusEnvironments(for: environment): environment's preferred environments, searched in order",
        ])
    }

    /// The focused item, and its environments from the innermost out.
    public class func status() -> UIFocusDebuggerOutput {
        guard let item = KeyboardFocus.shared.focusedItem else { return FocusDebuggerText(["Focused item: nothing"]) }
        let chain = FocusEngine.chain(from: item).dropFirst().map { "  in \(FocusDescription.name($0))" }
        return FocusDebuggerText(["Focused item: \(FocusDescription.name(item))"] + chain)
    }

    /// Whether `item` can take the focus; when it cannot, each reason found.
    public class func checkFocusability(for item: UIFocusItem) -> UIFocusDebuggerOutput {
        let reasons = FocusabilityCheck.reasons(item)
        let name = FocusDescription.name(item)
        if reasons.isEmpty { return FocusDebuggerText(["\(name) can take the focus."]) }
        return FocusDebuggerText(["\(name) cannot take the focus:"] + reasons.map { "  - \($0)" })
    }

    /// Where the focus would go if `environment` asked for it now.
    public class func simulateFocusUpdateRequest(from environment: UIFocusEnvironment) -> UIFocusDebuggerOutput {
        guard let spot = FocusSearch.spot(in: environment) else {
            return FocusDebuggerText(["A request from \(FocusDescription.name(environment)) finds nothing that can take the focus."])
        }
        let item = spot.indexPath.map { " at \(FocusDebuggerText.describe($0))" } ?? ""
        return FocusDebuggerText(["A request from \(FocusDescription.name(environment)) moves the focus to \(FocusDescription.name(spot.item))\(item)."])
    }

    /// The focus groups `environment` is in, from the innermost out.
    public class func focusGroups(for environment: UIFocusEnvironment) -> UIFocusDebuggerOutput {
        let groups = FocusEngine.chain(from: environment).compactMap { found in
            found.focusGroupIdentifier.map { "\($0) (\(FocusDescription.name(found)))" }
        }
        return FocusDebuggerText(groups.isEmpty ? ["No focus group."] : groups)
    }

    /// `environment`'s preferred environments, as the engine searches them.
    public class func preferredFocusEnvironments(for environment: UIFocusEnvironment) -> UIFocusDebuggerOutput {
        let preferred = environment.preferredFocusEnvironments.enumerated().map { "\($0.offset + 1). \(FocusDescription.name($0.element))" }
        return FocusDebuggerText(preferred.isEmpty ? ["\(FocusDescription.name(environment)) prefers nothing: the first focusable item inside is used."] : preferred)
    }
}

private final class FocusDebuggerText: NSObject, UIFocusDebuggerOutput {
    let lines: [String]
    init(_ lines: [String]) { self.lines = lines }
    override var description: String { lines.joined(separator: "\n") }

    static func describe(_ indexPath: IndexPath) -> String {
        indexPath.count == 2 ? "item \(indexPath[1]) of section \(indexPath[0])" : "\(indexPath)"
    }
}

/// Why an item cannot take the focus, in the words the debugger prints.
@MainActor enum FocusabilityCheck {
    static func reasons(_ item: UIFocusItem) -> [String] {
        var reasons: [String] = []
        if !item.canBecomeFocused { reasons.append("canBecomeFocused is false") }
        guard let view = item as? UIView else { return reasons }
        if view.window == nil { reasons.append("it is in no window") }
        var current: UIView? = view
        while let shown = current {
            let who = shown === view ? "it" : "its ancestor \(FocusDescription.name(shown))"
            if shown.isHidden { reasons.append("\(who) is hidden") }
            if shown.alpha <= 0.01 { reasons.append("\(who) is transparent (alpha \(shown.alpha))") }
            if !shown.isUserInteractionEnabled { reasons.append("\(who) has isUserInteractionEnabled false") }
            if let list = shown as? KeyboardFocusList, shown !== view, !list.takesFocus {
                reasons.append("\(who) does not allow focus (allowsFocus, or editing without allowsFocusDuringEditing)")
            }
            current = shown.superview
        }
        return reasons
    }
}
