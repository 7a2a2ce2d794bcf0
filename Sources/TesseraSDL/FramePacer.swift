import Foundation
@_spi(Host) import Tessera

/// Presents frames on a steady grid of display refreshes when nothing else paces them.
///
/// Each frame waits for the next tick of a fixed grid (60 Hz), not for "an interval after the
/// last present": sleeping a whole interval after each frame adds the frame's own cost and the
/// sleep's overshoot every time, and a 60 Hz loop then delivers 45–50 frames a second. A frame
/// that misses its tick waits for the next one; after a long stall the grid restarts from now.
struct FramePacer {
    let interval: TimeInterval
    private var nextTick: TimeInterval?

    init(interval: TimeInterval) { self.interval = interval }

    /// When the frame finished at `now` may be presented: the first tick of the grid not
    /// before `now`, and the grid moved on past it.
    mutating func tick(after now: TimeInterval) -> TimeInterval {
        guard var tick = nextTick, now - tick < interval * 4 else {
            nextTick = now + interval
            return now
        }
        while tick < now - interval * 0.05 { tick += interval }
        nextTick = tick + interval
        return tick
    }

    /// Sleeps until the frame's tick.
    mutating func wait(clock: SystemClock) {
        let wait = tick(after: clock.now) - clock.now
        if wait > 0 { Thread.sleep(forTimeInterval: wait) }
    }
}
