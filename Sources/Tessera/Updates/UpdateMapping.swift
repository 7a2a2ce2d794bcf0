import Foundation

/// Where every section and item goes in a valid batch update: the result of validation, and
/// all the collection view needs to move views, selection and animations.
public struct UpdateMapping: Sendable {
    public let oldCounts: [Int]
    public let newCounts: [Int]
    /// For each old section, its new index; nil when deleted. Reloaded sections map too.
    public let sectionOldToNew: [Int?]
    public let sectionNewToOld: [Int?]
    /// Old section indexes that were reloaded.
    public let reloadedSections: Set<Int>
    /// For each old section, for each old item, its new index path; nil when deleted.
    let itemOldToNew: [[IndexPath?]]
    /// Old index paths that were reloaded.
    public let reloadedItems: Set<IndexPath>
    /// New index paths that were inserted (including the items of inserted sections).
    public let insertedItems: Set<IndexPath>
    /// The changes, for `prepare(forCollectionViewUpdates:)`.
    public let updateItems: [UpdateItemValue]

    /// The new index path of the item at `old`, or nil when it was deleted or reloaded away.
    public func newIndexPath(forOld old: IndexPath) -> IndexPath? {
        guard old.count == 2, itemOldToNew.indices.contains(old.section),
              itemOldToNew[old.section].indices.contains(old.item) else { return nil }
        return itemOldToNew[old.section][old.item]
    }

    /// The new index of old section `old`, or nil when deleted.
    public func newSection(forOld old: Int) -> Int? {
        sectionOldToNew.indices.contains(old) ? sectionOldToNew[old] : nil
    }
}

/// A plain-value update item (the collection view wraps it in `UICollectionViewUpdateItem`).
public struct UpdateItemValue: Hashable, Sendable {
    public let action: UICollectionViewUpdateItem.Action
    public let before: IndexPath?
    public let after: IndexPath?
}
