import Foundation
import Testing

/// The layer rules of docs/DESIGN.md, held by a test: a folder of `Sources/Tessera` may name
/// the types of the folders below it, and of a folder above it only where UIKit's own classes
/// refer to each other (the list below, the same as the design's). A new upward reference fails
/// here with the names that make it.
struct LayerRulesTests {
    /// Bottom first, as docs/DESIGN.md lists them.
    static let order = ["Geometry", "Platform", "Views", "Animation", "Gestures", "RunLoop", "MenuSystem", "Pointer", "Constraints", "ScrollView", "Effects",
                        "Controls", "Controllers", "InterfaceBuilder", "Menus", "Text", "Layouts", "Configurations", "CollectionView/Parts", "CollectionView", "TableView",
                        "DiffableDataSource", "DragAndDrop", "Dynamics", "Accessibility", "Focus", "Input", "App", "Aliases"]

    /// The references against the order that UIKit itself has.
    static let allowed: Set<String> = [
        "Views -> Animation",            // a view has a layer
        "Views -> Gestures",             // a view has gesture recognizers; a responder takes touches and presses
        "Views -> MenuSystem",           // a responder lists key commands, builds and validates menus; a view holds interactions
        "Views -> Controllers",          // a view's next responder may be its view controller
        "MenuSystem -> Controllers",     // a context menu previews a view controller; the application builds the main menu
        "Controllers -> InterfaceBuilder", // a view controller loads its nib, knows its storyboard and performs its segues
        "Views -> RunLoop",              // a window registers with the run loop
        "Views -> Constraints",          // a view holds its constraints
        "Views -> Accessibility",        // a view answers UIKit's accessibility protocol (NSObject's, in UIKit)
        "Views -> Focus",                // a view says whether it can take the keyboard focus (UIFocusItem, in UIKit)
        "Controllers -> Focus",          // a view controller is a focus environment (UIFocusEnvironment)
        "CollectionView -> Focus",       // a focused cell shows the focus halo
        "TableView -> Focus",            // a focused row shows the focus halo
        "Animation -> RunLoop",          // animations and display links run on the run loop
        "Gestures -> RunLoop",           // recognizers' timers run on the run loop
        "Layouts -> CollectionView",     // a layout knows its collection view and its reusable views
        "Configurations -> CollectionView", // a configuration state comes from its cell
        "Controls -> Configurations",    // a button's configuration has a background configuration
        "CollectionView -> DragAndDrop", // a collection view has drag and drop delegates
        "ScrollView -> Controls",        // touchesShouldCancel(in:) leaves a control's touch to it
    ]

    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Tessera")

    private struct SourceFile { let folder: String; let name: String; let code: String }

    private static func folder(of relative: String) -> String {
        let parts = relative.split(separator: "/").map(String.init)
        if parts.count > 2, parts[0] == "CollectionView", parts[1] == "Parts" { return "CollectionView/Parts" }
        return parts[0]
    }

    private static func files() throws -> [SourceFile] {
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        var found: [SourceFile] = []
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
            found.append(SourceFile(folder: folder(of: relative), name: relative, code: stripped(text)))
        }
        return found
    }

    /// The code without comments and string literals, which may name anything.
    private static func stripped(_ text: String) -> String {
        let noStrings = text.replacingOccurrences(of: #""(?:\\.|[^"\\])*""#, with: "\"\"", options: .regularExpression)
        return noStrings.replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
    }

    /// The types each folder declares at the top level, by name.
    private static func declarations(in files: [SourceFile]) throws -> [String: String] {
        let pattern = try NSRegularExpression(
            pattern: #"^(?:@[\w()]+\s+)*(?:(?:public|open|internal|private|fileprivate|package|final|indirect)\s+)*(?:class|struct|enum|protocol|typealias|actor)\s+(\w+)"#,
            options: [.anchorsMatchLines])
        var owner: [String: String] = [:]
        for file in files {
            let range = NSRange(file.code.startIndex..., in: file.code)
            for match in pattern.matches(in: file.code, range: range) {
                guard let name = Range(match.range(at: 1), in: file.code).map({ String(file.code[$0]) }) else { continue }
                if owner[name] == nil { owner[name] = file.folder }
            }
        }
        return owner
    }

    @Test func everyFolderIsInTheDesignsOrder() throws {
        let folders = Set(try Self.files().map(\.folder))
        #expect(folders == Set(Self.order), "docs/DESIGN.md and this test list every folder of Sources/Tessera")
    }

    @Test func foldersReferToFoldersAboveThemOnlyWhereUIKitDoes() throws {
        let files = try Self.files()
        let owner = try Self.declarations(in: files)
        let rank = Dictionary(uniqueKeysWithValues: Self.order.enumerated().map { ($1, $0) })
        var violations: [String: Set<String>] = [:]
        for file in files {
            let words = Set(file.code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init))
            for word in words {
                guard let target = owner[word], target != file.folder,
                      let from = rank[file.folder], let to = rank[target], to > from else { continue }
                let edge = "\(file.folder) -> \(target)"
                if !Self.allowed.contains(edge) { violations[edge, default: []].insert("\(word) in \(file.name)") }
            }
        }
        let report = violations.keys.sorted().map { "\($0): \(violations[$0]!.sorted().joined(separator: ", "))" }
        #expect(report.isEmpty, "upward references UIKit does not have:\n\(report.joined(separator: "\n"))")
    }
}
