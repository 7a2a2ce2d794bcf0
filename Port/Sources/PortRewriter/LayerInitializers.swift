import Foundation
import SwiftParser
import SwiftSyntax

/// Marks `override init()` of the sources' layer classes `required`.
///
/// Tessera makes layers through their metatype (a view's `layerClass`, presentation layers),
/// which Swift allows only through a `required` initializer, so its `CALayer` declares
/// `required init()`. An override of it must then say `required` too; Core Animation's
/// `init()` is not required, so UIKit code never does.
struct LayerInitializers {
    static let layerClasses: Set<String> = [
        "CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAReplicatorLayer", "CAEmitterLayer",
        "CATransformLayer", "CAScrollLayer", "CATiledLayer",
    ]

    let files: [(path: String, original: String, text: String)]

    func run() -> (texts: [String], changes: [[PortChange]]) {
        let trees = files.map { Parser.parse(source: $0.text) }
        let classes = SourceClasses(trees: trees)
        var texts = files.map(\.text)
        var changes: [[PortChange]] = files.map { _ in [] }
        for (index, fileClasses) in classes.perFile.enumerated() {
            let layers = Set(fileClasses.filter { classes.ancestor(of: $0.name, among: Self.layerClasses) != nil }.map(\.node.id))
            guard !layers.isEmpty else { continue }
            let rewriter = RequiredInitMarker(classes: layers)
            texts[index] = rewriter.rewrite(trees[index]).description
            for name in rewriter.marked {
                changes[index].append(PortChange(line: 1, message: "`override init()` of \(name) made `required`: Tessera makes layers through their metatype (layerClass, presentation())"))
            }
        }
        return (texts, changes)
    }
}

/// Adds `required` to `override init()` in the classes given.
private final class RequiredInitMarker: SyntaxRewriter {
    private let classes: Set<SyntaxIdentifier>
    private var inside: [String] = []
    private(set) var marked: [String] = []

    init(classes: Set<SyntaxIdentifier>) {
        self.classes = classes
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        guard classes.contains(node.id) else { return super.visit(node) }
        var members: [MemberBlockItemSyntax] = []
        for member in node.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self),
                  initializer.signature.parameterClause.parameters.isEmpty, initializer.optionalMark == nil,
                  initializer.modifiers.contains(where: { $0.name.text == "override" }),
                  !initializer.modifiers.contains(where: { $0.name.text == "required" }) else {
                members.append(member)
                continue
            }
            var modifiers = initializer.modifiers
            let required = DeclModifierSyntax(name: .keyword(.required, trailingTrivia: .space))
            if let first = modifiers.first {
                modifiers = modifiers.with(\.[modifiers.startIndex], first.with(\.leadingTrivia, []))
                modifiers.insert(required.with(\.leadingTrivia, first.leadingTrivia), at: modifiers.startIndex)
            }
            marked.append(node.name.text)
            members.append(member.with(\.decl, DeclSyntax(initializer.with(\.modifiers, modifiers))))
        }
        return DeclSyntax(node.with(\.memberBlock.members, MemberBlockItemListSyntax(members)))
    }
}
