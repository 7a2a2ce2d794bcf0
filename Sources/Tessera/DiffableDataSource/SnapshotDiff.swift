import Foundation

/// The batch update that turns one snapshot into another.
///
/// Identifiers are matched through hash tables (Heckel's idea: each identifier is unique, so
/// old and new positions pair up in one pass each). Among sections, and among the items that
/// stay in the same section, the longest run that kept its order stays put and the rest move,
/// so the update has few moves: O(n log n) in all, linear for the matching. The result passes
/// `BatchUpdateValidator` by construction.
public enum SnapshotDiff {
    public static func requests<S: Hashable & Sendable, I: Hashable & Sendable>(
        from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) -> [CollectionUpdateRequest] {
        var requests: [CollectionUpdateRequest] = []
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        var oldSectionIndex: [S: Int] = [:], newSectionIndex: [S: Int] = [:]
        for (i, s) in oldSections.enumerated() { oldSectionIndex[s] = i }
        for (i, s) in newSections.enumerated() { newSectionIndex[s] = i }
        let deletedSections = IndexSet(oldSections.indices.filter { newSectionIndex[oldSections[$0]] == nil })
        let insertedSections = IndexSet(newSections.indices.filter { oldSectionIndex[newSections[$0]] == nil })
        if !deletedSections.isEmpty { requests.append(.deleteSections(deletedSections)) }
        if !insertedSections.isEmpty { requests.append(.insertSections(insertedSections)) }
        let common = newSections.filter { oldSectionIndex[$0] != nil }
        let keep = longestIncreasingRun(common.map { oldSectionIndex[$0]! })
        for (position, section) in common.enumerated() where !keep.contains(position) {
            requests.append(.moveSection(oldSectionIndex[section]!, newSectionIndex[section]!))
        }
        let reloaded = Set(old.reloadedSectionIdentifiers + new.reloadedSectionIdentifiers)
        let reloadSections = IndexSet(reloaded.compactMap { section -> Int? in
            guard let o = oldSectionIndex[section], newSectionIndex[section] != nil, keep.contains(common.firstIndex(of: section) ?? -1) else { return nil }
            return o
        })
        if !reloadSections.isEmpty { requests.append(.reloadSections(reloadSections)) }
        requests += itemRequests(old: old, new: new, oldSectionIndex: oldSectionIndex, newSectionIndex: newSectionIndex,
                                 skipSections: reloadSections)
        return requests
    }

    private static func itemRequests<S: Hashable & Sendable, I: Hashable & Sendable>(
        old: NSDiffableDataSourceSnapshot<S, I>, new: NSDiffableDataSourceSnapshot<S, I>,
        oldSectionIndex: [S: Int], newSectionIndex: [S: Int], skipSections: IndexSet) -> [CollectionUpdateRequest] {
        var oldPaths: [I: IndexPath] = [:]
        for (s, (_, items)) in old.sectionsWithItems.enumerated() {
            for (i, item) in items.enumerated() { oldPaths[item] = IndexPath(item: i, section: s) }
        }
        var deletes: [IndexPath] = [], inserts: [IndexPath] = [], moves: [CollectionUpdateRequest] = []
        var movedFrom = Set<IndexPath>()
        // UIKit cannot move and reload one item in an update: an item marked for reload that
        // also moves is deleted and inserted instead, so its cell is made again with its new
        // content at its new place (as UIKit's diffable data source does).
        let refreshed = Set(new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers)
        var replaced = Set<IndexPath>()
        func move(_ item: I, from: IndexPath, to: IndexPath) {
            if refreshed.contains(item) {
                deletes.append(from)
                inserts.append(to)
                replaced.insert(from)
            } else {
                moves.append(.moveItem(from, to))
                movedFrom.insert(from)
            }
        }
        var seen = Set<I>()
        for (s, (section, items)) in new.sectionsWithItems.enumerated() {
            let oldSection = oldSectionIndex[section]
            guard oldSection.map({ !skipSections.contains($0) }) ?? true else { items.forEach { seen.insert($0) }; continue }
            var stayers: [(newItem: Int, oldItem: Int)] = []
            for (i, item) in items.enumerated() {
                seen.insert(item)
                let newPath = IndexPath(item: i, section: s)
                guard let oldPath = oldPaths[item] else {
                    if oldSection != nil { inserts.append(newPath) }
                    continue
                }
                let oldSectionAlive = newSectionIndex[old.sectionIdentifiers[oldPath.section]] != nil
                switch (oldSection != nil, oldSectionAlive) {
                case (true, true):
                    if oldPath.section == oldSection {
                        stayers.append((i, oldPath.item))
                    } else {
                        move(item, from: oldPath, to: newPath)
                    }
                case (true, false): inserts.append(newPath)
                case (false, true): deletes.append(oldPath)
                case (false, false): break
                }
            }
            let keep = longestIncreasingRun(stayers.map(\.oldItem))
            for (position, pair) in stayers.enumerated() where !keep.contains(position) {
                move(items[pair.newItem], from: IndexPath(item: pair.oldItem, section: oldSection!), to: IndexPath(item: pair.newItem, section: s))
            }
        }
        for (item, path) in oldPaths where !seen.contains(item) {
            if newSectionIndex[old.sectionIdentifiers[path.section]] != nil { deletes.append(path) }
        }
        var reloads: [IndexPath] = []
        for item in refreshed {
            guard let oldPath = oldPaths[item], !skipSections.contains(oldPath.section),
                  !movedFrom.contains(oldPath), !replaced.contains(oldPath), seen.contains(item) else { continue }
            reloads.append(oldPath)
        }
        var result: [CollectionUpdateRequest] = []
        if !deletes.isEmpty { result.append(.deleteItems(deletes.sorted())) }
        if !inserts.isEmpty { result.append(.insertItems(inserts)) }
        if !reloads.isEmpty { result.append(.reloadItems(reloads.sorted())) }
        return result + moves
    }

    /// Positions (into `values`) of a longest strictly increasing subsequence.
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []          // positions of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var result = Set<Int>()
        var i = tails.last ?? -1
        while i >= 0 { result.insert(i); i = previous[i] }
        return result
    }
}
