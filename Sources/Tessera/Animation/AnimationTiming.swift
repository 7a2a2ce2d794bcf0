import Foundation

/// How an animation's progress follows the clock: a Bézier curve or a spring, with UIKit's
/// delay, repeat and autoreverse options.
public struct AnimationTiming: Sendable {
    public enum Curve: Sendable {
        case bezier(CAMediaTimingFunction)
        case spring(SpringTiming)
    }
    public var curve: Curve
    public var duration: TimeInterval
    public var delay: TimeInterval
    public var repeats: Bool
    public var autoreverses: Bool

    public init(curve: Curve, duration: TimeInterval, delay: TimeInterval = 0,
                repeats: Bool = false, autoreverses: Bool = false) {
        self.curve = curve; self.duration = max(0, duration.isFinite ? duration : 0)
        self.delay = max(0, delay.isFinite ? delay : 0); self.repeats = repeats; self.autoreverses = autoreverses
    }

    /// Seconds from the start (delay included) until the animation is over; infinite when it repeats.
    public var totalDuration: TimeInterval {
        repeats ? .infinity : delay + duration * (autoreverses ? 2 : 1)
    }

    /// Eased progress at `elapsed` seconds since the animation was added.
    public func progress(atElapsed elapsed: TimeInterval) -> CGFloat {
        let active = elapsed - delay
        guard active > 0 else { return 0 }
        guard duration > 0 else { return autoreverses ? 0 : 1 }
        var local = active
        let cycle = duration * (autoreverses ? 2 : 1)
        if repeats { local = active.truncatingRemainder(dividingBy: cycle) } else if active >= cycle { return autoreverses ? 0 : 1 }
        let forward = local <= duration
        let t = forward ? local : cycle - local
        let eased: CGFloat
        switch curve {
        case .bezier(let f): eased = f.value(at: CGFloat(t / duration))
        case .spring(let s): eased = s.value(atElapsed: t)
        }
        return eased
    }
}
