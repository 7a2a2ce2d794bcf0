import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Rewrites UIKit sources so they compile against Tessera on Linux, where there is no
/// Objective-C runtime. See the README's porting section for every rewrite.
public struct PortRewriter {
    public init() {}

    /// Ports `files` (path and text) together: a protocol's optional requirements and the calls
    /// of them, or a class and its extensions, may be in different files.
    public func port(_ files: [(path: String, source: String)]) -> [PortedFile] {
        let witnesses = SelectorWitnesses(files: files).run()
        // Operators folded, so `a?.f?(x) ?? b + c` is seen with its whole fallback.
        let trees = witnesses.texts.map { Self.folded(Parser.parse(source: $0)) }
        let scan = OptionalRequirementScan()
        for tree in trees { scan.walk(tree) }
        let connections = InterfaceBuilderScan()
        for (file, tree) in zip(files, trees) { connections.scan(tree, path: file.path) }
        let app = AppEntryScan()
        for tree in trees { app.walk(tree) }
        let rewritten = zip(files, trees).map { file, tree in
            let rewriter = PortSyntaxRewriter(scan: scan, connections: connections, app: app, tree: tree, path: file.path)
            let ported = rewriter.rewrite(tree)
            return (text: ported.description, changes: rewriter.changes, errors: rewriter.errors)
        }
        let dispatched = ExtensionOverrideDispatch(files: zip(files, rewritten).map { (path: $0.path, original: $0.source, text: $1.text) }).run()
        let moves = OverrideMover(files: zip(files, dispatched.texts).map { (path: $0.path, original: $0.source, text: $1) }).run()
        let initializers = ReusableViewInitializers(files: zip(files, moves.texts).map { (path: $0.path, original: $0.source, text: $1) }).run()
        let layerInits = LayerInitializers(files: zip(files, initializers.texts).map { (path: $0.path, original: $0.source, text: $1) }).run()
        let metatypes = ViewControllerMetatypes(files: zip(files, layerInits.texts).map { (path: $0.path, original: $0.source, text: $1) }).run()
        return files.indices.map { index in
            let changes = (witnesses.changes[index] + rewritten[index].changes + dispatched.changes[index] + moves.changes[index] + initializers.changes[index] + layerInits.changes[index] + metatypes.changes[index]).sorted { $0.line < $1.line }
            let errors = (rewritten[index].errors + moves.errors[index]).sorted { $0.line < $1.line }
            return PortedFile(path: files[index].path, original: files[index].source, ported: metatypes.texts[index],
                              changes: changes, errors: errors)
        }
    }

    /// Ports one source text on its own.
    public func port(source: String, path: String = "input.swift") -> PortedFile {
        port([(path: path, source: source)])[0]
    }

    /// The tree with Swift's standard operators folded; unknown operators stay as sequences.
    private static func folded(_ tree: SourceFileSyntax) -> SourceFileSyntax {
        let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }
        return folded.as(SourceFileSyntax.self) ?? tree
    }
}
