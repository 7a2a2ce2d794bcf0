import Foundation
import Testing
@testable import Tessera
import TesseraTesting

@MainActor struct BatchUpdateAnimationTests {
    /// A vertical list of 100 × 50 rows, one per line, 10 apart.
    private func list(_ count: Int) -> (HeadlessScreen, UICollectionView, GridSource) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        let source = GridSource(counts: [count])
        let (screen, cv) = makeCollection(layout: layout, source: source)
        return (screen, cv, source)
    }

    private func shown(_ view: UIView) -> LayerState { view.layer.presentedState }

    @Test func insertFadesInAndPushesTheRestDown() {
        let (screen, cv, source) = list(3)
        let second = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        var log: [String] = []
        source.counts = [4]
        cv.performBatchUpdates({ cv.insertItems(at: [IndexPath(item: 1, section: 0)]) }, completion: { log.append("done \($0)") })
        let inserted = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(inserted !== second)
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) === second, "the old second item is now third")
        // 0 %: the new cell is transparent in place; the old second item has not moved.
        #expect(shown(inserted).opacity == 0)
        #expect(shown(second).position.y == 85)
        screen.advance(by: UICollectionView.updateAnimationDuration / 2)
        #expect(abs(shown(inserted).opacity - 0.5) < 0.02)
        #expect(abs(shown(second).position.y - 115) < 1)
        #expect(log.isEmpty)
        screen.runUntilIdle()
        #expect(shown(inserted).opacity == 1)
        #expect(shown(second).position.y == 145)
        #expect(log == ["done true"])
    }

    @Test func deleteFadesOutThenReturnsTheViewToItsPool() {
        let (screen, cv, source) = list(3)
        let first = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        let third = cv.cellForItem(at: IndexPath(item: 2, section: 0))!
        source.counts = [2]
        cv.deleteItems(at: [IndexPath(item: 0, section: 0)])
        #expect(first.superview === cv, "still on screen while it fades")
        screen.advance(by: UICollectionView.updateAnimationDuration / 2)
        #expect(abs(shown(first).opacity - 0.5) < 0.02)
        #expect(abs(shown(third).position.y - 115) < 1, "half way from 145 to 85")
        screen.runUntilIdle()
        #expect(first.superview == nil)
        #expect(cv.subviews.filter { $0 is UICollectionViewCell }.count == 2, "no orphaned cells")
        #expect(cv.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    }

    @Test func moveSlidesTheCellToItsNewPlace() {
        let (screen, cv, _) = list(4)
        let first = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        cv.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0)) === first)
        #expect(shown(first).position.y == 25)
        screen.advance(by: UICollectionView.updateAnimationDuration / 2)
        #expect(abs(shown(first).position.y - 115) < 1, "half way from 25 to 205")
        screen.runUntilIdle()
        #expect(shown(first).position.y == 205)
    }

    @Test func anInvalidUpdateIsReportedAndRecoveredByReloading() {
        let (screen, cv, source) = list(4)
        var messages: [String] = []
        UICollectionView.inconsistencyHandler = { messages.append($0) }
        defer { UICollectionView.inconsistencyHandler = nil }
        var finished: [Bool] = []
        source.counts = [5]
        cv.performBatchUpdates({}, completion: { finished.append($0) })
        #expect(messages == ["Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."])
        screen.runUntilIdle()
        #expect(finished == [false])
        #expect(cv.indexPathsForVisibleItems.count == 5, "the screen shows what the data source says")
        #expect(source.counts == [5], "the data source is never touched")
    }

    @Test func anInvalidUpdateWithoutAHandlerGoesToTheDiagnosticsChannel() {
        let (screen, cv, source) = list(4)
        let log = MessageLog()
        TesseraDiagnostics.handler = { message in log.append(message) }
        defer { TesseraDiagnostics.handler = nil }
        source.counts = [6]
        cv.performBatchUpdates({ cv.insertItems(at: [IndexPath(item: 0, section: 0)]) })
        screen.runUntilIdle()
        #expect(log.all.count == 1)
        #expect(log.all.first?.hasPrefix("UICollectionView: Invalid update: invalid number of items in section 0.") == true)
        #expect(log.all.first?.contains("after the update (6)") == true)
        #expect(cv.indexPathsForVisibleItems.count == 6)
    }

    @Test func anUpdateDuringAnAnimationStartsFromWhatIsShown() {
        let (screen, cv, source) = list(4)
        let last = cv.cellForItem(at: IndexPath(item: 3, section: 0))!
        var log: [String] = []
        source.counts = [5]
        cv.performBatchUpdates({ cv.insertItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { log.append("first \($0)") })
        screen.advance(by: UICollectionView.updateAnimationDuration / 2)
        let midway = shown(last).position.y
        source.counts = [4]
        cv.performBatchUpdates({ cv.deleteItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { log.append("second \($0)") })
        #expect(abs(shown(last).position.y - midway) < 1e-6, "no jump")
        screen.runUntilIdle()
        #expect(shown(last).position.y == 205)
        #expect(log == ["first false", "second true"])
        #expect(cv.subviews.filter { $0 is UICollectionViewCell }.count == 4, "no orphaned cells")
    }

    @Test func reloadDataDuringAnAnimationCancelsItCleanly() {
        let (screen, cv, source) = list(3)
        var log: [Bool] = []
        source.counts = [2]
        cv.performBatchUpdates({ cv.deleteItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { log.append($0) })
        screen.advance(by: 0.1)
        cv.reloadData()
        screen.runUntilIdle()
        #expect(log == [false])
        #expect(cv.subviews.filter { $0 is UICollectionViewCell }.count == 2)
        #expect(cv.visibleCells.allSatisfy { $0.layer.presentedState.opacity == 1 })
    }

    @Test func selectionFollowsMoves() {
        let (screen, cv, _) = list(4)
        cv.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        cv.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        screen.runUntilIdle()
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
    }

    @Test func nestedBatchesJoinTheOuterOneAndCompleteInOrder() {
        let (screen, cv, source) = list(2)
        var log: [String] = []
        source.counts = [4]
        cv.performBatchUpdates({
            cv.insertItems(at: [IndexPath(item: 2, section: 0)])
            cv.performBatchUpdates({ cv.insertItems(at: [IndexPath(item: 3, section: 0)]) }, completion: { _ in log.append("inner") })
        }, completion: { _ in log.append("outer") })
        screen.runUntilIdle()
        #expect(log == ["outer", "inner"])
        #expect(cv.indexPathsForVisibleItems.count == 4)
    }
}
