import Foundation

// `Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)),
// userInfo: nil, repeats: true)`, which Foundation on Linux lacks (it sends the message by
// selector through the Objective-C runtime). tessera-port turns the selector into the method
// itself (`Self.tick(_:)`); these call it. The target is held strongly until the timer is
// invalidated (a repeating timer) or has fired (a single one), as Foundation holds it, and
// `userInfo` is the one given.

/// A timer that calls a method of its target, with the `userInfo` it was made with.
/// - Note: Tessera's own class; `tessera-port` writes it for `Timer(timeInterval:target:selector:userInfo:repeats:)`.
public final class TargetActionTimer: Timer, @unchecked Sendable {
    private var info: Any?

    /// Foundation's `userInfo`: what the timer was made with.
    public override var userInfo: Any? { info }

    /// A timer, not yet scheduled, that calls `selector` on `target` with itself.
    public convenience init<Target: AnyObject>(timeInterval interval: TimeInterval, target: Target,
                                               selector: @escaping (Target) -> (Timer) -> Void, userInfo: Any?, repeats: Bool) {
        let box = TimerTarget(target: target, selector: selector, repeats: repeats)
        self.init(timeInterval: interval, repeats: repeats) { timer in box.fire(timer) }
        info = userInfo
    }

    /// The form whose method takes no timer (`@objc func tick()`).
    public convenience init<Target: AnyObject>(timeInterval interval: TimeInterval, target: Target,
                                               selector: @escaping (Target) -> () -> Void, userInfo: Any?, repeats: Bool) {
        self.init(timeInterval: interval, target: target, selector: { target in { _ in selector(target)() } }, userInfo: userInfo, repeats: repeats)
    }
}

extension Timer {
    /// A timer on the main run loop that calls `selector` on `target` every `interval`
    /// seconds (once, unless `repeats`).
    @discardableResult
    public class func scheduledTimer<Target: AnyObject>(timeInterval interval: TimeInterval, target: Target,
                                                        selector: @escaping (Target) -> (Timer) -> Void, userInfo: Any?, repeats: Bool) -> Timer {
        let timer = TargetActionTimer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        RunLoop.main.add(timer, forMode: .common)
        return timer
    }

    /// The form whose method takes no timer.
    @discardableResult
    public class func scheduledTimer<Target: AnyObject>(timeInterval interval: TimeInterval, target: Target,
                                                        selector: @escaping (Target) -> () -> Void, userInfo: Any?, repeats: Bool) -> Timer {
        scheduledTimer(timeInterval: interval, target: target, selector: { target in { _ in selector(target)() } }, userInfo: userInfo, repeats: repeats)
    }
}

/// The timer's target, kept until the timer is done with it.
private final class TimerTarget<Target: AnyObject>: @unchecked Sendable {
    private var target: Target?
    private let selector: (Target) -> (Timer) -> Void
    private let repeats: Bool

    init(target: Target, selector: @escaping (Target) -> (Timer) -> Void, repeats: Bool) {
        self.target = target
        self.selector = selector
        self.repeats = repeats
    }

    func fire(_ timer: Timer) {
        guard let target else { return }
        selector(target)(timer)
        if !repeats { self.target = nil }
    }
}
