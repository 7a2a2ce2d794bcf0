import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

@MainActor struct ScreenDisplayTests {
    @Test func theScreenReportsItsPixelsModesAndPace() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 2)
        let main = UIScreen.main
        #expect(main.nativeBounds.size == CGSize(width: main.bounds.width * 2, height: main.bounds.height * 2))
        #expect(main.currentMode?.size == main.nativeBounds.size && main.availableModes.count == 1)
        #expect(main.maximumFramesPerSecond == 60 && !main.isCaptured && main.mirroredScreen == nil)
        let before = main.brightness
        main.brightness = 3
        #expect(main.brightness == 1, "kept between 0 and 1")
        main.brightness = .nan
        #expect(main.brightness == 1, "a NaN is refused")
        main.brightness = before
        final class Ticker {
            var ticks = 0
            func tick(_ link: CADisplayLink) { ticks += 1 }
        }
        let ticker = Ticker()
        let link = main.displayLink(withTarget: ticker, selector: Ticker.tick)
        link?.add(to: .main, forMode: .common)
        screen.advance(by: 0.1)
        link?.invalidate()
        #expect(ticker.ticks > 0)
    }
}
