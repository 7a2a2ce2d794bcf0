import Foundation

/// Whether a property animator has started, and whether it was stopped.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

/// UIKit's interruptible animator: animation blocks and completions added before or while it
/// runs, started, paused, continued and stopped where it is.
///
/// The animations are `UIView.animate` animations of the same properties, on a clock of their
/// own: pausing holds them where they are shown; setting `fractionComplete` on a paused (or
/// not yet started) animator shows them at that point — scrubbing, as an interactive gesture
/// does; continuing runs them on from there, backwards to the start when `isReversed`.
@preconcurrency @MainActor open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    public let duration: TimeInterval
    public private(set) var delay: TimeInterval = 0
    public private(set) var state: UIViewAnimatingState = .inactive
    public private(set) var isRunning = false
    open var isReversed = false
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    open var scrubsLinearly = true
    /// When true, reaching the end (or, reversed, the start) pauses the animator there instead
    /// of completing it: it stays active, can be scrubbed and run again, and its completions
    /// wait for `stopAnimation` and `finishAnimation(at:)`.
    open var pausesOnCompletion = false {
        didSet { groups.forEach { $0.pausesAtEnds = pausesOnCompletion } }
    }

    private let curve: AnimationTiming.Curve
    private var blocks: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The `UIView.animate` groups of the current run (one per start, one per added block).
    private var groups: [AnimationGroup] = []

    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        self.curve = .bezier(UIViewPropertyAnimator.timingFunction(for: curve))
        super.init()
        if let animations { blocks.append(animations) }
    }

    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.duration = duration
        curve = .bezier(CAMediaTimingFunction(controlPoints: Float(point1.x), Float(point1.y), Float(point2.x), Float(point2.y)))
        super.init()
        if let animations { blocks.append(animations) }
    }

    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        curve = .spring(SpringTiming(dampingRatio: ratio, initialVelocity: 0, duration: duration))
        super.init()
        if let animations { blocks.append(animations) }
    }

    /// An animator on a timing curve: a cubic Bézier or a spring.
    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        curve = parameters.curve(duration: duration)
        timingParameters = parameters
        super.init()
    }

    /// The timing curve the animator was made with, when it was made with one.
    public private(set) var timingParameters: UITimingCurveProvider?

    /// An animator already running `animations`.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// The share of the animation done, in time (`scrubsLinearly`). Setting it on an animator
    /// that is paused or not yet started shows the animations at that point and leaves it paused
    /// there; while it runs, setting it does nothing (as in UIKit). A non-finite value counts as 0.
    open var fractionComplete: CGFloat {
        get {
            guard let group = groups.first else { return 0 }
            return group.fraction
        }
        set {
            guard !isRunning, state != .stopped else { return }
            if groups.isEmpty { startPaused() }
            groups.forEach { $0.scrub(to: newValue) }
        }
    }

    /// Runs the blocks and holds them at their start: an animator paused or scrubbed before it ran.
    private func startPaused() {
        state = .active
        run(blocks, over: duration)
        groups.forEach { $0.pause() }
    }

    /// Adds animations: while running, they run over the time that remains; while paused,
    /// they are shown at the animator's `fractionComplete` and scrub with the rest.
    open func addAnimations(_ animation: @escaping () -> Void) {
        blocks.append(animation)
        if isRunning {
            run([animation], over: duration * Double(1 - fractionComplete))
            return
        }
        guard state == .active, !groups.isEmpty else { return }
        let fraction = fractionComplete
        run([animation], over: duration)
        groups.last?.pause()
        groups.last?.scrub(to: fraction)
    }

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    open func startAnimation() { startAnimation(afterDelay: 0) }

    open func startAnimation(afterDelay delay: TimeInterval) {
        guard !isRunning, state != .stopped else { return }
        self.delay = delay
        state = .active
        isRunning = true
        guard groups.isEmpty else {
            groups.forEach { $0.resume(reversed: isReversed) }
            return
        }
        run(blocks, over: duration)
    }

    /// Holds the animations where they are shown; `continueAnimation` or `startAnimation`
    /// goes on from there, and `fractionComplete` scrubs meanwhile. An animator that has not
    /// started starts paused at its beginning.
    open func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive {
            startPaused()
            return
        }
        guard isRunning else { return }
        isRunning = false
        groups.forEach { $0.pause() }
    }

    /// Runs a paused animator on, forwards or (`isReversed`) back to its start, over
    /// `durationFactor` times its duration (0: the time that remains).
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard !isRunning, state == .active, !groups.isEmpty else {
            startAnimation()
            return
        }
        let remaining = isReversed ? fractionComplete : 1 - fractionComplete
        let speed = durationFactor > 0 ? max(0.001, Double(remaining / durationFactor)) : 1
        isRunning = true
        groups.forEach { $0.resume(reversed: isReversed, speed: speed) }
    }

    /// Stops where the views are shown. Without finishing, the animator becomes inactive and
    /// no completion runs; otherwise it is stopped until `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        stopGroup()
        state = withoutFinishing ? .inactive : .stopped
    }

    /// Ends a stopped animator: the views stay where they are (`.current`) or take the
    /// animations' end values (`.end`), and the completions run with `position`.
    open func finishAnimation(at position: UIViewAnimatingPosition) {
        guard state == .stopped else {
            TesseraDiagnostics.report("UIViewPropertyAnimator.finishAnimation(at:) on an animator that is \(state), not stopped; call stopAnimation(false) first")
            return
        }
        if position == .end { UIView.performWithoutAnimation { blocks.forEach { $0() } } }
        finish(at: position)
    }

    private func run(_ blocks: [() -> Void], over duration: TimeInterval) {
        let timing = AnimationTiming(curve: curve, duration: duration, delay: delay)
        var started: AnimationGroup?
        // The completion holds the animator while it runs, as UIKit keeps a running animator
        // alive when the code that started it lets go.
        started = UIView.run({ blocks.forEach { $0() } }, timing: timing) { finished in
            guard finished, self.isRunning else { return }
            self.groups.removeAll { $0 === started }
            guard self.groups.isEmpty else { return }
            self.isRunning = false
            self.finish(at: self.isReversed ? .start : .end)
        }
        guard let started else { return }
        started.pausesAtEnds = pausesOnCompletion
        started.reachedEnd = { [weak self] in self?.groupReachedEnd() }
        groups.append(started)
    }

    /// With `pausesOnCompletion`, the animator pauses when all its groups have reached the end.
    private func groupReachedEnd() {
        guard groups.allSatisfy(\.isPaused) else { return }
        isRunning = false
    }

    private func stopGroup() {
        let stopping = groups
        groups = []
        stopping.forEach { $0.stopWhereShown() }
    }

    private func finish(at position: UIViewAnimatingPosition) {
        state = .inactive
        groups = []
        let handlers = completions
        completions = []
        handlers.forEach { $0(position) }
    }

    private static func timingFunction(for curve: UIView.AnimationCurve) -> CAMediaTimingFunction {
        switch curve {
        case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
        case .easeIn: CAMediaTimingFunction(name: .easeIn)
        case .easeOut: CAMediaTimingFunction(name: .easeOut)
        case .linear: CAMediaTimingFunction(name: .linear)
        }
    }
}
