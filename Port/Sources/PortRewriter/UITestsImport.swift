import SwiftParser
import SwiftSyntax

/// On Apple's platforms `import XCTest` brings XCUITest's names (`XCUIApplication`,
/// `XCUIElement`…); on Linux they are Tessera's `XCUIAutomation` module (named after Apple's
/// own framework for them), so the port adds `import XCUIAutomation` after `import XCTest`.
enum UITestsImport {
    static let names = ["XCUIApplication", "XCUIElement", "XCUIDevice", "XCUIScreen", "XCUIKeyboardKey", "XCTAttachment"]

    static func isNeeded(after importDecl: ImportDeclSyntax, in root: Syntax) -> Bool {
        guard importDecl.path.trimmedDescription == "XCTest" else { return false }
        let imports = root.as(SourceFileSyntax.self)?.statements.compactMap { $0.item.as(ImportDeclSyntax.self) } ?? []
        guard !imports.contains(where: { $0.path.trimmedDescription == "XCUIAutomation" }) else { return false }
        let text = root.description
        return names.contains { text.contains($0) }
    }

    static func declaration() -> CodeBlockItemSyntax {
        Parser.parse(source: "\nimport XCUIAutomation").statements.first!
    }
}
