import Foundation

/// Core Graphics' and Core Animation's time type.
public typealias CFTimeInterval = Double

/// The current time on the main loop's clock, in seconds: the host's clock, or the headless
/// screen's virtual one, so timing code steps with scripted time. Callable from any thread,
/// as Core Animation's C function is.
public func CACurrentMediaTime() -> CFTimeInterval {
    MainLoopClock.current.now
}

/// Groups layer changes, as Core Animation's transactions do: `setDisableActions(true)` turns
/// animations off until `commit()` (free-standing layers' implicit animations, and UIView
/// animations inside, which run without animating); `setAnimationDuration(_:)` and
/// `setAnimationTimingFunction(_:)` shape implicit animations; and the completion block runs after
/// `commit()` once no animation is running — on the next turn of the main loop when none is
/// (a batch update's animations started inside have ended by then).
@preconcurrency @MainActor open class CATransaction {
    private struct Frame {
        var disablesActions = false
        var animationsWereEnabled = true
        var duration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var completion: (() -> Void)?
    }

    private static var stack: [Frame] = []

    public class func begin() {
        var frame = Frame()
        frame.animationsWereEnabled = UIView.areAnimationsEnabled
        frame.disablesActions = stack.last?.disablesActions ?? false
        stack.append(frame)
    }

    public class func commit() {
        guard let frame = stack.popLast() else {
            TesseraDiagnostics.report("CATransaction.commit() without a matching begin(); nothing to commit")
            return
        }
        if frame.disablesActions { UIView.setAnimationsEnabled(frame.animationsWereEnabled) }
        if let completion = frame.completion { runWhenAnimationsEnd(completion) }
    }

    /// Tessera draws every turn; there is nothing pending to flush.
    public class func flush() {}

    public class func disableActions() -> Bool { stack.last?.disablesActions ?? false }

    public class func setDisableActions(_ flag: Bool) {
        guard !stack.isEmpty else { return implicitTransaction { setDisableActions(flag) } }
        stack[stack.count - 1].disablesActions = flag
        UIView.setAnimationsEnabled(flag ? false : stack[stack.count - 1].animationsWereEnabled)
    }

    public class func animationDuration() -> CFTimeInterval { stack.last?.duration ?? 0.25 }
    public class func setAnimationDuration(_ duration: CFTimeInterval) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].duration = duration
    }

    public class func animationTimingFunction() -> CAMediaTimingFunction? { stack.last?.timingFunction }
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].timingFunction = function
    }

    public class func completionBlock() -> (() -> Void)? { stack.last?.completion }
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        guard !stack.isEmpty else { return implicitTransaction { setCompletionBlock(block) } }
        stack[stack.count - 1].completion = block
    }

    /// A change outside begin/commit belongs to the implicit transaction of this turn, which
    /// commits on the next one.
    private class func implicitTransaction(_ change: () -> Void) {
        begin()
        change()
        MainLoop.shared.performOnNextTurn { commit() }
    }

    private class func runWhenAnimationsEnd(_ completion: @escaping () -> Void) {
        MainLoop.shared.performOnNextTurn {
            guard AnimationEngine.shared.isIdle else { return runWhenAnimationsEnd(completion) }
            completion()
        }
    }
}
