import SwiftParser
import SwiftSyntax

/// Apple's Foundation brings Combine's names with it (`ObservableObject`, `@Published`,
/// `AnyCancellable`), so files that use them often import only Foundation or UIKit. On Linux
/// Combine is its own module (Tessera's `Combine` product): the port adds `import Combine`
/// after the first such import.
enum CombineImport {
    static let names = ["ObservableObject", "@Published", "AnyCancellable", "PassthroughSubject", "CurrentValueSubject",
                        "AnyPublisher", "objectWillChange"]

    static func isNeeded(after importDecl: ImportDeclSyntax, in root: Syntax) -> Bool {
        guard ["Foundation", "UIKit"].contains(importDecl.path.trimmedDescription) else { return false }
        let imports = root.as(SourceFileSyntax.self)?.statements.compactMap { $0.item.as(ImportDeclSyntax.self) } ?? []
        guard !imports.contains(where: { ["Combine", "OpenCombine", "SwiftUI"].contains($0.path.trimmedDescription) }) else { return false }
        let text = root.description
        guard names.contains(where: { text.contains($0) }) else { return false }
        return imports.first { ["Foundation", "UIKit"].contains($0.path.trimmedDescription) }?.id == importDecl.id
    }

    static func declaration() -> CodeBlockItemSyntax {
        Parser.parse(source: "\nimport Combine").statements.first!
    }
}
