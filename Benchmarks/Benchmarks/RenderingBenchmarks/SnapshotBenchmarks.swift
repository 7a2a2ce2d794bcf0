import Benchmark
import Foundation
@_spi(Measurement) import Tessera

/// Snapshot operations at a million items, each beside the floor it is measured against in the
/// same run: building a pre-sized `[Int: Int]` of the same items.
/// A snapshot of one section holding `items`.
func oneSectionSnapshot(_ items: [Int]) -> NSDiffableDataSourceSnapshot<Int, Int> {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    return snapshot
}

/// An item as apps identify them: a UUID and a title.
struct AppItem: Hashable, Sendable {
    let id: UUID
    let title: String
}

/// `count` app items, and the Int inputs of ``diffInputs(count:)`` turned into them, so the app
/// items change exactly as the Int ones do.
func appItemInputs(count: Int) -> (NSDiffableDataSourceSnapshot<Int, AppItem>, NSDiffableDataSourceSnapshot<Int, AppItem>, [AppItem], [AppItem]) {
    let (_, after, old, new) = diffInputs(count: count)
    let table = (0..<(count + count / 40 + 1)).map { AppItem(id: UUID(), title: "Item \($0)") }
    let oldItems = old.map { table[$0] }
    let newItems = new.map { table[$0] }
    var before = NSDiffableDataSourceSnapshot<Int, AppItem>()
    before.appendSections([0])
    before.appendItems(oldItems)
    var changed = NSDiffableDataSourceSnapshot<Int, AppItem>()
    changed.appendSections([0])
    changed.appendItems(newItems)
    changed.reloadItems(after.reloadedItemIdentifiers.map { table[$0] })
    return (before, changed, oldItems, newItems)
}

let snapshotBenchmarks: @Sendable () -> Void = {
    let count = 1_000_000
    let items = Array(0..<count)
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 20)

    // The floor is measured beside the diffs ("Floor: a pre-sized [Int: Int] of 1000000 items").
    Benchmark("Snapshot appendItems, 1M items", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(oneSectionSnapshot(items)) }
    }

    // The same for items of a Hashable struct (a UUID and a string), beside their own floor.
    Benchmark("Snapshot appendItems, 1M app items (UUID and title)", configuration: configuration) { benchmark in
        let (_, _, appItems, _) = appItemInputs(count: count)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var snapshot = NSDiffableDataSourceSnapshot<Int, AppItem>()
            snapshot.appendSections([0])
            snapshot.appendItems(appItems)
            blackHole(snapshot)
        }
    }
    Benchmark("Floor: a pre-sized [AppItem: Int] of 1M app items", configuration: configuration) { benchmark in
        let (_, _, appItems, _) = appItemInputs(count: count)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var positions = [AppItem: Int](minimumCapacity: appItems.count)
            for (index, item) in appItems.enumerated() { positions[item] = index }
            blackHole(positions)
        }
    }
    Benchmark("Diff, Tessera SnapshotDiff, 1M app items, 10% changed", configuration: configuration) { benchmark in
        let (before, after, _, _) = appItemInputs(count: count)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(after.updateRequestsForMeasurement(from: before)) }
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
