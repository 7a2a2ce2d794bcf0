import Foundation

/// Work a host runs only in the time a frame leaves over (before the next display refresh),
/// one small step at a time: how a collection view prepares the cells it will show next
/// without making a scroll frame late.
@MainActor protocol IdleTask: AnyObject {
    /// Does one step; false when there was nothing left to do (the task is then dropped).
    func performIdleStep() -> Bool
}

extension MainLoop {
    func addIdleTask(_ task: IdleTask) {
        if !idleTasks.contains(where: { $0 === task }) { idleTasks.append(task) }
    }

    func removeIdleTask(_ task: IdleTask) { idleTasks.removeAll { $0 === task } }

    /// Whether any idle work waits.
    public var hasIdleWork: Bool { !idleTasks.isEmpty }

    /// Runs idle steps, round robin over the waiting tasks, until `shouldStop` says the time is
    /// up or nothing is left. Returns how many steps did work. The window host calls it after
    /// drawing with the time until the next refresh; a headless screen with a fixed number of
    /// steps per frame.
    @discardableResult
    public func runIdleWork(until shouldStop: () -> Bool) -> Int {
        var done = 0
        rounds: while !idleTasks.isEmpty {
            for task in idleTasks {
                // Asked once before each step.
                if shouldStop() { break rounds }
                if task.performIdleStep() { done += 1 } else { removeIdleTask(task) }
            }
        }
        return done
    }
}
