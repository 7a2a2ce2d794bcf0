import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Sequences a hostile user finds: updates during a drag, during a touch, after the keyboard
/// focus was set, and data sources that break the dequeue contract.
@MainActor struct HostileSequenceTests {
    private func center(_ cv: UICollectionView, _ item: Int, _ section: Int = 0) -> CGPoint {
        cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))!.center
    }

    @Test func aDropAfterAnUpdateMovesTheDraggedItem() {
        let source = ModelSource([Array(0..<10)])
        let (screen, cv) = makeModelCollection(source)
        cv.reorderingCadence = .immediate
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        let finger = center(cv, 6)
        cv.updateInteractiveMovementTargetPosition(finger)
        #expect(cv.interactiveMovement?.current == IndexPath(item: 6, section: 0))
        // Two items arrive at the front while the finger is down.
        cv.performBatchUpdates {
            source.model[0].insert(contentsOf: [100, 101], at: 0)
            cv.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        }
        screen.runUntilIdle()
        #expect(cv.interactiveMovement?.original == IndexPath(item: 5, section: 0), "the dragged item keeps its identity")
        #expect(source.mismatches(in: cv) == [])
        cv.endInteractiveMovement()
        screen.runUntilIdle()
        #expect(source.moves.count == 1)
        #expect(source.moves.first?.0 == IndexPath(item: 5, section: 0))
        #expect(source.model[0].firstIndex(of: 3) == source.moves.first?.1.item, "item 3 is where it was dropped")
        #expect(source.model[0].filter { $0 != 3 } == [100, 101, 0, 1, 2, 4, 5, 6, 7, 8, 9], "the others keep their order")
        #expect(source.mismatches(in: cv) == [])
    }

    @Test func deletingAroundADragKeepsEveryCellOnItsItem() {
        let source = ModelSource([Array(0..<12)])
        let (screen, cv) = makeModelCollection(source)
        cv.reorderingCadence = .immediate
        cv.beginInteractiveMovementForItem(at: IndexPath(item: 5, section: 0))
        cv.updateInteractiveMovementTargetPosition(center(cv, 1))
        cv.performBatchUpdates {
            source.model[0].removeSubrange(0..<2)
            cv.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        }
        screen.runUntilIdle()
        #expect(source.mismatches(in: cv) == [])
        cv.performBatchUpdates {
            source.model[0].insert(50, at: 4)
            cv.insertItems(at: [IndexPath(item: 4, section: 0)])
        }
        screen.runUntilIdle()
        #expect(source.mismatches(in: cv) == [])
        cv.endInteractiveMovement()
        screen.runUntilIdle()
        #expect(source.mismatches(in: cv) == [])
        #expect(Set(source.model[0]) == Set(Array(2..<12) + [50]))
    }

    @Test func deletingTheDraggedItemEndsTheDragWithoutAMove() {
        let source = ModelSource([Array(0..<6)])
        let (screen, cv) = makeModelCollection(source)
        cv.reorderingCadence = .immediate
        cv.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0))
        cv.updateInteractiveMovementTargetPosition(center(cv, 4))
        cv.performBatchUpdates {
            source.model[0].remove(at: 2)
            cv.deleteItems(at: [IndexPath(item: 2, section: 0)])
        }
        screen.runUntilIdle()
        #expect(cv.interactiveMovement == nil)
        cv.endInteractiveMovement()
        screen.runUntilIdle()
        #expect(source.moves.isEmpty)
        #expect(source.mismatches(in: cv) == [])
    }

    @Test func anInsertElsewhereAfterADragAcrossSectionsIsConsistent() {
        let messages = MessageLog()
        UICollectionView.inconsistencyHandler = { messages.append($0) }
        defer { UICollectionView.inconsistencyHandler = nil }
        let source = ModelSource([[0, 1, 2], [10, 11, 12], [20, 21]])
        let (screen, cv) = makeModelCollection(source)
        cv.reorderingCadence = .immediate
        cv.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0))
        cv.updateInteractiveMovementTargetPosition(center(cv, 1, 1))
        #expect(cv.interactiveMovement?.current.section == 1)
        var finished: Bool?
        cv.performBatchUpdates({
            source.model[2].insert(22, at: 0)
            cv.insertItems(at: [IndexPath(item: 0, section: 2)])
        }) { finished = $0 }
        screen.runUntilIdle()
        #expect(messages.all == [])
        #expect(finished == true)
        #expect(source.mismatches(in: cv) == [])
        cv.endInteractiveMovement()
        screen.runUntilIdle()
        #expect(source.model == [[0, 2], [10, 1, 11, 12], [22, 20, 21]])
        #expect(source.mismatches(in: cv) == [])
    }

    @Test func aTapOnAnItemDeletedBeforeTheFingerLiftsSelectsNothing() {
        let source = ModelSource([Array(0..<8)])
        let (screen, cv) = makeModelCollection(source)
        let point = cv.convert(center(cv, 2), to: screen.window)
        let touch = UITouch(at: point, in: screen.window, timestamp: screen.now)
        screen.send([touch])
        screen.advance(by: 0.05)
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.isHighlighted == true)
        let touchedCell = cv.cellForItem(at: IndexPath(item: 2, section: 0))
        cv.performBatchUpdates {
            source.model[0].remove(at: 2)
            cv.deleteItems(at: [IndexPath(item: 2, section: 0)])
        }
        touch.update(to: point, phase: .ended, timestamp: screen.now)
        screen.send([touch])
        screen.runUntilIdle()
        #expect(source.selected == [], "the item that slid under the finger is not selected")
        #expect(cv.indexPathsForSelectedItems == nil)
        #expect(touchedCell?.isHighlighted == false)
        #expect(cv.visibleCells.allSatisfy { !$0.isHighlighted })
    }

    @Test func aTapDuringADeleteBeforeItSelectsItsOwnItemAndLeavesNoHighlight() {
        let source = ModelSource([Array(0..<8)])
        let (screen, cv) = makeModelCollection(source)
        let point = cv.convert(center(cv, 5), to: screen.window)
        let touch = UITouch(at: point, in: screen.window, timestamp: screen.now)
        screen.send([touch])
        screen.advance(by: 0.05)
        let touchedCell = cv.cellForItem(at: IndexPath(item: 5, section: 0))
        #expect(touchedCell?.isHighlighted == true)
        cv.performBatchUpdates {
            source.model[0].remove(at: 0)
            cv.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        screen.runUntilIdle()
        // The finger lifts over the item's new place.
        let moved = cv.convert(center(cv, 4), to: screen.window)
        touch.update(to: moved, phase: .ended, timestamp: screen.now)
        screen.send([touch])
        screen.runUntilIdle()
        #expect(source.selected == [IndexPath(item: 4, section: 0)], "item 5 moved to 4 and is the one selected")
        #expect(source.model[0][4] == 5)
        #expect(touchedCell?.isHighlighted == false)
        #expect(cv.visibleCells.allSatisfy { !$0.isHighlighted })
        #expect(source.unhighlighted == [IndexPath(item: 4, section: 0)])
    }

    @Test func keyboardFocusFollowsTheData() {
        let source = ModelSource([Array(0..<10)])
        let (screen, cv) = makeModelCollection(source)
        cv.moveKeyboardFocus(by: 9)
        #expect(cv.keyboardFocus == IndexPath(item: 8, section: 0))
        cv.performBatchUpdates {
            source.model[0] = [0, 1, 2, 3, 4]
            cv.deleteItems(at: (5..<10).map { IndexPath(item: $0, section: 0) })
        }
        screen.runUntilIdle()
        source.selected = []
        cv.activateKeyboardFocus()
        #expect(source.selected == [], "the focused item was deleted")
        cv.moveKeyboardFocus(by: 1)
        #expect(cv.keyboardFocus == IndexPath(item: 0, section: 0))
        #expect(source.selected == [IndexPath(item: 0, section: 0)], "the selection follows the focus, as the user's choice")
        source.selected = []
        source.model = [[]]
        cv.reloadData()
        screen.runUntilIdle()
        cv.activateKeyboardFocus()
        cv.moveKeyboardFocus(by: 2)
        #expect(source.selected == [])
        #expect(cv.indexPathsForSelectedItems == nil)
    }

    @Test func arrowKeysStepAcrossSectionsAndStopAtTheEnds() {
        let source = ModelSource([[0, 1], [], [2], [], [3, 4, 5]])
        let (_, cv) = makeModelCollection(source)
        var visited: [IndexPath?] = []
        for _ in 0..<7 { cv.moveKeyboardFocus(by: 1); visited.append(cv.keyboardFocus) }
        #expect(visited == [[0, 0], [0, 1], [2, 0], [4, 0], [4, 1], [4, 2], [4, 2]].map { IndexPath(indexes: $0) })
        cv.moveKeyboardFocus(by: -3)
        #expect(cv.keyboardFocus == IndexPath(item: 0, section: 2))
        cv.moveKeyboardFocus(by: -10)
        #expect(cv.keyboardFocus == IndexPath(item: 0, section: 0))
        cv.moveKeyboardFocus(by: 4)
        #expect(cv.keyboardFocus == IndexPath(item: 1, section: 4))
    }

    @Test func aLayoutThatCachesStaleAttributesNeverReachesTheDataSource() {
        let log = MessageLog()
        TesseraDiagnostics.handler = log.append
        defer { TesseraDiagnostics.handler = nil }
        let source = ModelSource([Array(0..<10)])
        let (screen, cv) = makeModelCollection(source)
        cv.setCollectionViewLayout(PrepareOnceLayout(), animated: false)
        screen.runUntilIdle()
        // ModelSource reads its model at the index path: a stale one would trap.
        cv.performBatchUpdates {
            source.model[0] = [0, 1, 2, 3, 4]
            cv.deleteItems(at: (5..<10).map { IndexPath(item: $0, section: 0) })
        }
        screen.runUntilIdle()
        cv.contentOffset.y = 1
        screen.runUntilIdle()
        #expect(source.mismatches(in: cv) == [])
        #expect(cv.indexPathsForVisibleItems.count == 5)
        #expect(log.all.filter { $0.contains("does not exist") }.count == 1, "said once: \(log.all)")
        #expect(log.all.contains { $0.contains("[0, 5]") })
    }

    /// A laid-out collection view showing `source`, with the diagnostics it reports.
    private func showing(_ source: UICollectionViewDataSource, _ test: (UICollectionView, [String]) -> Void) {
        let log = MessageLog()
        TesseraDiagnostics.handler = log.append
        defer { TesseraDiagnostics.handler = nil }
        let (screen, cv) = makeModelCollection(ModelSource([[]]))
        cv.dataSource = source
        cv.reloadData()
        screen.runUntilIdle()
        test(cv, log.all)
    }

    @Test func aCellReturnedForTwoIndexPathsIsReportedAndNotStolen() {
        let source = SharedCellSource()
        showing(source) { cv, messages in
            let cells = cv.indexPathsForVisibleItems.compactMap { cv.cellForItem(at: $0) }
            #expect(cells.count == 3, "every item shows something")
            #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === source.shared, "the first keeps the cell")
            #expect(Set(cells.map(ObjectIdentifier.init)).count == 3, "no cell stands for two items")
            #expect(messages.filter { $0.contains("is already displayed for index path") }.count == 1, "said once: \(messages)")
            #expect(messages.contains { $0.contains("does not have a reuseIdentifier") })
        }
    }

    @Test func aCellDequeuedForAnotherIndexPathIsReported() {
        showing(WrongPathSource()) { cv, messages in
            #expect(cv.indexPathsForVisibleItems.count == 4)
            #expect(messages.filter { $0.contains("for a different index path") }.count == 1, "said once: \(messages)")
            #expect(messages.contains { $0.contains("(1-0)") || $0.contains("path = 0 - 1") })
        }
    }

    @Test func pinnedHeadersAmongManySectionsStayInTheirOwnSection() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.sectionHeadersPinToVisibleBounds = true
        let (screen, cv) = makeCollection(layout: layout, source: GridSource(counts: Array(repeating: 10, count: 20_000)))
        // A section: header 30, then 10 items 4 a line in 3 lines (60 + 10 + 60 + 10 + 60) = 230.
        cv.contentOffset.y = 230 * 15_000 + 100
        screen.runUntilIdle()
        let headers = cv.visibleSupplementaryViews(ofKind: UICollectionElementKindSectionHeader)
        let pinned = headers.first { $0.frame.minY == cv.contentOffset.y }
        #expect(pinned != nil, "a header sits at the top of the visible area")
        let sections = cv.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionElementKindSectionHeader).map(\.section).sorted()
        #expect(sections.first == 15_000)
        for path in cv.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionElementKindSectionHeader) {
            let frame = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionElementKindSectionHeader, at: path)!.frame
            #expect(frame.minY >= CGFloat(path.section) * 230 && frame.maxY <= CGFloat(path.section + 1) * 230,
                    "section \(path.section)'s header at \(frame) stays in its section")
        }
    }
}

/// The pattern of many tutorials: attributes computed in the first `prepare()` and kept, so after
/// a delete they name items that are gone.
final class PrepareOnceLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []
    override func prepare() {
        guard cache.isEmpty, let collectionView else { return }
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * 40, width: 300, height: 40)
            cache.append(attributes)
        }
    }
    override var collectionViewContentSize: CGSize { CGSize(width: 300, height: CGFloat(cache.count) * 40) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }
}

/// Returns one cell it made itself for every item: not dequeued, and the same for each.
@MainActor final class SharedCellSource: NSObject, UICollectionViewDataSource {
    let shared = UICollectionViewCell()
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { shared }
}

/// Dequeues every cell for the index path of the item after it.
@MainActor final class WrongPathSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: IndexPath(item: indexPath.item + 1, section: 0))
    }
}
