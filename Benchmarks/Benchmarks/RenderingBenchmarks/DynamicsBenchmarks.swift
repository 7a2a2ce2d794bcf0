import Benchmark
import Demos
import Foundation
import Tessera
import TesseraTesting

/// 500 boxes of 24 × 24 points piled under gravity in a 1280 × 800 view, colliding with each
/// other and the edges (settled for two seconds first, so each frame is full of contacts).
@MainActor func makePile(count: Int) -> (HeadlessScreen, UIDynamicAnimator, [UIView]) {
    let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800), scale: 1)
    let reference = UIView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    screen.window.addSubview(reference)
    let boxes = (0..<count).map { i in
        let box = UIView(frame: CGRect(x: 40 + CGFloat(i % 40) * 30, y: 40 + CGFloat(i / 40) * 30, width: 24, height: 24))
        reference.addSubview(box)
        return box
    }
    let animator = UIDynamicAnimator(referenceView: reference)
    let collision = UICollisionBehavior(items: boxes)
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(UIGravityBehavior(items: boxes))
    animator.addBehavior(collision)
    screen.advance(by: 2)
    return (screen, animator, boxes)
}

/// A 1280 × 800 collection view with the springy flow layout and `count` rows.
@MainActor func makeSpringyScreen(count: Int) -> (HeadlessScreen, UICollectionView, CountsSource) {
    let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800), scale: 1)
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800), collectionViewLayout: SpringyFlowLayout())
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    let source = CountsSource(counts: [count])
    collectionView.dataSource = source
    screen.window.addSubview(collectionView)
    screen.runUntilIdle()
    return (screen, collectionView, source)
}

let dynamicsBenchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 1_000)

    // One display frame of UIKit Dynamics (four engine steps of 1/240 s) with 500 items in contact.
    Benchmark("Dynamics frame, 500 colliding items (4 engine steps)", configuration: configuration) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let (screen, animator, boxes) = makePile(count: 500)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                // A little sideways push keeps the pile awake and colliding.
                animator.updateItem(usingCurrentState: boxes[0])
                screen.advance(by: 1.0 / 60)
            }
            benchmark.stopMeasurement()
            blackHole(boxes)
        }
    }

    // A scroll frame of the springy layout: the view moves 9 points, the items near the screen
    // hang on springs (the rest are not in the simulation), the animator steps, the cells move.
    for count in [1_000, 100_000] {
        Benchmark("Springy layout scroll frame 1280×800, \(count) items", configuration: configuration) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let (screen, collectionView, source) = makeSpringyScreen(count: count)
                let limit = min(collectionView.contentSize.height - 800, 200_000)
                var offset: CGFloat = 0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    offset += 9
                    if offset > limit { offset = 0 }
                    collectionView.contentOffset.y = offset
                    screen.advance(by: 1.0 / 60)
                }
                benchmark.stopMeasurement()
                blackHole(source)
            }
        }
    }
}
