import SwiftSyntax

/// The first pass over all files: which protocols have `@objc optional` members, and which
/// types conform to which protocols (a conformance and the implementation may be in different
/// files).
final class OptionalRequirementScan: SyntaxVisitor {
    private(set) var protocols: [String: [OptionalMember]] = [:]
    private(set) var conformances: [String: Set<String>] = [:]

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        var members: [OptionalMember] = []
        for item in node.memberBlock.members {
            guard let function = item.decl.as(FunctionDeclSyntax.self), function.modifiers.contains(where: { $0.name.text == "optional" })
            else { continue }
            members.append(OptionalMember(fullName: PortNames.fullName(of: function), kind: PortNames.kind(of: function)))
        }
        if !members.isEmpty { protocols[node.name.text] = members }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, node.inheritanceClause); return .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, node.inheritanceClause); return .visitChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, node.inheritanceClause); return .visitChildren
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.extendedType.trimmedDescription, node.inheritanceClause); return .visitChildren
    }

    private func record(_ type: String, _ clause: InheritanceClauseSyntax?) {
        let names = clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        conformances[type, default: []].formUnion(names)
    }

    /// The value-returning optional members a type implements, by full name, through its
    /// conformances to rewritten protocols.
    func valueMembers(implementedBy type: String) -> Set<String> {
        var names: Set<String> = []
        for proto in conformances[type] ?? [] {
            for member in protocols[proto] ?? [] where member.kind == .value { names.insert(member.fullName) }
        }
        return names
    }
}

/// Names and signatures, as the rewriter compares them.
enum PortNames {
    /// `collectionView(_:layout:heightForItemAt:)`.
    static func fullName(of function: FunctionDeclSyntax) -> String {
        function.name.text + "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// The full name a call uses: its base name and argument labels.
    static func fullName(base: String, arguments: LabeledExprListSyntax) -> String {
        base + "(" + arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"
    }

    static func kind(of function: FunctionDeclSyntax) -> OptionalMemberKind {
        guard let type = function.signature.returnClause?.type else { return .void }
        let text = type.trimmedDescription
        if text == "Void" || text == "()" { return .void }
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) || text.hasPrefix("Optional<") {
            return .optional
        }
        return .value
    }
}
