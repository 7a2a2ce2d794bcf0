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

    /// The animated value at time `now`.
    func value(at now: TimeInterval) -> AnimatableValue {
        if now >= endTime - CALayer.endTolerance { return to }
        return from.interpolated(to: to, fraction: timing.progress(atElapsed: now - beginTime))
    }
}
