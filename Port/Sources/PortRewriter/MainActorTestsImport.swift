import SwiftParser
import SwiftSyntax

/// Test files with main-actor XCTest classes or methods get `@_exported import TesseraXCTest`
/// after `import XCTest`: Linux's XCTest cannot run their synchronous tests through SwiftPM's
/// generated test list without the overloads that module adds, and the list sees them only
/// through the test module's re-export (depend on Tessera's `TesseraXCTest` product).
enum MainActorTestsImport {
    static func isNeeded(after importDecl: ImportDeclSyntax, in root: Syntax) -> Bool {
        guard importDecl.path.trimmedDescription == "XCTest" else { return false }
        let text = root.description
        guard text.contains("XCTestCase"), text.contains("@MainActor"), !text.contains("import TesseraXCTest") else { return false }
        return true
    }

    static func declaration() -> CodeBlockItemSyntax {
        Parser.parse(source: "\n@_exported import TesseraXCTest").statements.first!
    }
}
