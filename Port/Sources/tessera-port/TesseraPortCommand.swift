import ArgumentParser
import Foundation
import PortRewriter

@main
struct TesseraPortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera-port",
        abstract: "Ports UIKit code to Linux: Swift sources, or a whole Xcode app project.",
        subcommands: [SourcesCommand.self, AppCommand.self],
        defaultSubcommand: SourcesCommand.self)
}

struct SourcesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sources",
        abstract: "Rewrites UIKit sources so they compile against Tessera on Linux.",
        discussion: """
        Imports and #if canImport(UIKit) stay (Tessera's UIKit module answers them). @objc optional
        protocol members become plain requirements with UIKit's signatures and defaults; a call
        with a fallback, receiver?.f?(x) ?? y, hands y to the default (OptionalRequirement.call),
        and one used as an optional asks OptionalRequirement.ifImplemented; override members in
        extensions move into their class; @objc, dynamic, @IBOutlet, @IBAction, @IBInspectable,
        @IBDesignable and @nonobjc are removed; #selector becomes a method reference in a
        target-action call on self, and Selector("name:") elsewhere; #if os(iOS) and
        targetEnvironment(...) keep the iOS branch. Every change is printed as file:line; where a
        line cannot keep its meaning, the tool prints file:line: error and writes nothing.
        """)

    @Argument(help: "A folder of Swift sources (searched recursively) or a single file.")
    var input: String

    @Option(help: "Write the ported sources here (same relative paths) instead of in place.")
    var output: String?

    @Flag(help: "Only print what would change; exit 1 if anything would.")
    var check = false

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    func run() throws {
        let inputURL = URL(fileURLWithPath: input)
        let files = try SourceFiles.find(in: inputURL)
        guard !files.isEmpty else { throw ValidationError("no .swift files in \(input)") }
        let sources = try files.map { (path: $0.relative, source: try String(contentsOf: $0.url, encoding: .utf8)) }
        let ported = PortRewriter().port(sources)
        let errors = zip(files, ported).flatMap { file, result in result.errors.map { "\(file.url.path):\($0.line): error: \($0.message)" } }
        guard errors.isEmpty else {
            for error in errors { print(error) }
            print("tessera-port: \(errors.count) place(s) the tool cannot port without changing what the code does or how it compiles; nothing was written")
            throw ExitCode(1)
        }
        var changedFiles = 0
        for (file, result) in zip(files, ported) {
            if !quiet { for change in result.changes { print("\(file.url.path):\(change.line): \(change.message)") } }
            if result.isChanged { changedFiles += 1 }
            guard !check else { continue }
            let destination = output.map { URL(fileURLWithPath: $0).appendingPathComponent(file.relative) } ?? file.url
            if output != nil || result.isChanged {
                try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try result.ported.write(to: destination, atomically: true, encoding: .utf8)
            }
        }
        if !quiet { print("tessera-port: \(changedFiles) of \(files.count) file(s) \(check ? "would change" : "changed")") }
        if check && changedFiles > 0 { throw ExitCode(1) }
    }
}

/// The Swift files under a folder (or the one file given), with paths relative to it.
enum SourceFiles {
    static func find(in url: URL) throws -> [(url: URL, relative: String)] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw ValidationError("\(url.path) does not exist")
        }
        guard isDirectory.boolValue else { return [(url, url.lastPathComponent)] }
        let base = url.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        var found: [(URL, String)] = []
        while let next = enumerator?.nextObject() as? URL {
            guard next.pathExtension == "swift" else { continue }
            let path = next.standardizedFileURL.path
            found.append((next, String(path.dropFirst(base.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))))
        }
        return found.sorted { $0.1 < $1.1 }
    }
}
