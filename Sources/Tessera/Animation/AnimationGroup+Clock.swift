import Foundation

/// A group's own time, which can stop, be set, and run backwards: what a paused property
/// animator scrubs with `fractionComplete`, and what an interactive transition drives with
/// `update(_:)`, `finish()` and `cancel()`. While the clock follows the main loop's, the group's
/// time is the loop's; paused, it stays where it was put; resumed, it goes on from there,
/// forwards or backwards, at a speed.
struct GroupClock {
    private var paused: TimeInterval?
    private var anchor: (clock: TimeInterval, local: TimeInterval)?
    private(set) var isReversed = false
    private var speed: Double = 1

    var isPaused: Bool { paused != nil }

    func time(at now: TimeInterval) -> TimeInterval {
        if let paused { return paused }
        guard let anchor else { return now }
        return anchor.local + (isReversed ? -1 : 1) * speed * (now - anchor.clock)
    }

    mutating func pause(at now: TimeInterval) {
        if paused == nil { paused = time(at: now) }
    }

    /// Puts a paused clock at `local`.
    mutating func set(_ local: TimeInterval) {
        if paused != nil { paused = local }
    }

    mutating func resume(at now: TimeInterval, reversed: Bool, speed: Double) {
        anchor = (now, time(at: now))
        paused = nil
        isReversed = reversed
        self.speed = speed.isFinite && speed > 0 ? speed : 1
    }
}

extension AnimationGroup {
    /// The groups made while a collector is in force (an interactive transition's animator
    /// runs `animateTransition(using:)` inside one).
    @MainActor final class Collector {
        private(set) var groups: [AnimationGroup] = []
        func collect(_ group: AnimationGroup) { groups.append(group) }
    }

    static var collectors: [Collector] = []

    /// Runs `body`, returning the animation groups it started.
    static func collecting(_ body: () -> Void) -> [AnimationGroup] {
        let collector = Collector()
        collectors.append(collector)
        defer { collectors.removeLast() }
        body()
        return collector.groups
    }

    /// The group's time now.
    func localTime(_ now: TimeInterval) -> TimeInterval { clock.time(at: now) }

    var isPaused: Bool { clock.isPaused }
    var isReversed: Bool { clock.isReversed }

    /// How far through its span the group is, 0…1.
    var fraction: CGFloat {
        guard let span, span.upperBound > span.lowerBound else { return isPaused ? 0 : 1 }
        let elapsed = localTime(MainLoop.shared.clock.now) - span.lowerBound
        return CGFloat(min(1, max(0, elapsed / (span.upperBound - span.lowerBound))))
    }

    func pause() {
        clock.pause(at: MainLoop.shared.clock.now)
    }

    /// Called when the group's time reaches the end it runs to: a group that pauses at its
    /// ends stops its clock exactly there and says so; true when it did (its animations go on).
    func holdsAtEnd() -> Bool {
        guard pausesAtEnds, let span else { return false }
        clock.pause(at: MainLoop.shared.clock.now)
        clock.set(isReversed ? span.lowerBound : span.upperBound)
        reachedEnd?()
        return true
    }

    /// Shows the group's animations at `fraction` of their span (paused groups only).
    func scrub(to fraction: CGFloat) {
        guard let span else { return }
        let clamped = Double(min(1, max(0, fraction.isFinite ? fraction : 0)))
        clock.set(span.lowerBound + clamped * (span.upperBound - span.lowerBound))
        for layer in animatingLayers { layer.markDirty() }
    }

    /// Runs the group on from where it is: forwards to its end, or backwards to its start, where
    /// each animation ends showing its start value.
    func resume(reversed: Bool, speed: Double = 1) {
        clock.resume(at: MainLoop.shared.clock.now, reversed: reversed, speed: speed)
        for layer in animatingLayers { AnimationEngine.shared.track(layer) }
    }
}
