import Foundation

/// Drives a transition's animations from a gesture: the animator's `animateTransition(using:)`
/// runs held at its start, ``update(_:)`` shows it at a fraction, and ``finish()`` or
/// ``cancel()`` runs it on to its end or back to its start — where the animator's completion
/// calls `completeTransition(!transitionContext.transitionWasCancelled)` as usual.
///
/// When the animator gives an `interruptibleAnimator(using:)`, that animator is paused,
/// scrubbed and continued instead. Return this object from the transitioning delegate's
/// `interactionControllerForDismissal(using:)` (or a navigation controller delegate's
/// `navigationController(_:interactionControllerFor:)`) while a gesture is in progress.
@preconcurrency @MainActor open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// How far the transition is, 0…1.
    public private(set) var percentComplete: CGFloat = 0
    /// How fast the rest runs after ``finish()`` or ``cancel()``, relative to the animator's speed.
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var timingCurve: UITimingCurveProvider?
    /// Whether the transition starts held for the gesture (true), or running (false) until
    /// ``pause()``.
    open var wantsInteractiveStart = true

    private var context: UIViewControllerContextTransitioning?
    private var animator: UIViewControllerAnimatedTransitioning?
    private var groups: [AnimationGroup] = []
    private var driven: UIViewImplicitlyAnimating?

    public override init() { super.init() }

    /// The animator's duration for this transition.
    open var duration: CGFloat {
        guard let animator else { return 0 }
        return CGFloat(animator.transitionDuration(using: context))
    }

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let animator = (transitionContext as? AnimatorCarrying)?.transitionAnimator else {
            TesseraDiagnostics.report("UIPercentDrivenInteractiveTransition: the transition context gives no animator; the transition completes at once")
            transitionContext.completeTransition(true)
            return
        }
        self.animator = animator
        driven = OptionalRequirement.ifImplemented("interruptibleAnimator(using:)", placeholder: UIViewPropertyAnimator(duration: 0, curve: .linear)) {
            animator.interruptibleAnimator(using: transitionContext)
        }
        if let driven {
            driven.pauseAnimation()
            driven.fractionComplete = percentComplete
            if !wantsInteractiveStart { driven.startAnimation() }
            return
        }
        groups = AnimationGroup.collecting { animator.animateTransition(using: transitionContext) }
        guard wantsInteractiveStart else { return }
        groups.forEach { $0.pause() }
        groups.forEach { $0.scrub(to: percentComplete) }
    }

    /// Shows the transition at `percentComplete` (clamped to 0…1; not finite counts as 0).
    open func update(_ percentComplete: CGFloat) {
        let clamped = min(1, max(0, percentComplete.isFinite ? percentComplete : 0))
        self.percentComplete = clamped
        groups.forEach { $0.scrub(to: clamped) }
        driven?.fractionComplete = clamped
        context?.updateInteractiveTransition(clamped)
    }

    /// Holds a transition that started running (``wantsInteractiveStart`` false).
    open func pause() {
        groups.forEach { $0.pause() }
        driven?.pauseAnimation()
        context?.pauseInteractiveTransition()
    }

    /// Runs the transition back to its start: it is cancelled.
    open func cancel() {
        context?.cancelInteractiveTransition()
        run(reversed: true)
    }

    /// Runs the transition on to its end.
    open func finish() {
        context?.finishInteractiveTransition()
        run(reversed: false)
    }

    private func run(reversed: Bool) {
        let speed = Double(completionSpeed > 0 && completionSpeed.isFinite ? completionSpeed : 1)
        groups.forEach { $0.resume(reversed: reversed, speed: speed) }
        if let driven {
            driven.isReversed = reversed
            driven.continueAnimation(withTimingParameters: timingCurve, durationFactor: 0)
        }
        groups = []
        driven = nil
        context = nil
    }
}

/// A transition context that knows the animator it runs (UIKit's contexts do, privately).
@MainActor protocol AnimatorCarrying {
    var transitionAnimator: UIViewControllerAnimatedTransitioning { get }
}

extension ModalTransition: AnimatorCarrying {
    var transitionAnimator: UIViewControllerAnimatedTransitioning { animator }
}
