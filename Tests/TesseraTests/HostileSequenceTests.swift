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
        let touch = UITouch(at: point, in: screen.window, timestamp: screen.clock.now)
        screen.send([touch])
        screen.advance(by: 0.05)
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.isHighlighted == true)
        let touchedCell = cv.cellForItem(at: IndexPath(item: 2, section: 0))
        cv.performBatchUpdates {
            source.model[0].remove(at: 2)
            cv.deleteItems(at: [IndexPath(item: 2, section: 0)])
        }
        touch.update(to: point, phase: .ended, timestamp: screen.clock.now)
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
        let touch = UITouch(at: point, in: screen.window, timestamp: screen.clock.now)
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
        touch.update(to: moved, phase: .ended, timestamp: screen.clock.now)
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
}
