import ArgumentParser
import Demos
import Foundation
@_spi(Host) import Tessera
import TesseraTesting
@_spi(Host) import TesseraApp

@main
struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Tessera's gallery: every seed example as a demo.",
        discussion: """
        With a display ($DISPLAY or $WAYLAND_DISPLAY) it opens a window; without one, or with
        --headless, it plays each demo on a headless screen and writes PNG frames and an
        index.html contact sheet.
        """)

    @Flag(help: "Render the tour to PNG files instead of opening a window.")
    var headless = false

    @Option(help: "Where the headless tour writes its PNGs.")
    var out = "out/gallery"

    @Option(help: "Open (or tour) only this demo, by id.")
    var demo: String?

    @Flag(help: "Print frame statistics while the window runs and when it closes.")
    var stats = false

    @Option(help: "Scroll the demo's collection view for this many seconds, print statistics, and quit.")
    var autoscroll: Double?

    @Option(help: "Write what happens (demo opened, scrolled, menu shown, copied) to this file.")
    var log: String?

    @Option(help: "The window's size in points, as WIDTHxHEIGHT, each 100 to 8192 (the window can be resized too).")
    var size: WindowSize = WindowSize(width: 390, height: 844)

    @Option(help: "Quit after this many seconds.")
    var exitAfter: Double?

    @Flag(help: "Start in dark appearance (in the window, D switches between light and dark).")
    var dark = false

    @Flag(help: "Lay out right to left, as for Arabic or Hebrew.")
    var rtl = false

    @Option(help: "The text size Dynamic Type follows: XS, S, M, L (the default), XL, XXL, XXXL, AX1 to AX5 (in the window, Ctrl+= and Ctrl+- change it, Ctrl+0 resets it).")
    var textSize: String = "L"

    private var appearance: GalleryAppearance {
        GalleryAppearance(dark: dark, rightToLeft: rtl, textSize: UIContentSizeCategory(shortName: textSize) ?? .large)
    }

    func validate() throws {
        guard UIContentSizeCategory(shortName: textSize) != nil else {
            throw ValidationError("--text-size \(textSize): not a text size; use XS, S, M, L, XL, XXL, XXXL or AX1 to AX5")
        }
    }

    func run() throws {
        // ArgumentParser calls run() on the main thread; UIKit's types live on the main actor.
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    func runOnMain() throws {
        DemoPhotos.register()
        if InProcessAppHost.isHosting {
            // Launched by UI tests in their process: an app like any other, through UIApplicationMain.
            appearance.apply()
            UIApplication.registerClass(GalleryAppDelegate.self) { GalleryAppDelegate() }
            UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(GalleryAppDelegate.self))
            return
        }
        let environment = ProcessInfo.processInfo.environment
        let hasDisplay = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        if headless || !hasDisplay {
            if !headless { print("Gallery: no display ($DISPLAY and $WAYLAND_DISPLAY are unset): running the headless tour") }
            try runHeadlessTour()
            return
        }
        try WindowGallery(demoID: demo, size: size.cgSize, stats: stats, autoscroll: autoscroll, logPath: log, exitAfter: exitAfter,
                          appearance: appearance).run()
    }

    @MainActor
    func runHeadlessTour() throws {
        let directory = URL(fileURLWithPath: out, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let demos = demo.map { id in DemoCatalog.all.filter { $0.id == id } } ?? DemoCatalog.all
        guard !demos.isEmpty else { throw ValidationError("no demo with id \(demo ?? "")") }
        var written: [URL] = []
        for descriptor in demos {
            written += try HeadlessTour.run(descriptor, into: directory, appearance: appearance)
        }
        try ContactSheet.write(written, demos: demos, to: directory)
        print("Gallery: wrote \(written.count) frames of \(demos.count) demo(s) to \(directory.path)")
        print("Gallery: open \(directory.appendingPathComponent("index.html").path) to see them all")
    }
}

/// A window size given on the command line, as `1280x800`.
struct WindowSize: ExpressibleByArgument {
    let width: Int
    let height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (100...8192).contains(width), (100...8192).contains(height) else { return nil }
        self.init(width: width, height: height)
    }

    var cgSize: CGSize { CGSize(width: width, height: height) }
    var defaultValueDescription: String { "\(width)x\(height)" }
}
