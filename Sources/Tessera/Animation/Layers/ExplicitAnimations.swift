import Foundation

/// The explicit animations added to one layer, in the order added, with when each began:
/// what they show at a moment, and which started or ended by then.
@MainActor final class ExplicitAnimations {
    struct Entry {
        let key: String
        /// False for an animation added with a nil key (left out of `animationKeys()`).
        let isNamed: Bool
        let animation: CAAnimation
        /// The layer time the animation's own time counts from.
        let begin: CFTimeInterval
        let timing: MediaTiming
        var started = false
        var stopped = false
    }

    private(set) var entries: [Entry] = []
    private var unnamedCount = 0

    var isEmpty: Bool { entries.isEmpty }

    /// Adds `animation` (already a copy) at layer time `now`, returning what it replaced.
    func add(_ animation: CAAnimation, forKey key: String?, now: CFTimeInterval) -> Entry? {
        let replaced = key.flatMap { remove(forKey: $0) }
        unnamedCount += 1
        let begin = animation.beginTime > 0 ? animation.beginTime : now
        let timing = animation.timing(defaultDuration: 0.25)
        entries.append(Entry(key: key ?? "unnamed-\(unnamedCount)", isNamed: key != nil, animation: animation, begin: begin, timing: timing))
        return replaced
    }

    func remove(forKey key: String) -> Entry? {
        guard let index = entries.firstIndex(where: { $0.key == key && $0.isNamed }) else { return nil }
        return entries.remove(at: index)
    }

    func removeAll() -> [Entry] {
        defer { entries.removeAll() }
        return entries
    }

    func animation(forKey key: String) -> CAAnimation? {
        entries.first { $0.key == key && $0.isNamed }?.animation
    }

    var keys: [String] { entries.filter(\.isNamed).map(\.key) }

    /// Whether one of them runs for ever (an endless spinner): frames must keep coming, but the
    /// app is not waiting for it to end.
    var hasEndless: Bool { entries.contains { $0.timing.isEndless && !$0.stopped } }

    /// Whether one will still start or end.
    var hasFinite: Bool { entries.contains { !$0.timing.isEndless && !$0.stopped } }

    /// Writes what each animation shows at layer time `now` into `p`, in the order added.
    func apply(at now: CFTimeInterval, to p: inout LayerPresentation, layer: CALayer) {
        for entry in entries {
            let phase = entry.timing.phase(atElapsed: now - entry.begin)
            guard let fraction = entry.timing.shownFraction(in: phase) else { continue }
            let seconds = CFTimeInterval(fraction) * entry.timing.duration
            entry.animation.apply(fraction: fraction, seconds: seconds, to: &p, layer: layer)
        }
    }

    /// Marks starts and ends by layer time `now`, removing ended animations that go on
    /// completion. Returns the animations that started and those that stopped.
    func advance(to now: CFTimeInterval) -> (started: [CAAnimation], stopped: [CAAnimation]) {
        var started: [CAAnimation] = []
        var stopped: [CAAnimation] = []
        for index in entries.indices {
            let elapsed = now - entries[index].begin
            if !entries[index].started, elapsed >= 0 {
                entries[index].started = true
                started.append(entries[index].animation)
            }
            if !entries[index].stopped, elapsed >= entries[index].timing.endInParent - CALayer.endTolerance {
                entries[index].stopped = true
                stopped.append(entries[index].animation)
            }
        }
        entries.removeAll { $0.stopped && $0.animation.isRemovedOnCompletion }
        return (started, stopped)
    }
}
