import SwiftParser
import SwiftSyntax

/// An `@IBOutlet` or `@IBInspectable` property: set by name from a document.
struct IBProperty {
    let name: String
    /// The type without `!` or `?` (`UILabel`, `[UIButton]`, `CGFloat`).
    let type: String
    /// Whether the property can hold nil (an outlet `UILabel!`), so a value of another type sets nil.
    let isOptional: Bool
}

/// An `@IBAction` method: performed by its Objective-C selector (`tapped:`).
struct IBActionMethod {
    let name: String
    let selector: String
    /// Each parameter's label (nil for `_`) and type as written.
    let parameters: [(label: String?, type: String)]
    let line: Int
}

/// The first pass over all files: each class's outlets, inspectables and actions (actions may
/// be in extensions, in other files), so the class's own body gets one `setValue(_:forKey:)`,
/// `value(forKey:)` and `perform(_:withSender:)` that Interface Builder's connections use.
final class InterfaceBuilderScan: SyntaxVisitor {
    private(set) var properties: [String: [IBProperty]] = [:]
    private(set) var actions: [String: [IBActionMethod]] = [:]
    /// The classes that already declare one of the methods the rewriter would write.
    private(set) var declared: [String: Set<String>] = [:]
    private var converter: SourceLocationConverter?
    private var types: [String] = []

    init() { super.init(viewMode: .sourceAccurate) }

    func scan(_ tree: SourceFileSyntax, path: String) {
        converter = SourceLocationConverter(fileName: path, tree: tree)
        walk(tree)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = types.last, Self.has(node.attributes, "IBOutlet") || Self.has(node.attributes, "IBInspectable") else {
            return .skipChildren
        }
        // Marked unavailable to Swift (kept for Interface Builder only): Swift code, and so the
        // key-value coding written for it, cannot name it.
        guard !Self.isUnavailable(node.attributes) else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let annotation = binding.typeAnnotation?.type else { continue }
            properties[type, default: []].append(Self.property(name, annotation))
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = types.last else { return .skipChildren }
        let name = node.name.text
        if ["setValue", "value", "perform"].contains(name) { declared[type, default: []].insert(PortNames.fullName(of: node)) }
        guard Self.has(node.attributes, "IBAction") else { return .skipChildren }
        let parameters = node.signature.parameterClause.parameters.map { parameter in
            (label: parameter.firstName.text == "_" ? nil : parameter.firstName.text, type: parameter.type.trimmedDescription)
        }
        let line = converter.map { node.startLocation(converter: $0).line } ?? 0
        actions[type, default: []].append(IBActionMethod(name: name, selector: Self.selector(name, parameters), parameters: parameters, line: line))
        return .skipChildren
    }

    private static func isUnavailable(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "available" else { return false }
            return attribute.arguments?.trimmedDescription.contains("unavailable") ?? false
        }
    }

    private static func has(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
        attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return attribute.attributeName.trimmedDescription == name
        }
    }

    private static func property(_ name: String, _ annotation: TypeSyntax) -> IBProperty {
        if let wrapped = annotation.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return IBProperty(name: name, type: wrapped.wrappedType.trimmedDescription, isOptional: true)
        }
        if let wrapped = annotation.as(OptionalTypeSyntax.self) {
            return IBProperty(name: name, type: wrapped.wrappedType.trimmedDescription, isOptional: true)
        }
        return IBProperty(name: name, type: annotation.trimmedDescription, isOptional: false)
    }

    /// The Objective-C selector Swift gives a method, which documents name: `tapped` (no
    /// argument), `tapped:`, `tappedWithSender:` (a labelled first argument), `tapped:forEvent:`.
    static func selector(_ name: String, _ parameters: [(label: String?, type: String)]) -> String {
        guard let first = parameters.first else { return name }
        var selector = name
        if let label = first.label { selector += "With" + label.prefix(1).uppercased() + label.dropFirst() }
        selector += ":"
        for parameter in parameters.dropFirst() { selector += (parameter.label ?? "") + ":" }
        return selector
    }
}

/// Writes the members a class needs for Interface Builder's connections.
enum InterfaceBuilderMembers {
    private static let numbers: Set<String> = ["CGFloat", "Double", "Float", "Int", "Bool", "UInt", "Int32", "Int64"]

    /// The members' source, indented for a class body, or nil when the class has no connections.
    static func source(properties: [IBProperty], actions: [IBActionMethod], access: String) -> String? {
        guard !properties.isEmpty || !actions.isEmpty else { return nil }
        var parts: [String] = []
        if !properties.isEmpty {
            parts.append(setter(properties, access: access))
            parts.append(getter(properties, access: access))
        }
        if !actions.isEmpty { parts.append(performer(actions, access: access)) }
        return "\n\n    // Interface Builder's connections by name (tessera-port): outlets and inspectables through\n"
            + "    // key-value coding, actions by their selectors.\n" + parts.joined(separator: "\n\n")
    }

    private static func setter(_ properties: [IBProperty], access: String) -> String {
        let cases = properties.map { property -> String in
            let value = conversion(property.type)
            if property.isOptional { return "        case \"\(property.name)\": \(property.name) = \(value)" }
            return "        case \"\(property.name)\": if let value = \(value) { \(property.name) = value }"
        }
        return "    \(access)override func setValue(_ value: Any?, forKey key: String) {\n        switch key {\n"
            + cases.joined(separator: "\n") + "\n        default: super.setValue(value, forKey: key)\n        }\n    }"
    }

    /// `value` as `type`: numbers and flags come from documents as `NSNumber` (read through
    /// `doubleValue` and `boolValue`, which Foundation has on Linux too).
    private static func conversion(_ type: String) -> String {
        guard numbers.contains(type) else { return "value as? \(type)" }
        let number = type == "Bool" ? "$0.boolValue" : "\(type)($0.doubleValue)"
        return "(value as? \(type) ?? (value as? NSNumber).map { \(number) })"
    }

    private static func getter(_ properties: [IBProperty], access: String) -> String {
        let cases = properties.map { "        case \"\($0.name)\": \($0.name)" }
        return "    \(access)override func value(forKey key: String) -> Any? {\n        switch key {\n"
            + cases.joined(separator: "\n") + "\n        default: super.value(forKey: key)\n        }\n    }"
    }

    private static func performer(_ actions: [IBActionMethod], access: String) -> String {
        let cases = actions.map { action -> String in
            "        case \"\(action.selector)\":\n            \(call(action))\n            return true"
        }
        return "    @discardableResult\n    \(access)override func perform(_ action: Selector, withSender sender: Any?) -> Bool {\n        switch action {\n"
            + cases.joined(separator: "\n") + "\n        default:\n            return super.perform(action, withSender: sender)\n        }\n    }"
    }

    /// The call of an action with the sender as its parameter's type wants it.
    private static func call(_ action: IBActionMethod) -> String {
        guard let first = action.parameters.first else { return "\(action.name)()" }
        let label = first.label.map { "\($0): " } ?? ""
        let rest = action.parameters.dropFirst().map { "\($0.label.map { "\($0): " } ?? "")UIEvent(touches: [], timestamp: 0)" }
        let tail = rest.isEmpty ? "" : ", " + rest.joined(separator: ", ")
        switch first.type {
        case "Any": return "\(action.name)(\(label)sender as Any\(tail))"
        case "Any?", "AnyObject?": return "\(action.name)(\(label)sender as \(first.type)\(tail))"
        case "AnyObject": return "\(action.name)(\(label)sender as AnyObject\(tail))"
        default:
            if first.type.hasSuffix("?") { return "\(action.name)(\(label)sender as? \(first.type.dropLast())\(tail))" }
            return "if let sender = sender as? \(first.type) { \(action.name)(\(label)sender\(tail)) }"
        }
    }
}
