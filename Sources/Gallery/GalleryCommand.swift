import ArgumentParser
import Demos
import Foundation
import Tessera
import TesseraTesting

@main
struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Tessera's gallery: every seed example as a demo.",
        discussion: "Without a window host, --headless renders each demo's frames to PNG files.")

    @Flag(help: "Render the tour to PNG files instead of opening a window.")
    var headless = false

    @Option(help: "Where the headless tour writes its PNGs.")
    var out = "out/gallery"

    @Option(help: "Only this demo (its id).")
    var demo: String?

    func run() throws {
        // ArgumentParser calls run() on the main thread; UIKit's types live on the main actor.
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    func runOnMain() throws {
        let directory = URL(fileURLWithPath: out, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let demos = demo.map { id in DemoCatalog.all.filter { $0.id == id } } ?? DemoCatalog.all
        guard !demos.isEmpty else { throw ValidationError("no demo with id \(demo ?? "")") }
        var written: [URL] = []
        for descriptor in demos {
            written += try HeadlessTour.run(descriptor, into: directory)
        }
        try ContactSheet.write(written, demos: demos, to: directory)
        print("Gallery: wrote \(written.count) frames of \(demos.count) demo(s) to \(directory.path)")
        print("Gallery: open \(directory.appendingPathComponent("index.html").path) to see them all")
    }
}
