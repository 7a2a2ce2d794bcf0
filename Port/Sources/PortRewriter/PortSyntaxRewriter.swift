import Foundation
import SwiftParser
import SwiftSyntax

/// The second pass: rewrites one file, recording each change at its line in the original.
final class PortSyntaxRewriter: SyntaxRewriter {
    private let scan: OptionalRequirementScan
    private let converter: SourceLocationConverter
    private(set) var changes: [PortChange] = []
    /// Type declarations we are inside, innermost last (for conformances).
    private var typeStack: [String] = []
    private var protocolStack: [String] = []
    /// `#selector`s that become method references (noted there, not as `Selector`).
    private var methodReferenceSelectors: Set<SyntaxIdentifier> = []
    private static let uikitModules: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics"]
    private static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction", "GKInspectable",
    ]

    init(scan: OptionalRequirementScan, tree: SourceFileSyntax, path: String) {
        self.scan = scan
        converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    private func note(_ node: some SyntaxProtocol, _ message: String) {
        changes.append(PortChange(line: node.startLocation(converter: converter).line, message: message))
    }

    // MARK: Imports and #if

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        var items: [CodeBlockItemSyntax] = []
        var importedTessera = node.contains { item in
            item.item.as(ImportDeclSyntax.self)?.path.trimmedDescription == "Tessera"
        }
        for item in node {
            if let ifConfig = item.item.as(IfConfigDeclSyntax.self), let chosen = decided(ifConfig) {
                if case .statements(let statements)? = chosen?.elements {
                    let inner = visit(statements)
                    items.append(contentsOf: inner.enumerated().map { index, element in
                        index == 0 ? element.with(\.leadingTrivia, item.leadingTrivia) : element
                    })
                }
                continue
            }
            if let importDecl = item.item.as(ImportDeclSyntax.self), Self.uikitModules.contains(importDecl.path.trimmedDescription) {
                guard !importedTessera else {
                    note(importDecl, "import \(importDecl.path.trimmedDescription): removed (Tessera is imported)")
                    continue
                }
                note(importDecl, "import \(importDecl.path.trimmedDescription) -> import Tessera")
                importedTessera = true
                let path = ImportPathComponentListSyntax([ImportPathComponentSyntax(name: .identifier("Tessera"))])
                let rewritten = importDecl.with(\.path, path.with(\.trailingTrivia, importDecl.path.trailingTrivia))
                items.append(item.with(\.item, .decl(DeclSyntax(rewritten))))
                continue
            }
            let visited = visit(item)
            items.append(visited)
            if let proto = item.item.as(ProtocolDeclSyntax.self), let members = scan.protocols[proto.name.text] {
                items.append(defaultsExtension(for: proto, members: members))
            }
        }
        return CodeBlockItemListSyntax(items)
    }

    override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        var items: [MemberBlockItemSyntax] = []
        for item in node {
            if let ifConfig = item.decl.as(IfConfigDeclSyntax.self), let chosen = decided(ifConfig) {
                if case .decls(let decls)? = chosen?.elements {
                    let inner = visit(decls)
                    items.append(contentsOf: inner.enumerated().map { index, element in
                        index == 0 ? element.with(\.leadingTrivia, item.leadingTrivia) : element
                    })
                }
                continue
            }
            items.append(visit(item))
        }
        return MemberBlockItemListSyntax(items)
    }

    /// The clause an `#if` takes on iOS: `.some(clause)`, `.some(nil)` when none applies, or
    /// nil when a condition cannot be decided (the `#if` stays).
    private func decided(_ ifConfig: IfConfigDeclSyntax) -> IfConfigClauseSyntax?? {
        for clause in ifConfig.clauses {
            guard let condition = clause.condition else {
                note(ifConfig, "#if: kept the #else branch")
                return .some(clause)
            }
            switch ConditionEvaluator.evaluate(condition) {
            case true?:
                note(ifConfig, "#if \(condition.trimmedDescription): kept this branch (UIKit's)")
                return .some(clause)
            case false?: continue
            case nil: return nil
            }
        }
        note(ifConfig, "#if: no branch applies on iOS; removed")
        return .some(nil)
    }

    // MARK: Declarations: attributes, optional requirements

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        protocolStack.append(node.name.text)
        defer { protocolStack.removeLast() }
        return stripped(super.visit(node), original: node)
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax { inType(node.name.text) { stripped(super.visit(node), original: node) } }
    override func visit(_ node: StructDeclSyntax) -> DeclSyntax { inType(node.name.text) { stripped(super.visit(node), original: node) } }
    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax { inType(node.name.text) { stripped(super.visit(node), original: node) } }
    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        inType(node.extendedType.trimmedDescription) { stripped(super.visit(node), original: node) }
    }
    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax { stripped(super.visit(node), original: node) }
    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax { stripped(super.visit(node), original: node) }
    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax { stripped(super.visit(node), original: node) }

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        var function = super.visit(node).as(FunctionDeclSyntax.self)!
        let name = PortNames.fullName(of: node)
        let isOptionalRequirement = protocolStack.last.flatMap { scan.protocols[$0] }?.contains { $0.fullName == name } == true
            && node.modifiers.contains { $0.name.text == "optional" }
        let implementsValueMember = protocolStack.isEmpty && typeStack.last.map { scan.valueMembers(implementedBy: $0).contains(name) } == true
        if (isOptionalRequirement && PortNames.kind(of: node) == .value) || implementsValueMember,
           let returnClause = function.signature.returnClause {
            let type = returnClause.type
            let optional = OptionalTypeSyntax(wrappedType: type.trimmed).with(\.trailingTrivia, type.trailingTrivia)
            function.signature.returnClause = returnClause.with(\.type, TypeSyntax(optional))
            note(node, isOptionalRequirement
                 ? "optional requirement \(name) now returns \(type.trimmedDescription)? (nil: not implemented)"
                 : "\(name) returns \(type.trimmedDescription)?, as its optional requirement now does")
        }
        return stripped(DeclSyntax(function), original: node)
    }

    private func inType(_ name: String, _ body: () -> DeclSyntax) -> DeclSyntax {
        typeStack.append(name)
        defer { typeStack.removeLast() }
        return body()
    }

    /// `visited` without Objective-C and Interface Builder attributes and without the
    /// `optional` and `dynamic` modifiers, keeping the declaration's leading trivia.
    private func stripped(_ visited: DeclSyntax, original: some DeclSyntaxProtocol) -> DeclSyntax {
        var decl = visited
        let leading = decl.leadingTrivia
        var removed: [String] = []
        if var withAttributes = decl.asProtocol(WithAttributesSyntax.self) {
            let kept = withAttributes.attributes.filter { element in
                guard case .attribute(let attribute) = element else { return true }
                let name = attribute.attributeName.trimmedDescription
                if Self.removedAttributes.contains(name) { removed.append("@" + name); return false }
                return true
            }
            if kept.count != withAttributes.attributes.count {
                withAttributes.attributes = kept
                decl = withAttributes.as(DeclSyntax.self)!
            }
        }
        if var withModifiers = decl.asProtocol(WithModifiersSyntax.self) {
            let kept = withModifiers.modifiers.filter { modifier in
                let name = modifier.name.text
                if name == "optional" || name == "dynamic" { removed.append(name); return false }
                return true
            }
            if kept.count != withModifiers.modifiers.count {
                withModifiers.modifiers = kept
                decl = withModifiers.as(DeclSyntax.self)!
            }
        }
        guard !removed.isEmpty else { return visited }
        note(original, "removed \(removed.joined(separator: " "))")
        return decl.with(\.leadingTrivia, leading)
    }

    /// `extension P { … }` with a default for each of `P`'s former optional members.
    private func defaultsExtension(for proto: ProtocolDeclSyntax, members: [OptionalMember]) -> CodeBlockItemSyntax {
        let access = proto.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        var lines: [String] = []
        for item in proto.memberBlock.members {
            guard let function = item.decl.as(FunctionDeclSyntax.self),
                  let member = members.first(where: { $0.fullName == PortNames.fullName(of: function) }) else { continue }
            // One line: the requirement's own line breaks and indentation do not fit here.
            var signature = function.signature.trimmedDescription.split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            if member.kind == .value, let type = function.signature.returnClause?.type {
                signature = signature.replacingLastOccurrence(of: type.trimmedDescription, with: type.trimmedDescription + "?")
            }
            let isStatic = function.modifiers.contains { $0.name.text == "static" } ? "static " : ""
            let body = member.kind == .void ? "{}" : "{ nil }"
            lines.append("    \(access)\(isStatic)func \(function.name.text)\(signature) \(body)")
        }
        note(proto, "added defaults for \(proto.name.text)'s optional requirements in an extension")
        let source = "\n\n/// Defaults for the requirements that were `@objc optional` (tessera-port).\nextension \(proto.name.text) {\n"
            + lines.joined(separator: "\n") + "\n}"
        let parsed = Parser.parse(source: source)
        return parsed.statements.first!
    }

    // MARK: Calls and selectors

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let targetIsSelf = Self.target(of: node)?.trimmedDescription == "self"
        if targetIsSelf {
            for argument in node.arguments where ["action", "selector"].contains(argument.label?.text) {
                methodReferenceSelectors.insert(argument.expression.id)
            }
        }
        var call = super.visit(node).as(FunctionCallExprSyntax.self)!
        if targetIsSelf { call = withMethodReferences(call, original: node) }
        guard let (callee, forced) = Self.optionalCallee(of: call.calledExpression) else { return ExprSyntax(call) }
        let base = Self.baseName(of: callee)
        let fullName = PortNames.fullName(base: base, arguments: call.arguments)
        let rewrittenKind = scan.protocols.values.joined().first { $0.fullName == fullName }?.kind
        guard rewrittenKind != nil || TesseraProtocolMethods.baseNames.contains(base) else { return ExprSyntax(call) }
        note(node, "\(base)\(forced ? "!" : "?")(…) -> \(base)(…): the method is a plain requirement with a default")
        call.calledExpression = callee.with(\.trailingTrivia, [])
        if forced, rewrittenKind == .value {
            return ExprSyntax(ForceUnwrapExprSyntax(expression: call.with(\.trailingTrivia, []))).with(\.trailingTrivia, call.trailingTrivia)
        }
        return ExprSyntax(call)
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        guard node.macroName.text == "selector", let argument = node.arguments.first,
              !methodReferenceSelectors.contains(node.id) else { return super.visit(node) }
        let name = SelectorName.objectiveC(of: argument.expression, accessor: argument.label?.text)
        note(node, "#selector(\(argument.trimmedDescription)) -> Selector(\"\(name)\")")
        let replacement = Self.expression("Selector(\"\(name)\")")
        return replacement.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// In a target-action call whose target is `self`, `#selector(m(_:))` becomes the method
    /// reference `EnclosingType.m(_:)`, which Tessera calls directly (there is no Objective-C
    /// runtime to send a message by name). The type is named, not `Self`: in a non-final
    /// class `self` is not of type `Self`.
    private func withMethodReferences(_ call: FunctionCallExprSyntax, original: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
        var arguments = Array(call.arguments)
        for (index, argument) in original.arguments.enumerated() {
            guard ["action", "selector"].contains(argument.label?.text),
                  let selector = argument.expression.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
                  let reference = selector.arguments.first, reference.label == nil else { continue }
            let (base, labels) = SelectorName.nameAndLabels(of: reference.expression)
            let qualifier = SelectorName.qualifier(of: reference.expression) ?? typeStack.last ?? "Self"
            let names = labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? ""
            let text = "\(qualifier).\(base)\(names)"
            note(selector, "#selector(\(reference.trimmedDescription)) -> \(text): Tessera calls the method itself")
            let expression = Self.expression(text)
                .with(\.leadingTrivia, arguments[index].expression.leadingTrivia)
                .with(\.trailingTrivia, arguments[index].expression.trailingTrivia)
            arguments[index] = arguments[index].with(\.expression, expression)
        }
        return call.with(\.arguments, LabeledExprListSyntax(arguments))
    }

    /// The target of a target-action call: a `target:` argument, or `addTarget`'s first.
    private static func target(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        if let labeled = call.arguments.first(where: { $0.label?.text == "target" }) { return labeled.expression }
        if baseName(of: call.calledExpression) == "addTarget", let first = call.arguments.first, first.label == nil {
            return first.expression
        }
        return nil
    }

    /// For `x?.f?(…)` or `x?.f!(…)`: the callee without its `?`/`!`, and whether it was `!`.
    private static func optionalCallee(of expression: ExprSyntax) -> (ExprSyntax, Bool)? {
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return (chained.expression, false) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return (forced.expression, true) }
        return nil
    }

    /// An expression parsed from `text`.
    private static func expression(_ text: String) -> ExprSyntax {
        Parser.parse(source: text).statements.first!.item.as(ExprSyntax.self)!.trimmed
    }

    private static func baseName(of expression: ExprSyntax) -> String {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let decl = expression.as(DeclReferenceExprSyntax.self) { return decl.baseName.text }
        return ""
    }
}

extension String {
    func replacingLastOccurrence(of target: String, with replacement: String) -> String {
        guard let range = range(of: target, options: .backwards) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
