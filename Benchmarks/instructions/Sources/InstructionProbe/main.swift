// Runs one workload N times: `InstructionProbe scroll|batch|apply N`. Only public UIKit API, so
// any version of Tessera builds it.
import Foundation
import Tessera
import TesseraTesting

final class CountsSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    init(counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
}

/// A 1280 × 800 screen of 100 × 60 items (11 a row), laid out.
@MainActor func makeGrid(count: Int) -> (HeadlessScreen, UICollectionView, CountsSource) {
    let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800), scale: 1)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 60)
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.isPrefetchingEnabled = false
    let source = CountsSource(counts: [count])
    collectionView.dataSource = source
    screen.window.addSubview(collectionView)
    screen.runUntilIdle()
    return (screen, collectionView, source)
}

/// Frames in which one row enters and one leaves (a step of one row pitch).
@MainActor func scroll(_ iterations: Int) {
    let (_, collectionView, source) = makeGrid(count: 1_000)
    var offset: CGFloat = 1_420
    for _ in 0..<20 { collectionView.contentOffset.y = offset; collectionView.layoutIfNeeded(); offset += 70 }
    offset = 1_420
    for _ in 0..<iterations {
        offset = offset + 70 > 4_000 ? 1_420 : offset + 70
        collectionView.contentOffset.y = offset
        collectionView.layoutIfNeeded()
    }
    withExtendedLifetime(source) {}
}

/// One item inserted, then deleted, among 10,000, each update laid out.
@MainActor func batch(_ iterations: Int) {
    let (screen, collectionView, source) = makeGrid(count: 10_000)
    let path = IndexPath(item: 3, section: 0)
    for index in 0..<iterations {
        collectionView.performBatchUpdates {
            source.counts[0] += index % 2 == 0 ? 1 : -1
            if index % 2 == 0 { collectionView.insertItems(at: [path]) } else { collectionView.deleteItems(at: [path]) }
        }
        collectionView.layoutIfNeeded()
    }
    screen.runUntilIdle()
}

/// A diffable data source applying two versions of 100,000 items in turn (2.5 % deleted,
/// 2.5 % added, 1 % reloaded), animated.
@MainActor func apply(_ iterations: Int) {
    let (screen, collectionView, _) = makeGrid(count: 0)
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, path, _ in
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: path)
    }
    var first = NSDiffableDataSourceSnapshot<Int, Int>()
    first.appendSections([0])
    first.appendItems(Array(0..<100_000))
    var second = first
    second.deleteItems(Array(stride(from: 0, to: 100_000, by: 40)))
    second.appendItems(Array(200_000..<202_500))
    second.reloadItems(Array(stride(from: 1, to: 100_000, by: 97)))
    dataSource.apply(first, animatingDifferences: false)
    screen.runUntilIdle()
    for index in 0..<iterations {
        dataSource.apply(index % 2 == 0 ? second : first, animatingDifferences: true)
        screen.runUntilIdle()
    }
}

let arguments = CommandLine.arguments
let iterations = arguments.count > 2 ? Int(arguments[2]) ?? 10 : 10
MainActor.assumeIsolated {
    switch arguments.count > 1 ? arguments[1] : "" {
    case "scroll": scroll(iterations)
    case "batch": batch(iterations)
    case "apply": apply(iterations)
    default: print("usage: InstructionProbe scroll|batch|apply ITERATIONS")
    }
}
