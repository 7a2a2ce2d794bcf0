import Foundation
import Testing
@testable import TesseraCore

struct BatchUpdateValidatorTests {
    private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    /// Every new index path the mapping says is new.
    private func inserted(_ mapping: UpdateMapping) -> Set<IndexPath> {
        Set(mapping.newCounts.enumerated().flatMap { section, count in
            (0..<count).map { IndexPath(item: $0, section: section) }.filter(mapping.isInserted)
        })
    }

    private func message(old: [Int], new: [Int], _ requests: [CollectionUpdateRequest]) -> String? {
        do {
            _ = try BatchUpdateValidator(oldCounts: old, newCounts: new).validate(requests)
            return nil
        } catch let error as InvalidUpdate {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    @Test func itemCountMismatchGivesUIKitsMessage() {
        #expect(message(old: [4], new: [5], []) == "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
        #expect(message(old: [4, 2], new: [3, 3], [.moveItem(path(0, 1), path(1, 0)), .insertItems([path(1, 2)])])?
            .contains("invalid number of items in section 1. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (1 moved in, 0 moved out)") == true)
    }

    @Test func sectionCountMismatchGivesUIKitsMessage() {
        #expect(message(old: [1, 1], new: [1, 1, 1], [.deleteSections([0])]) == "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (3) must be equal to the number of sections contained in the collection view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted).")
    }

    @Test func outOfRangeIndexPathsAreNamed() {
        #expect(message(old: [4], new: [3], [.deleteItems([path(0, 4)])]) == "attempt to delete item 4 from section 0 which only contains 4 items before the update")
        #expect(message(old: [4], new: [5], [.insertItems([path(0, 7)])]) == "attempt to insert item 7 into section 0, but there are only 5 items in section 0 after the update")
        #expect(message(old: [4], new: [4], [.reloadItems([path(2, 0)])]) == "attempt to reload item 0 from section 2, but there are only 1 sections before the update")
        #expect(message(old: [1], new: [], [.deleteSections([3])]) == "attempt to delete section 3, but there are only 1 sections before the update")
        #expect(message(old: [1], new: [1, 1], [.insertSections([5])]) == "attempt to insert section 5 but there are only 2 sections after the update")
    }

    @Test func conflictingRequestsAreRefused() {
        #expect(message(old: [4], new: [3], [.deleteItems([path(0, 1)]), .reloadItems([path(0, 1)])]) == "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})")
        #expect(message(old: [4], new: [3], [.deleteItems([path(0, 3)]), .moveItem(path(0, 3), path(0, 0))]) == "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 3})")
        #expect(message(old: [4], new: [5], [.insertItems([path(0, 0)]), .moveItem(path(0, 3), path(0, 0))]) == "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 0})")
        #expect(message(old: [4], new: [2], [.deleteItems([path(0, 1), path(0, 1)])]) == "attempt to delete the same index path twice ({length = 2, path = 0 - 1})")
    }

    @Test func deletesComeBeforeInsertsWhateverTheOrder() throws {
        // Delete old item 0, insert new item 0: the old item 1 ends at 1, not 2.
        let mapping = try BatchUpdateValidator(oldCounts: [3], newCounts: [3])
            .validate([.insertItems([path(0, 0)]), .deleteItems([path(0, 0)])])
        #expect(mapping.newIndexPath(forOld: path(0, 0)) == nil)
        #expect(mapping.newIndexPath(forOld: path(0, 1)) == path(0, 1))
        #expect(mapping.newIndexPath(forOld: path(0, 2)) == path(0, 2))
        #expect(inserted(mapping) == [path(0, 0)])
    }

    @Test func movesAndReloadsMapAsUIKitDoes() throws {
        let mapping = try BatchUpdateValidator(oldCounts: [4, 2], newCounts: [3, 3])
            .validate([.moveItem(path(0, 0), path(1, 1)), .reloadItems([path(0, 2)])])
        #expect(mapping.newIndexPath(forOld: path(0, 0)) == path(1, 1))
        #expect(mapping.newIndexPath(forOld: path(0, 1)) == path(0, 0))
        #expect(mapping.newIndexPath(forOld: path(0, 2)) == nil, "reloaded: deleted and inserted again")
        #expect(mapping.isInserted(path(0, 1)))
        #expect(mapping.newIndexPath(forOld: path(0, 3)) == path(0, 2))
        #expect(mapping.newIndexPath(forOld: path(1, 0)) == path(1, 0))
        #expect(mapping.newIndexPath(forOld: path(1, 1)) == path(1, 2))
    }

    @Test func sectionInsertsDeletesAndMovesMapSections() throws {
        // The survey's step: insert section 2, reload section 1.
        let survey = try BatchUpdateValidator(oldCounts: [6, 6], newCounts: [6, 6, 6])
            .validate([.insertSections([2]), .reloadSections([1])])
        #expect(survey.sectionOldToNew == [0, 1])
        #expect(survey.reloadedSections == [1])
        #expect(survey.newIndexPath(forOld: path(0, 3)) == path(0, 3))
        #expect(survey.newIndexPath(forOld: path(1, 3)) == nil)
        #expect(inserted(survey).count == 12)
        let moved = try BatchUpdateValidator(oldCounts: [1, 2, 3], newCounts: [3, 1, 2]).validate([.moveSection(2, 0)])
        #expect(moved.sectionOldToNew == [1, 2, 0])
        #expect(moved.newIndexPath(forOld: path(2, 1)) == path(0, 1))
        let deleted = try BatchUpdateValidator(oldCounts: [1, 2, 3], newCounts: [1, 3]).validate([.deleteSections([1])])
        #expect(deleted.sectionOldToNew == [0, nil, 1])
    }

    @Test func malformedIndexPathsGetUIKitsMessage() {
        let validator = BatchUpdateValidator(oldCounts: [5], newCounts: [4])
        for path in [IndexPath(index: 3), IndexPath(indexes: [0, 1, 2])] {
            #expect(throws: InvalidUpdate.self) { try validator.validate([.deleteItems([path])]) }
            do {
                _ = try validator.validate([.deleteItems([path])])
            } catch let error as InvalidUpdate {
                #expect(error.message.contains("Invalid index path for use with UICollectionView"))
                #expect(!error.message.contains("-1"))
            } catch {}
        }
    }

    /// The sparse mapping agrees with the plain reading of the rule (staying elements keep
    /// their order and fill the free places), both ways, for random changes to a list.
    @Test func indexShiftsAgreeWithFillingTheFreePlacesInOrder() {
        var generator = SeededGenerator(state: 7)
        for _ in 0..<500 {
            let oldCount = Int.random(in: 0...30, using: &generator)
            let removed = (0..<oldCount).filter { _ in Int.random(in: 0..<4, using: &generator) == 0 }
            let staying = oldCount - removed.count
            let arriving = Int.random(in: 0...6, using: &generator)
            let newCount = staying + arriving
            let taken = Array((0..<newCount).shuffled(using: &generator).prefix(arriving))
            let shift = IndexShift(removed: removed.shuffled(using: &generator), taken: taken)
            let free = (0..<newCount).filter { !taken.contains($0) }
            let stayers = (0..<oldCount).filter { !removed.contains($0) }
            for (old, new) in zip(stayers, free) {
                #expect(shift.new(forStaying: old) == new, "old \(old), removed \(removed), taken \(taken.sorted())")
                #expect(shift.old(forFree: new) == old)
            }
            #expect(removed.allSatisfy(shift.isRemoved) && taken.allSatisfy(shift.isTaken))
        }
    }

    @Test func oneInsertAmongManySectionsMapsWithoutTouchingTheOthers() throws {
        let old = Array(repeating: 10, count: 100_000)
        var new = old
        new[50_000] = 11
        let mapping = try BatchUpdateValidator(oldCounts: old, newCounts: new).validate([.insertItems([path(50_000, 3)])])
        #expect(mapping.newIndexPath(forOld: path(50_000, 2)) == path(50_000, 2))
        #expect(mapping.newIndexPath(forOld: path(50_000, 3)) == path(50_000, 4))
        #expect(mapping.oldIndexPath(forNew: path(50_000, 3)) == nil)
        #expect(mapping.isInserted(path(50_000, 3)))
        #expect(mapping.newIndexPath(forOld: path(99_999, 9)) == path(99_999, 9))
        new[70_000] = 9
        #expect(throws: InvalidUpdate.self) {
            try BatchUpdateValidator(oldCounts: old, newCounts: new).validate([.insertItems([self.path(50_000, 3)])])
        }
    }

    @Test func indexPathsWithoutExactlyTwoIndexesNameTheOperationInUIKitsWords() {
        let one = message(old: [3], new: [2], [.deleteItems([IndexPath(index: 1)])])
        #expect(one?.hasPrefix("attempt to delete item at an invalid index path {length = 1, path = 1}") == true, "\(one ?? "nil")")
        #expect(one?.contains("must contain exactly two indices") == true)
        let three = message(old: [3], new: [4], [.insertItems([IndexPath(indexes: [0, 1, 2])])])
        #expect(three?.hasPrefix("attempt to insert item at an invalid index path {length = 3, path = 0 - 1 - 2}") == true, "\(three ?? "nil")")
        let moved = message(old: [3], new: [3], [.moveItem(IndexPath(item: 0, section: 0), IndexPath(index: 2))])
        #expect(moved?.hasPrefix("attempt to move item at an invalid index path {length = 1, path = 2}") == true)
    }
}
