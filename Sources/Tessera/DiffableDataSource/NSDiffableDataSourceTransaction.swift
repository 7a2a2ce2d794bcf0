import Foundation

/// What a reorder changed: the data before and after, and the difference between the two,
/// given to a diffable data source's reordering handlers.
///
/// `difference` is over all items in order (moves are inferred, so an item moved appears as a
/// removal and an insertion associated with each other). Apply it to your own array with
/// `applying(_:)`, as UIKit's sample code does.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>
    /// One transaction for each section whose items changed.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    init(initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         outlines: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>]) {
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves()
        sectionTransactions = final.sectionIdentifiers.compactMap { section in
            let before = initial.indexOfSection(section) == nil ? [] : initial.itemIdentifiers(inSection: section)
            let after = final.itemIdentifiers(inSection: section)
            guard before != after else { return nil }
            return NSDiffableDataSourceSectionTransaction(sectionIdentifier: section,
                                                          initialSnapshot: outlines[section] ?? .flat(before),
                                                          finalSnapshot: .flat(after),
                                                          difference: after.difference(from: before).inferringMoves())
        }
    }
}

/// What a reorder changed in one section.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    public let sectionIdentifier: SectionIdentifierType
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>
}

extension NSDiffableDataSourceSectionSnapshot {
    /// A section snapshot of `items`, all at the root.
    static func flat(_ items: [ItemIdentifierType]) -> Self {
        var snapshot = Self()
        snapshot.append(items)
        return snapshot
    }
}

extension NSDiffableDataSourceSnapshot {
    /// The snapshot with the item at `source` moved to `destination`, an index path read after
    /// the item left its place (UIKit's `moveItemAt` convention). Nil when either is out of range.
    func moving(from source: IndexPath, to destination: IndexPath) -> Self? {
        guard let item = item(at: source), sectionIdentifiers.indices.contains(destination.section) else { return nil }
        var moved = self
        moved.deleteItems([item])
        let section = sectionIdentifiers[destination.section]
        let rest = moved.itemIdentifiers(inSection: section)
        guard destination.item >= 0, destination.item <= rest.count else { return nil }
        if destination.item < rest.count {
            moved.insertItems([item], beforeItem: rest[destination.item])
        } else {
            moved.appendItems([item], toSection: section)
        }
        return moved
    }
}
