import Foundation
import Testing
@testable import TesseraSDL

struct FramePacerTests {
    private let interval = 1.0 / 60

    /// Frames of a given cost, each started when the previous was presented: how many are
    /// presented in one second.
    private func framesPresented(inOneSecondCosting cost: TimeInterval) -> Int {
        var pacer = FramePacer(interval: interval)
        var now = 0.0, presented = 0
        while now < 1 {
            now += cost
            now = max(now, pacer.tick(after: now))
            if now < 1 { presented += 1 }
        }
        return presented
    }

    @Test func framesCheaperThanARefreshArePresentedAtTheDisplayRate() {
        #expect(framesPresented(inOneSecondCosting: 0.002) == 60)
        #expect(framesPresented(inOneSecondCosting: 0.012) == 60)
        // Sleeping an interval after each frame would give 1 / (0.012 + 1/60) = 34 here.
    }

    @Test func aFrameThatMissesItsTickWaitsForTheNextOne() {
        var pacer = FramePacer(interval: interval)
        #expect(pacer.tick(after: 0) == 0)
        #expect(abs(pacer.tick(after: 0.005) - interval) < 1e-9)
        // 25 ms after the start: the tick at 33.3 ms, not 25 + 16.7 ms.
        #expect(abs(pacer.tick(after: 0.025) - 2 * interval) < 1e-9)
        #expect(framesPresented(inOneSecondCosting: 0.020) == 30)
    }

    @Test func afterAStallTheGridRestartsFromNow() {
        var pacer = FramePacer(interval: interval)
        _ = pacer.tick(after: 0)
        #expect(pacer.tick(after: 2.0) == 2.0)
        #expect(abs(pacer.tick(after: 2.001) - (2.0 + interval)) < 1e-9)
    }
}
