import Foundation

/// What an animation shows outside its active time: nothing (`removed`), its end value after
/// it (`forwards`), its start value before it (`backwards`), or both.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Core Animation's timing of an animation in its parent's time: when it begins, how long one
/// pass lasts, how fast it runs, how often it repeats and whether it runs back.
public protocol CAMediaTiming {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

/// One animation's timing fixed when it was added, and where in its passes a moment falls.
struct MediaTiming {
    var duration: CFTimeInterval
    var speed: CFTimeInterval
    var timeOffset: CFTimeInterval
    var repeatCount: Float
    var repeatDuration: CFTimeInterval
    var autoreverses: Bool
    var fillMode: CAMediaTimingFillMode

    /// Where a moment falls: before the first pass, inside a pass (the fraction of one pass,
    /// running back on the way back of an autoreversing pass), or after the last.
    enum Phase: Equatable {
        case before
        case active(CGFloat)
        case after(CGFloat)
    }

    /// One pass and its way back.
    var cycle: CFTimeInterval { duration * (autoreverses ? 2 : 1) }

    /// The whole active time: `repeatDuration` when set, else the passes `repeatCount` asks
    /// for (at least one; `.infinity` repeats for ever).
    var activeDuration: CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount > 0 ? CFTimeInterval(repeatCount) : 1
        return count.isInfinite ? .infinity : cycle * count
    }

    /// Whether the animation never ends.
    var isEndless: Bool { activeDuration.isInfinite }

    /// The time in the parent's clock, counted from the animation's begin, at which it ends.
    var endInParent: CFTimeInterval {
        speed > 0 ? max(0, activeDuration - timeOffset) / speed : .infinity
    }

    /// The phase at `elapsed` seconds of the parent's time since the begin.
    func phase(atElapsed elapsed: CFTimeInterval) -> Phase {
        let t = elapsed * speed + timeOffset
        if t < 0 { return .before }
        let total = activeDuration
        if t >= total - 1e-9 { return .after(fraction(inCycleAt: total, atEnd: true)) }
        return .active(fraction(inCycleAt: t, atEnd: false))
    }

    /// The fraction of a pass at active time `t`; a pass that ends exactly at `t` counts as done.
    private func fraction(inCycleAt t: CFTimeInterval, atEnd: Bool) -> CGFloat {
        guard duration > 0, cycle > 0 else { return autoreverses ? 0 : 1 }
        var local = t.truncatingRemainder(dividingBy: cycle)
        if atEnd, local < 1e-9, t > 0 { local = cycle }
        let forward = local <= duration ? local : cycle - local
        return CGFloat(forward / duration)
    }

    /// The fraction to show in `phase`, or nil when the fill mode shows nothing there.
    func shownFraction(in phase: Phase) -> CGFloat? {
        switch phase {
        case .active(let f): f
        case .before: fillMode == .backwards || fillMode == .both ? 0 : nil
        case .after(let f): fillMode == .forwards || fillMode == .both ? f : nil
        }
    }
}
