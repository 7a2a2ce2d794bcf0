import AppPorter
import ArgumentParser
import Foundation

/// `tessera-port app PATH.xcodeproj --output DIR`: the app target and its unit tests as a
/// SwiftPM package for Linux.
struct AppCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "app",
        abstract: "Writes a SwiftPM package for Linux from an Xcode project's app target and its unit tests.",
        discussion: """
        Reads PATH.xcodeproj/project.pbxproj: the app target's Swift sources (ported as
        tessera-port sources ports them), its resources (storyboards, xibs, asset catalogs,
        localized strings, kept in their .lproj folders) and Info.plist, its Swift packages, and
        its unit-test targets. Writes Package.swift (an executable target depending on Tessera's
        UIKit product, a test target for each unit-test target) and PORTING.md, which lists what
        was brought over and what was not (Objective-C files, frameworks, CocoaPods and Carthage,
        scripts, UI tests, other targets). `swift run` in DIR opens the app in a window.
        """)

    @Argument(help: "The Xcode project (a .xcodeproj folder).")
    var project: String

    @Option(help: "The folder to write the package in.")
    var output: String

    @Option(help: "Tessera's folder (default: the checkout this tool is built from).")
    var tessera: String?

    func run() throws {
        let projectURL = URL(fileURLWithPath: project)
        let outputURL = URL(fileURLWithPath: output).standardizedFileURL
        let tesseraURL = tessera.map { URL(fileURLWithPath: $0) } ?? Self.checkout
        let package = try AppPackage(project: try XcodeProject(url: projectURL),
                                     tesseraPath: Self.relativePath(from: outputURL, to: tesseraURL.standardizedFileURL))
        guard package.errors.isEmpty else {
            for error in package.errors { print(error) }
            print("tessera-port: \(package.errors.count) place(s) the tool cannot port; nothing was written")
            throw ExitCode(1)
        }
        try PackageWriter.write(package, to: outputURL)
        for line in package.report where line.hasPrefix("- ") { print(line.dropFirst(2)) }
        print("tessera-port: wrote \(package.files.count) file(s) and folder(s) to \(outputURL.path)")
    }

    /// This tool's checkout: Port/Sources/tessera-port/AppCommand.swift, four folders up.
    static var checkout: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// `to` as a path relative to the folder `from` (`../../..`).
    static func relativePath(from: URL, to: URL) -> String {
        let a = from.pathComponents, b = to.pathComponents
        let shared = zip(a, b).prefix { $0 == $1 }.count
        let ups = Array(repeating: "..", count: a.count - shared)
        let path = (ups + b.dropFirst(shared)).joined(separator: "/")
        return path.isEmpty ? "." : path
    }
}

/// Writes a package's files: texts, and copies of files and folders (replacing what is there).
enum PackageWriter {
    static func write(_ package: AppPackage, to folder: URL) throws {
        let manager = FileManager.default
        for (path, content) in package.files {
            let destination = folder.appendingPathComponent(path)
            try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            if manager.fileExists(atPath: destination.path) { try manager.removeItem(at: destination) }
            switch content {
            case .text(let text): try text.write(to: destination, atomically: true, encoding: .utf8)
            case .copy(let source): try manager.copyItem(at: source, to: destination)
            }
        }
    }
}
