import Benchmark
import Foundation
@_spi(Measurement) import Tessera
import TesseraCore
import TesseraTesting

/// An app's delegate whose first screen shows four of its catalog's images.
final class LaunchBenchmarkDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var bundle: Bundle?
    private(set) var covers: [UIImage] = []

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        covers = (0..<4).compactMap { UIImage(named: "Image\($0)", in: Self.bundle) }
        return true
    }
}

/// An app's resources as SwiftPM lays them out: `Info.plist` (a scene manifest naming the
/// storyboard), a storyboard of `scenes` scenes, and a catalog of `images` image sets and a
/// colour set. Each iteration launches from its own path (a symbolic link to the folder), so no
/// cache keyed by path helps: every launch reads the documents and the catalog as a new
/// process would.
enum LaunchBenchmarkApp {
    @MainActor static func folder(scenes: Int, images: Int, links: Int) -> [URL] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-launch-\(scenes)-\(images)-\(getpid())")
        let app = root.appendingPathComponent("App.resources")
        let catalog = app.appendingPathComponent("Assets.xcassets")
        try? FileManager.default.createDirectory(at: app.appendingPathComponent("Supporting"), withIntermediateDirectories: true)
        // The other scenes are reached by their storyboard IDs: a cell with a segue to each of
        // 38 scenes would make every cell connect 38 segues, which no app does.
        let storyboard = BenchmarkDocuments.storyboard(scenes: scenes).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("kind=\"show\" identifier=\"detail") }.joined(separator: "\n")
        try? Data(storyboard.utf8).write(to: app.appendingPathComponent("Main.storyboard"))
        try? Data(infoPlist.utf8).write(to: app.appendingPathComponent("Supporting/Info.plist"))
        let png = tinyPNG()
        for index in 0..<images {
            let set = catalog.appendingPathComponent("Image\(index).imageset")
            try? FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try? png.write(to: set.appendingPathComponent("image.png"))
            let contents = "{\"images\":[{\"filename\":\"image.png\",\"idiom\":\"universal\",\"scale\":\"1x\"}],\"info\":{\"author\":\"xcode\",\"version\":1}}"
            try? Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
        }
        return (0..<links).map { index in
            let link = root.appendingPathComponent("Launch\(index).resources")
            try? FileManager.default.createSymbolicLink(at: link, withDestinationURL: app)
            return link
        }
    }

    static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0"><dict>
    <key>CFBundleDisplayName</key><string>Launch</string>
    <key>UIApplicationSceneManifest</key><dict>
    <key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array><dict>
    <key>UISceneConfigurationName</key><string>Default Configuration</string>
    <key>UISceneStoryboardFile</key><string>Main</string>
    </dict></array></dict></dict>
    </dict></plist>
    """

    /// A 16×16 PNG, drawn and encoded by the host's renderer.
    @MainActor static func tinyPNG() -> Data {
        let screen = HeadlessScreen(size: CGSize(width: 16, height: 16), scale: 1)
        let view = UIView(frame: screen.window.bounds)
        view.backgroundColor = .systemTeal
        screen.window.addSubview(view)
        screen.runUntilIdle()
        return (try? screen.renderPNG()) ?? Data()
    }
}

func appLaunchBenchmarks() {
    // From the delegate to the first frame on a 1280×800 screen: Info.plist, the storyboard's
    // initial controller (a grid of 1,000 cells), four catalog images; a small app against a
    // large one (40 scenes, 400 image sets) in one run — the launch reads what the first screen
    // shows, so the ratio stays near 1.
    for (scenes, images) in [(2, 8), (40, 400)] {
        Benchmark("App launch: to the first frame 1280×800, \(scenes) scenes, \(images) catalog images",
                  configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(4), maxIterations: 150)) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let links = LaunchBenchmarkApp.folder(scenes: scenes, images: images, links: 150)
                let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800), scale: 1)
                UIApplication.registerClass(LaunchBenchmarkDelegate.self) { LaunchBenchmarkDelegate() }
                var index = 0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    let bundle = Bundle(url: links[index % links.count])
                    index += 1
                    LaunchBenchmarkDelegate.bundle = bundle
                    let delegate = LaunchBenchmarkDelegate()
                    let launch = ApplicationLaunch(delegate: delegate, bundle: bundle, module: "RenderingBenchmarks")
                    if let window = launch.launch() { screen.show(window) }
                    screen.runUntilIdle()
                    blackHole(screen.renderImage())
                    precondition(delegate.covers.count == 4, "the catalog's images")
                }
                benchmark.stopMeasurement()
            }
        }
    }
}
