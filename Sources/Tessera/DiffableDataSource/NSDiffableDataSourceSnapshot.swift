import Foundation
import OrderedCollections
import TesseraCore

/// The state of a collection's data at one moment: sections and the items in each, by
/// identifier. Identifiers must be unique across the snapshot.
///
/// A duplicate identifier is a programming error UIKit stops on; Tessera reports it through
/// ``TesseraDiagnostics`` (naming the duplicates) and leaves them out, so the snapshot stays
/// valid. Naming an identifier that is not in the snapshot is reported and ignored.
///
/// Each section's items are an ordered hash set and every item knows its section, so finding
/// an item, its index and its section is O(1); changing k items costs O(k + the sections
/// they are in). The methods are inlinable, so an app's own identifier types get specialised
/// code in the app's module.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    public typealias Section = SectionIdentifierType
    public typealias Item = ItemIdentifierType

    @usableFromInline var sections: OrderedSet<Section> = []
    @usableFromInline var itemsBySection: [OrderedSet<Item>] = []
    /// Where each section's items begin among all items (one more entry than sections).
    @usableFromInline var sectionStarts: [Int] = [0]
    /// Which section each item is in, kept while there are two sections or more. With one, the
    /// section's own ordered set answers, so building a one-section snapshot costs one hash
    /// insert per item.
    @usableFromInline var sectionOfItem: [Item: Section] = [:]
    public private(set) var reloadedItemIdentifiers: [Item] = []
    public private(set) var reconfiguredItemIdentifiers: [Item] = []
    public private(set) var reloadedSectionIdentifiers: [Section] = []

    /// The diff from another snapshot to this one, made where this snapshot is made. An app's
    /// snapshots are made in the app, so this closure is compiled there, specialised for the
    /// app's identifier types; the data source's `apply` (a class method, called through the
    /// class's table, so not specialised itself) runs the diff through it.
    @usableFromInline let differ: @Sendable (Self, Self) -> [CollectionUpdateRequest]

    @inlinable
    public init() { differ = { $1.updateRequests(from: $0) } }

    /// The batch update from `old` to this snapshot, as the benchmarks measure it.
    @_spi(Measurement) @inlinable
    public func updateRequestsForMeasurement(from old: Self) -> [CollectionUpdateRequest] { updateRequests(from: old) }

    /// The batch update from `old` to this snapshot (the engine's diff on this snapshot's storage).
    @inlinable
    func updateRequests(from old: Self) -> [CollectionUpdateRequest] {
        SnapshotDiff.requests(from: old.diffSide(isNew: false), to: diffSide(isNew: true))
    }

    /// This snapshot as the diff reads it: its storage, not a copy. Items to reload are read
    /// from the new side only; reconfigured items are not the diff's (their cells are updated
    /// in place after the batch).
    @inlinable
    func diffSide(isNew: Bool) -> SnapshotDiff.Side<Section, Item> {
        SnapshotDiff.Side(sections: sections, itemsBySection: itemsBySection, sectionStarts: sectionStarts,
                          reloadedSections: reloadedSectionIdentifiers,
                          refreshedItems: isNew ? reloadedItemIdentifiers : [])
    }

    // MARK: Reading

    public var sectionIdentifiers: [Section] { sections.elements }
    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sectionStarts.last ?? 0 }
    public var itemIdentifiers: [Item] { itemsBySection.flatMap(\.elements) }

    public func numberOfItems(inSection identifier: Section) -> Int {
        sections.firstIndex(of: identifier).map { itemsBySection[$0].count } ?? 0
    }

    @inlinable
    public func itemIdentifiers(inSection identifier: Section) -> [Item] {
        guard let index = sections.firstIndex(of: identifier) else { return [] }
        return itemsBySection[index].elements
    }

    @inlinable
    public func sectionIdentifier(containingItem identifier: Item) -> Section? {
        sectionIndex(ofItem: identifier).map { sections[$0] }
    }

    /// The index of the section holding `item`, or nil.
    @inlinable
    func sectionIndex(ofItem item: Item) -> Int? {
        if sections.count == 1 { return itemsBySection[0].contains(item) ? 0 : nil }
        guard let section = sectionOfItem[item] else { return nil }
        return sections.firstIndex(of: section)
    }

    @inlinable
    func contains(_ item: Item) -> Bool { sectionIndex(ofItem: item) != nil }

    @inlinable
    public func indexOfItem(_ identifier: Item) -> Int? {
        guard let path = indexPath(of: identifier) else { return nil }
        return sectionStarts[path.section] + path.item
    }

    @inlinable
    public func indexOfSection(_ identifier: Section) -> Int? { sections.firstIndex(of: identifier) }

    /// The index path of an item, or nil.
    @inlinable
    func indexPath(of identifier: Item) -> IndexPath? {
        guard let s = sectionIndex(ofItem: identifier), let item = itemsBySection[s].firstIndex(of: identifier) else { return nil }
        return IndexPath(item: item, section: s)
    }

    /// The item at an index path, or nil.
    @inlinable
    func item(at indexPath: IndexPath) -> Item? {
        guard indexPath.count == 2, itemsBySection.indices.contains(indexPath.section),
              itemsBySection[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return itemsBySection[indexPath.section][indexPath.item]
    }

    var sectionsWithItems: [(Section, [Item])] { zip(sections, itemsBySection).map { ($0, $1.elements) } }

    // MARK: Items

    /// Adds items at the end of `section` (the last section when nil).
    @inlinable
    public mutating func appendItems(_ identifiers: [Item], toSection section: Section? = nil) {
        guard let target = section ?? sections.last, let index = sections.firstIndex(of: target) else {
            report("appendItems: \(section.map { "no section \($0)" } ?? "there are no sections to append to")")
            return
        }
        if sections.count == 1 {
            // The section's set is the only index: one hash insert per item, duplicates refused by it.
            var items = itemsBySection[0]
            itemsBySection[0] = []
            var duplicates: [Item] = []
            if items.isEmpty {
                // The common first fill: the set is built in one go (its hash table sized once),
                // and duplicates, which it drops keeping the first, are looked for only if any went.
                items = OrderedSet(identifiers)
                if items.count != identifiers.count { duplicates = Self.duplicates(in: identifiers) }
            } else {
                items.reserveCapacity(items.count + identifiers.count)
                for item in identifiers where !items.append(item).inserted { duplicates.append(item) }
            }
            itemsBySection[0] = items
            if !duplicates.isEmpty { report("supplied item identifiers are not unique. Duplicate identifiers: \(duplicates)") }
        } else {
            itemsBySection[index].append(contentsOf: unique(identifiers, for: target))
        }
        recountSections(from: index)
    }

    public mutating func insertItems(_ identifiers: [Item], beforeItem identifier: Item) {
        insert(identifiers, next: identifier, after: false)
    }

    public mutating func insertItems(_ identifiers: [Item], afterItem identifier: Item) {
        insert(identifiers, next: identifier, after: true)
    }

    @inlinable
    mutating func insert(_ identifiers: [Item], next identifier: Item, after: Bool) {
        guard let path = indexPath(of: identifier) else {
            report("insertItems: the item \(identifier) is not in the snapshot")
            return
        }
        let fresh = unique(identifiers, for: sections[path.section])
        let position = path.item + (after ? 1 : 0)
        if fresh.count == 1 {
            itemsBySection[path.section].insert(fresh[0], at: position)
        } else if !fresh.isEmpty {
            // Many at once: one pass over the section rather than one per item.
            var elements = itemsBySection[path.section].elements
            elements.insert(contentsOf: fresh, at: position)
            itemsBySection[path.section] = OrderedSet(uncheckedUniqueElements: elements)
        }
        recountSections(from: path.section)
    }

    /// Removes the items from their sections: O(k + the sections they were in).
    @inlinable
    public mutating func deleteItems(_ identifiers: [Item]) {
        var doomed: [Int: Set<Item>] = [:]
        for item in identifiers {
            guard let s = sectionIndex(ofItem: item) else { continue }
            if sections.count > 1 { sectionOfItem[item] = nil }
            doomed[s, default: []].insert(item)
        }
        for (s, items) in doomed {
            if items.count == 1, let item = items.first {
                itemsBySection[s].remove(item)
            } else {
                itemsBySection[s].removeAll(where: items.contains)
            }
        }
        if let first = doomed.keys.min() { recountSections(from: first) }
    }

    public mutating func deleteAllItems() {
        sections.removeAll(); itemsBySection.removeAll(); sectionOfItem.removeAll(); sectionStarts = [0]
    }

    public mutating func moveItem(_ identifier: Item, beforeItem toIdentifier: Item) { move(identifier, next: toIdentifier, after: false) }
    public mutating func moveItem(_ identifier: Item, afterItem toIdentifier: Item) { move(identifier, next: toIdentifier, after: true) }

    @inlinable
    mutating func move(_ identifier: Item, next target: Item, after: Bool) {
        guard identifier != target, contains(identifier), contains(target) else {
            report("moveItem: \(identifier) or \(target) is not in the snapshot")
            return
        }
        deleteItems([identifier])
        insert([identifier], next: target, after: after)
    }

    public mutating func reloadItems(_ identifiers: [Item]) {
        var known = Set(reloadedItemIdentifiers)
        reloadedItemIdentifiers += identifiers.filter { contains($0) && known.insert($0).inserted }
    }

    public mutating func reconfigureItems(_ identifiers: [Item]) {
        var known = Set(reconfiguredItemIdentifiers)
        reconfiguredItemIdentifiers += identifiers.filter { contains($0) && known.insert($0).inserted }
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [Section]) {
        insertSections(identifiers, at: sections.count)
    }

    public mutating func insertSections(_ identifiers: [Section], beforeSection toIdentifier: Section) {
        guard let index = sections.firstIndex(of: toIdentifier) else { return report("insertSections: no section \(toIdentifier)") }
        insertSections(identifiers, at: index)
    }

    public mutating func insertSections(_ identifiers: [Section], afterSection toIdentifier: Section) {
        guard let index = sections.firstIndex(of: toIdentifier) else { return report("insertSections: no section \(toIdentifier)") }
        insertSections(identifiers, at: index + 1)
    }

    private mutating func insertSections(_ identifiers: [Section], at index: Int) {
        var seen = Set<Section>()
        let duplicates = identifiers.filter { sections.contains($0) || !seen.insert($0).inserted }
        if !duplicates.isEmpty {
            report("supplied section identifiers are not unique. Duplicate identifiers: \(duplicates)")
        }
        var position = index
        for section in identifiers where !sections.contains(section) {
            sections.insert(section, at: position)
            itemsBySection.insert([], at: position)
            position += 1
        }
        recountSections(from: index)
        updateItemMap()
    }

    public mutating func deleteSections(_ identifiers: [Section]) {
        for section in identifiers {
            guard let index = sections.firstIndex(of: section) else { continue }
            for item in itemsBySection[index] { sectionOfItem[item] = nil }
            sections.remove(at: index)
            itemsBySection.remove(at: index)
            recountSections(from: index)
        }
        updateItemMap()
    }

    public mutating func moveSection(_ identifier: Section, beforeSection toIdentifier: Section) { moveSection(identifier, next: toIdentifier, after: false) }
    public mutating func moveSection(_ identifier: Section, afterSection toIdentifier: Section) { moveSection(identifier, next: toIdentifier, after: true) }

    private mutating func moveSection(_ identifier: Section, next target: Section, after: Bool) {
        guard identifier != target, let from = sections.firstIndex(of: identifier), sections.contains(target) else {
            return report("moveSection: \(identifier) or \(target) is not in the snapshot")
        }
        let items = itemsBySection.remove(at: from)
        sections.remove(at: from)
        let to = sections.firstIndex(of: target)! + (after ? 1 : 0)
        sections.insert(identifier, at: to)
        itemsBySection.insert(items, at: to)
        recountSections(from: min(from, to))
    }

    public mutating func reloadSections(_ identifiers: [Section]) {
        reloadedSectionIdentifiers += identifiers.filter { sections.contains($0) && !reloadedSectionIdentifiers.contains($0) }
    }

    // MARK: Helpers

    /// Brings `sectionStarts` up to date from section `first` on.
    @inlinable
    mutating func recountSections(from first: Int) {
        // sectionStarts[0] is always 0 and stays; what follows section `first` is counted again.
        sectionStarts.removeSubrange(min(first + 1, sectionStarts.count)...)
        var start = sectionStarts[sectionStarts.count - 1]
        for items in itemsBySection[min(first, itemsBySection.count)...] {
            start += items.count
            sectionStarts.append(start)
        }
    }

    /// Keeps `sectionOfItem` while there are two sections or more (built when the second
    /// arrives), and drops it when one or none is left.
    mutating func updateItemMap() {
        guard sections.count > 1 else { sectionOfItem = [:]; return }
        guard sectionOfItem.count != numberOfItems else { return }
        sectionOfItem.reserveCapacity(numberOfItems)
        for (section, items) in zip(sections, itemsBySection) {
            for item in items { sectionOfItem[item] = section }
        }
    }

    /// Each identifier that appears again after its first place, in order.
    @usableFromInline
    static func duplicates(in identifiers: [Item]) -> [Item] {
        var seen = Set<Item>(minimumCapacity: identifiers.count)
        return identifiers.filter { !seen.insert($0).inserted }
    }

    /// `identifiers` without those already present or repeated, each recorded as in `section`;
    /// reports the duplicates.
    @inlinable
    mutating func unique(_ identifiers: [Item], for section: Section) -> [Item] {
        var result: [Item] = []
        result.reserveCapacity(identifiers.count)
        if sections.count == 1 {
            var seen = Set<Item>()
            var duplicates: [Item] = []
            for item in identifiers {
                if itemsBySection[0].contains(item) || !seen.insert(item).inserted { duplicates.append(item) } else { result.append(item) }
            }
            if !duplicates.isEmpty { report("supplied item identifiers are not unique. Duplicate identifiers: \(duplicates)") }
            return result
        }
        sectionOfItem.reserveCapacity(sectionOfItem.count + identifiers.count)
        var duplicates: [Item] = []
        for item in identifiers {
            if let existing = sectionOfItem.updateValue(section, forKey: item) {
                // Already there: it stays where it was.
                sectionOfItem[item] = existing
                duplicates.append(item)
                continue
            }
            result.append(item)
        }
        if !duplicates.isEmpty {
            report("supplied item identifiers are not unique. Duplicate identifiers: \(duplicates)")
        }
        return result
    }

    @usableFromInline
    func report(_ message: String) { TesseraDiagnostics.report("NSDiffableDataSourceSnapshot: \(message)") }
}
