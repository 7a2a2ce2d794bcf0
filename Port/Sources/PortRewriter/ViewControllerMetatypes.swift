import Foundation
import SwiftParser
import SwiftSyntax

/// `type.init()` on a view controller's metatype (`let detail: UIViewController.Type`).
///
/// Objective-C makes any class by its metatype, so on iOS `detail.init()` makes whichever
/// controller class `detail` holds. Swift makes one only through a `required` initializer,
/// which `UIViewController` does not have. Tessera's `UIViewController` has a class method,
/// `makeWithDefaultInitializer()`, dispatched by the metatype as class methods are; this pass
/// overrides it in each controller class of the sources that has `init()`, and rewrites the
/// calls on values declared with a controller metatype (and on `if let`/`guard let` names
/// bound from them) to it.
struct ViewControllerMetatypes {
    /// UIKit's controller classes a class of the sources may inherit from.
    static let uikitControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UISearchController",
        "UIAlertController", "UIActivityViewController", "UIDocumentPickerViewController", "UIImagePickerController",
        "UIInputViewController", "UIFontPickerViewController", "UIColorPickerViewController",
    ]

    let files: [(path: String, original: String, text: String)]

    func run() -> (texts: [String], changes: [[PortChange]]) {
        let trees = files.map { Parser.parse(source: $0.text) }
        let classes = SourceClasses(trees: trees)
        let controllers = Set(classes.perFile.joined().map(\.name).filter { classes.ancestor(of: $0, among: Self.uikitControllers) != nil })
        var texts = files.map(\.text)
        var changes: [[PortChange]] = files.map { _ in [] }
        // Across the files, twice: a binding may come before the declaration it reads from.
        let names = MetatypeNames(controllers: controllers.union(Self.uikitControllers))
        for _ in 0..<2 {
            for tree in trees { names.walk(tree) }
        }
        // Only sources that make a controller by its metatype get the overrides.
        let anyCall = trees.contains { tree in
            let probe = MetatypeRewriter(overriding: [], metatypes: names.metatypes)
            _ = probe.rewrite(tree)
            return !probe.calls.isEmpty
        }
        guard anyCall else { return (texts, changes) }
        for index in trees.indices {
            let overriding = classes.perFile[index].filter {
                controllers.contains($0.name) && Self.hasDefaultInitializer($0, classes: classes)
            }
            let rewriter = MetatypeRewriter(overriding: Set(overriding.map(\.node.id)), metatypes: names.metatypes)
            let rewritten = rewriter.rewrite(trees[index]).description
            guard rewritten != texts[index] else { continue }
            texts[index] = rewritten
            for found in overriding {
                changes[index].append(PortChange(line: Self.line(containing: "class \(found.name)", in: files[index].original),
                                                 message: "added makeWithDefaultInitializer() to \(found.name): how `type.init()` on a controller's metatype makes it"))
            }
            for call in rewriter.calls {
                changes[index].append(PortChange(line: Self.line(containing: "\(call).init()", in: files[index].original),
                                                 message: "\(call).init() -> \(call).makeWithDefaultInitializer(): Swift makes a class by its metatype only through a required initializer"))
            }
        }
        return (texts, changes)
    }

    /// Whether `ClassName()` compiles: its own `init()`; or, below `UIViewController` itself
    /// (whose `init()` the others do not all share), no designated initializers of its own (all
    /// inherited) or UIKit's two designated ones overridden (the convenience `init()` inherited).
    private static func hasDefaultInitializer(_ found: FoundClass, classes: SourceClasses) -> Bool {
        guard found.node.genericParameterClause == nil else { return false }
        if found.all.contains("init()") { return true }
        guard classes.ancestor(of: found.name, among: uikitControllers) == "UIViewController" else { return false }
        if found.designated.isEmpty { return true }
        return found.designated.contains("init(nibName:bundle:)") && found.designated.contains("init(coder:)")
    }


    private static func line(containing text: String, in source: String) -> Int {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.contains(text) } ?? 0) + 1
    }
}

/// The names declared with a controller metatype type, and the class each holds.
private final class MetatypeNames: SyntaxVisitor {
    let controllers: Set<String>
    private(set) var metatypes: [String: String] = [:]

    init(controllers: Set<String>) {
        self.controllers = controllers
        super.init(viewMode: .sourceAccurate)
    }

    /// `UIViewController.Type`, `UIViewController.Type?`: the class; nil for other types.
    private func controllerClass(of type: TypeSyntax?) -> String? {
        guard var text = type?.trimmedDescription else { return nil }
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        guard text.hasSuffix(".Type") else { return nil }
        let name = String(text.dropLast(5))
        return controllers.contains(name) ? name : nil
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        if let type = controllerClass(of: node.typeAnnotation?.type) {
            metatypes[name] = type
        } else if node.typeAnnotation == nil, let value = node.initializer?.value, let held = lastName(of: value).flatMap({ metatypes[$0] }) {
            // `let page = tabs[index].page`: what `page` holds.
            metatypes[name] = held
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if let type = controllerClass(of: node.type) { metatypes[(node.secondName ?? node.firstName).text] = type }
        return .visitChildren
    }

    override func visit(_ node: EnumCaseParameterSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.firstName?.text, let type = controllerClass(of: node.type) { metatypes[name] = type }
        return .visitChildren
    }

    /// `if let detail = item.detailType`: `detail` holds what `detailType` holds.
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        let source = node.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
        if let held = lastName(of: source).flatMap({ metatypes[$0] }) { metatypes[name] = held }
        return .visitChildren
    }

    private func lastName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return lastName(of: unwrapped.expression) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return lastName(of: chained.expression) }
        return nil
    }
}

/// Adds the overrides to the classes and rewrites the `init()` calls on the names found.
private final class MetatypeRewriter: SyntaxRewriter {
    let overriding: Set<SyntaxIdentifier>
    let metatypes: [String: String]
    private(set) var calls: [String] = []

    init(overriding: Set<SyntaxIdentifier>, metatypes: [String: String]) {
        self.overriding = overriding
        self.metatypes = metatypes
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node).as(ClassDeclSyntax.self)!
        guard overriding.contains(node.id) else { return DeclSyntax(visited) }
        let access = visited.modifiers.contains { $0.name.text == "open" } ? "open "
            : visited.modifiers.contains { $0.name.text == "public" } ? "public " : ""
        let indent = visited.lineIndentation + "    "
        let source = """

            \(indent)// Added by tessera-port: how `type.init()` on a controller's metatype makes this class.
            \(indent)\(access)override class func makeWithDefaultInitializer() -> UIViewController { \(node.name.text)() }
            """
        let holder = Parser.parse(source: "class Holder {\(source)\n}").statements.first?.item.as(ClassDeclSyntax.self)
        guard let member = holder?.memberBlock.members.first else { return DeclSyntax(visited) }
        return DeclSyntax(visited.with(\.memberBlock.members, visited.memberBlock.members + [member]).closingOnItsOwnLine())
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let visited = super.visit(node).as(FunctionCallExprSyntax.self)!
        guard visited.arguments.isEmpty, visited.trailingClosure == nil,
              let member = visited.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
              let base = member.base, let name = Self.name(of: base), let held = metatypes[name] else { return ExprSyntax(visited) }
        calls.append(base.trimmedDescription)
        let call = "\(base.trimmedDescription).makeWithDefaultInitializer()"
        let text = held == "UIViewController" ? call : "(\(call) as! \(held))"
        guard let parsed = Parser.parse(source: text).statements.first?.item.as(ExprSyntax.self) else { return ExprSyntax(visited) }
        return parsed.with(\.leadingTrivia, visited.leadingTrivia).with(\.trailingTrivia, visited.trailingTrivia)
    }

    private static func name(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }
}
