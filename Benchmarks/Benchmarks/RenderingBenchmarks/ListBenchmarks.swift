import Benchmark
import Foundation
@_spi(Measurement) import Tessera
import TesseraTesting

/// A mail-like list as apps build it: a plain `UICollectionLayoutListConfiguration` list, list
/// cells with a title and a preview of one to four lines and a disclosure indicator, diffable
/// data of `count` Int items. Every row sizes itself (the list's estimate is 44 points), so a
/// row entering the screen for the first time is measured with Pango's text layout.
@MainActor final class SelfSizingListScreen {
    let screen: HeadlessScreen
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>

    init(count: Int, size: CGSize = CGSize(width: 1280, height: 800)) {
        screen = HeadlessScreen(size: size, scale: 1)
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Message \(item)"
            content.secondaryText = Self.preview(of: item)
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<count))
        dataSource.apply(snapshot, animatingDifferences: false)
        screen.window.addSubview(collectionView)
        screen.runUntilIdle()
    }

    /// One to four lines, picked by a hash of the item so neighbours differ.
    static func preview(of item: Int) -> String {
        let lines = 1 + (item &* 7_919) % 4
        return (0..<lines).map { "Line \($0 + 1) of the preview of message \(item), as long as a sentence in a mail." }
            .joined(separator: "\n")
    }
}

let listBenchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 2_000)
    for count in [1_000, 100_000] {
        // 25 points a frame down rows never shown before (each sized as it enters), back to
        // the top after 40,000 points; the 1,000-item list comes round to rows already sized.
        Benchmark("Self-sizing list scroll frame 1280×800, 25 points, \(count) items", configuration: configuration) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let list = SelfSizingListScreen(count: count)
                let collectionView = list.collectionView
                let limit = min(collectionView.contentSize.height - 800, 40_000)
                var offset: CGFloat = 0
                for _ in 0..<40 { offset += 25; collectionView.contentOffset.y = offset; collectionView.layoutIfNeeded() }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    offset = offset + 25 > limit ? 0 : offset + 25
                    collectionView.contentOffset.y = offset
                    collectionView.layoutIfNeeded()
                }
                benchmark.stopMeasurement()
                blackHole(list)
            }
        }
    }
    // The list's first screen: data applied, rows measured, laid out.
    Benchmark("Self-sizing list first screen 1280×800, 100000 items", configuration: configuration) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            for _ in benchmark.scaledIterations {
                blackHole(SelfSizingListScreen(count: 100_000))
            }
        }
    }
    // The user changes the text size with the list on screen: the fonts are made again and
    // the rows in view measured once more (larger, then back to the default, each iteration).
    Benchmark("Self-sizing list re-flow after a text-size change 1280×800, 100000 items", configuration: configuration) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let list = SelfSizingListScreen(count: 100_000)
            var larger = false
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                larger.toggle()
                UIScreen.main.preferredContentSizeCategory = larger ? .accessibilityMedium : .large
                list.screen.runUntilIdle()
            }
            benchmark.stopMeasurement()
            UIScreen.main.preferredContentSizeCategory = .large
            blackHole(list)
        }
    }
}
