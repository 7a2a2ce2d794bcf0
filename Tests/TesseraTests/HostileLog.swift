import Foundation
@testable import Tessera

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
