import Foundation
import Testing
@testable import Tessera

/// A seeded run of hostile operations that checks what shows against a shadow model.
@MainActor protocol HostileRunning {
    init(seed: UInt64)
    func run(_ count: Int)
    var failures: [String] { get }
    var operations: Int { get }
}

extension HostileRun: HostileRunning {}
extension ModernHostileRun: HostileRunning {}
extension DragDropHostileRun: HostileRunning {}
extension TableHostileRun: HostileRunning {}
extension ControlsHostileRun: HostileRunning {}
extension TextHostileRun: HostileRunning {}

/// The standing hostile suite: seeded runs over flow layouts (``HostileRun``), a modern screen
/// (``ModernHostileRun``), drag and drop between two collection views (``DragDropHostileRun``),
/// a table (``TableHostileRun``), controls (``ControlsHostileRun``) and a text view
/// (``TextHostileRun``). `make test` runs a bounded slice of each; `make hostile` runs a
/// million operations over them in chunks (`TESSERA_HOSTILE_OPERATIONS` operations per seed,
/// seeds from `TESSERA_HOSTILE_SEED`, `TESSERA_HOSTILE_SEEDS` of them). A failure prints its
/// seed; `TESSERA_HOSTILE_SEED=<seed> TESSERA_HOSTILE_SEEDS=1` with the test's name replays it.
@MainActor struct HostileSuiteTests {
    private static func setting(_ name: String, default value: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap(Int.init) ?? value
    }

    /// Runs seeded runs of `Run` and records their failures; returns the operations run.
    private func runSeeds<Run: HostileRunning>(of _: Run.Type, name: String, operations defaultOperations: Int, seeds defaultSeeds: Int) {
        let operations = Self.setting("TESSERA_HOSTILE_OPERATIONS", default: defaultOperations)
        let firstSeed = Self.setting("TESSERA_HOSTILE_SEED", default: 1)
        let seeds = Self.setting("TESSERA_HOSTILE_SEEDS", default: defaultSeeds)
        var total = 0
        let start = Date()
        for seed in firstSeed..<(firstSeed + seeds) {
            let run = Run(seed: UInt64(seed))
            run.run(operations)
            total += run.operations
            for failure in run.failures { print(failure); Issue.record(Comment(rawValue: failure)) }
            if !run.failures.isEmpty { break }
        }
        #expect(total == operations * seeds, "every operation ran")
        print("hostile suite (\(name)): \(total) operations over \(seeds) seeds from \(firstSeed) in \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
    }

    @Test func hostileOperationsNeverShowTheWrongItemOrLoseTheLoop() {
        let before = HostileRun.invalidUpdatesReported
        runSeeds(of: HostileRun.self, name: "flow layouts", operations: 1_500, seeds: 3)
        #expect(HostileRun.invalidUpdatesReported > before, "invalid updates were among the operations")
    }

    @Test func hostileOperationsOnAModernScreenKeepWhatShowsAndWhatIsHeldTogether() {
        runSeeds(of: ModernHostileRun.self, name: "modern screen", operations: 1_000, seeds: 2)
    }

    @Test func hostileDragsAndDropsKeepBothBoardsTrue() {
        runSeeds(of: DragDropHostileRun.self, name: "drag and drop", operations: 1_500, seeds: 2)
    }

    @Test func hostileTableOperationsKeepRowsSelectionAndDeletesTrue() {
        runSeeds(of: TableHostileRun.self, name: "tables", operations: 800, seeds: 2)
    }

    @Test func hostileControlOperationsKeepValuesRangesAndEventsTrue() {
        runSeeds(of: ControlsHostileRun.self, name: "controls", operations: 1_000, seeds: 2)
    }

    @Test func hostileTextEditsKeepTextSelectionAndLinesTrue() {
        runSeeds(of: TextHostileRun.self, name: "text", operations: 600, seeds: 2)
    }
}
