import Foundation

/// The layer properties UIKit animates.
public enum AnimatableProperty: String, Hashable, Sendable, CaseIterable {
    case bounds, position, transform, opacity, backgroundColor
}

/// One running animation of one layer property, from a value to a value.
@MainActor final class LayerAnimation {
    let property: AnimatableProperty
    let from: AnimatableValue
    let to: AnimatableValue
    let beginTime: TimeInterval
    let timing: AnimationTiming
    let group: AnimationGroup?

    init(property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue,
         beginTime: TimeInterval, timing: AnimationTiming, group: AnimationGroup?) {
        self.property = property; self.from = from; self.to = to
        self.beginTime = beginTime; self.timing = timing; self.group = group
    }

    var endTime: TimeInterval { beginTime + timing.totalDuration }

    /// The animated value at time `now` (the group's time, when its clock is paused or reversed).
    func value(at now: TimeInterval) -> AnimatableValue {
        let time = group?.localTime(now) ?? now
        if time >= endTime - CALayer.endTolerance { return to }
        return from.interpolated(to: to, fraction: timing.progress(atElapsed: time - beginTime))
    }

    /// Whether the animation has run to its end by `now`: forwards past its end, or, reversed,
    /// back to its beginning. A paused one has not.
    func hasEnded(by now: TimeInterval) -> Bool {
        guard let group else { return endTime <= now + CALayer.endTolerance }
        if group.isPaused { return false }
        let time = group.localTime(now)
        if group.isReversed { return time <= beginTime + CALayer.endTolerance }
        return endTime <= time + CALayer.endTolerance
    }
}
