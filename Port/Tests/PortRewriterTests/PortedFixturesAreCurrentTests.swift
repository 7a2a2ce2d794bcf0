import Foundation
import AppPorter
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

/// The root package builds and tests `Examples/PhotoAlbums/Ported`, the example Xcode project as
/// `tessera-port app` ports it; this checks the committed package is the tool's output today
/// (`make port-fixtures` writes it anew).
struct PortedAppIsCurrentTests {
    private static let example = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/PhotoAlbums")

    @Test func theCommittedPackageIsTheToolsOutput() throws {
        let project = try XcodeProject(url: Self.example.appendingPathComponent("PhotoAlbums.xcodeproj"))
        let package = try AppPackage(project: project, tesseraPath: "../../..")
        #expect(package.errors.isEmpty)
        let ported = Self.example.appendingPathComponent("Ported")
        for (path, content) in package.files {
            let committed = ported.appendingPathComponent(path)
            switch content {
            case .text(let text):
                #expect((try? String(contentsOf: committed, encoding: .utf8)) == text, "Ported/\(path) is stale: run `make port-fixtures`")
            case .copy(let source):
                #expect(Self.sameContents(source, committed), "Ported/\(path) differs from \(source.lastPathComponent): run `make port-fixtures`")
            }
        }
    }

    @Test func theProjectIsReadAsXcodeWroteIt() throws {
        let project = try XcodeProject(url: Self.example.appendingPathComponent("PhotoAlbums.xcodeproj"))
        #expect(project.targets.map(\.name) == ["PhotoAlbums", "PhotoAlbumsTests"])
        let app = try #require(project.targets.first)
        #expect(app.isApplication && app.infoPlist == "PhotoAlbums/Info.plist" && app.swiftVersion == "5.0")
        #expect(app.sources.count == 6 && app.sources.allSatisfy { $0.hasPrefix("PhotoAlbums/") })
        #expect(app.resources.contains { $0.paths == ["PhotoAlbums/Base.lproj/Main.storyboard", "PhotoAlbums/fr.lproj/Main.strings"] },
                "a localized storyboard's variants")
        #expect(app.resources.contains { $0.paths == ["PhotoAlbums/Assets.xcassets"] })
        #expect(project.targets[1].isUnitTests && project.developmentRegion == "en")
    }

    /// Whether two files, or two folders' files, have the same bytes.
    private static func sameContents(_ a: URL, _ b: URL) -> Bool {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: a.path, isDirectory: &isDirectory) else { return false }
        guard isDirectory.boolValue else { return manager.contents(atPath: a.path) == manager.contents(atPath: b.path) }
        let files = (manager.enumerator(atPath: a.path)?.allObjects as? [String] ?? []).sorted()
        let others = (manager.enumerator(atPath: b.path)?.allObjects as? [String] ?? []).sorted()
        return files == others && files.allSatisfy { manager.contents(atPath: a.appendingPathComponent($0).path) == manager.contents(atPath: b.appendingPathComponent($0).path) }
    }
}
