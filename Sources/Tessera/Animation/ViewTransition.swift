import Foundation

/// A running `UIView.transition(with:…)`: the look before the change and how it turns into
/// the look after.
@MainActor final class ViewTransition {
    enum Kind {
        case flipFromLeft, flipFromRight, flipFromTop, flipFromBottom, crossDissolve, curlUp, curlDown
        /// The old look slides out as the new one slides in, both moving along the vector
        /// (a unit step toward where the content goes: (-1, 0) moves them left).
        case push(CGVector)
        /// The new look slides in over the old one, which stays.
        case moveIn(CGVector)
    }
    let kind: Kind
    let snapshot: AnyObject?
    let beginTime: TimeInterval
    let timing: AnimationTiming
    let group: AnimationGroup?

    init(kind: Kind, snapshot: AnyObject?, beginTime: TimeInterval, timing: AnimationTiming, group: AnimationGroup?) {
        self.kind = kind; self.snapshot = snapshot; self.beginTime = beginTime; self.timing = timing; self.group = group
    }

    var endTime: TimeInterval { beginTime + timing.totalDuration }

    func hasEnded(by now: TimeInterval) -> Bool {
        guard let group else { return endTime <= now + CALayer.endTolerance }
        if group.isPaused { return false }
        let time = group.localTime(now)
        let reached = group.isReversed ? time <= beginTime + CALayer.endTolerance : endTime <= time + CALayer.endTolerance
        return reached && !group.holdsAtEnd()
    }
}

/// What a renderer draws for a view in transition at one moment: the old look (the snapshot)
/// and the new look (the view's live content), each with an extra transform about the view's
/// anchor point and an opacity.
public struct TransitionFrame {
    /// The view as it looked when the transition began, from the installed renderer's snapshotter.
    public var snapshot: AnyObject?
    public var snapshotTransform: CATransform3D
    public var snapshotOpacity: CGFloat
    public var contentTransform: CATransform3D
    public var contentOpacity: CGFloat
    /// Eased progress, 0…1.
    public var progress: CGFloat
}

extension ViewTransition {
    /// The frame at `now` for a view of size `size`. A flip turns the old look edge-on over the
    /// first half, then the new look from edge-on to flat, with a perspective of twice the
    /// view's larger side; a cross-dissolve fades the old look out over the new.
    func frame(at now: TimeInterval, size: CGSize) -> TransitionFrame {
        let time = group?.localTime(now) ?? now
        let p = min(max(timing.progress(atElapsed: time - beginTime), 0), 1)
        var perspective = CATransform3D.identity
        perspective.m34 = -1 / (2 * max(size.width, size.height, 1))
        func flip(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat) -> TransitionFrame {
            if angle.magnitude < .pi / 2 {
                return TransitionFrame(snapshot: snapshot,
                                       snapshotTransform: CATransform3DMakeRotation(angle, x, y, 0).concatenating(perspective),
                                       snapshotOpacity: 1, contentTransform: .identity, contentOpacity: 0, progress: p)
            }
            let rest = angle - (angle > 0 ? .pi : -.pi)
            return TransitionFrame(snapshot: snapshot, snapshotTransform: .identity, snapshotOpacity: 0,
                                   contentTransform: CATransform3DMakeRotation(rest, x, y, 0).concatenating(perspective),
                                   contentOpacity: 1, progress: p)
        }
        switch kind {
        case .flipFromRight: return flip(-p * .pi, 0, 1)
        case .flipFromLeft: return flip(p * .pi, 0, 1)
        case .flipFromTop: return flip(-p * .pi, 1, 0)
        case .flipFromBottom: return flip(p * .pi, 1, 0)
        case .push(let v):
            let width = size.width * v.dx, height = size.height * v.dy
            return TransitionFrame(snapshot: snapshot, snapshotTransform: CATransform3DMakeTranslation(width * p, height * p, 0),
                                   snapshotOpacity: 1, contentTransform: CATransform3DMakeTranslation(-width * (1 - p), -height * (1 - p), 0),
                                   contentOpacity: 1, progress: p)
        case .moveIn(let v):
            let width = size.width * v.dx, height = size.height * v.dy
            return TransitionFrame(snapshot: snapshot, snapshotTransform: .identity, snapshotOpacity: 1,
                                   contentTransform: CATransform3DMakeTranslation(-width * (1 - p), -height * (1 - p), 0),
                                   contentOpacity: 1, progress: p)
        case .crossDissolve, .curlUp, .curlDown:
            return TransitionFrame(snapshot: snapshot, snapshotTransform: .identity, snapshotOpacity: 1 - p,
                                   contentTransform: .identity, contentOpacity: p, progress: p)
        }
    }
}
