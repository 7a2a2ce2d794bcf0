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
        #expect(project.targets.map(\.name) == ["PhotoAlbums", "PhotoAlbumsTests", "PhotoAlbumsUITests"])
        #expect(project.targets[2].isUITests && project.targets[2].sources.count == 2)
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

/// A project as Xcode 16 writes a new app: a synchronized folder (every file in it belongs to
/// the target) and an Info.plist generated from build settings.
struct ModernXcodeProjectTests {
    private func makeProject() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("modern-\(UUID().uuidString)")
        let app = root.appendingPathComponent("Notes")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Assets.xcassets"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Notes.xcodeproj"), withIntermediateDirectories: true)
        try "import UIKit\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n".write(to: app.appendingPathComponent("AppDelegate.swift"), atomically: true, encoding: .utf8)
        try "import UIKit\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }\n".write(to: app.appendingPathComponent("SceneDelegate.swift"), atomically: true, encoding: .utf8)
        try "<document/>\n".write(to: app.appendingPathComponent("Base.lproj/Main.storyboard"), atomically: true, encoding: .utf8)
        try "{}\n".write(to: app.appendingPathComponent("Assets.xcassets/Contents.json"), atomically: true, encoding: .utf8)
        let pbxproj = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tAA0000000000000000000001 /* Project object */ = {isa = PBXProject; developmentRegion = en; mainGroup = AA0000000000000000000002; targets = (AA0000000000000000000004 /* Notes */, ); };
        \t\tAA0000000000000000000002 = {isa = PBXGroup; children = (AA0000000000000000000003 /* Notes */, ); sourceTree = "<group>"; };
        \t\tAA0000000000000000000003 /* Notes */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Notes; sourceTree = "<group>"; };
        \t\tAA0000000000000000000004 /* Notes */ = {isa = PBXNativeTarget; buildConfigurationList = AA0000000000000000000005; buildPhases = (); fileSystemSynchronizedGroups = (AA0000000000000000000003 /* Notes */, ); name = Notes; productType = "com.apple.product-type.application"; };
        \t\tAA0000000000000000000005 = {isa = XCConfigurationList; buildConfigurations = (AA0000000000000000000006 /* Debug */, ); };
        \t\tAA0000000000000000000006 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES; INFOPLIST_FILE = "$(SRCROOT)/Notes/Info.plist"; INFOPLIST_KEY_CFBundleDisplayName = "My Notes"; INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES; INFOPLIST_KEY_UIMainStoryboardFile = Main; PRODUCT_BUNDLE_IDENTIFIER = org.example.Notes; SWIFT_VERSION = 6.0; }; name = Debug; };
        \t};
        \trootObject = AA0000000000000000000001 /* Project object */;
        }
        """
        try pbxproj.write(to: root.appendingPathComponent("Notes.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        return root
    }

    @Test func aSynchronizedFolderAndAGeneratedInfoPlist() throws {
        let root = try makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try XcodeProject(url: root.appendingPathComponent("Notes.xcodeproj"))
        let app = try #require(project.targets.first)
        #expect(app.sources.sorted() == ["Notes/AppDelegate.swift", "Notes/SceneDelegate.swift"], "every Swift file of the folder")
        #expect(app.resources.contains { $0.paths == ["Notes/Assets.xcassets"] })
        #expect(app.resources.contains { $0.paths == ["Notes/Base.lproj/Main.storyboard"] })
        #expect(app.infoPlist == "Notes/Info.plist", "$(SRCROOT) expanded as Xcode does")
        let package = try AppPackage(project: project, tesseraPath: "../tessera")
        guard case .text(let plist)? = package.files.first(where: { $0.path == "Sources/Notes/Supporting/Info.plist" })?.content else {
            Issue.record("no generated Info.plist")
            return
        }
        let info = try #require(try PropertyListSerialization.propertyList(from: Data(plist.utf8), format: nil) as? [String: Any])
        #expect(info["CFBundleDisplayName"] as? String == "My Notes")
        #expect(info["CFBundleIdentifier"] as? String == "org.example.Notes")
        let manifest = try #require(info["UIApplicationSceneManifest"] as? [String: Any])
        let configurations = try #require(manifest["UISceneConfigurations"] as? [String: Any])
        let scene = try #require((configurations["UIWindowSceneSessionRoleApplication"] as? [[String: Any]])?.first)
        #expect(scene["UISceneDelegateClassName"] as? String == "$(PRODUCT_MODULE_NAME).SceneDelegate")
        #expect(scene["UISceneStoryboardFile"] as? String == "Main")
        guard case .text(let manifestText)? = package.files.first(where: { $0.path == "Package.swift" })?.content else { return }
        #expect(manifestText.contains(".swiftLanguageMode(.v6)"), "SWIFT_VERSION 6.0")
    }
}
