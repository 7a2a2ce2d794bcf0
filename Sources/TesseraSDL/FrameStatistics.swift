import Foundation

/// Frames drawn, their times, and frames dropped (a drawn frame later than 1.5 refresh
/// intervals after the previous one while something moves).
public struct FrameStatistics: Sendable {
    /// The refresh interval the host paces to: 60 Hz.
    public static let displayInterval: TimeInterval = 1.0 / 60.0
    public private(set) var frameTimes: [TimeInterval] = []
    public private(set) var dropped = 0
    /// Steps of idle work done between frames (each makes one cell ahead of scrolling).
    public private(set) var idleSteps = 0
    private var lastFrame: TimeInterval?
    let refreshInterval: TimeInterval

    public init(refreshInterval: TimeInterval = 1.0 / 60.0) { self.refreshInterval = refreshInterval }

    /// Records a frame that took `duration` to draw and ended at `time`; `continuous` when the
    /// previous frame was also part of a motion.
    mutating func record(duration: TimeInterval, at time: TimeInterval, continuous: Bool) {
        frameTimes.append(duration)
        if continuous, let last = lastFrame, time - last > refreshInterval * 1.5 {
            dropped += Int(((time - last) / refreshInterval).rounded()) - 1
        }
        lastFrame = time
    }

    mutating func recordIdleSteps(_ steps: Int) { idleSteps += steps }

    public func percentile(_ p: Double) -> TimeInterval {
        guard !frameTimes.isEmpty else { return 0 }
        let sorted = frameTimes.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
    }

    /// One line: frames, median, p99, dropped.
    public var summary: String {
        String(format: "frames %d, median %.2f ms, p99 %.2f ms, dropped %d, cells made in idle time %d",
               frameTimes.count, percentile(0.5) * 1000, percentile(0.99) * 1000, dropped, idleSteps)
    }
}
