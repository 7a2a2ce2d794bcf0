import Foundation
import PortRewriter

/// What `tessera-port app` writes: a SwiftPM package for Linux made from an Xcode project's app
/// target and its unit tests — the app's Swift sources ported, its resources as SwiftPM
/// resources, its `Info.plist` — and a report of what was brought over and what was not.
public struct AppPackage {
    public enum Content {
        case text(String)
        /// A file or folder copied as it is.
        case copy(URL)
    }

    /// Each file of the package, by its path in the package.
    public private(set) var files: [(path: String, content: Content)] = []
    /// What was brought over and what was not, one line each (also written as PORTING.md).
    public private(set) var report: [String] = []
    /// Sources the rewriter cannot port without changing what they do, as file:line: message.
    public private(set) var errors: [String] = []

    /// The package for `project`'s app target, depending on Tessera at `tesseraPath` (as
    /// written in `Package.swift`, relative to the package's folder).
    public init(project: XcodeProject, tesseraPath: String) throws {
        guard let app = project.targets.first(where: \.isApplication) else {
            throw XcodeProjectError("\(project.name).xcodeproj has no iOS app target")
        }
        report.append("# \(app.name) for Linux, ported by tessera-port from \(project.name).xcodeproj")
        report.append("")
        let module = app.name
        addSources(of: app, into: "Sources/\(module)", project: project)
        addResources(of: app, module: module, project: project)
        var tests: [XcodeProject.Target] = []
        for target in project.targets where target.name != app.name {
            if target.isUnitTests {
                addSources(of: target, into: "Tests/\(target.name)", project: project)
                tests.append(target)
            } else if target.isUITests {
                // Linked with the app and launched in the tests' process (Tessera's XCUIAutomation).
                addSources(of: target, into: "Tests/\(target.name)", project: project)
                tests.append(target)
            } else {
                report.append("- \(target.name): a target of type \(target.productType.split(separator: ".").last ?? "unknown"); not brought over (only the first app target and its unit tests are)")
            }
        }
        for target in [app] + tests {
            for line in target.unportable { report.append("- \(target.name): \(line)") }
        }
        files.append(("Package.swift", .text(manifest(app: app, tests: tests, project: project, tesseraPath: tesseraPath))))
        files.append(("PORTING.md", .text(report.joined(separator: "\n") + "\n")))
    }

    /// The target's Swift files ported together, under `folder`, at their paths below the
    /// target's own folder.
    private mutating func addSources(of target: XcodeProject.Target, into folder: String, project: XcodeProject) {
        let root = Self.commonFolder(target.sources)
        var inputs: [(path: String, source: String)] = []
        for path in target.sources {
            guard let text = try? String(contentsOf: project.folder.appendingPathComponent(path), encoding: .utf8) else {
                errors.append("\(path): cannot be read")
                continue
            }
            inputs.append((path, text))
        }
        let ported = PortRewriter().port(inputs)
        var changes = 0
        var unportable: [String] = []
        for (input, result) in zip(inputs, ported) {
            errors += result.errors.map { "\(input.path):\($0.line): error: \($0.message)" }
            changes += result.changes.count
            unportable += result.changes.filter { $0.message.hasPrefix("not portable: ") }
                .map { "\(input.path):\($0.line): \($0.message.dropFirst("not portable: ".count))" }
            files.append((folder + "/" + Self.relative(input.path, to: root), .text(result.ported)))
        }
        report.append("- \(target.name): \(inputs.count) Swift file(s) ported (\(changes) change(s)) into \(folder)")
        report += unportable.map { "- \(target.name): not portable: \($0)" }
    }

    /// Resources under `Sources/App/Resources` (localized files keep their `.lproj` folders),
    /// `Info.plist` under `Sources/App/Supporting` (SwiftPM refuses one at the top of a bundle).
    private mutating func addResources(of app: XcodeProject.Target, module: String, project: XcodeProject) {
        let root = Self.commonFolder(app.sources)
        var count = 0
        for resource in app.resources {
            for path in resource.paths {
                guard FileManager.default.fileExists(atPath: project.folder.appendingPathComponent(path).path) else {
                    report.append("- \(app.name): \(path) is in the project but not on disk; not brought over")
                    continue
                }
                files.append(("Sources/\(module)/Resources/" + Self.relative(path, to: root), .copy(project.folder.appendingPathComponent(path))))
                count += 1
            }
        }
        report.append("- \(app.name): \(count) resource(s) (storyboards, xibs, asset catalogs, strings) into Sources/\(module)/Resources")
        if !app.generatedInfo.isEmpty {
            files.append(("Sources/\(module)/Supporting/Info.plist", .text(Self.generatedPlist(app, project: project))))
            report.append("- \(app.name): Info.plist \(app.infoPlist.map { "from \($0) and " } ?? "from ")the build settings Xcode generates it from (GENERATE_INFOPLIST_FILE) into Sources/\(module)/Supporting")
        } else if let plist = app.infoPlist, !FileManager.default.fileExists(atPath: project.folder.appendingPathComponent(plist).path) {
            report.append("- \(app.name): its Info.plist \(plist) is not on disk; the app starts without it")
        } else if let plist = app.infoPlist {
            files.append(("Sources/\(module)/Supporting/Info.plist", .copy(project.folder.appendingPathComponent(plist))))
            report.append("- \(app.name): \(plist) into Sources/\(module)/Supporting")
        } else {
            report.append("- \(app.name): no Info.plist: the app starts without a storyboard or scene manifest")
        }
    }

    /// The `Info.plist` Xcode would generate: the target's file, if any, with the
    /// `INFOPLIST_KEY_…` settings added where the file does not set them; the scene manifest
    /// Xcode's template asks for (`UIApplicationSceneManifest_Generation`) names the module's
    /// `SceneDelegate` and the main storyboard.
    static func generatedPlist(_ app: XcodeProject.Target, project: XcodeProject) -> String {
        var info: [String: Any] = [:]
        if let path = app.infoPlist, let data = FileManager.default.contents(atPath: project.folder.appendingPathComponent(path).path),
           let file = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
            info = file
        }
        for (key, value) in app.generatedInfo where info[key] == nil {
            if key == "UIApplicationSceneManifest_Generation" {
                guard value == "YES", info["UIApplicationSceneManifest"] == nil else { continue }
                var scene: [String: Any] = ["UISceneConfigurationName": "Default Configuration",
                                            "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate"]
                if let storyboard = app.generatedInfo["UIMainStoryboardFile"] { scene["UISceneStoryboardFile"] = storyboard }
                info["UIApplicationSceneManifest"] = ["UIApplicationSupportsMultipleScenes": false,
                                                      "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [scene]]]
            } else {
                info[key] = value == "YES" ? true as Any : value == "NO" ? false as Any : value as Any
            }
        }
        let data = (try? PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    private func manifest(app: XcodeProject.Target, tests: [XcodeProject.Target], project: XcodeProject, tesseraPath: String) -> String {
        // Sources that import Combine (or had it added) get Tessera's Combine product too.
        let usesCombine = files.contains { file in
            guard case .text(let text) = file.1, file.0.hasSuffix(".swift") else { return false }
            return text.contains("\nimport Combine") || text.hasPrefix("import Combine")
        }
        let uikit = ".product(name: \"UIKit\", package: \"Tessera\")" + (usesCombine ? ", .product(name: \"Combine\", package: \"Tessera\")" : "")
        let xcui = ".product(name: \"XCUIAutomation\", package: \"Tessera\")"
        let packages = project.packages.map { ".package(url: \"\($0.url)\", from: \"\($0.minimumVersion ?? "1.0.0")\")" }
        let mode = (app.swiftVersion ?? "5.0").hasPrefix("6") ? ".v6" : ".v5"
        var lines = [
            "// swift-tools-version:6.0",
            "// Written by tessera-port from \(project.name).xcodeproj: the app \(app.name) and its tests, for Linux.",
            "import PackageDescription",
            "",
            "let package = Package(",
            "    name: \"\(app.name)\",",
            "    defaultLocalization: \"\(project.developmentRegion)\",",
            "    dependencies: [",
            "        .package(name: \"Tessera\", path: \"\(tesseraPath)\"),",
        ]
        lines += packages.map { "        \($0)," }
        lines += ["    ],", "    targets: ["]
        let appProducts = app.packageProducts.map { ", .product(name: \"\($0)\", package: \"\(packageIdentity(for: $0, project: project))\")" }.joined()
        let hasPlist = app.infoPlist != nil || !app.generatedInfo.isEmpty
        lines += [
            "        .executableTarget(",
            "            name: \"\(app.name)\",",
            "            dependencies: [\(uikit)\(appProducts)],",
            "            resources: [.process(\"Resources\")\(hasPlist ? ", .copy(\"Supporting\")" : "")],",
            "            swiftSettings: [.swiftLanguageMode(\(mode))]",
            "        ),",
        ]
        for test in tests {
            lines += [
                "        .testTarget(",
                "            name: \"\(test.name)\",",
                "            dependencies: [\"\(app.name)\", \(test.isUITests ? xcui : uikit)\(testSupport(for: test))],",
                "            swiftSettings: [.swiftLanguageMode(\(mode))]",
                "        ),",
            ]
        }
        lines += ["    ]", ")", ""]
        return lines.joined(separator: "\n")
    }

    /// `TesseraXCTest` for a test target whose ported files re-export it (main-actor tests).
    private func testSupport(for test: XcodeProject.Target) -> String {
        let folder = "Tests/\(test.name)/"
        let needs = files.contains { file in
            guard file.path.hasPrefix(folder), case .text(let text) = file.content else { return false }
            return text.contains("@_exported import TesseraXCTest")
        }
        return needs ? ", .product(name: \"TesseraXCTest\", package: \"Tessera\")" : ""
    }

    /// A package product's package: the last part of the repository's URL, as SwiftPM names it.
    private func packageIdentity(for product: String, project: XcodeProject) -> String {
        guard project.packages.count == 1, let url = project.packages.first?.url else {
            return project.packages.first { $0.url.lowercased().contains(product.lowercased()) }.map { Self.identity($0.url) } ?? product.lowercased()
        }
        return Self.identity(url)
    }

    private static func identity(_ url: String) -> String {
        let last = url.split(separator: "/").last.map(String.init) ?? url
        return (last.hasSuffix(".git") ? String(last.dropLast(4)) : last).lowercased()
    }

    /// The folder all `paths` are in (`PhotoAlbums` of `PhotoAlbums/AppDelegate.swift`).
    static func commonFolder(_ paths: [String]) -> String {
        let folders = paths.map { $0.split(separator: "/").dropLast().map(String.init) }
        guard var common = folders.first else { return "" }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return common.joined(separator: "/")
    }

    static func relative(_ path: String, to folder: String) -> String {
        guard !folder.isEmpty, path.hasPrefix(folder + "/") else { return path.split(separator: "/").last.map(String.init) ?? path }
        return String(path.dropFirst(folder.count + 1))
    }
}
