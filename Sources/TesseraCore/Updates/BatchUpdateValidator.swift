import Foundation

/// Checks a batch of update requests against the data source's counts before and after, with
/// UIKit's rules, and works out where every section and item goes.
///
/// Deletes and reloads name index paths before the update, inserts name them after it, moves
/// name both; deletes are processed before inserts whatever the order of the calls; a reload is
/// a delete and an insert at the same place. The messages are UIKit's.
public struct BatchUpdateValidator: Sendable {
    public let oldCounts: [Int]
    public let newCounts: [Int]
    /// How the messages name the view and its items.
    public let words: Words

    /// A collection view's items, or a table view's rows.
    public struct Words: Sendable {
        public let view: String, className: String, item: String, items: String
        public static let collectionView = Words(view: "collection view", className: "UICollectionView", item: "item", items: "items")
        public static let tableView = Words(view: "table view", className: "UITableView", item: "row", items: "rows")
    }

    public init(oldCounts: [Int], newCounts: [Int], words: Words = .collectionView) {
        self.oldCounts = oldCounts; self.newCounts = newCounts; self.words = words
    }

    private struct Sections {
        var deleted = IndexSet(), inserted = IndexSet(), reloaded = IndexSet()
        var moves: [(Int, Int)] = []
    }

    private struct Items {
        var deleted: [IndexPath] = [], inserted: [IndexPath] = [], reloaded: [IndexPath] = []
        var moves: [(IndexPath, IndexPath)] = []
    }

    public func validate(_ requests: [CollectionUpdateRequest]) throws -> UpdateMapping {
        var sections = Sections(), items = Items()
        for request in requests {
            switch request {
            case .insertSections(let set): sections.inserted.formUnion(set)
            case .deleteSections(let set): sections.deleted.formUnion(set)
            case .reloadSections(let set): sections.reloaded.formUnion(set)
            case let .moveSection(from, to): sections.moves.append((from, to))
            case .insertItems(let paths): items.inserted += paths
            case .deleteItems(let paths): items.deleted += paths
            case .reloadItems(let paths): items.reloaded += paths
            case let .moveItem(from, to): items.moves.append((from, to))
            }
        }
        // An index path of an item has exactly a section and an item, as UIKit checks first.
        let named = items.inserted.map { ("insert", $0) } + items.deleted.map { ("delete", $0) } + items.reloaded.map { ("reload", $0) }
            + items.moves.flatMap { [("move", $0.0), ("move", $0.1)] }
        if let (verb, malformed) = named.first(where: { $0.1.count != 2 }) {
            throw fail("attempt to \(verb) \(words.item) at an invalid index path \(malformed.uikitDescription): Invalid index path for use with \(words.className). Index paths passed to table view or collection view must contain exactly two indices specifying the section and row.")
        }
        try checkSections(sections)
        try checkPaths(items)
        var mapping = makeMapping(sections: sections, items: items)
        try checkCounts(items, sections: sections, mapping: mapping)
        mapping.updateItems = updateItems(sections: sections, items: items, mapping: mapping)
        return mapping
    }

    private func fail(_ message: String) -> InvalidUpdate { InvalidUpdate(message: message) }

    // MARK: Sections

    private func checkSections(_ s: Sections) throws {
        let oldCount = oldCounts.count, newCount = newCounts.count
        for section in s.deleted where section < 0 || section >= oldCount {
            throw fail("attempt to delete section \(section), but there are only \(oldCount) sections before the update")
        }
        for section in s.reloaded where section < 0 || section >= oldCount {
            throw fail("attempt to reload section \(section), but there are only \(oldCount) sections before the update")
        }
        for section in s.inserted where section < 0 || section >= newCount {
            throw fail("attempt to insert section \(section) but there are only \(newCount) sections after the update")
        }
        for (from, to) in s.moves {
            if from < 0 || from >= oldCount { throw fail("attempt to move section \(from), but there are only \(oldCount) sections before the update") }
            if to < 0 || to >= newCount { throw fail("attempt to move section \(from) to section \(to), but there are only \(newCount) sections after the update") }
            if s.deleted.contains(from) { throw fail("attempt to delete and move the same section (\(from))") }
            if s.inserted.contains(to) { throw fail("attempt to insert and move to the same section (\(to))") }
        }
        if let both = s.deleted.intersection(s.reloaded).first { throw fail("attempt to delete and reload the same section (\(both))") }
        if Set(s.moves.map(\.0)).count != s.moves.count { throw fail("attempt to move a section more than once in one update") }
        if Set(s.moves.map(\.1)).count != s.moves.count { throw fail("attempt to move two sections to the same section in one update") }
        let expected = oldCount + s.inserted.count - s.deleted.count
        if expected != newCount {
            throw fail("Invalid update: invalid number of sections. The number of sections contained in the \(words.view) after the update (\(newCount)) must be equal to the number of sections contained in the \(words.view) before the update (\(oldCount)), plus or minus the number of sections inserted or deleted (\(s.inserted.count) inserted, \(s.deleted.count) deleted).")
        }
    }

    // MARK: Items

    private func checkPaths(_ i: Items) throws {
        for path in i.deleted { try checkOld(path, verb: "delete") }
        for path in i.reloaded { try checkOld(path, verb: "reload") }
        for path in i.inserted { try checkNew(path, verb: "insert", preposition: "into") }
        for (from, to) in i.moves {
            try checkOld(from, verb: "move")
            try checkNew(to, verb: "move", preposition: "to")
        }
        try checkDuplicates(i)
    }

    /// How one new section's item count changes, from the requests that name it.
    private struct SectionChange { var inserted = 0, deleted = 0, movedIn = 0, movedOut = 0 }

    /// Every section that stays must hold what it held, plus what arrived, minus what left.
    /// Sections no request names are checked by comparing counts, so the loop over sections
    /// does no lookup; only the k sections named are looked at closely.
    private func checkCounts(_ i: Items, sections: Sections, mapping: UpdateMapping) throws {
        var changes: [Int: SectionChange] = [:]
        for path in i.deleted { if let new = mapping.newSection(forOld: path.section) { changes[new, default: .init()].deleted += 1 } }
        for path in i.inserted { changes[path.section, default: .init()].inserted += 1 }
        for (from, to) in i.moves where mapping.newSection(forOld: from.section) != to.section {
            if let new = mapping.newSection(forOld: from.section) { changes[new, default: .init()].movedOut += 1 }
            changes[to.section, default: .init()].movedIn += 1
        }
        let named = changes.keys.sorted()
        var cursor = 0
        for new in 0..<newCounts.count {
            var change = SectionChange()
            if cursor < named.count, named[cursor] == new { change = changes[new]!; cursor += 1 }
            guard let old = mapping.oldSection(forNew: new), sections.reloaded.isEmpty || !sections.reloaded.contains(old) else { continue }
            if oldCounts[old] - change.deleted + change.inserted - change.movedOut + change.movedIn != newCounts[new] {
                throw fail("Invalid update: invalid number of \(words.items) in section \(new). The number of \(words.items) contained in an existing section after the update (\(newCounts[new])) must be equal to the number of \(words.items) contained in that section before the update (\(oldCounts[old])), plus or minus the number of \(words.items) inserted or deleted from that section (\(change.inserted) inserted, \(change.deleted) deleted) and plus or minus the number of \(words.items) moved into or out of that section (\(change.movedIn) moved in, \(change.movedOut) moved out).")
            }
        }
    }

    private func checkOld(_ path: IndexPath, verb: String) throws {
        guard path.count == 2, path.section >= 0, path.section < oldCounts.count else {
            throw fail("attempt to \(verb) \(words.item) \(path.count == 2 ? path.item : -1) from section \(path.count >= 1 ? path.section : -1), but there are only \(oldCounts.count) sections before the update")
        }
        guard path.item >= 0, path.item < oldCounts[path.section] else {
            throw fail("attempt to \(verb) \(words.item) \(path.item) from section \(path.section) which only contains \(oldCounts[path.section]) \(words.items) before the update")
        }
    }

    private func checkNew(_ path: IndexPath, verb: String, preposition: String) throws {
        guard path.count == 2, path.section >= 0, path.section < newCounts.count else {
            throw fail("attempt to \(verb) \(words.item) \(path.count == 2 ? path.item : -1) \(preposition) section \(path.count >= 1 ? path.section : -1), but there are only \(newCounts.count) sections after the update")
        }
        guard path.item >= 0, path.item < newCounts[path.section] else {
            throw fail("attempt to \(verb) \(words.item) \(path.item) \(preposition) section \(path.section), but there are only \(newCounts[path.section]) \(words.items) in section \(path.section) after the update")
        }
    }

    private func checkDuplicates(_ i: Items) throws {
        var seenOld: [IndexPath: String] = [:]
        func claimOld(_ path: IndexPath, _ what: String) throws {
            if let earlier = seenOld[path] {
                throw fail(earlier == what ? "attempt to \(what) the same index path twice (\(path.uikitDescription))"
                           : "attempt to perform a \(earlier) and a \(what) from the same index path (\(path.uikitDescription))")
            }
            seenOld[path] = what
        }
        for path in i.deleted { try claimOld(path, "delete") }
        for path in i.reloaded {
            if seenOld[path] == "delete" { throw fail("attempt to delete and reload the same index path (\(path.uikitDescription))") }
            try claimOld(path, "reload")
        }
        for (from, _) in i.moves { try claimOld(from, "move") }
        var seenNew: [IndexPath: String] = [:]
        for path in i.inserted {
            if seenNew[path] != nil { throw fail("attempt to insert the same index path twice (\(path.uikitDescription))") }
            seenNew[path] = "insert"
        }
        for (_, to) in i.moves {
            if let earlier = seenNew[to] {
                throw fail(earlier == "insert" ? "attempt to perform an insert and a move to the same index path (\(to.uikitDescription))"
                           : "attempt to move two items to the same index path (\(to.uikitDescription))")
            }
            seenNew[to] = "move"
        }
    }

    // MARK: Mapping

    /// Sections that stay (not deleted, not moved) keep their order and fill the new places
    /// not taken by inserted or moved sections; items likewise within their section. A
    /// reloaded item or section stays in place (it is deleted and inserted again there).
    private func makeMapping(sections s: Sections, items i: Items) -> UpdateMapping {
        var removed: [Int: [Int]] = [:], taken: [Int: [Int]] = [:]
        for path in i.deleted { removed[path.section, default: []].append(path.item) }
        for path in i.inserted { taken[path.section, default: []].append(path.item) }
        for (from, to) in i.moves {
            removed[from.section, default: []].append(from.item)
            taken[to.section, default: []].append(to.item)
        }
        return UpdateMapping(oldCounts: oldCounts, newCounts: newCounts,
                             sectionsRemoved: Array(s.deleted) + s.moves.map(\.0), sectionsTaken: Array(s.inserted) + s.moves.map(\.1),
                             sectionMoves: s.moves, reloadedSections: Set(s.reloaded),
                             itemsRemoved: removed, itemsTaken: taken, itemMoves: i.moves, reloadedItems: Set(i.reloaded))
    }

    /// The changes in UIKit's order for `prepare(forCollectionViewUpdates:)`; a reloaded item's
    /// new index path is where it stays.
    private func updateItems(sections s: Sections, items i: Items, mapping: UpdateMapping) -> [UpdateItemValue] {
        var updates: [UpdateItemValue] = []
        let sectionPath = { (section: Int) in IndexPath(item: NSNotFound, section: section) }
        updates += s.deleted.map { UpdateItemValue(action: .delete, before: sectionPath($0), after: nil) }
        updates += s.reloaded.map { UpdateItemValue(action: .reload, before: sectionPath($0), after: mapping.newSection(forOld: $0).map(sectionPath)) }
        updates += s.inserted.map { UpdateItemValue(action: .insert, before: nil, after: sectionPath($0)) }
        updates += s.moves.map { UpdateItemValue(action: .move, before: sectionPath($0.0), after: sectionPath($0.1)) }
        updates += i.deleted.map { UpdateItemValue(action: .delete, before: $0, after: nil) }
        updates += i.reloaded.compactMap { path in
            mapping.stayingIndexPath(forOld: path).map { UpdateItemValue(action: .reload, before: path, after: $0) }
        }
        updates += i.inserted.map { UpdateItemValue(action: .insert, before: nil, after: $0) }
        updates += i.moves.map { UpdateItemValue(action: .move, before: $0.0, after: $0.1) }
        return updates
    }
}
