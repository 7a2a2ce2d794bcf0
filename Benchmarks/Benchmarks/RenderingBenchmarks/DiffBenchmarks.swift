import Benchmark
import Foundation
@_spi(Measurement) import Tessera
import TesseraCore
import TesseraTesting

/// `count` items in one section, and a second version with 10 % of them changed: 2.5 % deleted,
/// 2.5 % inserted, 2.5 % moved and 2.5 % reloaded.
func diffInputs(count: Int) -> (NSDiffableDataSourceSnapshot<Int, Int>, NSDiffableDataSourceSnapshot<Int, Int>, [Int], [Int]) {
    var random = SystemRandomNumberGenerator()
    let old = Array(0..<count)
    let quarter = max(1, count / 40)
    // One pass: drop 2.5 %, pull out 2.5 % to move, then put the moved and 2.5 % new items
    // back at random places.
    let dropped = Set((0..<quarter).map { _ in Int.random(in: 0..<count, using: &random) })
    let moving = Set((0..<quarter).map { _ in Int.random(in: 0..<count, using: &random) }).subtracting(dropped)
    var kept = old.filter { !dropped.contains($0) && !moving.contains($0) }
    var additions = Array(moving) + (0..<quarter).map { count + $0 }
    additions.shuffle(using: &random)
    var slots = Set<Int>()
    while slots.count < additions.count { slots.insert(Int.random(in: 0..<(kept.count + additions.count), using: &random)) }
    var new: [Int] = []
    new.reserveCapacity(kept.count + additions.count)
    var keptIndex = 0, addIndex = 0
    for position in 0..<(kept.count + additions.count) {
        if slots.contains(position) { new.append(additions[addIndex]); addIndex += 1 } else { new.append(kept[keptIndex]); keptIndex += 1 }
    }
    kept.removeAll()
    var before = NSDiffableDataSourceSnapshot<Int, Int>()
    before.appendSections([0])
    before.appendItems(old)
    var after = NSDiffableDataSourceSnapshot<Int, Int>()
    after.appendSections([0])
    after.appendItems(new)
    after.reloadItems((0..<quarter).map { _ in new[Int.random(in: 0..<new.count, using: &random)] })
    return (before, after, old, new)
}

let diffBenchmarks: @Sendable () -> Void = {
    for count in [10_000, 100_000, 1_000_000] {
        let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 20)
        Benchmark("Diff, Tessera SnapshotDiff, \(count) items, 10% changed", configuration: configuration) { benchmark in
            let (before, after, _, _) = diffInputs(count: count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(after.updateRequestsForMeasurement(from: before)) }
            benchmark.stopMeasurement()
            // The result must be a valid update from the old counts to the new ones.
            let requests = after.updateRequestsForMeasurement(from: before)
            precondition((try? BatchUpdateValidator(oldCounts: [before.numberOfItems], newCounts: [after.numberOfItems])
                .validate(requests)) != nil, "the diff is not a valid update")
        }
        // The floor the diff is measured against: a pre-sized dictionary of the same items.
        Benchmark("Floor: a pre-sized [Int: Int] of \(count) items", configuration: configuration) { benchmark in
            let (_, _, old, _) = diffInputs(count: count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                var positions = [Int: Int](minimumCapacity: old.count)
                for (index, item) in old.enumerated() { positions[item] = index }
                blackHole(positions)
            }
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

/// `apply` of a snapshot with 10 % of a million items changed, animated, with the collection
/// view on a 1280 × 800 screen: from the call to the first frame of the animation laid out.
let applyBenchmarks: @Sendable () -> Void = {
    Benchmark("Apply, 1,000,000 items, 10% changed, animated, to the first frame",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(10), maxIterations: 6)) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        let (before, after, _, _) = diffInputs(count: 1_000_000)
        await MainActor.run {
            let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800), scale: 1)
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 60)
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800), collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, path, item in
                let cell = view.dequeueReusableCell(withReuseIdentifier: "Cell", for: path)
                cell.tag = item
                return cell
            }
            screen.window.addSubview(collectionView)
            dataSource.apply(before, animatingDifferences: false)
            screen.runUntilIdle()
            benchmark.startMeasurement()
            dataSource.apply(after, animatingDifferences: true)
            collectionView.layoutIfNeeded()
            benchmark.stopMeasurement()
            screen.runUntilIdle()
            precondition(collectionView.visibleCells.count > 100, "the items are on screen")
            withExtendedLifetime(dataSource) {}
        }
    }
}
