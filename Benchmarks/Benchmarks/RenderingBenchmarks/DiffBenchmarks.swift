import Benchmark
import Foundation
import Tessera

/// `count` items in one section, and a second version with 10 % of them changed: 2.5 % deleted,
/// 2.5 % inserted, 2.5 % moved and 2.5 % reloaded.
func diffInputs(count: Int) -> (NSDiffableDataSourceSnapshot<Int, Int>, NSDiffableDataSourceSnapshot<Int, Int>, [Int], [Int]) {
    var random = SystemRandomNumberGenerator()
    let old = Array(0..<count)
    var new = old
    let quarter = max(1, count / 40)
    for _ in 0..<quarter { new.remove(at: Int.random(in: 0..<new.count, using: &random)) }
    for i in 0..<quarter { new.insert(count + i, at: Int.random(in: 0...new.count, using: &random)) }
    for _ in 0..<quarter {
        let item = new.remove(at: Int.random(in: 0..<new.count, using: &random))
        new.insert(item, at: Int.random(in: 0...new.count, using: &random))
    }
    var before = NSDiffableDataSourceSnapshot<Int, Int>()
    before.appendSections([0])
    before.appendItems(old)
    var after = NSDiffableDataSourceSnapshot<Int, Int>()
    after.appendSections([0])
    after.appendItems(new)
    after.reloadItems(Array(new.shuffled().prefix(quarter)))
    return (before, after, old, new)
}

let diffBenchmarks: @Sendable () -> Void = {
    for count in [10_000, 100_000, 1_000_000] {
        let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 50)
        Benchmark("Diff, Tessera SnapshotDiff, \(count) items, 10% changed", configuration: configuration) { benchmark in
            let (before, after, _, _) = diffInputs(count: count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(SnapshotDiff.requests(from: before, to: after)) }
        }
        // Myers' algorithm is O(n·d): at a million items with 100,000 changes it runs for hours.
        guard count <= 100_000 else { continue }
        Benchmark("Diff, standard library CollectionDifference, \(count) items, 10% changed", configuration: configuration) { benchmark in
            let (_, _, old, new) = diffInputs(count: count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(new.difference(from: old).inferringMoves()) }
        }
    }
}
