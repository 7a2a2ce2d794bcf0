import Foundation
import Testing
@testable import TesseraCore

/// An app's update while slots it does not know of show (placeholders, a drag's gap).
struct ExtraSlotUpdateTests {
    private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    /// What each shown place holds after the update: a data item's new index ("d2") or a slot ("s0").
    private func shownAfter(_ update: ExtraSlotUpdate, dataNew: [Int]) throws -> [[String]] {
        let mapping = try BatchUpdateValidator(oldCounts: update.oldShownCounts, newCounts: update.newShownCounts).validate(update.requests)
        #expect(mapping.newCounts == update.newShownCounts)
        var result = update.newShownCounts.map { Array(repeating: "", count: $0) }
        for (index, slot) in update.slotsAfter.enumerated() {
            if let slot { result[slot.section][slot.item] = "s\(index)" }
        }
        for section in result.indices {
            var data = 0
            for item in result[section].indices where result[section][item].isEmpty {
                result[section][item] = "d\(data)"
                data += 1
            }
            #expect(data == dataNew[section])
        }
        return result
    }

    @Test func aSlotFollowsTheItemBeforeItThroughInsertsAndDeletes() throws {
        // Shown: d0 s0 d1 d2. The app inserts before d0 and deletes d2.
        let update = try ExtraSlotUpdate(dataOldCounts: [3], dataNewCounts: [3], slots: [path(0, 1)],
                                         requests: [.insertItems([path(0, 0)]), .deleteItems([path(0, 2)])])
        #expect(update.oldShownCounts == [4] && update.newShownCounts == [4])
        #expect(update.slotsAfter == [path(0, 2)])
        #expect(try shownAfter(update, dataNew: [3]) == [["d0", "d1", "s0", "d2"]])
        // The app's delete of data item 2 is shown item 3.
        #expect(update.requests.contains(.deleteItems([path(0, 3)])))
    }

    @Test func whenTheItemBeforeGoesTheSlotFollowsTheOneBeforeThat() throws {
        // Shown: d0 d1 s0 d2, then d1 is deleted: d0 s0 d1.
        let update = try ExtraSlotUpdate(dataOldCounts: [3], dataNewCounts: [2], slots: [path(0, 2)], requests: [.deleteItems([path(0, 1)])])
        #expect(update.slotsAfter == [path(0, 1)])
        #expect(try shownAfter(update, dataNew: [2]) == [["d0", "s0", "d1"]])
    }

    @Test func slotsInADeletedSectionGoAndOthersKeepTheirOrder() throws {
        // Section 0: s0 d0; section 1: d0 s1 s2 d1.
        let update = try ExtraSlotUpdate(dataOldCounts: [1, 2], dataNewCounts: [3], slots: [path(0, 0), path(1, 1), path(1, 2)],
                                         requests: [.deleteSections([0]), .insertItems([path(0, 2)])])
        #expect(update.slotsAfter == [nil, path(0, 1), path(0, 2)])
        #expect(try shownAfter(update, dataNew: [3]) == [["d0", "s1", "s2", "d1", "d2"]])
    }

    @Test func anUpdateThatDoesNotFitTheDataSourceIsRefusedInItsTerms() {
        #expect(throws: InvalidUpdate.self) {
            _ = try ExtraSlotUpdate(dataOldCounts: [3], dataNewCounts: [3], slots: [path(0, 0)], requests: [.insertItems([path(0, 0)])])
        }
    }

    @Test func randomUpdatesAlwaysGiveAValidShownUpdate() throws {
        var random = SeededGenerator(state: 7)
        for _ in 0..<300 {
            let count = Int.random(in: 0...6, using: &random)
            var slots: [IndexPath] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                slots.append(path(0, Int.random(in: 0...(count + slots.count), using: &random)))
                slots = slots.enumerated().map { index, slot in index < slots.count - 1 && slot.item >= slots.last!.item ? path(0, slot.item + 1) : slot }
            }
            guard Set(slots).count == slots.count else { continue }
            var requests: [CollectionUpdateRequest] = []
            var newCount = count
            if count > 0, Bool.random(using: &random) {
                requests.append(.deleteItems([path(0, Int.random(in: 0..<count, using: &random))]))
                newCount -= 1
            }
            if Bool.random(using: &random) {
                requests.append(.insertItems([path(0, Int.random(in: 0...newCount, using: &random))]))
                newCount += 1
            }
            let update = try ExtraSlotUpdate(dataOldCounts: [count], dataNewCounts: [newCount], slots: slots, requests: requests)
            _ = try shownAfter(update, dataNew: [newCount])
        }
    }
}
