import Benchmark
import Foundation
import Tessera
import TesseraTesting

/// A 1280 × 800 screen with a compositional layout of `count` items in sections of 100: every
/// fourth section a sideways strip of 150 × 120 cards, the others a grid of eight columns of
/// rows 100 high, each section under a 40-point header.
@MainActor func makeCompositionalScreen(count: Int) -> (HeadlessScreen, UICollectionView, CountsSource) {
    let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800), scale: 1)
    let layout = UICollectionViewCompositionalLayout { section, _ in
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        let layoutSection: NSCollectionLayoutSection
        if section % 4 == 1 {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(120)), subitems: [item])
            layoutSection = NSCollectionLayoutSection(group: group)
            layoutSection.orthogonalScrollingBehavior = .continuous
            layoutSection.interGroupSpacing = 10
        } else {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.125), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
            layoutSection = NSCollectionLayoutSection(group: row)
        }
        layoutSection.boundarySupplementaryItems = [header]
        return layoutSection
    }
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "Header")
    let source = CountsSource(counts: Array(repeating: 100, count: count / 100))
    collectionView.dataSource = source
    screen.window.addSubview(collectionView)
    screen.runUntilIdle()
    return (screen, collectionView, source)
}

let compositionalBenchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 2_000)
    for count in [1_000, 100_000] {
        // prepare(): every section asked of the provider and placed.
        Benchmark("Compositional prepare, \(count) items in \(count / 100) sections", configuration: configuration) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let (screen, collectionView, source) = makeCompositionalScreen(count: count)
                let layout = collectionView.collectionViewLayout
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    layout.invalidateLayout()
                    collectionView.layoutIfNeeded()
                }
                benchmark.stopMeasurement()
                blackHole(screen)
                blackHole(source)
            }
        }

        // A vertical scroll frame over the first ten sections (strips and grids entering).
        Benchmark("Compositional scroll frame 1280×800, \(count) items", configuration: configuration) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let (screen, collectionView, source) = makeCompositionalScreen(count: count)
                measureSteps(benchmark, collectionView, limit: 3_000, warmUp: 400) { collectionView.contentOffset.y = $0 }
                blackHole(screen)
                blackHole(source)
            }
        }

        // A sideways frame of a strip on screen (section 1, brought on screen first): its cards
        // enter and leave.
        Benchmark("Compositional sideways frame 1280×800, \(count) items", configuration: configuration) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let (screen, collectionView, source) = makeCompositionalScreen(count: count)
                collectionView.contentOffset.y = 1_200
                collectionView.layoutIfNeeded()
                guard let strip = collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.superview as? UIScrollView else {
                    fatalError("section 1 is not shown in a strip")
                }
                measureSteps(benchmark, collectionView, limit: strip.contentSize.width - strip.bounds.width, warmUp: 200) { strip.contentOffset.x = $0 }
                blackHole(screen)
                blackHole(source)
            }
        }
    }
}

/// Moves an offset 9 points a frame (back to 0 past `limit`) through `warmUp` frames, then
/// measures one layout pass per iteration; no view may be made while measuring.
@MainActor func measureSteps(_ benchmark: Benchmark, _ collectionView: UICollectionView, limit: CGFloat, warmUp: Int,
                             move: (CGFloat) -> Void) {
    var offset: CGFloat = 0
    func step() {
        offset = offset + 9 > limit ? 0 : offset + 9
        move(offset)
        collectionView.layoutIfNeeded()
    }
    for _ in 0..<warmUp { step() }
    let made = collectionView.createdViewCount
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { step() }
    benchmark.stopMeasurement()
    precondition(collectionView.createdViewCount == made, "views were made while scrolling: \(collectionView.createdViewCount - made)")
}
