import Benchmark
import Foundation
import Tessera
import TesseraTesting

/// A data source of sections with item counts that can change, for updates at scale.
@MainActor final class CountsSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    init(counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }
}

/// A 1280 × 800 window with a flow layout of `itemSize` items (60 × 60) over `counts`, laid out.
@MainActor func makeCountsScreen(counts: [Int], headers: Bool = false, itemSize: CGSize = CGSize(width: 60, height: 60))
    -> (HeadlessScreen, UICollectionView, CountsSource) {
    let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800), scale: 1)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = itemSize
    if headers {
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.sectionHeadersPinToVisibleBounds = true
    }
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionElementKindSectionHeader,
                            withReuseIdentifier: "Header")
    let source = CountsSource(counts: counts)
    collectionView.dataSource = source
    screen.window.addSubview(collectionView)
    screen.runUntilIdle()
    return (screen, collectionView, source)
}

let updateBenchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 200)

    // One inserted item, then one deleted, in a section far down: what an update costs when it
    // touches one item of many. Each iteration is one batch update, animations run to the end.
    let shapes: [(String, [Int], Int)] = [
        ("100,000 sections × 10 items", Array(repeating: 10, count: 100_000), 50_000),
        ("1,000 sections × 10 items", Array(repeating: 10, count: 1_000), 500),
        ("one section of 1,000,000 items", [1_000_000], 0),
        ("one section of 10,000 items", [10_000], 0),
    ]
    for (name, counts, section) in shapes {
        Benchmark("Batch update, one item, \(name)", configuration: configuration) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let (screen, collectionView, source) = makeCountsScreen(counts: counts)
                let path = IndexPath(item: 3, section: section)
                var inserting = true
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    collectionView.performBatchUpdates {
                        if inserting {
                            source.counts[section] += 1
                            collectionView.insertItems(at: [path])
                        } else {
                            source.counts[section] -= 1
                            collectionView.deleteItems(at: [path])
                        }
                    }
                    inserting.toggle()
                    collectionView.layoutIfNeeded()
                }
                benchmark.stopMeasurement()
                screen.runUntilIdle()
            }
        }
    }

    // Scrolling with pinned section headers: the frame must not walk every section.
    for sections in [500, 50_000] {
        Benchmark("Scroll frame, pinned headers, \(sections) sections × 10 items", configuration: configuration) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let (screen, collectionView, source) = makeCountsScreen(counts: Array(repeating: 10, count: sections), headers: true)
                let start = collectionView.contentSize.height / 2
                var offset = start
                for _ in 0..<100 { offset += 9; collectionView.contentOffset.y = offset; collectionView.layoutIfNeeded() }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    offset += 9
                    if offset > start + 20_000 { offset = start }
                    collectionView.contentOffset.y = offset
                    collectionView.layoutIfNeeded()
                }
                benchmark.stopMeasurement()
                precondition(collectionView.visibleCells.count > 50, "the items are on screen")
                blackHole(screen)
                blackHole(source)  // the collection view holds its data source weakly
            }
        }
    }

    // An arrow key (the window host calls moveKeyboardFocus) moves the keyboard focus one item, across sections when needed.
    for counts in [[1_000], [1_000_000], Array(repeating: 10, count: 100_000)] {
        let total = counts.reduce(0, +)
        Benchmark("Arrow key, \(counts.count) sections, \(total) items", configuration: configuration) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let (screen, collectionView, source) = makeCountsScreen(counts: counts)
                collectionView.moveKeyboardFocus(by: counts.reduce(0, +) / 2)
                benchmark.startMeasurement()
                for index in benchmark.scaledIterations {
                    collectionView.moveKeyboardFocus(by: index % 2 == 0 ? 1 : -1)
                    collectionView.layoutIfNeeded()
                }
                benchmark.stopMeasurement()
                precondition(collectionView.indexPathsForSelectedItems?.isEmpty == false, "the focus moved over items")
                screen.runUntilIdle()
                blackHole(source)  // the collection view holds its data source weakly
            }
        }
    }
}
