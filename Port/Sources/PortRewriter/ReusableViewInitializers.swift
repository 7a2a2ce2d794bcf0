import Foundation
import SwiftParser
import SwiftSyntax

/// Gives `required init()` to the reusable views of the ported sources that cannot inherit it.
///
/// A collection or table view makes a registered class from its type. UIKit does that through
/// the Objective-C runtime with `init(frame:)` (or the cell's `init(style:reuseIdentifier:)`);
/// Swift can only do it through a `required` initializer, so Tessera's reusable views declare
/// `required convenience init()`. A subclass that declares its own designated initializers but
/// not the one UIKit calls (a cell made only from a nib, with just `init?(coder:)`) does not
/// inherit it, and Swift stops with "'required' initializer 'init()' must be provided". Such a
/// class has no initializer UIKit could call either: registered by class on iOS it traps with
/// "Use of unimplemented initializer". The added initializer traps with the same words, so the
/// class compiles and behaves as it does on iOS.
struct ReusableViewInitializers {
    /// UIKit's reusable views, and the initializer UIKit makes registered classes with.
    static let makers: [String: String] = [
        "UICollectionReusableView": "init(frame:)",
        "UICollectionViewCell": "init(frame:)",
        "UICollectionViewListCell": "init(frame:)",
        "UITableViewCell": "init(style:reuseIdentifier:)",
        "UITableViewHeaderFooterView": "init(reuseIdentifier:)",
    ]

    let files: [(path: String, original: String, text: String)]

    func run() -> (texts: [String], changes: [[PortChange]]) {
        let trees = files.map { Parser.parse(source: $0.text) }
        let classes = SourceClasses(trees: trees)
        var texts = files.map(\.text)
        var changes: [[PortChange]] = files.map { _ in [] }
        for (index, fileClasses) in classes.perFile.enumerated() {
            let needing = fileClasses.compactMap { found -> (ClassDeclSyntax, String)? in
                guard let base = classes.ancestor(of: found.name, among: Set(Self.makers.keys)), let maker = Self.makers[base],
                      found.needsInitializer(besides: maker) else { return nil }
                return (found.node, maker)
            }
            guard !needing.isEmpty else { continue }
            let rewriter = InitializerAdder(adding: Dictionary(needing.map { ($0.0.id, $0.1) }) { first, _ in first })
            texts[index] = rewriter.rewrite(trees[index]).description
            for (node, maker) in needing {
                let line = Self.line(ofClass: node.name.text, in: files[index].original)
                changes[index].append(PortChange(line: line, message: "added `required init()` to \(node.name.text), which traps as UIKit does: "
                    + "Swift makes registered views through it, and the class has no \(maker) for UIKit to call"))
            }
        }
        return (texts, changes)
    }

    /// The line declaring class `name` in the file as written.
    private static func line(ofClass name: String, in text: String) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let found = lines.firstIndex { line in
            let words = line.split { !$0.isLetter && !$0.isNumber && $0 != "_" }
            guard let keyword = words.firstIndex(of: "class") else { return false }
            return words.index(after: keyword) < words.endIndex && words[words.index(after: keyword)] == name
        }
        return found.map { $0 + 1 } ?? 1
    }
}

/// The classes of the ported files, with their initializers, and who inherits from whom.
struct SourceClasses {
    let perFile: [[FoundClass]]
    private var superclasses: [String: String] = [:]

    init(trees: [SourceFileSyntax]) {
        perFile = trees.map { tree in
            let visitor = InitializerVisitor()
            visitor.walk(tree)
            return visitor.classes
        }
        for found in perFile.joined() where superclasses[found.name] == nil { superclasses[found.name] = found.superclass }
    }

    /// The first class among `names` that `name` descends from, through the sources' classes.
    func ancestor(of name: String, among names: Set<String>) -> String? {
        var current = superclasses[name]
        var steps = 0
        while let type = current, steps < 32 {
            if names.contains(type) { return type }
            current = superclasses[type]
            steps += 1
        }
        return nil
    }
}

/// A class of the sources: its initializers, as full names.
struct FoundClass {
    let node: ClassDeclSyntax
    let name: String
    let superclass: String?
    let designated: [String]
    let all: [String]

    /// Whether it declares designated initializers of its own and neither `maker` nor `init()`.
    func needsInitializer(besides maker: String) -> Bool {
        !designated.isEmpty && !all.contains(maker) && !all.contains("init()")
    }
}

/// The classes of a file, with their initializers.
final class InitializerVisitor: SyntaxVisitor {
    private(set) var classes: [FoundClass] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let initializers = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        let name = { (initializer: InitializerDeclSyntax) in
            "init(" + initializer.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
        }
        let designated = initializers.filter { !$0.modifiers.contains { $0.name.text == "convenience" } }
        classes.append(FoundClass(node: node, name: node.name.text,
                                  superclass: node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
                                  designated: designated.map(name), all: initializers.map(name)))
        return .visitChildren
    }
}

/// Appends the initializer to each class named.
private final class InitializerAdder: SyntaxRewriter {
    private let adding: [SyntaxIdentifier: String]

    init(adding: [SyntaxIdentifier: String]) {
        self.adding = adding
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let maker = adding[node.id]
        let visited = super.visit(node).as(ClassDeclSyntax.self)!
        guard let maker else { return DeclSyntax(visited) }
        let isPublic = visited.modifiers.contains { ["open", "public"].contains($0.name.text) }
        let indent = visited.lineIndentation + "    "
        let source = """

            \(indent)// Added by tessera-port: Swift makes registered views through `required init()`, and
            \(indent)// this class has no \(maker), so UIKit would trap here too.
            \(indent)\(isPublic ? "public " : "")required init() {
            \(indent)    fatalError("Use of unimplemented initializer '\(maker)' for class '\(visited.name.text)'")
            \(indent)}
            """
        let holder = Parser.parse(source: "class Holder {\(source)\n}").statements.first?.item.as(ClassDeclSyntax.self)
        guard let member = holder?.memberBlock.members.first else { return DeclSyntax(visited) }
        return DeclSyntax(visited.with(\.memberBlock.members, visited.memberBlock.members + [member]).closingOnItsOwnLine())
    }
}
