import Foundation

/// Work handed to the main loop from other threads, run at the start of its next turn in the
/// order it arrived (what `DispatchQueue.main.async` does for a UIKit app; Tessera's hosts
/// drive the main thread themselves, so they drain this instead).
final class AnyThreadInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var work: [@Sendable @MainActor () -> Void] = []

    func append(_ item: @escaping @Sendable @MainActor () -> Void) {
        lock.lock(); work.append(item); lock.unlock()
    }

    func takeAll() -> [@Sendable @MainActor () -> Void] {
        lock.lock(); defer { lock.unlock() }
        let taken = work
        work.removeAll()
        return taken
    }

    var isEmpty: Bool { lock.lock(); defer { lock.unlock() }; return work.isEmpty }
}

extension MainLoop {
    nonisolated static let anyThreadInbox = AnyThreadInbox()

    /// Runs `work` on the main thread at the start of the next turn; callable from any thread.
    nonisolated public static func performOnMainThread(_ work: @escaping @Sendable @MainActor () -> Void) {
        anyThreadInbox.append(work)
    }

    /// Runs what other threads handed over.
    func runWorkFromOtherThreads() {
        for work in Self.anyThreadInbox.takeAll() { work() }
    }
}

extension MainLoop {
    /// Runs the blocks apps queued with `DispatchQueue.main.async` (and timers of the main run
    /// loop), at the start of each turn when the loop runs on the main thread outside a
    /// main-queue block (the window host and the gallery's tour do), as UIKit's run loop
    /// would. Elsewhere (a test runner that drains the main queue on its own) it does nothing.
    func drainMainQueue() {
        guard Thread.isMainThread else { return }
        _ = RunLoop.main.run(mode: .default, before: Date())
    }
}
