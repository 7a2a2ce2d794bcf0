import Foundation

/// The main run loop: one turn delivers input, runs the layout pass, advances animations and
/// display links; the host then draws what changed.
///
/// Hosts drive it: the window host once per display refresh, the headless host whenever a
/// test moves its virtual clock. `invalidateLayout()`, `setNeedsLayout()` and the completion
/// of animations that changed nothing all take effect on the next turn, as in UIKit.
/// - Note: Tessera's own type; UIKit's main run loop is not exposed this way.
@_spi(Host) @preconcurrency @MainActor public final class MainLoop {
    public static let shared = MainLoop()

    /// The time base of animations, touches and display links.
    public var clock: TimeSource = SystemClock() {
        didSet { MainLoopClock.current.set(clock) }
    }
    /// Set when anything visible changed since the host last drew; the host clears it.
    public var needsDisplay = true

    private var windows: [WeakWindow] = []
    private var events: [() -> Void] = []
    private var nextTurn: [() -> Void] = []
    private var completions: [() -> Void] = []
    private var afterLayout: [() -> Void] = []
    private var timers: [(fireTime: TimeInterval, order: Int, work: () -> Void)] = []
    private var timerOrder = 0
    var displayLinks: [CADisplayLink] = []
    /// Work that runs only in time left over between frames (MainLoop+IdleWork.swift).
    var idleTasks: [IdleTask] = []
    /// How many turns have run, for tests that check when work happens.
    public private(set) var turnCount = 0

    private struct WeakWindow { weak var window: UIWindow? }

    /// The windows the loop lays out, front-most last.
    public var allWindows: [UIWindow] { windows.compactMap(\.window) }

    func register(_ window: UIWindow) {
        windows.removeAll { $0.window == nil || $0.window === window }
        windows.append(WeakWindow(window: window))
        windowLevelsDidChange()
    }

    /// Keeps the windows in level order (higher levels in front), in the order they came
    /// within a level.
    func windowLevelsDidChange() {
        let ordered = windows.enumerated().sorted { a, b in
            let levelA = a.element.window?.windowLevel ?? .normal, levelB = b.element.window?.windowLevel ?? .normal
            return levelA == levelB ? a.offset < b.offset : levelA < levelB
        }
        windows = ordered.map(\.element)
    }

    func unregister(_ window: UIWindow) { windows.removeAll { $0.window == nil || $0.window === window } }

    /// Queues input to deliver at the start of the next turn.
    public func enqueueEvent(_ deliver: @escaping () -> Void) { events.append(deliver) }

    /// Runs `work` at the start of the next turn (UIKit's `DispatchQueue.main.async`).
    public func performOnNextTurn(_ work: @escaping () -> Void) { nextTurn.append(work) }

    /// Runs `work` on the first turn at or after `delay` seconds from now.
    public func perform(after delay: TimeInterval, _ work: @escaping () -> Void) {
        timerOrder += 1
        timers.append((clock.now + max(0, delay), timerOrder, work))
    }

    func queueCompletion(_ work: @escaping () -> Void) { completions.append(work) }

    /// Runs `work` after the layout pass of the next turn (how `viewDidAppear` follows layout).
    public func performAfterNextLayout(_ work: @escaping () -> Void) { afterLayout.append(work) }

    /// The earliest time a timer is due, if any.
    public var nextTimerFireTime: TimeInterval? { timers.map(\.fireTime).min() }

    /// Whether anything is waiting to happen: input, work for the next turn, a layout, a
    /// running animation, a due or future timer, or an active display link.
    public var hasPendingWork: Bool {
        !events.isEmpty || !Self.anyThreadInbox.isEmpty || !nextTurn.isEmpty || !completions.isEmpty || !timers.isEmpty || !afterLayout.isEmpty
            || !AnimationEngine.shared.isIdle || displayLinks.contains { !$0.isPaused }
            || allWindows.contains { $0.subtreeNeedsLayout } || TraitPropagation.hasPendingWork
    }

    /// One turn: input, queued work, due timers, layout, animations, display links, completions.
    public func runTurn() {
        turnCount += 1
        LayoutLoopGuard.beginFrame()
        let now = clock.now
        drainMainQueue()
        runWorkFromOtherThreads()
        let input = events; events.removeAll()
        input.forEach { $0() }
        let queued = nextTurn; nextTurn.removeAll()
        queued.forEach { $0() }
        runDueTimers(now: now)
        // Key-value observers hear changes at these points (see KeyValueObserving.swift).
        let observers = KeyValueObservationCenter.shared
        observers.deliverChanges()
        layoutWindows()
        observers.deliverChanges()
        let laidOut = afterLayout; afterLayout.removeAll()
        laidOut.forEach { $0() }
        AnimationEngine.shared.tick(now: now)
        runDisplayLinks(now: now)
        layoutWindows()
        let done = completions; completions.removeAll()
        done.forEach { $0() }
        observers.deliverChanges()
        // Values associated with objects released this turn go with them.
        AssociatedObjects.shared.purge()
        if AnimationEngine.shared.needsFrames { needsDisplay = true }
    }

    /// Runs the layout pass of every window now.
    public func layoutWindows() {
        let windows = allWindows
        TraitPropagation.flush(windows: windows)
        for window in windows { window.layoutSubtreeIfNeeded() }
    }

    private func runDueTimers(now: TimeInterval) {
        let due = timers.filter { $0.fireTime <= now }.sorted { ($0.fireTime, $0.order) < ($1.fireTime, $1.order) }
        guard !due.isEmpty else { return }
        timers.removeAll { $0.fireTime <= now }
        due.forEach { $0.work() }
    }

    private func runDisplayLinks(now: TimeInterval) {
        displayLinks.removeAll { $0.isInvalidated }
        for link in displayLinks where !link.isPaused { link.fire(now: now) }
    }

    /// Drops all queued work, timers, display links and animations: a new headless screen
    /// starts from a quiet loop.
    public func reset(clock: TimeSource) {
        self.clock = clock
        events.removeAll(); nextTurn.removeAll(); completions.removeAll(); timers.removeAll(); afterLayout.removeAll()
        displayLinks.removeAll(); windows.removeAll(); idleTasks.removeAll()
        AnimationEngine.shared.reset()
        AnimationContext.stack.removeAll()
        GestureArena.reset()
        needsDisplay = true
    }
}

/// The main loop's clock for callers on any thread (`CACurrentMediaTime()`), set with it.
final class MainLoopClock: @unchecked Sendable {
    static let current = MainLoopClock()
    private let lock = NSLock()
    private var clock: TimeSource = SystemClock()

    func set(_ clock: TimeSource) {
        lock.lock()
        self.clock = clock
        lock.unlock()
    }

    var now: TimeInterval {
        lock.lock()
        defer { lock.unlock() }
        return clock.now
    }
}
