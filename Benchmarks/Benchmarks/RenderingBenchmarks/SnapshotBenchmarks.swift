import Benchmark
import Foundation
import Tessera

/// Snapshot operations at a million items, each beside the floor it is measured against in the
/// same run: building a pre-sized `[Int: Int]` of the same items.
/// A snapshot of one section holding `items`.
func oneSectionSnapshot(_ items: [Int]) -> NSDiffableDataSourceSnapshot<Int, Int> {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    return snapshot
}

let snapshotBenchmarks: @Sendable () -> Void = {
    let count = 1_000_000
    let items = Array(0..<count)
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 20)

    // The floor is measured beside the diffs ("Floor: a pre-sized [Int: Int] of 1000000 items").
    Benchmark("Snapshot appendItems, 1M items", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(oneSectionSnapshot(items)) }
    }

    Benchmark("Snapshot indexOfItem ×1,000, 1M items", configuration: configuration) { benchmark in
        let snapshot = oneSectionSnapshot(items)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for probe in stride(from: 7, to: count, by: count / 1_000) { blackHole(snapshot.indexOfItem(probe)) }
        }
    }

    Benchmark("Snapshot deleteItems of 3, 1M items", configuration: configuration) { benchmark in
        let snapshot = oneSectionSnapshot(items)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var copy = snapshot
            copy.deleteItems([10, 500_000, 999_990])
            blackHole(copy)
        }
    }
}
