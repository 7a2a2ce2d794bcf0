import Foundation
import SwiftParser
import SwiftSyntax

/// Overrides of the sources' own extension methods, in extensions of UIKit's classes.
///
/// Objective-C lets `extension UITableViewCell { override func subviews(_:) }` replace a
/// method that `extension UIView { @objc func subviews(_:) }` added, and picks the override at
/// run time by the object's class. Swift allows neither an override in an extension nor one of
/// a method declared in an extension, and UIKit's classes are not in the sources to move it
/// into. This pass keeps the behaviour by dispatching by hand: the override becomes a plain
/// method with its own name, and the base method starts by handing the call to it when `self`
/// is of the overriding class (`if let overriding = self as? UITableViewCell { return … }`).
/// The checks run in the order of the sources; a base with overrides for a class and its own
/// subclass should list the subclass first (a note says so).
struct ExtensionOverrideDispatch {
    let files: [(path: String, original: String, text: String)]

    /// One override handed its calls by a base method.
    struct Dispatch {
        let typeName: String
        let newName: String
        let function: FunctionDeclSyntax
    }

    func run() -> (texts: [String], changes: [[PortChange]]) {
        let trees = files.map { Parser.parse(source: $0.text) }
        let bases = BaseMethods(trees: trees)
        var renames: [Int: [SyntaxIdentifier: String]] = [:]
        var dispatches: [Int: [SyntaxIdentifier: [Dispatch]]] = [:]
        var changes: [[PortChange]] = files.map { _ in [] }
        for (index, tree) in trees.enumerated() {
            let converter = SourceLocationConverter(fileName: files[index].path, tree: tree)
            for (extensionDecl, member) in ExtensionOverrides.find(in: tree) {
                guard let function = member.decl.as(FunctionDeclSyntax.self), Self.canForward(function),
                      let base = bases.unique(BaseMethods.key(of: function)) else { continue }
                let typeName = extensionDecl.extendedType.trimmedDescription
                let newName = "tesseraPort_\(function.name.text)_in\(typeName.replacingOccurrences(of: ".", with: "_"))"
                renames[index, default: [:]][function.id] = newName
                dispatches[base.file, default: [:]][base.function.id, default: []].append(Dispatch(typeName: typeName, newName: newName, function: function))
                let line = OverrideMover.originalLine(of: member, original: files[index].original, converter: converter)
                changes[index].append(PortChange(line: line, message: "`override func \(PortNames.fullName(of: function))` in an extension of \(typeName) "
                    + "became \(newName), called by the method it overrides when self is a \(typeName) (Objective-C dispatch, done by hand)"))
            }
        }
        var texts = files.map(\.text)
        for index in trees.indices where renames[index] != nil || dispatches[index] != nil {
            let rewriter = DispatchRewriter(renames: renames[index] ?? [:], dispatches: dispatches[index] ?? [:])
            texts[index] = rewriter.rewrite(trees[index]).description
        }
        return (texts, changes)
    }

    /// Whether a call can hand on the parameters as they came: not a variadic list, not a
    /// `super` call (which would come back to the base), not a static method.
    private static func canForward(_ function: FunctionDeclSyntax) -> Bool {
        let parameters = function.signature.parameterClause.parameters
        guard !parameters.contains(where: { $0.ellipsis != nil }) else { return false }
        guard !function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { return false }
        return !(function.body?.description.contains("super.\(function.name.text)") ?? false)
    }
}

/// The methods added in extensions (not overrides), by full name.
private struct BaseMethods {
    struct Base {
        let file: Int
        let function: FunctionDeclSyntax
    }
    private var byName: [String: [Base]] = [:]

    init(trees: [SourceFileSyntax]) {
        for (index, tree) in trees.enumerated() {
            for (_, member) in ExtensionOverrides.members(in: tree) {
                guard let function = member.decl.as(FunctionDeclSyntax.self), !ExtensionOverrides.isOverride(member.decl) else { continue }
                byName[Self.key(of: function), default: []].append(Base(file: index, function: function))
            }
        }
    }

    /// The full name and the parameters' types: `subviews(_:)` taking `[UIView]` is not the
    /// one taking `UIView...`.
    static func key(of function: FunctionDeclSyntax) -> String {
        PortNames.fullName(of: function) + function.signature.parameterClause.parameters.map { $0.type.trimmedDescription + ($0.ellipsis != nil ? "..." : "") }.joined(separator: ",")
    }

    /// The one base method with `key`; none when several extensions declare one.
    func unique(_ name: String) -> Base? {
        guard let found = byName[name], found.count == 1 else { return nil }
        return found[0]
    }
}

/// Renames the overrides (without `override`) and puts the checks at the top of the bases.
private final class DispatchRewriter: SyntaxRewriter {
    private let renames: [SyntaxIdentifier: String]
    private let dispatches: [SyntaxIdentifier: [ExtensionOverrideDispatch.Dispatch]]

    init(renames: [SyntaxIdentifier: String], dispatches: [SyntaxIdentifier: [ExtensionOverrideDispatch.Dispatch]]) {
        self.renames = renames
        self.dispatches = dispatches
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        if let newName = renames[node.id] { return DeclSyntax(renamed(node, to: newName)) }
        if let calls = dispatches[node.id] { return DeclSyntax(dispatching(node, to: calls)) }
        return DeclSyntax(node)
    }

    private func renamed(_ node: FunctionDeclSyntax, to newName: String) -> FunctionDeclSyntax {
        let removed = node.modifiers.first { $0.name.text == "override" }
        var modifiers = Array(node.modifiers.filter { $0.name.text != "override" })
        let levels: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]
        if !modifiers.contains(where: { levels.contains($0.name.text) }) {
            // Not part of the library's API: only the base method calls it.
            modifiers.append(DeclModifierSyntax(name: .keyword(.internal), trailingTrivia: .space))
        }
        if let removed, node.modifiers.first?.id == removed.id {
            // The removed keyword's place (its line and indentation) goes to the first one kept.
            modifiers[0] = modifiers[0].with(\.leadingTrivia, removed.leadingTrivia)
        }
        return node.with(\.modifiers, DeclModifierListSyntax(modifiers)).with(\.name, .identifier(newName))
    }

    private func dispatching(_ node: FunctionDeclSyntax, to calls: [ExtensionOverrideDispatch.Dispatch]) -> FunctionDeclSyntax {
        guard let body = node.body else { return node }
        let indent = Self.indentation(of: body)
        var text = "\n\(indent)// Added by tessera-port: the overrides in extensions of UIKit's classes, by the object's class, as Objective-C picks them."
        for call in calls {
            text += "\n\(indent)if let overriding = self as? \(call.typeName) { return \(Self.call(of: node, as: call.newName)) }"
        }
        let checks = Parser.parse(source: text).statements
        var statements = Array(Self.explicitReturn(body.statements, of: node))
        if let first = statements.first, !first.leadingTrivia.contains(where: \.isNewline) {
            // A body on the declaration's line: its statement moves to a line of its own.
            statements[0] = first.with(\.leadingTrivia, Trivia(pieces: [.newlines(1), .spaces(indent.count)]))
        }
        let all = CodeBlockItemListSyntax(Array(checks) + statements)
        return node.with(\.body, body.with(\.statements, all))
    }

    /// `overriding.newName(a, label: b)`, marked `try` and `await` as the base is.
    private static func call(of node: FunctionDeclSyntax, as newName: String) -> String {
        let arguments = node.signature.parameterClause.parameters.map { parameter -> String in
            let inner = (parameter.secondName ?? parameter.firstName).text
            let value = parameter.type.is(AttributedTypeSyntax.self) && parameter.type.description.contains("inout") ? "&" + inner : inner
            return parameter.firstName.text == "_" ? value : "\(parameter.firstName.text): \(value)"
        }
        let effects = node.signature.effectSpecifiers
        let prefix = (effects?.throwsClause != nil ? "try " : "") + (effects?.asyncSpecifier != nil ? "await " : "")
        return "\(prefix)overriding.\(newName)(\(arguments.joined(separator: ", ")))"
    }

    /// A one-expression body returning a value gets its `return` written out: statements now
    /// come before it.
    private static func explicitReturn(_ statements: CodeBlockItemListSyntax, of node: FunctionDeclSyntax) -> CodeBlockItemListSyntax {
        guard statements.count == 1, let only = statements.first, only.item.is(ExprSyntax.self),
              let returnType = node.signature.returnClause?.type.trimmedDescription, returnType != "Void", returnType != "()" else { return statements }
        let leading = only.leadingTrivia
        let returned = ReturnStmtSyntax(returnKeyword: .keyword(.return, trailingTrivia: .space), expression: only.item.as(ExprSyntax.self)!.with(\.leadingTrivia, []))
        return [CodeBlockItemSyntax(leadingTrivia: leading, item: .stmt(StmtSyntax(returned)))]
    }

    /// The indentation of the body's statements (four spaces past the declaration's).
    private static func indentation(of body: CodeBlockSyntax) -> String {
        for piece in (body.statements.first?.leadingTrivia.pieces ?? []).reversed() {
            if case .spaces(let count) = piece { return String(repeating: " ", count: count) }
        }
        return "        "
    }
}
