import Foundation

extension UIView {
    private static var animationsEnabled = true

    /// Whether changes inside animation blocks animate; when false they apply at once.
    public static var areAnimationsEnabled: Bool { animationsEnabled }
    public static func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }

    /// The duration UIKit uses when it animates on its own behalf (0.25 s, for example
    /// `setContentOffset(_:animated:)` and `selectItem(at:animated:…)`), here and throughout Tessera.
    public static let standardAnimationDuration: TimeInterval = 0.25

    /// Animates the changes `animations` makes to views' frame, bounds, center, transform,
    /// alpha and backgroundColor.
    ///
    /// Model values change at once; what is shown moves from the current presented value to
    /// the new one over `duration` after `delay`, along the curve in `options` (ease-in-out by
    /// default). `completion` runs once when every animation started here has ended, with
    /// `finished` false if any was interrupted: replaced by a newer animation of the same
    /// property, cancelled by setting it outside an animation block, or removed with
    /// `layer.removeAllAnimations()`. When nothing changed it runs on the next turn with true.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let timing = AnimationTiming(curve: .bezier(options.timingFunction), duration: duration, delay: delay,
                                     repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse))
        run(animations, timing: timing, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates along a damped spring (see ``SpringTiming`` for how the spring follows from
    /// `duration`); `velocity` is the initial speed in distances per second.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let spring = SpringTiming(dampingRatio: dampingRatio, initialVelocity: velocity, duration: duration)
        let timing = AnimationTiming(curve: .spring(spring), duration: duration, delay: delay)
        run(animations, timing: timing, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations turned off, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationContext.with(AnimationContext(timing: AnimationTiming(curve: .bezier(CAMediaTimingFunction(name: .linear)), duration: 0),
                                               group: nil, enabled: false), actionsWithoutAnimation)
    }

    @discardableResult
    static func run(_ animations: () -> Void, timing: AnimationTiming, completion: ((Bool) -> Void)?) -> AnimationGroup {
        let group = AnimationGroup(completion: completion)
        let enabled = animationsEnabled && timing.totalDuration > 0
        AnimationContext.with(AnimationContext(timing: timing, group: group, enabled: enabled), animations)
        group.seal()
        return group
    }

    /// Runs `animations` (which change `view`'s content) and shows the change with a
    /// transition: a flip about the vertical (`.transitionFlipFromLeft/Right`) or horizontal
    /// axis (`…FromTop/Bottom`), or a cross-dissolve. Changes inside the block are not animated
    /// one by one unless `.allowAnimatedContent` is given.
    /// - Note: The curl transitions show as a cross-dissolve.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let timing = AnimationTiming(curve: .bezier(options.timingFunction), duration: duration)
        let group = AnimationGroup(completion: completion)
        if let kind = options.transitionKind, animationsEnabled, duration > 0 {
            let snapshot = Platform.snapshotter?.snapshot(of: view)
            view.layer.begin(ViewTransition(kind: kind, snapshot: snapshot, beginTime: MainLoop.shared.clock.now,
                                            timing: timing, group: group))
        }
        let animated = options.contains(.allowAnimatedContent) && animationsEnabled
        AnimationContext.with(AnimationContext(timing: timing, group: group, enabled: animated)) { animations?() }
        group.seal()
    }

    /// Replaces `fromView` with `toView` in its superview using a transition on the superview.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else { return }
        transition(with: container, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                container.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }
}
