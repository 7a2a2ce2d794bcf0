import Benchmark
import Demos
import Foundation
import Tessera
import TesseraCairo
import TesseraTesting

/// A 1280×800 window of 48 photo tiles (8 × 6), each an aspect-filled photo with a caption.
@MainActor func makeTileScreen() -> HeadlessScreen {
    let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800), scale: 1)
    let controller = UIViewController()
    screen.rootViewController = controller
    controller.view.backgroundColor = UIColor(white: 0.95, alpha: 1)
    let names = ["astronaut", "chelsea", "coffee", "rocket", "hubble_deep_field", "retina", "camera", "coins",
                 "horse", "cell", "ihc", "moon", "brick", "grass", "gravel", "chelsea-portrait"]
    for index in 0..<48 {
        let column = index % 8, row = index / 8
        let tile = UIView(frame: CGRect(x: 10 + CGFloat(column) * 158, y: 10 + CGFloat(row) * 130, width: 150, height: 122))
        tile.backgroundColor = .white
        tile.layer.cornerRadius = 6
        let photo = UIImageView(frame: CGRect(x: 5, y: 5, width: 140, height: 92))
        photo.image = DemoPhotos.named(names[index % names.count])
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        let caption = UILabel(frame: CGRect(x: 5, y: 99, width: 140, height: 20))
        caption.text = "\(names[index % names.count]) #\(index)"
        caption.font = .systemFont(ofSize: 13)
        tile.addSubview(photo)
        tile.addSubview(caption)
        controller.view.addSubview(tile)
    }
    screen.runUntilIdle()
    return screen
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))
    collectionBenchmarks()
    tableBenchmarks()
    listBenchmarks()
    textBenchmarks()
    textScaleBenchmarks()
    compositionalBenchmarks()
    dynamicsBenchmarks()
    updateBenchmarks()
    diffBenchmarks()
    snapshotBenchmarks()
    applyBenchmarks()
    autoLayoutBenchmarks()
    photoJumpBenchmarks()
    interfaceBuilderBenchmarks()
    appLaunchBenchmarks()
    uiTestBenchmarks()
    layerAnimationBenchmarks()

    // Compositing a frame whose content is cached: what every scroll or animation frame costs.
    Benchmark("Frame composite 1280x800, 48 photo tiles") { benchmark in
        // UIKit's types live on the main actor; the benchmark object is only used there.
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let screen = makeTileScreen()
            let target = CairoImage(width: 1280, height: 800)
            screen.renderer.render(screen.window, into: target, scale: 1)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                screen.renderer.render(screen.window, into: target, scale: 1)
            }
            benchmark.stopMeasurement()
        }
    }

    // Rasterizing every tile's content again (photos scaled, captions set) and compositing.
    Benchmark("Frame raster+composite 1280x800, 48 photo tiles, all content redrawn") { benchmark in
        // UIKit's types live on the main actor; the benchmark object is only used there.
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let screen = makeTileScreen()
            let target = CairoImage(width: 1280, height: 800)
            var views: [UIView] = []
            @MainActor func collect(_ view: UIView) { views.append(view); view.subviews.forEach { collect($0) } }
            collect(screen.window)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                views.forEach { $0.setNeedsDisplay() }
                screen.renderer.render(screen.window, into: target, scale: 1)
            }
            benchmark.stopMeasurement()
        }
    }
}
