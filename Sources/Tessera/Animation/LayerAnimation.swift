import Foundation

/// The layer properties UIKit animates.
public enum AnimatableProperty: String, Hashable, Sendable, CaseIterable {
    case bounds, position, transform, opacity, backgroundColor
}

/// One running animation of one layer property, from a value to a value.
@MainActor final class LayerAnimation {
    let property: AnimatableProperty
    let from: AnimatableValue
    var to: AnimatableValue
    let beginTime: TimeInterval
    let timing: AnimationTiming
    let group: AnimationGroup?
    /// The keyframes of a `UIView.animateKeyframes` block for this property, in order of start;
    /// nil for an animation from one value to another.
    var keyframes: [KeyframeSegment]?

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
        let progress = timing.progress(atElapsed: time - beginTime)
        if let keyframes { return KeyframeSegment.value(of: keyframes, at: progress) ?? to }
        return from.interpolated(to: to, fraction: progress)
    }

    /// Whether the animation has run to its end by `now`: forwards past its end, or, reversed,
    /// back to its beginning. A paused one has not.
    func hasEnded(by now: TimeInterval) -> Bool {
        guard let group else { return endTime <= now + CALayer.endTolerance }
        if group.isPaused { return false }
        let time = group.localTime(now)
        let reached = group.isReversed ? time <= beginTime + CALayer.endTolerance : endTime <= time + CALayer.endTolerance
        return reached && !group.holdsAtEnd()
    }
}

/// One keyframe of a property: from a value to another over a part of the whole animation,
/// given as fractions of its duration.
struct KeyframeSegment {
    let start: CGFloat
    let end: CGFloat
    let from: AnimatableValue
    var to: AnimatableValue
    /// Jumps to `to` at `start` instead of moving (`.calculationModeDiscrete`).
    let discrete: Bool

    /// The value at `progress` (0 to 1 of the whole): before the first keyframe its start,
    /// between keyframes the last one's end, inside one the value along it.
    static func value(of segments: [KeyframeSegment], at progress: CGFloat) -> AnimatableValue? {
        guard let first = segments.first else { return nil }
        var value = first.from
        for segment in segments {
            guard progress >= segment.start else { break }
            if segment.discrete || progress >= segment.end || segment.end <= segment.start {
                value = segment.to
                continue
            }
            let fraction = (progress - segment.start) / (segment.end - segment.start)
            return segment.from.interpolated(to: segment.to, fraction: fraction)
        }
        return value
    }
}
