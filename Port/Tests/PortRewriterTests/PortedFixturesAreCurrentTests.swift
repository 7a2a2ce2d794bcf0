import Foundation
import PortRewriter
import Testing

/// The root package compiles and runs `Tests/PortedFixtureTests/Ported/`, the UIKit fixtures in
/// `UIKitSources/` as the rewriter ports them. This checks those files are the rewriter's output
/// today, so a change of the rules shows up as a failing test here and as compiled, running code
/// there. `make port-fixtures` writes them anew.
struct PortedFixturesAreCurrentTests {
    private static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // PortRewriterTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // Port
        .deletingLastPathComponent()  // the repository
        .appendingPathComponent("Tests/PortedFixtureTests")

    private func swiftFiles(in folder: String) throws -> [String] {
        let url = Self.fixtures.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }.sorted()
    }

    private func read(_ folder: String, _ name: String) throws -> String {
        try String(contentsOf: Self.fixtures.appendingPathComponent(folder).appendingPathComponent(name), encoding: .utf8)
    }

    @Test func everyFixtureHasItsPortedFile() throws {
        let sources = try swiftFiles(in: "UIKitSources")
        #expect(!sources.isEmpty)
        #expect(try swiftFiles(in: "Ported") == sources)
    }

    @Test func portedFilesAreTheRewritersOutput() throws {
        let names = try swiftFiles(in: "UIKitSources")
        let sources = try names.map { (path: $0, source: try read("UIKitSources", $0)) }
        let ported = PortRewriter().port(sources)
        for (name, result) in zip(names, ported) {
            let committed = try read("Ported", name)
            #expect(committed == result.ported, "Ported/\(name) is stale: run `make port-fixtures`")
            // Every fixture needs porting: each exercises rules, not an unchanged copy.
            #expect(result.isChanged, "UIKitSources/\(name) needed no change")
        }
    }
}
