import Foundation
import SnapshotTesting

/// The virtual time a snapshot screen runs before it is drawn, set by
/// ``Snapshotting/wait(virtual:on:)`` for the one snapshot it wraps.
@MainActor enum VirtualWait {
    private static var pending: TimeInterval?

    static func set(_ duration: TimeInterval) { pending = duration }

    /// The time asked for, once.
    static func take() -> TimeInterval? {
        defer { pending = nil }
        return pending
    }
}

extension Snapshotting {
    /// A strategy that draws the screen `duration` seconds of virtual time after it starts,
    /// instead of when it settles: a frame in the middle of an animation.
    ///
    /// Upstream's ``wait(for:on:)`` waits in real time on the run loop; Tessera's screens run
    /// on a virtual clock that moves only when told, so this moves it, exactly, with no real
    /// waiting. For a view or a controller the clock starts when it is put on its screen; for
    /// a ``HeadlessScreen`` you drive, when the snapshot is taken (0 draws it as it is now).
    ///
    /// ```swift
    /// assertSnapshot(of: screen, as: .wait(virtual: 0.15, on: .image))
    /// ```
    public static func wait(virtual duration: TimeInterval, on strategy: Self) -> Self {
        Self(pathExtension: strategy.pathExtension, diffing: strategy.diffing, asyncSnapshot: { value in
            Async { callback in
                SnapshotHost.onMain(()) { VirtualWait.set(duration.isFinite ? max(0, duration) : 0) }
                strategy.snapshot(value).run(callback)
            }
        })
    }
}
