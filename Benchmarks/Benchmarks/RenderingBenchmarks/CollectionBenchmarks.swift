import Benchmark
import Foundation
import Tessera
import TesseraTesting

/// A data source and flow delegate for `count` items in one section, sized by item number.
@MainActor final class BenchmarkSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 80 + CGFloat(indexPath.item % 5) * 10, height: 60 + CGFloat(indexPath.item % 3) * 20)
    }
}

/// A 390 × 844 screen with a flow-layout collection view of `count` items, laid out.
@MainActor func makeGridScreen(count: Int) -> (HeadlessScreen, UICollectionView, BenchmarkSource) {
    let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
    let layout = UICollectionViewFlowLayout()
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    let source = BenchmarkSource(count: count)
    collectionView.dataSource = source
    collectionView.delegate = source
    screen.window.addSubview(collectionView)
    screen.runUntilIdle()
    return (screen, collectionView, source)
}

let collectionBenchmarks: @Sendable () -> Void = {
    // The flow layout's prepare() for a million items whose sizes come from the delegate.
    Benchmark("Flow layout prepare, 1M items, delegate sizes",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(10), maxIterations: 10)) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let (_, collectionView, source) = makeGridScreen(count: 1_000_000)
            let layout = collectionView.collectionViewLayout
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                layout.invalidateLayout()
                layout.prepare()
            }
            benchmark.stopMeasurement()
            blackHole(source)
        }
    }

    // One scroll frame of the engine (layout query, reuse, placement; no drawing), by item count.
    for count in [1_000, 100_000, 1_000_000, 10_000_000] {
        Benchmark("Scroll frame, \(count) items",
                  configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 2_000)) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let (_, collectionView, source) = makeGridScreen(count: count)
                let limit = min(collectionView.contentSize.height - 844, 200_000)
                var offset: CGFloat = 0
                // Scroll down a screen first, so every frame measured reuses cells.
                for _ in 0..<100 { offset += 9; collectionView.contentOffset.y = offset; collectionView.layoutIfNeeded() }
                let made = collectionView.createdViewCount
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    offset += 9
                    if offset > limit { offset = 0 }
                    collectionView.contentOffset.y = offset
                    collectionView.layoutIfNeeded()
                }
                benchmark.stopMeasurement()
                precondition(collectionView.createdViewCount == made, "cells were made while scrolling: \(collectionView.createdViewCount - made)")
                blackHole(source)
            }
        }
    }
}
