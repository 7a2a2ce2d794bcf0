import SwiftSyntax

/// The Objective-C selector a `#selector(...)` names, as Swift's importer spells it.
enum SelectorName {
    /// `handleTap(_:)` is "handleTap:", `move(from:to:)` "moveFrom:to:", `init(frame:)`
    /// "initWithFrame:", `refresh` "refresh",
    /// `getter: title` "title" and `setter: title` "setTitle:".
    static func objectiveC(of reference: ExprSyntax, accessor: String?) -> String {
        let (base, labels) = nameAndLabels(of: reference)
        switch accessor {
        case "getter": return base
        case "setter": return "set" + base.prefix(1).uppercased() + base.dropFirst() + ":"
        default: break
        }
        guard let labels, !labels.isEmpty else { return base }
        var parts: [String] = []
        for (index, label) in labels.enumerated() {
            if index == 0 {
                let joiner = base == "init" ? "With" : ""
                parts.append(label == "_" ? base : base + joiner + label.prefix(1).uppercased() + label.dropFirst())
            } else {
                parts.append(label == "_" ? "" : label)
            }
        }
        return parts.map { $0 + ":" }.joined()
    }

    /// The method's base name and argument labels (nil when written without them), ignoring
    /// any `self.` or `Type.` qualification.
    static func nameAndLabels(of reference: ExprSyntax) -> (String, [String]?) {
        if let member = reference.as(MemberAccessExprSyntax.self) {
            return (member.declName.baseName.text, member.declName.argumentNames.map { $0.arguments.map(\.name.text) })
        }
        if let decl = reference.as(DeclReferenceExprSyntax.self) {
            return (decl.baseName.text, decl.argumentNames.map { $0.arguments.map(\.name.text) })
        }
        return (reference.trimmedDescription, nil)
    }

    /// The type a reference is qualified with (`ViewModel` in `ViewModel.refresh`), if any other
    /// than `self`.
    static func qualifier(of reference: ExprSyntax) -> String? {
        guard let member = reference.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let text = base.trimmedDescription
        return text == "self" ? nil : text
    }
}
