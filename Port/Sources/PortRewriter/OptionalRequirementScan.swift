import SwiftSyntax

/// The first pass over all files: which protocols have `@objc optional` members (a protocol and
/// the calls of its members may be in different files).
final class OptionalRequirementScan: SyntaxVisitor {
    private(set) var protocols: [String: [OptionalMember]] = [:]

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        var members: [OptionalMember] = []
        for item in node.memberBlock.members {
            guard let function = item.decl.as(FunctionDeclSyntax.self), function.modifiers.contains(where: { $0.name.text == "optional" })
            else { continue }
            members.append(OptionalMember(fullName: PortNames.fullName(of: function), kind: PortNames.kind(of: function),
                                          returnType: function.signature.returnClause?.type.trimmedDescription))
        }
        if !members.isEmpty { protocols[node.name.text] = members }
        return .skipChildren
    }

    /// The former optional member a call names, by full name, in any rewritten protocol.
    func member(named fullName: String) -> OptionalMember? {
        protocols.values.joined().first { $0.fullName == fullName }
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
