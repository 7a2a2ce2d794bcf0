import Foundation
@testable @_spi(Host) import Tessera

/// What a hostile run keeps for its report: the operations so far, the last few of them, and
/// its failures, each naming the seed and those last operations so the run can be replayed.
struct HostileLog {
    let seed: UInt64
    let name: String
    var operations = 0
    private(set) var failures: [String] = []
    private var recent: [String] = []
    /// Set `TESSERA_HOSTILE_TRACE=1` to print every operation.
    private let trace = ProcessInfo.processInfo.environment["TESSERA_HOSTILE_TRACE"] != nil

    init(seed: UInt64, name: String) {
        self.seed = seed
        self.name = name
    }

    mutating func note(_ operation: String) {
        if trace { print("\(name) \(operations): \(operation)") }
        recent.append("\(operations): \(operation)")
        if recent.count > 12 { recent.removeFirst() }
    }

    mutating func fail(_ problem: String) {
        guard failures.count < 5 else { return }
        failures.append("\(name) seed \(seed), after operation \(operations): \(problem)\nlast operations:\n  " + recent.joined(separator: "\n  "))
    }
}

/// A hostile run's loop: its operations, idle every `idleEvery` and at the end, stopping at the
/// first failure.
@MainActor protocol HostileSteps: AnyObject {
    var log: HostileLog { get set }
    var idleEvery: Int { get }
    func step()
    func settle()
}

extension HostileSteps {
    /// Runs `count` operations with Tessera's diagnostics going to `messages`.
    func runSteps(_ count: Int, reportingTo messages: MessageLog) {
        let diagnostics = TesseraDiagnostics.handler
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = diagnostics }
        for _ in 0..<count where log.failures.isEmpty {
            step()
            log.operations += 1
            if log.operations % idleEvery == 0 { settle() }
        }
        if log.failures.isEmpty { settle() }
    }
}

/// What the runs over diffable data share: the app's careless edits of a list of items, and an
/// apply made from a background queue.
enum HostileData {
    /// One to three random removals, swaps and insertions of new items (`make` gives one).
    static func mutate(_ items: inout [Int], using random: inout SeededGenerator, make: () -> Int) {
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            switch Int.random(in: 0..<3, using: &random) {
            case 0 where !items.isEmpty: items.remove(at: Int.random(in: 0..<items.count, using: &random))
            case 1 where items.count > 1: items.swapAt(Int.random(in: 0..<items.count, using: &random), Int.random(in: 0..<items.count, using: &random))
            default: items.insert(make(), at: Int.random(in: 0...items.count, using: &random))
            }
        }
    }

    /// Scrolls `scrollView` to a random offset down its content, a little past either end.
    @MainActor static func scroll(_ scrollView: UIScrollView, using random: inout SeededGenerator, log: inout HostileLog) {
        let limit = max(0, scrollView.contentSize.height - scrollView.bounds.height)
        let y = CGFloat.random(in: -40...(limit + 40), using: &random).rounded()
        log.note("scroll to \(y)")
        scrollView.contentOffset = CGPoint(x: 0, y: y)
    }

    /// Runs `apply` on a background queue, as apps may, and lets the main loop show it.
    @MainActor static func applyInTheBackground(_ apply: @escaping @Sendable () -> Void) {
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            apply()
            finished.signal()
        }
        finished.wait()
        // It shows at the main loop's next turn.
        MainLoop.shared.runTurn()
    }
}
