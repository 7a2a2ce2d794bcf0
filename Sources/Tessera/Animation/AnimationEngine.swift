import Foundation

/// Keeps the layers that have running animations and retires animations that have ended.
///
/// Presented values are computed on demand from the clock, so the engine does no work per
/// animated value per frame; it only notices ends, to run completions and to let the run loop
/// know when everything is idle.
@preconcurrency @MainActor public final class AnimationEngine {
    public static let shared = AnimationEngine()
    private var animating: [ObjectIdentifier: CALayer] = [:]

    /// Whether any animation or transition is still running (one held paused — a scrubbed
    /// animator, an interactive transition waiting for the finger — is not).
    public var isIdle: Bool { animating.values.allSatisfy { !$0.hasUnpausedAnimations } }

    /// Whether frames must keep coming: an animation runs, or an endless explicit animation
    /// (a spinner) runs on a layer that is on screen.
    public var needsFrames: Bool {
        !isIdle || animating.values.contains { $0.hasEndlessAnimations && $0.timeRuns } || emitsOnScreen
    }

    /// Emitters that have had particles: frames keep coming while one on screen has some alive.
    private var emitters: [WeakEmitter] = []
    private struct WeakEmitter { weak var layer: CAEmitterLayer? }

    func trackEmitter(_ layer: CAEmitterLayer) {
        emitters.removeAll { $0.layer == nil || $0.layer === layer }
        emitters.append(WeakEmitter(layer: layer))
    }

    private var emitsOnScreen: Bool {
        emitters.contains { entry in
            guard let layer = entry.layer, layer.isInWindow else { return false }
            return layer.isEmitting(at: layer.localTime(MainLoop.shared.clock.now))
        }
    }

    /// The number of layers with running animations.
    public var animatingLayerCount: Int { animating.count }

    func track(_ layer: CALayer) { animating[ObjectIdentifier(layer)] = layer }

    /// Retires what ended by `now` and ends their groups.
    func tick(now: TimeInterval) {
        for (id, layer) in animating {
            layer.retireAnimations(endedBy: now)
            // A layer off screen with only endless animations is tracked again when it is
            // put back (`addSublayer`, a view entering a window).
            if !layer.hasRunningAnimations || (layer.runsOnlyEndlessAnimations && !layer.isInWindow) {
                animating[id] = nil
            }
        }
    }

    /// Forgets every animation without running completions (a headless screen starting afresh).
    public func reset() {
        animating.removeAll()
        emitters.removeAll()
    }
}
