import Foundation

/// Where every section and item goes in a valid batch update: the result of validation, and
/// all the collection view needs to move views, selection and animations.
///
/// Only what the update names is stored (the sections and items that leave or arrive); every
/// other place is worked out from those when asked. An update of k items among n costs O(k)
/// to hold and O(log k) per lookup, so one insert among a million items stays cheap.
public struct UpdateMapping: Sendable {
    public let oldCounts: [Int]
    public let newCounts: [Int]
    /// Old section indexes that were reloaded (their items are all deleted and inserted again).
    public let reloadedSections: Set<Int>
    /// Old index paths that were reloaded.
    public let reloadedItems: Set<IndexPath>
    /// The changes, for `prepare(forCollectionViewUpdates:)`.
    public internal(set) var updateItems: [UpdateItemValue] = []

    /// Deleted and moved-away sections leave; inserted and moved-to sections arrive.
    @usableFromInline let sectionShift: IndexShift
    @usableFromInline let sectionMoves: [Int: Int]
    @usableFromInline let sectionMovesBack: [Int: Int]
    /// For each section pair (old, new) whose items change, keyed by the old and by the new index.
    @usableFromInline var itemShiftsByOld: [Int: IndexShift]
    @usableFromInline var itemShiftsByNew: [Int: IndexShift]
    @usableFromInline let itemMoves: [IndexPath: IndexPath]
    @usableFromInline let itemMovesBack: [IndexPath: IndexPath]

    /// - Parameters:
    ///   - sectionsRemoved/sectionsTaken: old sections that leave, new sections that arrive.
    ///   - itemsRemoved: by old section, the old items that leave (deleted or moved away).
    ///   - itemsTaken: by new section, the new items that arrive (inserted or moved here).
    init(oldCounts: [Int], newCounts: [Int], sectionsRemoved: [Int], sectionsTaken: [Int], sectionMoves: [(Int, Int)],
         reloadedSections: Set<Int>, itemsRemoved: [Int: [Int]], itemsTaken: [Int: [Int]],
         itemMoves: [(IndexPath, IndexPath)], reloadedItems: Set<IndexPath>) {
        self.oldCounts = oldCounts
        self.newCounts = newCounts
        self.reloadedSections = reloadedSections
        self.reloadedItems = reloadedItems
        sectionShift = IndexShift(removed: sectionsRemoved, taken: sectionsTaken)
        self.sectionMoves = Dictionary(sectionMoves, uniquingKeysWith: { first, _ in first })
        sectionMovesBack = Dictionary(sectionMoves.map { ($0.1, $0.0) }, uniquingKeysWith: { first, _ in first })
        self.itemMoves = Dictionary(itemMoves, uniquingKeysWith: { first, _ in first })
        itemMovesBack = Dictionary(itemMoves.map { ($0.1, $0.0) }, uniquingKeysWith: { first, _ in first })
        itemShiftsByOld = [:]
        itemShiftsByNew = [:]
        var byOld: [Int: IndexShift] = [:], byNew: [Int: IndexShift] = [:]
        var pairs: [(Int, Int)] = itemsRemoved.keys.compactMap { old in newSection(forOld: old).map { (old, $0) } }
        pairs += itemsTaken.keys.compactMap { new in oldSection(forNew: new).map { ($0, new) } }
        for (old, new) in pairs where byOld[old] == nil {
            let shift = IndexShift(removed: itemsRemoved[old] ?? [], taken: itemsTaken[new] ?? [])
            byOld[old] = shift
            byNew[new] = shift
        }
        itemShiftsByOld = byOld
        itemShiftsByNew = byNew
    }

    /// The new index of old section `old`, or nil when deleted.
    @inlinable public func newSection(forOld old: Int) -> Int? {
        guard old >= 0, old < oldCounts.count else { return nil }
        if !sectionMoves.isEmpty, let moved = sectionMoves[old] { return moved }
        return sectionShift.isRemoved(old) ? nil : sectionShift.new(forStaying: old)
    }

    /// The old index of new section `new`, or nil when inserted.
    @inlinable public func oldSection(forNew new: Int) -> Int? {
        guard new >= 0, new < newCounts.count else { return nil }
        if !sectionMovesBack.isEmpty, let moved = sectionMovesBack[new] { return moved }
        return sectionShift.isTaken(new) ? nil : sectionShift.old(forFree: new)
    }

    /// For each old section, its new index; nil when deleted. O(sections): for tests and tools.
    @inlinable public var sectionOldToNew: [Int?] { oldCounts.indices.map(newSection(forOld:)) }

    /// The new index path of the item at `old`, or nil when it was deleted or reloaded away.
    @inlinable public func newIndexPath(forOld old: IndexPath) -> IndexPath? {
        guard let target = stayingIndexPath(forOld: old), !reloadedItems.contains(old) else { return nil }
        return target
    }

    /// Where the item at `old` goes if it is not deleted, reloaded or not included.
    @inlinable public func stayingIndexPath(forOld old: IndexPath) -> IndexPath? {
        guard old.count == 2, oldCounts.indices.contains(old.section), old.item >= 0, old.item < oldCounts[old.section] else { return nil }
        if !itemMoves.isEmpty, let moved = itemMoves[old] { return moved }
        guard !reloadedSections.contains(old.section), let section = newSection(forOld: old.section) else { return nil }
        guard let shift = itemShiftsByOld[old.section] else { return IndexPath(item: old.item, section: section) }
        return shift.isRemoved(old.item) ? nil : IndexPath(item: shift.new(forStaying: old.item), section: section)
    }

    /// The old index path of the item now at `new`, or nil when it was inserted (reloaded items,
    /// and the items of inserted and reloaded sections, count as inserted).
    @inlinable public func oldIndexPath(forNew new: IndexPath) -> IndexPath? {
        guard new.count == 2, newCounts.indices.contains(new.section), new.item >= 0, new.item < newCounts[new.section] else { return nil }
        if !itemMovesBack.isEmpty, let moved = itemMovesBack[new] { return moved }
        guard let section = oldSection(forNew: new.section), !reloadedSections.contains(section) else { return nil }
        let shift = itemShiftsByNew[new.section] ?? .identity
        guard !shift.isTaken(new.item) else { return nil }
        let old = IndexPath(item: shift.old(forFree: new.item), section: section)
        guard old.item < oldCounts[section], !reloadedItems.contains(old) else { return nil }
        return old
    }

    /// Whether the item at `new` is new: inserted, reloaded, or in an inserted or reloaded section.
    @inlinable public func isInserted(_ new: IndexPath) -> Bool {
        guard new.count == 2, newCounts.indices.contains(new.section), new.item >= 0, new.item < newCounts[new.section] else { return false }
        return oldIndexPath(forNew: new) == nil
    }
}

/// What one change of a batch update does (UIKit's `UICollectionViewUpdateItem.Action`, same raw values).
public enum UpdateAction: Int, Hashable, Sendable { case insert, delete, reload, move, none }

/// A plain-value update item (the collection view wraps it in `UICollectionViewUpdateItem`).
public struct UpdateItemValue: Hashable, Sendable {
    public let action: UpdateAction
    public let before: IndexPath?
    public let after: IndexPath?

    @inlinable public init(action: UpdateAction, before: IndexPath?, after: IndexPath?) {
        self.action = action; self.before = before; self.after = after
    }
}
