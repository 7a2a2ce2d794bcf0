import Benchmark
import Foundation
@_spi(Measurement) import Tessera
import TesseraTesting

/// A data source and flow delegate for `count` items in one section, sized by item number
/// (five widths and three heights, unless told otherwise).
@MainActor final class BenchmarkSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let count: Int
    let size: (Int) -> CGSize
    init(count: Int, size: @escaping (Int) -> CGSize = { CGSize(width: 80 + CGFloat($0 % 5) * 10, height: 60 + CGFloat($0 % 3) * 20) }) {
        self.count = count
        self.size = size
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        size(indexPath.item)
    }
}

/// A screen (390 × 844 by default) with a flow-layout collection view of `count` items, laid out.
@MainActor func makeGridScreen(count: Int, size: CGSize = CGSize(width: 390, height: 844), source: BenchmarkSource? = nil,
                               spacing: (interitem: CGFloat, line: CGFloat)? = nil) -> (HeadlessScreen, UICollectionView, BenchmarkSource) {
    let screen = HeadlessScreen(size: size, scale: 1)
    let layout = UICollectionViewFlowLayout()
    if let spacing {
        layout.minimumInteritemSpacing = spacing.interitem
        layout.minimumLineSpacing = spacing.line
    }
    let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    let source = source ?? BenchmarkSource(count: count)
    collectionView.dataSource = source
    collectionView.delegate = source
    screen.window.addSubview(collectionView)
    screen.runUntilIdle()
    return (screen, collectionView, source)
}

/// A desktop grid as apps have them: items of seven widths (picked by a hash of the item, so
/// lines hold different mixes) and one height, sized by the delegate.
let mixedWidths: [CGFloat] = [72, 96, 120, 144, 168, 192, 216]

/// Scroll frames of a 1280 × 800 mixed-width grid of `count` items, `step` points a frame, after
/// a warm-up that has made every cell the screen needs (the benchmark stops if one is made).
@MainActor func measureMixedGridScroll(_ benchmark: Benchmark, count: Int, step: CGFloat) {
    let (screen, collectionView, source) = makeMixedGridScreen(count: count)
    let limit = min(collectionView.contentSize.height - 800, 400_000)
    var offset: CGFloat = 0
    for _ in 0..<60 { offset += 25; collectionView.contentOffset.y = offset; collectionView.layoutIfNeeded() }
    let made = collectionView.createdViewCount
    measureScrollFrames(benchmark, collectionView, step: step, from: offset, restart: 1_500, limit: limit)
    precondition(collectionView.createdViewCount == made, "cells were made while scrolling: \(collectionView.createdViewCount - made)")
    blackHole(screen)
    blackHole(source)
}

/// Frames `step` points apart from `start` (a one-point step goes down and up again, so nothing
/// enters), back to `restart` when the next would pass `limit`.
@MainActor func measureScrollFrames(_ benchmark: Benchmark, _ collectionView: UICollectionView, step: CGFloat,
                                    from start: CGFloat, restart: CGFloat, limit: CGFloat) {
    var offset = start
    var direction: CGFloat = 1
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        if step == 1 { direction = -direction } else if offset + step > limit { offset = restart }
        offset += step * (step == 1 ? direction : 1)
        collectionView.contentOffset.y = offset
        collectionView.layoutIfNeeded()
    }
    benchmark.stopMeasurement()
}

@MainActor func makeMixedGridScreen(count: Int) -> (HeadlessScreen, UICollectionView, BenchmarkSource) {
    let source = BenchmarkSource(count: count) { CGSize(width: mixedWidths[($0 &* 7_919) % 7], height: 60) }
    return makeGridScreen(count: count, size: CGSize(width: 1280, height: 800), source: source, spacing: (8, 10))
}

let collectionBenchmarks: @Sendable () -> Void = {
    // A 1280 × 800 grid of seven item widths and one height, as desktop grids are: scrolled 25
    // points a frame (a row enters about every third frame), and the two kinds of frame apart —
    // quiet (a point up and down) and a row entering (a row pitch, 70 points).
    for (name, step) in [("25 points a frame", 25.0), ("nothing enters", 1.0), ("one row enters", 70.0)] as [(String, CGFloat)] {
        for count in [1_000, 100_000, 10_000_000] {
            Benchmark("Mixed grid 1280×800, \(name), \(count) items",
                      configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(4), maxIterations: 3_000)) { benchmark in
                nonisolated(unsafe) let benchmark = benchmark
                await MainActor.run { measureMixedGridScroll(benchmark, count: count, step: step) }
            }
        }
    }

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

    // The memory of the flow layout's geometry, items sized by the delegate (five widths and
    // three heights, three or four items a line on a phone screen): bytes per 100 items.
    for count in [1_000_000, 10_000_000] {
        Benchmark("Flow layout geometry, \(count / 1_000_000)M items, delegate sizes",
                  configuration: .init(metrics: [.custom("bytes per 100 items")], maxIterations: 1)) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let (_, collectionView, source) = makeGridScreen(count: count)
                let layout = collectionView.collectionViewLayout as! UICollectionViewFlowLayout
                benchmark.measurement(.custom("bytes per 100 items"), layout.geometryByteCount * 100 / count)
                blackHole(source)
            }
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

    // A desktop window, 1280 × 800, of 100 × 60 items (11 a row, 12 rows: 132 on screen).
    // Frames in which nothing enters or leaves, and frames in which exactly one row enters and
    // one leaves (a step of one row pitch, 70 points).
    // The last case turns prefetching off (no look ahead), to see its cost in the same run.
    for (name, step, prefetching) in [("nothing enters", 1.0, true), ("one row enters", 70.0, true),
                                      ("one row enters, prefetching off", 70.0, false)] as [(String, CGFloat, Bool)] {
        for count in [1_000, 1_000_000] {
            Benchmark("Scroll frame 1280×800, \(name), \(count) items",
                      configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 5_000)) { benchmark in
                nonisolated(unsafe) let benchmark = benchmark
                await MainActor.run {
                    let (screen, collectionView, source) = makeCountsScreen(counts: [count], itemSize: CGSize(width: 100, height: 60))
                    collectionView.isPrefetchingEnabled = prefetching
                    let limit = min(collectionView.contentSize.height - 800, 200_000)
                    var offset: CGFloat = 0
                    for _ in 0..<20 { offset += 70; collectionView.contentOffset.y = offset; collectionView.layoutIfNeeded() }
                    let made = collectionView.createdViewCount
                    measureScrollFrames(benchmark, collectionView, step: step, from: 1_420, restart: 1_420, limit: limit)
                    if collectionView.createdViewCount != made || collectionView.visibleCells.count < 120 {
                        fatalError("\(collectionView.createdViewCount - made) cells made while scrolling, \(collectionView.visibleCells.count) on screen")
                    }
                    blackHole(screen)
                    blackHole(source)
                }
            }
        }
    }
}
