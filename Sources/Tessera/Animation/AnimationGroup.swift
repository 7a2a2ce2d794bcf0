import Foundation

/// The animations one `UIView.animate` call started, and the completion that waits for them.
///
/// The completion runs exactly once: when the last animation ends, with `finished` false when
/// any of them was interrupted (replaced by a newer animation of the same property, or removed
/// by a set outside an animation block or `removeAllAnimations()`).
@MainActor final class AnimationGroup {
    private var pending = 0
    private var interrupted = false
    private var completion: ((Bool) -> Void)?
    private var sealed = false
    private var finishHandlers: [() -> Void] = []
    /// The layers animating for this group, so the group can be stopped where it is.
    private var layers: [ObjectIdentifier: WeakLayer] = [:]
    private struct WeakLayer { weak var layer: CALayer? }

    /// The group's own clock (see AnimationGroup+Clock.swift).
    var clock = GroupClock()
    /// When the group's animations begin and end, in the group's time.
    private(set) var span: ClosedRange<TimeInterval>?
    /// Whether reaching an end pauses the group there instead of ending its animations (a
    /// property animator's `pausesOnCompletion`), and who hears it.
    var pausesAtEnds = false
    var reachedEnd: (() -> Void)?

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
        AnimationGroup.collectors.last?.collect(self)
    }

    /// Widens the group's span with an animation's.
    func noteSpan(begin: TimeInterval, end: TimeInterval) {
        span = span.map { min($0.lowerBound, begin)...max($0.upperBound, end) } ?? begin...max(begin, end)
    }

    func add(_ layer: CALayer) {
        pending += 1
        layers[ObjectIdentifier(layer)] = WeakLayer(layer: layer)
    }

    /// Stops every animation of the group where it is now: the layers keep the values shown
    /// (a property animator's `stopAnimation`). The completion gets `finished` false.
    func stopWhereShown() {
        let now = MainLoop.shared.clock.now
        for entry in layers.values { entry.layer?.freezeAnimations(of: self, at: now) }
        layers.removeAll()
    }

    /// The layers with animations of this group.
    var animatingLayers: [CALayer] { layers.values.compactMap(\.layer) }

    /// Runs `handler` when the group's animations have ended, before its completion.
    func onFinish(_ handler: @escaping () -> Void) { finishHandlers.append(handler) }

    /// Called when one animation ends; `interrupted` when it did not reach its end.
    func end(interrupted wasInterrupted: Bool) {
        pending -= 1
        if wasInterrupted { interrupted = true }
        finishIfDone()
    }

    /// Called after the animations block ran: from now on, no animation joins the group.
    func seal() {
        sealed = true
        if pending == 0 {
            // UIKit calls the completion of an animation that changed nothing on a later turn.
            MainLoop.shared.performOnNextTurn { [self] in finishIfDone() }
        }
    }

    private func finishIfDone() {
        guard sealed, pending == 0 else { return }
        let handlers = finishHandlers
        finishHandlers = []
        handlers.forEach { $0() }
        guard let completion else { return }
        self.completion = nil
        let finished = !interrupted
        MainLoop.shared.queueCompletion { completion(finished) }
    }
}
