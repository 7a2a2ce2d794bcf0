import Demos
import Foundation
import Testing
@_spi(Host) import Tessera
import TesseraTesting

/// The Core Animation demos as a user sees them: indicators that move, a shimmer that sweeps,
/// a gradient card whose ring springs to the new progress.
@MainActor @Suite(.serialized) struct LayerDemoTests {
    /// Frames are written here to be looked at.
    private static let looks = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-layer-demos")

    private func look(_ screen: HeadlessScreen, _ name: String) {
        try? FileManager.default.createDirectory(at: Self.looks, withIntermediateDirectories: true)
        try? screen.writePNG(to: Self.looks.appendingPathComponent("\(name).png"))
    }

    /// The pixels of `rect` (in points, scale 1) folded into one number, to tell frames apart.
    private func signature(_ screen: HeadlessScreen, _ rect: CGRect) -> Int {
        let image = screen.renderImage()
        var values: [UInt8] = []
        for y in stride(from: Int(rect.minY), to: Int(rect.maxY), by: 2) {
            for x in stride(from: Int(rect.minX), to: Int(rect.maxX), by: 2) {
                let p = image.rgba(x: x, y: y)
                values += [p.r, p.g, p.b]
            }
        }
        return values.reduce(17) { $0 &* 31 &+ Int($1) }
    }

    @Test func everyIndicatorMovesAndTheAppStaysIdle() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let demo = ActivityIndicatorsViewController()
        screen.rootViewController = demo
        screen.runUntilIdle()
        #expect(!MainLoop.shared.hasPendingWork, "endless indicators do not keep the app busy")
        #expect(AnimationEngine.shared.needsFrames)
        screen.advance(by: 0.6)
        look(screen, "indicators-a")
        let before = demo.indicators.map { signature(screen, $0.frame.insetBy(dx: 20, dy: 20)) }
        screen.advance(by: 0.3)
        look(screen, "indicators-b")
        let after = demo.indicators.map { signature(screen, $0.frame.insetBy(dx: 20, dy: 20)) }
        for (index, tile) in demo.indicators.enumerated() {
            #expect(before[index] != after[index], "\(tile.accessibilityLabel ?? "") changes between frames")
        }
        demo.togglePause()
        let paused = demo.indicators.map { signature(screen, $0.frame.insetBy(dx: 20, dy: 20)) }
        screen.advance(by: 0.4)
        #expect(demo.indicators.map { signature(screen, $0.frame.insetBy(dx: 20, dy: 20)) } == paused, "paused: nothing moves")
        #expect(!AnimationEngine.shared.needsFrames, "and no frames are needed")
        demo.togglePause()
        #expect(demo.indicators.map { signature(screen, $0.frame.insetBy(dx: 20, dy: 20)) } == paused, "resumed from where it stopped")
        screen.advance(by: 0.2)
        #expect(demo.indicators.map { signature(screen, $0.frame.insetBy(dx: 20, dy: 20)) } != paused)
    }

    @Test func theShimmerSweepsAcrossThePlaceholdersAndStopsWithContent() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let demo = SkeletonShimmerViewController()
        screen.rootViewController = demo
        screen.runUntilIdle()
        screen.advance(by: 0.5)
        look(screen, "shimmer")
        let image = screen.renderImage()
        let placeholder = image.rgba(x: 44, y: 44)
        #expect(placeholder.r < 240 && placeholder.r == placeholder.g, "a grey circle where the avatar goes: \(placeholder)")
        #expect(image.rgba(x: 44, y: 84).r == 255, "white between rows")
        let first = signature(screen, CGRect(x: 84, y: 24, width: 200, height: 14))
        screen.advance(by: 0.4)
        #expect(signature(screen, CGRect(x: 84, y: 24, width: 200, height: 14)) != first, "the shimmer moved")
        demo.showContent()
        screen.runUntilIdle()
        #expect(demo.shimmer.animationKeys() == nil)
        #expect(screen.renderImage().rgba(x: 44, y: 44).r == 255, "the placeholders are gone")
    }

    @Test func theCardShowsItsGradientAndTheRingSpringsOnATap() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let demo = GradientCardViewController()
        screen.rootViewController = demo
        screen.runUntilIdle()
        look(screen, "card")
        let card = demo.card.frame
        let image = screen.renderImage()
        let topLeft = image.rgba(x: Int(card.minX) + 8, y: Int(card.minY) + 30)
        let bottomRight = image.rgba(x: Int(card.maxX) - 8, y: Int(card.maxY) - 30)
        #expect(topLeft.b > topLeft.r, "indigo at the top left: \(topLeft)")
        #expect(bottomRight.r > bottomRight.b, "pink at the bottom right: \(bottomRight)")
        #expect(abs(demo.progressRing.strokeEnd - 0.6) < 1e-9)
        screen.tap(at: CGPoint(x: card.midX, y: card.midY))
        screen.advance(by: 0.05)
        let moving = try #require(demo.progressRing.presentation()?.strokeEnd)
        #expect(moving > 0.6 && moving < 0.7, "on its way: \(moving)")
        #expect(demo.progressRing.strokeEnd == 0.7, "the model is at the new value")
        screen.advance(by: 3)
        look(screen, "card-after-tap")
        #expect(demo.progressRing.animationKeys() == nil)
        for _ in 0..<3 { demo.addPoints() }
        screen.advance(by: 0.6)
        look(screen, "card-confetti")
        let burst = screen.renderImage()
        let colourful = (0..<390).filter { x in (0..<400).contains { y in
            let p = burst.rgba(x: x, y: y)
            return p.r > 200 && p.g > 180 && p.b < 90 } }
        #expect(!colourful.isEmpty, "yellow confetti flies when the points reach 100")
    }
}

/// The attributed article: its runs draw in their colours and its link is underlined.
@MainActor struct AttributedArticleDemoTests {
    @Test func theArticleShowsItsStyledRuns() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let demo = AttributedArticleViewController()
        screen.rootViewController = demo
        screen.runUntilIdle()
        #expect(demo.labels.count == 4)
        #expect(demo.labels[0].frame.height > 60, "the headline wraps onto two lines")
        let image = screen.renderImage()
        var indigo = 0, green = 0, orange = 0
        for y in 0..<400 {
            for x in 0..<390 {
                let p = image.rgba(x: x, y: y)
                if p.b > 180, p.r > 60, p.r < 120, p.g < 110 { indigo += 1 }
                if p.g > 150, p.r < 100, p.b < 120 { green += 1 }
                if p.r > 230, p.g > 120, p.g < 180, p.b < 60 { orange += 1 }
            }
        }
        #expect(indigo > 30 && green > 30, "the emphasis and the new price show in colour: \(indigo), \(green)")
        #expect(orange > 60, "the inline badge: \(orange) orange pixels")
    }
}
