import Foundation
import Testing
@testable import Tessera

/// The standing hostile suite: seeded runs of ``HostileRun``. `make test` runs a bounded slice;
/// `make hostile` runs the full million operations in chunks (`TESSERA_HOSTILE_OPERATIONS`
/// operations per seed, seeds from `TESSERA_HOSTILE_SEED`, `TESSERA_HOSTILE_SEEDS` of them).
/// A failure prints its seed; `TESSERA_HOSTILE_SEED=<seed> TESSERA_HOSTILE_SEEDS=1` replays it.
@MainActor struct HostileSuiteTests {
    private static func setting(_ name: String, default value: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap(Int.init) ?? value
    }

    @Test func hostileOperationsNeverShowTheWrongItemOrLoseTheLoop() {
        let operations = Self.setting("TESSERA_HOSTILE_OPERATIONS", default: 1_500)
        let firstSeed = Self.setting("TESSERA_HOSTILE_SEED", default: 1)
        let seeds = Self.setting("TESSERA_HOSTILE_SEEDS", default: 3)
        var total = 0, inconsistencies = 0
        let start = Date()
        for seed in firstSeed..<(firstSeed + seeds) {
            let run = HostileRun(seed: UInt64(seed))
            run.run(operations)
            total += run.operations
            inconsistencies += run.inconsistencies
            for failure in run.failures { print(failure); Issue.record(Comment(rawValue: failure)) }
            if !run.failures.isEmpty { break }
        }
        #expect(total == operations * seeds, "every operation ran")
        #expect(inconsistencies > 0, "invalid updates were among the operations")
        print("hostile suite: \(total) operations over \(seeds) seeds from \(firstSeed) in \(String(format: "%.1f", Date().timeIntervalSince(start))) s, \(inconsistencies) invalid updates reported")
    }

    @Test func hostileOperationsOnAModernScreenKeepWhatShowsAndWhatIsHeldTogether() {
        let operations = Self.setting("TESSERA_HOSTILE_OPERATIONS", default: 1_500)
        let firstSeed = Self.setting("TESSERA_HOSTILE_SEED", default: 1)
        let seeds = Self.setting("TESSERA_HOSTILE_SEEDS", default: 3)
        var total = 0
        let start = Date()
        for seed in firstSeed..<(firstSeed + seeds) {
            let run = ModernHostileRun(seed: UInt64(seed))
            run.run(operations)
            total += run.operations
            for failure in run.failures { print(failure); Issue.record(Comment(rawValue: failure)) }
            if !run.failures.isEmpty { break }
        }
        #expect(total == operations * seeds, "every operation ran")
        print("hostile suite (modern screen): \(total) operations over \(seeds) seeds from \(firstSeed) in \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
    }
}
