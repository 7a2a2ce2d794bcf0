import Foundation

/// The progress curve of `UIView.animate(withDuration:…usingSpringWithDamping:…)`.
///
/// A damped harmonic oscillator moving from 0 to 1. UIKit does not document how it picks the
/// spring from the duration; Tessera picks the stiffness so the motion's envelope decays to 0.1 %
/// of the distance by `duration` (natural frequency ω₀ = ln(1000) / (ζ·duration) for ζ ≤ 1), then
/// ends exactly at 1. `initialVelocity` is in distances per second, as in UIKit
/// (1 = the whole distance in one second).
public struct SpringTiming: Sendable, Hashable {
    public let dampingRatio: CGFloat
    public let initialVelocity: CGFloat
    public let duration: TimeInterval
    let omega0: CGFloat

    public init(dampingRatio: CGFloat, initialVelocity: CGFloat, duration: TimeInterval) {
        let zeta = dampingRatio.isFinite ? min(max(dampingRatio, 0.01), 10) : 1
        self.dampingRatio = zeta
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        self.duration = max(duration, 1e-6)
        let decayRate = log(1000) / CGFloat(self.duration)
        // The slowest mode decays at ζω₀ (under- and critically damped) or ω₀(ζ − √(ζ²−1)).
        let slowest = zeta <= 1 ? zeta : zeta - (zeta * zeta - 1).squareRoot()
        omega0 = decayRate / slowest
    }

    /// Progress at `elapsed` seconds: 0 at the start, exactly 1 from `duration` on.
    public func value(atElapsed elapsed: TimeInterval) -> CGFloat {
        if elapsed <= 0 { return 0 }
        if elapsed >= duration { return 1 }
        let t = CGFloat(elapsed), z = dampingRatio, w = omega0
        // y = x - 1: starts at -1 with velocity v0, decays to 0.
        let y0: CGFloat = -1, v0 = initialVelocity
        let y: CGFloat
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let envelope = exp(-z * w * t)
            y = envelope * (y0 * cos(wd * t) + (v0 + z * w * y0) / wd * sin(wd * t))
        } else if z == 1 {
            y = exp(-w * t) * (y0 + (v0 + w * y0) * t)
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w * (z - root), r2 = -w * (z + root)
            let c2 = (v0 - r1 * y0) / (r2 - r1), c1 = y0 - c2
            y = c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
        return 1 + y
    }
}
