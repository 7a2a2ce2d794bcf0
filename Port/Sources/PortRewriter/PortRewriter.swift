import Foundation
import SwiftParser
import SwiftSyntax

/// Rewrites UIKit sources so they compile against Tessera on Linux, where there is no
/// Objective-C runtime. See the README's porting section for every rewrite.
public struct PortRewriter {
    public init() {}

    /// Ports `files` (path and text) together: a protocol's optional requirements and the
    /// types implementing them may be in different files.
    public func port(_ files: [(path: String, source: String)]) -> [PortedFile] {
        let trees = files.map { Parser.parse(source: $0.source) }
        let scan = OptionalRequirementScan()
        for tree in trees { scan.walk(tree) }
        return zip(files, trees).map { file, tree in
            let rewriter = PortSyntaxRewriter(scan: scan, tree: tree, path: file.path)
            let ported = rewriter.rewrite(tree)
            let changes = rewriter.changes.sorted { $0.line < $1.line }
            return PortedFile(path: file.path, original: file.source, ported: ported.description, changes: changes)
        }
    }

    /// Ports one source text on its own.
    public func port(source: String, path: String = "input.swift") -> PortedFile {
        port([(path: path, source: source)])[0]
    }
}
