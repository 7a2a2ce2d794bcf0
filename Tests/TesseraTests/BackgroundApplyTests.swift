import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// `apply` called from a background queue: the diff is computed there, the update shown on
/// the main thread at the next turn of the main loop.
@MainActor struct BackgroundApplyTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    func setUp() -> (HeadlessScreen, UICollectionView, UICollectionViewDiffableDataSource<String, Int>) {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 40)
        layout.minimumLineSpacing = 0
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        screen.window.addSubview(cv)
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, item in cell.tag = item }
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: cv) { cv, path, item in
            cv.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
        }
        keptAlive.append(dataSource)
        var snapshot = Snapshot()
        snapshot.appendSections(["only"])
        snapshot.appendItems([1, 2, 3])
        dataSource.apply(snapshot, animatingDifferences: false)
        screen.runUntilIdle()
        return (screen, cv, dataSource)
    }

    /// Runs `work` on a background queue and waits for it to return, blocking the main actor
    /// (no suspension: other tests cannot turn the shared main loop meanwhile).
    func onBackgroundQueue(_ work: @escaping @Sendable () -> Void) {
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            work()
            finished.signal()
        }
        finished.wait()
    }

    @Test func theUpdateShowsOnTheMainThreadAtTheNextTurn() throws {
        let (screen, cv, dataSource) = setUp()
        let kept = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        let log = MessageLog()
        var next = dataSource.snapshot()
        next.deleteItems([1])
        next.appendItems([4])
        let frozen = next
        onBackgroundQueue {
            log.append(MainQueue.isCurrent ? "apply on main" : "apply on background")
            dataSource.apply(frozen, animatingDifferences: false) { log.append(MainQueue.isCurrent ? "done on main" : "done elsewhere") }
        }
        // Not shown yet: the main loop has not turned.
        #expect(dataSource.snapshot().itemIdentifiers == [1, 2, 3])
        screen.runUntilIdle()
        #expect(dataSource.snapshot().itemIdentifiers == [2, 3, 4])
        #expect(log.all == ["apply on background", "done on main"])
        // A difference, not a reload: item 2's cell is the one it had, now at the top.
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === kept)
        #expect(kept.frame.minY == 0)
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.tag == 4)
    }

    @Test func applicationsFromOneQueueArriveInOrder() {
        let (screen, _, dataSource) = setUp()
        let base = dataSource.snapshot()
        onBackgroundQueue {
            for extra in 10..<15 {
                var next = base
                next.appendItems(Array(10...extra))
                dataSource.apply(next)
            }
        }
        screen.runUntilIdle()
        #expect(dataSource.snapshot().itemIdentifiers == [1, 2, 3, 10, 11, 12, 13, 14])
    }

    @Test func aReorderBetweenTheDiffAndItsArrivalIsNotLost() {
        let (screen, cv, dataSource) = setUp()
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        var next = dataSource.snapshot()
        next.appendItems([4])
        let frozen = next
        onBackgroundQueue { dataSource.apply(frozen, animatingDifferences: false) }
        // The user moves item 1 to the end before the main loop turns.
        cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 100))
        cv.endInteractiveMovement()
        #expect(dataSource.snapshot().itemIdentifiers == [2, 3, 1])
        screen.runUntilIdle()
        // The snapshot applied wins (as in UIKit, the last apply is what shows); the screen agrees.
        #expect(dataSource.snapshot().itemIdentifiers == [1, 2, 3, 4])
        #expect((0..<4).map { cv.cellForItem(at: IndexPath(item: $0, section: 0))?.tag } == [1, 2, 3, 4])
    }
}
