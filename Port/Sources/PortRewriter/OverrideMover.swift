import Foundation
import SwiftParser
import SwiftSyntax

/// The last pass: `override` members declared in extensions of a class move into the class's
/// declaration, whichever file of the ported folder holds it. Swift allows overrides in
/// extensions only for `@objc` members, and Linux has no `@objc`, so
/// `extension MyLayout { open override func prepare() }` cannot compile there as written.
struct OverrideMover {
    struct Result {
        var texts: [String]
        var changes: [[PortChange]]
        var errors: [[PortChange]]
    }

    /// One member leaving an extension.
    struct Move {
        let member: MemberBlockItemSyntax
        let sourceFile: Int
        let className: String
    }

    let files: [(path: String, original: String, text: String)]

    func run() -> Result {
        let trees = files.map { Parser.parse(source: $0.text) }
        let classes = ClassIndex(trees: trees)
        var result = Result(texts: files.map(\.text), changes: files.map { _ in [] }, errors: files.map { _ in [] })
        var leaving: [Int: Set<SyntaxIdentifier>] = [:]
        var arriving: [String: [Move]] = [:]
        for (index, tree) in trees.enumerated() {
            let converter = SourceLocationConverter(fileName: files[index].path, tree: tree)
            for (extensionDecl, member) in ExtensionOverrides.find(in: tree) {
                let typeName = extensionDecl.extendedType.trimmedDescription
                let line = Self.originalLine(of: member, original: files[index].original, converter: converter)
                guard let home = classes.file(of: typeName) else {
                    result.errors[index].append(PortChange(line: line, message: "\(Self.describe(member)) overrides a member in an extension of \(typeName), "
                        + "which is not declared in the ported sources: Swift on Linux allows overrides only in the class's declaration "
                        + "(subclass \(typeName), or move the override there by hand)"))
                    continue
                }
                leaving[index, default: []].insert(member.id)
                var moved = member.with(\.decl, Self.withAccess(of: extensionDecl, on: member.decl))
                // Moved into a list subclass, a narrowed delegate override takes the list's type.
                if let variable = moved.decl.as(VariableDeclSyntax.self),
                   let (rewritten, narrower) = CovariantDelegates.rewrite(variable, superclass: classes.superclass(of: typeName)) {
                    moved = moved.with(\.decl, rewritten.with(\.leadingTrivia, moved.decl.leadingTrivia))
                    result.changes[index].append(PortChange(line: line, message: "override var delegate: \(narrower)? -> UIScrollViewDelegate? "
                        + "(Swift cannot narrow an overridden property's type); the setter casts newValue back"))
                }
                arriving[typeName, default: []].append(Move(member: moved, sourceFile: index, className: typeName))
                let place = home == index ? "" : " (in \(files[home].path))"
                result.changes[index].append(PortChange(line: line, message: "moved \(Self.describe(member)) from an extension into class \(typeName)\(place): "
                    + "Swift allows overrides in extensions only for @objc members"))
            }
        }
        guard !leaving.isEmpty else { return result }
        let homes = Set(arriving.values.flatMap { $0 }.filter { classes.file(of: $0.className) != $0.sourceFile }.map(\.sourceFile))
        for (index, tree) in trees.enumerated() {
            let rewriter = MoveRewriter(leaving: leaving[index] ?? [], arriving: arriving, files: files.map(\.path))
            var rewritten = rewriter.rewrite(tree)
            if homes.contains(index) {
                // Members moved to another file may call this file's private helpers.
                let opener = FilePrivateOpener()
                rewritten = opener.rewrite(rewritten)
                if !opener.opened.isEmpty {
                    result.changes[index].append(PortChange(line: 1, message: "made \(opener.opened.joined(separator: ", ")) internal: "
                        + "overrides moved from this file into their class in another file use them"))
                }
            }
            result.texts[index] = rewritten.description
        }
        return result
    }

    /// The member's line in the file as the user wrote it (the earlier passes may have removed
    /// lines above it); its line in the rewritten text when not found there.
    static func originalLine(of member: MemberBlockItemSyntax, original: String, converter: SourceLocationConverter) -> Int {
        let line = member.decl.positionAfterSkippingLeadingTrivia
        let rewrittenLine = converter.location(for: line).line
        guard let key = Self.signatureKey(of: member.decl) else { return rewrittenLine }
        let lines = original.split(separator: "\n", omittingEmptySubsequences: false)
        // The declaration's own line (not an attribute's line above it, which may repeat elsewhere).
        let declarationLine = member.decl.trimmedDescription.split(separator: "\n").first { $0.contains(key) }
        let firstLine = declarationLine.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        let same = lines.indices.filter { lines[$0].trimmingCharacters(in: .whitespaces) == firstLine }
        if let nearest = same.min(by: { abs($0 + 1 - rewrittenLine) < abs($1 + 1 - rewrittenLine) }) { return nearest + 1 }
        let found = lines.indices.filter { lines[$0].contains("override") && lines[$0].contains(key) }
        return found.min(by: { abs($0 + 1 - rewrittenLine) < abs($1 + 1 - rewrittenLine) }).map { $0 + 1 } ?? rewrittenLine
    }

    /// `func prepare(` or `var collectionViewContentSize`: how the declaration's line reads.
    private static func signatureKey(of decl: DeclSyntax) -> String? {
        if let function = decl.as(FunctionDeclSyntax.self) { return "func \(function.name.text)" }
        if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first {
            return "\(variable.bindingSpecifier.text) \(binding.pattern.trimmedDescription)"
        }
        if decl.is(SubscriptDeclSyntax.self) { return "subscript" }
        return nil
    }

    static func describe(_ member: MemberBlockItemSyntax) -> String {
        if let function = member.decl.as(FunctionDeclSyntax.self) { return "`override func \(PortNames.fullName(of: function))`" }
        if let key = signatureKey(of: member.decl) { return "`override \(key)`" }
        return "an override"
    }

    /// The member with the extension's access level (`public extension`) when it states none.
    private static func withAccess(of extensionDecl: ExtensionDeclSyntax, on decl: DeclSyntax) -> DeclSyntax {
        let levels: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]
        guard let access = extensionDecl.modifiers.first(where: { levels.contains($0.name.text) }),
              let withModifiers = decl.asProtocol(WithModifiersSyntax.self),
              !withModifiers.modifiers.contains(where: { levels.contains($0.name.text) }) else { return decl }
        // The declaration's leading trivia (its doc comment) goes before the added modifier.
        let leading = decl.leadingTrivia
        let keyword: Keyword = access.name.text == "public" ? .public : keywordFor(access.name.text)
        let modifier = DeclModifierSyntax(leadingTrivia: leading, name: .keyword(keyword), trailingTrivia: .space)
        guard var bare = decl.with(\.leadingTrivia, []).asProtocol(WithModifiersSyntax.self) else { return decl }
        bare.modifiers = [modifier] + bare.modifiers
        return bare.as(DeclSyntax.self) ?? decl
    }

    private static func keywordFor(_ name: String) -> Keyword {
        switch name {
        case "open": .open
        case "package": .package
        case "fileprivate": .fileprivate
        case "private": .fileprivate  // private in an extension is file-wide for the type
        default: .internal
        }
    }
}

/// Where each class of the ported sources is declared, by qualified name (`Outer.Inner`).
private struct ClassIndex {
    private var homes: [String: Int] = [:]
    private var superclasses: [String: String] = [:]

    init(trees: [SourceFileSyntax]) {
        for (index, tree) in trees.enumerated() {
            let visitor = ClassNameVisitor()
            visitor.walk(tree)
            for name in visitor.names where homes[name] == nil { homes[name] = index }
            superclasses.merge(visitor.superclasses) { first, _ in first }
        }
    }

    func file(of name: String) -> Int? { homes[name] }
    /// The class's first inherited type, as written.
    func superclass(of name: String) -> String? { superclasses[name] }
}

private final class ClassNameVisitor: SyntaxVisitor {
    private(set) var names: [String] = []
    private var path: [String] = []

    init() { super.init(viewMode: .sourceAccurate) }

    private(set) var superclasses: [String: String] = [:]

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        names.append((path + [node.name.text]).joined(separator: "."))
        if let first = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription {
            superclasses[(path + [node.name.text]).joined(separator: ".")] = first
        }
        path.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { path.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { path.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { path.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { path.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { path.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        path.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { path.removeLast() }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// The `override` members directly in top-level extensions.
enum ExtensionOverrides {
    static func find(in tree: SourceFileSyntax) -> [(ExtensionDeclSyntax, MemberBlockItemSyntax)] {
        members(in: tree).filter { isOverride($0.1.decl) }
    }

    /// Every member directly in top-level extensions.
    static func members(in tree: SourceFileSyntax) -> [(ExtensionDeclSyntax, MemberBlockItemSyntax)] {
        var found: [(ExtensionDeclSyntax, MemberBlockItemSyntax)] = []
        collect(tree.statements, into: &found)
        return found
    }

    /// Top-level extensions, and those inside `#if` blocks (a file wrapped in
    /// `#if canImport(UIKit)`).
    private static func collect(_ statements: CodeBlockItemListSyntax, into found: inout [(ExtensionDeclSyntax, MemberBlockItemSyntax)]) {
        for statement in statements {
            if let ifConfig = statement.item.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .statements(let inner)? = clause.elements { collect(inner, into: &found) }
                }
                continue
            }
            guard let extensionDecl = statement.item.as(ExtensionDeclSyntax.self) else { continue }
            for member in extensionDecl.memberBlock.members {
                found.append((extensionDecl, member))
            }
        }
    }

    static func isOverride(_ decl: DeclSyntax) -> Bool {
        guard decl.is(FunctionDeclSyntax.self) || decl.is(VariableDeclSyntax.self) || decl.is(SubscriptDeclSyntax.self),
              let withModifiers = decl.asProtocol(WithModifiersSyntax.self) else { return false }
        return withModifiers.modifiers.contains { $0.name.text == "override" }
    }
}

/// Takes the leaving members out of their extensions (an extension left empty, with no
/// conformance, goes too) and appends the arriving ones to their classes.
private final class MoveRewriter: SyntaxRewriter {
    private let leaving: Set<SyntaxIdentifier>
    private let arriving: [String: [OverrideMover.Move]]
    private let files: [String]
    private var path: [String] = []

    init(leaving: Set<SyntaxIdentifier>, arriving: [String: [OverrideMover.Move]], files: [String]) {
        self.leaving = leaving
        self.arriving = arriving
        self.files = files
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        let items = node.compactMap { item -> CodeBlockItemSyntax? in
            if let extensionDecl = item.item.as(ExtensionDeclSyntax.self), isEmptied(extensionDecl) { return nil }
            return visit(item)
        }
        return CodeBlockItemListSyntax(items)
    }

    private func isEmptied(_ node: ExtensionDeclSyntax) -> Bool {
        node.inheritanceClause == nil && node.genericWhereClause == nil
            && !node.memberBlock.members.isEmpty && node.memberBlock.members.allSatisfy { leaving.contains($0.id) }
    }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        path.append(node.extendedType.trimmedDescription)
        defer { path.removeLast() }
        guard node.memberBlock.members.contains(where: { leaving.contains($0.id) }) else { return super.visit(node) }
        let kept = node.memberBlock.members.filter { !leaving.contains($0.id) }
        return DeclSyntax(node.with(\.memberBlock.members, kept))
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        path.append(node.name.text)
        defer { path.removeLast() }
        let visited = super.visit(node).as(ClassDeclSyntax.self)!
        guard let moves = arriving[path.joined(separator: ".")], !moves.isEmpty else { return DeclSyntax(visited) }
        let indent = visited.lineIndentation + "    "
        var members = Array(visited.memberBlock.members)
        for (offset, move) in moves.enumerated() {
            var leading = Trivia(pieces: move.member.leadingTrivia.pieces.drop { $0.isNewline })
            if offset == 0 {
                let note = "// Moved here from an extension in \(files[move.sourceFile]) by tessera-port: "
                    + "Swift allows overrides in extensions only for @objc members."
                leading = Trivia(pieces: [.newlines(1), .spaces(indent.count), .lineComment(note), .newlines(1)]) + leading
            } else {
                leading = Trivia(pieces: [.newlines(1)]) + leading
            }
            members.append(move.member.with(\.leadingTrivia, Trivia(pieces: [.newlines(1)]) + leading))
        }
        return DeclSyntax(visited.with(\.memberBlock.members, MemberBlockItemListSyntax(members)))
    }

    override func visit(_ node: StructDeclSyntax) -> DeclSyntax { inPath(node.name.text) { super.visit(node) } }
    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax { inPath(node.name.text) { super.visit(node) } }

    private func inPath(_ name: String, _ body: () -> DeclSyntax) -> DeclSyntax {
        path.append(name)
        defer { path.removeLast() }
        return body()
    }
}

/// Turns a file's top-level `private` and `fileprivate` declarations internal.
private final class FilePrivateOpener: SyntaxRewriter {
    private(set) var opened: [String] = []

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        guard node.parent?.is(SourceFileSyntax.self) == true else { return node }
        return CodeBlockItemListSyntax(node.map { item in
            guard let decl = item.item.as(DeclSyntax.self), let opened = open(decl) else { return item }
            return item.with(\.item, .decl(opened))
        })
    }

    private func open(_ decl: DeclSyntax) -> DeclSyntax? {
        guard var withModifiers = decl.asProtocol(WithModifiersSyntax.self),
              let index = withModifiers.modifiers.firstIndex(where: { ["private", "fileprivate"].contains($0.name.text) }) else { return nil }
        let removed = withModifiers.modifiers[index]
        var modifiers = withModifiers.modifiers
        modifiers.remove(at: index)
        withModifiers.modifiers = modifiers
        guard var result = withModifiers.as(DeclSyntax.self) else { return nil }
        if index == withModifiers.modifiers.startIndex || modifiers.isEmpty {
            result = result.with(\.leadingTrivia, removed.leadingTrivia)
        }
        opened.append(Self.name(of: decl))
        return result
    }

    private static func name(of decl: DeclSyntax) -> String {
        if let function = decl.as(FunctionDeclSyntax.self) { return "`\(function.name.text)`" }
        if let variable = decl.as(VariableDeclSyntax.self) { return "`\(variable.bindings.first?.pattern.trimmedDescription ?? "")`" }
        return "a declaration"
    }
}

extension ClassDeclSyntax {
    /// The class with its closing brace on a line of its own (`class A {}` given a member).
    func closingOnItsOwnLine() -> ClassDeclSyntax {
        guard !memberBlock.rightBrace.leadingTrivia.contains(where: \.isNewline) else { return self }
        let brace = memberBlock.rightBrace.with(\.leadingTrivia, Trivia(pieces: [.newlines(1), .spaces(lineIndentation.count)]))
        return with(\.memberBlock.rightBrace, brace)
    }

    /// The spaces before the class's own line.
    var lineIndentation: String {
        for piece in leadingTrivia.pieces.reversed() {
            if case .spaces(let count) = piece { return String(repeating: " ", count: count) }
            if piece.isNewline { break }
        }
        return ""
    }
}
