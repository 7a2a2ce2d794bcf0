import Foundation

/// A basic animation that moves as a mass on a damped spring: it may overshoot its end and
/// settle back.
///
/// The motion follows the spring's physics in seconds (`mass`, `stiffness`, `damping`,
/// `initialVelocity` in distances per second), not the duration: set the duration to
/// ``settlingDuration`` to see it come to rest, as Core Animation advises. The timing
/// function does not apply.
open class CASpringAnimation: CABasicAnimation, @unchecked Sendable {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    open var allowsOverdamping = false

    /// A spring that settles in about `perceptualDuration` seconds, bouncing more as `bounce`
    /// goes from 0 to 1 (iOS 17).
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let period = max(perceptualDuration, 0.01)
        stiffness = pow(2 * .pi / CGFloat(period), 2)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        damping = 4 * .pi * ratio / CGFloat(period)
        duration = settlingDuration
    }

    /// How long the spring takes to come within 0.1 % of its end and stay there.
    open var settlingDuration: CFTimeInterval {
        var t: CFTimeInterval = 0
        var lastAway: CFTimeInterval = 0
        while t < 60 {
            if abs(1 - springProgress(at: t)) > 0.001 { lastAway = t }
            if t - lastAway > 1 { break }
            t += 1.0 / 120
        }
        return lastAway + 1.0 / 120
    }

    override func copyValues(into copy: CAAnimation) {
        super.copyValues(into: copy)
        guard let copy = copy as? CASpringAnimation else { return }
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
        copy.allowsOverdamping = allowsOverdamping
    }

    override func progress(fraction: CGFloat, seconds: CFTimeInterval) -> CGFloat {
        springProgress(at: seconds)
    }

    /// The spring's position at `t` seconds: 0 at rest at the start, 1 at rest at the end.
    func springProgress(at t: CFTimeInterval) -> CGFloat {
        guard t > 0 else { return 0 }
        let m = max(mass, 1e-6), k = max(stiffness, 1e-6), c = max(damping, 0)
        let w0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        let x0: CGFloat = -1, v0 = initialVelocity
        let time = CGFloat(t)
        let x: CGFloat
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            x = exp(-zeta * w0 * time) * (x0 * cos(wd * time) + (v0 + zeta * w0 * x0) / wd * sin(wd * time))
        } else {
            x = exp(-w0 * time) * (x0 + (v0 + w0 * x0) * time)
        }
        return 1 + x
    }
}

/// Animations run together on one timeline: each child's begin time counts from the group's
/// start, a child with no duration takes the group's, and the group's duration cuts them off.
open class CAAnimationGroup: CAAnimation, @unchecked Sendable {
    open var animations: [CAAnimation]?

    override func copyValues(into copy: CAAnimation) {
        super.copyValues(into: copy)
        guard let copy = copy as? CAAnimationGroup else { return }
        copy.animations = animations?.map { $0.copy() as! CAAnimation }
    }

    override func apply(fraction: CGFloat, seconds: CFTimeInterval, to p: inout LayerPresentation, layer: CALayer) {
        let groupDuration = duration > 0 ? duration : 0.25
        let elapsed = CFTimeInterval(eased(fraction)) * groupDuration
        for child in animations ?? [] {
            let timing = child.timing(defaultDuration: groupDuration)
            guard let shown = timing.shownFraction(in: timing.phase(atElapsed: elapsed - child.beginTime)) else { continue }
            let seconds = CFTimeInterval(shown) * timing.duration
            child.apply(fraction: shown, seconds: seconds, to: &p, layer: layer)
        }
    }
}
