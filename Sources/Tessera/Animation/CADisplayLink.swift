import Foundation

/// A timer that calls its action once per frame, in step with the display.
///
/// `CADisplayLink(target: self, selector: Self.step)` takes a method of the target (the Swift
/// form of a selector); `CADisplayLink { link in … }` takes a closure. Add it to the main run
/// loop to start it. Each call sees `timestamp` (this frame) and `targetTimestamp` (the next).
/// - Note: The target is held strongly until `invalidate()`, as in UIKit.
@preconcurrency @MainActor public final class CADisplayLink {
    private let action: (CADisplayLink) -> Void
    public private(set) var timestamp: TimeInterval = 0
    public private(set) var targetTimestamp: TimeInterval = 0
    /// The frame interval, 1/60 s unless the host says otherwise.
    public private(set) var duration: TimeInterval = 1.0 / 60.0
    public var isPaused = false
    public var preferredFramesPerSecond = 0
    /// The frame rates the link would like (iOS 15): its preferred rate is asked for as
    /// ``preferredFramesPerSecond``.
    public var preferredFrameRateRange = CAFrameRateRange.default {
        didSet { preferredFramesPerSecond = Int(preferredFrameRateRange.preferred ?? 0) }
    }
    private(set) var isInvalidated = false

    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void) {
        action = { link in selector(target)(link) }
    }

    /// A selector that takes no argument (`@objc func step()`), as UIKit allows too.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
        action = { _ in selector(target)() }
    }

    public init(handler: @escaping (CADisplayLink) -> Void) { action = handler }

    /// Starts the link on the main loop; the run loop and mode are accepted for UIKit's shape.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isInvalidated, !MainLoop.shared.displayLinks.contains(where: { $0 === self }) else { return }
        MainLoop.shared.displayLinks.append(self)
    }

    /// Stops the link for good and releases its target.
    public func invalidate() {
        isInvalidated = true
        MainLoop.shared.displayLinks.removeAll { $0 === self }
    }

    func fire(now: TimeInterval) {
        if preferredFramesPerSecond > 0 { duration = 1 / TimeInterval(preferredFramesPerSecond) }
        timestamp = now
        targetTimestamp = now + duration
        action(self)
    }
}

/// A range of frame rates a display link would like, and the one it prefers.
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum; self.maximum = maximum; self.preferred = preferred
    }
    /// Whatever the display runs at.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
