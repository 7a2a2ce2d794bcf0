import Foundation

/// A source of the current time in seconds, the time base of animations, touches and display links.
///
/// The window host uses ``SystemClock``; the headless host a virtual clock that moves only when a
/// test advances it.
@_spi(Host) public protocol TimeSource: AnyObject {
    /// Seconds since an arbitrary, fixed origin; never decreases.
    var now: TimeInterval { get }
}

/// The machine's monotonic clock.
@_spi(Host) public final class SystemClock: TimeSource {
    private let origin = DispatchTime.now().uptimeNanoseconds
    public init() {}
    public var now: TimeInterval {
        TimeInterval(DispatchTime.now().uptimeNanoseconds - origin) / 1_000_000_000
    }
}

/// A clock that moves only when told to: the time base of headless tests.
@_spi(Host) public final class ManualClock: TimeSource {
    public private(set) var now: TimeInterval
    public init(start: TimeInterval = 0) { now = start }
    /// Moves the clock forward by `seconds` (negative values are ignored).
    public func advance(by seconds: TimeInterval) {
        if seconds > 0 { now += seconds }
    }
}
