import Foundation

/// Whether a property animator has started, and whether it was stopped.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

/// UIKit's interruptible animator: animation blocks and completions added before or while it
/// runs, started, paused, continued and stopped where it is.
///
/// The animations are `UIView.animate` animations of the same properties. Pausing stops them
/// where they are shown; continuing runs the blocks again from there over the remaining time
/// (the blocks set end values, so they can run twice). `fractionComplete` reports progress
/// while running; setting it on a paused animator records the value but does not scrub the
/// views (Tessera's animations run on the clock only).
@preconcurrency @MainActor open class UIViewPropertyAnimator: NSObject {
    public let duration: TimeInterval
    public private(set) var delay: TimeInterval = 0
    public private(set) var state: UIViewAnimatingState = .inactive
    public private(set) var isRunning = false
    open var isReversed = false
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    open var scrubsLinearly = true
    open var pausesOnCompletion = false

    private let curve: AnimationTiming.Curve
    private var blocks: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The `UIView.animate` groups of the current run (one per start, one per added block).
    private var groups: [AnimationGroup] = []
    private var startTime: TimeInterval?
    /// Progress already made before the current run (after a pause).
    private var doneFraction: CGFloat = 0
    private var pausedFraction: CGFloat?

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

    /// The share of the animation done: elapsed time over duration while it runs.
    open var fractionComplete: CGFloat {
        get {
            if let pausedFraction { return pausedFraction }
            guard let startTime, duration > 0 else { return state == .inactive ? 0 : doneFraction }
            let elapsed = MainLoop.shared.clock.now - startTime - delay
            return min(1, doneFraction + max(0, CGFloat(elapsed / duration)) * (1 - doneFraction))
        }
        set {
            guard !isRunning else { return }
            pausedFraction = min(1, max(0, newValue.isFinite ? newValue : 0))
        }
    }

    open func addAnimations(_ animation: @escaping () -> Void) {
        blocks.append(animation)
        guard isRunning else { return }
        run([animation], over: remainingDuration)
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
        if let pausedFraction { doneFraction = pausedFraction }
        pausedFraction = nil
        run(blocks, over: remainingDuration)
    }

    /// Stops the animations where they are shown; `continueAnimation` or `startAnimation`
    /// goes on from there.
    open func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { state = .active }
        guard isRunning else { return }
        let fraction = fractionComplete
        isRunning = false
        stopGroup()
        pausedFraction = fraction
    }

    open func continueAnimation(withTimingParameters parameters: Any?, durationFactor: CGFloat) {
        startAnimation()
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

    private var remainingDuration: TimeInterval { duration * Double(1 - doneFraction) }

    private func run(_ blocks: [() -> Void], over duration: TimeInterval) {
        startTime = MainLoop.shared.clock.now
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
        if let started { groups.append(started) }
    }

    private func stopGroup() {
        let stopping = groups
        groups = []
        startTime = nil
        stopping.forEach { $0.stopWhereShown() }
    }

    private func finish(at position: UIViewAnimatingPosition) {
        state = .inactive
        doneFraction = 0
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
