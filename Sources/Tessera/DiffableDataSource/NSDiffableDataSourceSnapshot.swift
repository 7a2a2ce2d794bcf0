import Foundation

/// The state of a collection's data at one moment: sections and the items in each, by
/// identifier. Identifiers must be unique across the snapshot.
///
/// A duplicate identifier is a programming error UIKit stops on; Tessera reports it through
/// ``TesseraDiagnostics`` (naming the duplicates) and leaves them out, so the snapshot stays
/// valid. Naming an identifier that is not in the snapshot is reported and ignored.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    public typealias Section = SectionIdentifierType
    public typealias Item = ItemIdentifierType

    public private(set) var sectionIdentifiers: [Section] = []
    private var itemsBySection: [[Item]] = []
    private var sectionIndex: [Section: Int] = [:]
    private var sectionOfItem: [Item: Section] = [:]
    public private(set) var reloadedItemIdentifiers: [Item] = []
    public private(set) var reconfiguredItemIdentifiers: [Item] = []
    public private(set) var reloadedSectionIdentifiers: [Section] = []

    public init() {}

    // MARK: Reading

    public var numberOfSections: Int { sectionIdentifiers.count }
    public var numberOfItems: Int { itemsBySection.reduce(0) { $0 + $1.count } }
    public var itemIdentifiers: [Item] { itemsBySection.flatMap { $0 } }

    public func numberOfItems(inSection identifier: Section) -> Int { itemIdentifiers(inSection: identifier).count }

    public func itemIdentifiers(inSection identifier: Section) -> [Item] {
        guard let index = sectionIndex[identifier] else { return [] }
        return itemsBySection[index]
    }

    public func sectionIdentifier(containingItem identifier: Item) -> Section? { sectionOfItem[identifier] }

    public func indexOfItem(_ identifier: Item) -> Int? {
        guard let section = sectionOfItem[identifier], let index = sectionIndex[section] else { return nil }
        let before = itemsBySection[..<index].reduce(0) { $0 + $1.count }
        return itemsBySection[index].firstIndex(of: identifier).map { before + $0 }
    }

    public func indexOfSection(_ identifier: Section) -> Int? { sectionIndex[identifier] }

    /// The index path of an item, or nil.
    func indexPath(of identifier: Item) -> IndexPath? {
        guard let section = sectionOfItem[identifier], let s = sectionIndex[section],
              let item = itemsBySection[s].firstIndex(of: identifier) else { return nil }
        return IndexPath(item: item, section: s)
    }

    /// The item at an index path, or nil.
    func item(at indexPath: IndexPath) -> Item? {
        guard indexPath.count == 2, itemsBySection.indices.contains(indexPath.section),
              itemsBySection[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return itemsBySection[indexPath.section][indexPath.item]
    }

    var sectionsWithItems: [(Section, [Item])] { Array(zip(sectionIdentifiers, itemsBySection)) }

    // MARK: Items

    /// Adds items at the end of `section` (the last section when nil).
    public mutating func appendItems(_ identifiers: [Item], toSection section: Section? = nil) {
        guard let target = section ?? sectionIdentifiers.last, let index = sectionIndex[target] else {
            report("appendItems: \(section.map { "no section \($0)" } ?? "there are no sections to append to")")
            return
        }
        itemsBySection[index] += unique(identifiers, for: target)
    }

    public mutating func insertItems(_ identifiers: [Item], beforeItem identifier: Item) {
        insert(identifiers, next: identifier, after: false)
    }

    public mutating func insertItems(_ identifiers: [Item], afterItem identifier: Item) {
        insert(identifiers, next: identifier, after: true)
    }

    private mutating func insert(_ identifiers: [Item], next identifier: Item, after: Bool) {
        guard let section = sectionOfItem[identifier], let s = sectionIndex[section],
              let position = itemsBySection[s].firstIndex(of: identifier) else {
            report("insertItems: the item \(identifier) is not in the snapshot")
            return
        }
        itemsBySection[s].insert(contentsOf: unique(identifiers, for: section), at: position + (after ? 1 : 0))
    }

    public mutating func deleteItems(_ identifiers: [Item]) {
        let doomed = Set(identifiers)
        for item in doomed { sectionOfItem[item] = nil }
        for s in itemsBySection.indices { itemsBySection[s].removeAll { doomed.contains($0) } }
    }

    public mutating func deleteAllItems() {
        sectionIdentifiers.removeAll(); itemsBySection.removeAll(); sectionIndex.removeAll(); sectionOfItem.removeAll()
    }

    public mutating func moveItem(_ identifier: Item, beforeItem toIdentifier: Item) { move(identifier, next: toIdentifier, after: false) }
    public mutating func moveItem(_ identifier: Item, afterItem toIdentifier: Item) { move(identifier, next: toIdentifier, after: true) }

    private mutating func move(_ identifier: Item, next target: Item, after: Bool) {
        guard identifier != target, sectionOfItem[identifier] != nil, sectionOfItem[target] != nil else {
            report("moveItem: \(identifier) or \(target) is not in the snapshot")
            return
        }
        deleteItems([identifier])
        insert([identifier], next: target, after: after)
    }

    public mutating func reloadItems(_ identifiers: [Item]) {
        var known = Set(reloadedItemIdentifiers)
        reloadedItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil && known.insert($0).inserted }
    }

    public mutating func reconfigureItems(_ identifiers: [Item]) {
        var known = Set(reconfiguredItemIdentifiers)
        reconfiguredItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil && known.insert($0).inserted }
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [Section]) {
        insertSections(identifiers, at: sectionIdentifiers.count)
    }

    public mutating func insertSections(_ identifiers: [Section], beforeSection toIdentifier: Section) {
        guard let index = sectionIndex[toIdentifier] else { return report("insertSections: no section \(toIdentifier)") }
        insertSections(identifiers, at: index)
    }

    public mutating func insertSections(_ identifiers: [Section], afterSection toIdentifier: Section) {
        guard let index = sectionIndex[toIdentifier] else { return report("insertSections: no section \(toIdentifier)") }
        insertSections(identifiers, at: index + 1)
    }

    private mutating func insertSections(_ identifiers: [Section], at index: Int) {
        var seen = Set<Section>()
        let duplicates = identifiers.filter { sectionIndex[$0] != nil || !seen.insert($0).inserted }
        if !duplicates.isEmpty {
            report("supplied section identifiers are not unique. Duplicate identifiers: \(duplicates)")
        }
        var fresh: [Section] = []
        var freshSeen = Set<Section>()
        for s in identifiers where sectionIndex[s] == nil && freshSeen.insert(s).inserted { fresh.append(s) }
        sectionIdentifiers.insert(contentsOf: fresh, at: index)
        itemsBySection.insert(contentsOf: fresh.map { _ in [] }, at: index)
        reindexSections()
    }

    public mutating func deleteSections(_ identifiers: [Section]) {
        for section in identifiers {
            guard let index = sectionIndex[section] else { continue }
            for item in itemsBySection[index] { sectionOfItem[item] = nil }
            sectionIdentifiers.remove(at: index)
            itemsBySection.remove(at: index)
            reindexSections()
        }
    }

    public mutating func moveSection(_ identifier: Section, beforeSection toIdentifier: Section) { moveSection(identifier, next: toIdentifier, after: false) }
    public mutating func moveSection(_ identifier: Section, afterSection toIdentifier: Section) { moveSection(identifier, next: toIdentifier, after: true) }

    private mutating func moveSection(_ identifier: Section, next target: Section, after: Bool) {
        guard identifier != target, let from = sectionIndex[identifier], sectionIndex[target] != nil else {
            return report("moveSection: \(identifier) or \(target) is not in the snapshot")
        }
        let items = itemsBySection.remove(at: from)
        sectionIdentifiers.remove(at: from)
        reindexSections()
        let to = sectionIndex[target]! + (after ? 1 : 0)
        sectionIdentifiers.insert(identifier, at: to)
        itemsBySection.insert(items, at: to)
        reindexSections()
    }

    public mutating func reloadSections(_ identifiers: [Section]) {
        reloadedSectionIdentifiers += identifiers.filter { sectionIndex[$0] != nil && !reloadedSectionIdentifiers.contains($0) }
    }

    // MARK: Helpers

    private mutating func reindexSections() {
        sectionIndex.removeAll(keepingCapacity: true)
        for (index, section) in sectionIdentifiers.enumerated() { sectionIndex[section] = index }
    }

    /// `identifiers` without those already present or repeated; reports the duplicates.
    private mutating func unique(_ identifiers: [Item], for section: Section) -> [Item] {
        var result: [Item] = []
        var duplicates: [Item] = []
        for item in identifiers {
            if sectionOfItem[item] != nil { duplicates.append(item); continue }
            sectionOfItem[item] = section
            result.append(item)
        }
        if !duplicates.isEmpty {
            report("supplied item identifiers are not unique. Duplicate identifiers: \(duplicates)")
        }
        return result
    }

    private func report(_ message: String) { TesseraDiagnostics.report("NSDiffableDataSourceSnapshot: \(message)") }
}
