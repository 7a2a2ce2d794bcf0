import Foundation
import OrderedCollections

/// The batch update that turns one version of sectioned, identified data into another.
///
/// Identifiers are matched through hash tables (Heckel's idea: each identifier is unique, so
/// old and new positions pair up in one pass each). Among sections, and among the items that
/// stay in the same section, the longest run that kept its order stays put and the rest move,
/// so the update has few moves: O(n log n) in all, linear for the matching. The result passes
/// `BatchUpdateValidator` by construction.
///
/// Generic and inlinable: the caller's identifier types get specialised code in the caller's
/// module (a diffable data source's snapshots are made in the app).
public enum SnapshotDiff {
    /// One version of the data: what a diffable data source snapshot holds, by reference to its
    /// own storage (nothing is copied).
    public struct Side<S: Hashable, I: Hashable> {
        public var sections: OrderedSet<S>
        public var itemsBySection: [OrderedSet<I>]
        /// Where each section's items begin among all items (one more entry than sections).
        public var sectionStarts: [Int]
        /// Sections whose items are all made again.
        public var reloadedSections: [S]
        /// Items made again (reloaded) or reconfigured in place; read from the new side only.
        public var refreshedItems: [I]

        @inlinable
        public init(sections: OrderedSet<S>, itemsBySection: [OrderedSet<I>], sectionStarts: [Int],
                    reloadedSections: [S], refreshedItems: [I]) {
            self.sections = sections
            self.itemsBySection = itemsBySection
            self.sectionStarts = sectionStarts
            self.reloadedSections = reloadedSections
            self.refreshedItems = refreshedItems
        }

        @inlinable
        var numberOfItems: Int { sectionStarts.last ?? 0 }
    }

    @inlinable
    public static func requests<S: Hashable, I: Hashable>(from old: Side<S, I>, to new: Side<S, I>) -> [CollectionUpdateRequest] {
        var requests: [CollectionUpdateRequest] = []
        let oldSections = old.sections.elements, newSections = new.sections.elements
        var oldSectionIndex: [S: Int] = [:], newSectionIndex: [S: Int] = [:]
        for (i, s) in oldSections.enumerated() { oldSectionIndex[s] = i }
        for (i, s) in newSections.enumerated() { newSectionIndex[s] = i }
        let deletedSections = IndexSet(oldSections.indices.filter { newSectionIndex[oldSections[$0]] == nil })
        let insertedSections = IndexSet(newSections.indices.filter { oldSectionIndex[newSections[$0]] == nil })
        if !deletedSections.isEmpty { requests.append(.deleteSections(deletedSections)) }
        if !insertedSections.isEmpty { requests.append(.insertSections(insertedSections)) }
        let common = newSections.filter { oldSectionIndex[$0] != nil }
        let keep = longestIncreasingRun(common.map { oldSectionIndex[$0]! })
        for (position, section) in common.enumerated() where !keep[position] {
            requests.append(.moveSection(oldSectionIndex[section]!, newSectionIndex[section]!))
        }
        let reloaded = Set(old.reloadedSections + new.reloadedSections)
        let reloadSections = IndexSet(reloaded.compactMap { section -> Int? in
            guard let o = oldSectionIndex[section], newSectionIndex[section] != nil, common.firstIndex(of: section).map({ keep[$0] }) == true else { return nil }
            return o
        })
        if !reloadSections.isEmpty { requests.append(.reloadSections(reloadSections)) }
        requests += itemRequests(old: old, new: new, oldSectionIndex: oldSectionIndex, newSectionIndex: newSectionIndex,
                                 skipSections: reloadSections)
        return requests
    }

    /// Item requests, with positions in flat arrays of Int: one hash table (old item → its
    /// position among all old items), one lookup per new item, and marks in Bool arrays.
    @inlinable
    static func itemRequests<S: Hashable, I: Hashable>(
        old: Side<S, I>, new: Side<S, I>,
        oldSectionIndex: [S: Int], newSectionIndex: [S: Int], skipSections: IndexSet) -> [CollectionUpdateRequest] {
        let oldCount = old.numberOfItems
        let oldStarts = old.sectionStarts
        var oldPosition = [I: Int](minimumCapacity: oldCount)
        var oldSectionOf = [Int](repeating: 0, count: oldCount)
        var flat = 0
        for (s, items) in old.itemsBySection.enumerated() {
            for item in items { oldPosition[item] = flat; oldSectionOf[flat] = s; flat += 1 }
        }
        let oldSectionAlive = old.sections.map { newSectionIndex[$0] != nil }
        var seen = [Bool](repeating: false, count: oldCount)
        // Moved and replaced old positions: never also reloaded.
        var moved = [Bool](repeating: false, count: oldCount)
        var deletes: [IndexPath] = [], inserts: [IndexPath] = [], moves: [CollectionUpdateRequest] = []
        // UIKit cannot move and reload one item in an update: an item marked for reload that
        // also moves is deleted and inserted instead, so its cell is made again with its new
        // content at its new place (as UIKit's diffable data source does).
        let refreshed = Set(new.refreshedItems)
        func move(_ item: I, from position: Int, _ from: IndexPath, to: IndexPath) {
            moved[position] = true
            if !refreshed.isEmpty, refreshed.contains(item) {
                deletes.append(from)
                inserts.append(to)
            } else {
                moves.append(.moveItem(from, to))
            }
        }
        var stayersNew: [Int] = [], stayersOld: [Int] = [], stayersPosition: [Int] = []
        for (s, section) in new.sections.enumerated() {
            let items = new.itemsBySection[s]
            let oldSection = oldSectionIndex[section]
            if let oldSection, skipSections.contains(oldSection) {
                for item in items { if let p = oldPosition[item] { seen[p] = true } }
                continue
            }
            stayersNew.removeAll(keepingCapacity: true)
            stayersOld.removeAll(keepingCapacity: true)
            stayersPosition.removeAll(keepingCapacity: true)
            for (i, item) in items.enumerated() {
                guard let p = oldPosition[item] else {
                    if oldSection != nil { inserts.append(IndexPath(item: i, section: s)) }
                    continue
                }
                seen[p] = true
                let os = oldSectionOf[p]
                switch (oldSection != nil, oldSectionAlive[os]) {
                case (true, true):
                    if os == oldSection {
                        stayersNew.append(i); stayersOld.append(p - oldStarts[os]); stayersPosition.append(p)
                    } else {
                        move(item, from: p, IndexPath(item: p - oldStarts[os], section: os), to: IndexPath(item: i, section: s))
                    }
                case (true, false): inserts.append(IndexPath(item: i, section: s))
                case (false, true): deletes.append(IndexPath(item: p - oldStarts[os], section: os))
                case (false, false): break
                }
            }
            // Of the items that stay in this section, the longest run in order stays put.
            let keep = longestIncreasingRun(stayersOld)
            for k in stayersOld.indices where !keep[k] {
                move(items[stayersNew[k]], from: stayersPosition[k], IndexPath(item: stayersOld[k], section: oldSection!),
                     to: IndexPath(item: stayersNew[k], section: s))
            }
        }
        for p in 0..<oldCount where !seen[p] && oldSectionAlive[oldSectionOf[p]] {
            deletes.append(IndexPath(item: p - oldStarts[oldSectionOf[p]], section: oldSectionOf[p]))
        }
        var reloads: [IndexPath] = []
        for item in refreshed {
            guard let p = oldPosition[item], seen[p], !moved[p], !skipSections.contains(oldSectionOf[p]) else { continue }
            reloads.append(IndexPath(item: p - oldStarts[oldSectionOf[p]], section: oldSectionOf[p]))
        }
        var result: [CollectionUpdateRequest] = []
        if !deletes.isEmpty { result.append(.deleteItems(deletes.sorted())) }
        if !inserts.isEmpty { result.append(.insertItems(inserts)) }
        if !reloads.isEmpty { result.append(.reloadItems(reloads.sorted())) }
        return result + moves
    }

    /// Which positions of `values` are in a longest strictly increasing subsequence.
    @inlinable
    static func longestIncreasingRun(_ values: [Int]) -> [Bool] {
        var tails: [Int] = []          // positions of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            // Most items that stay keep their order: extending the longest run needs no search.
            if let last = tails.last, values[last] < v {
                previous[i] = last
                tails.append(i)
                continue
            }
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var result = [Bool](repeating: false, count: values.count)
        var i = tails.last ?? -1
        while i >= 0 { result[i] = true; i = previous[i] }
        return result
    }
}
