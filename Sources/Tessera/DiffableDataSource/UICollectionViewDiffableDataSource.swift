import Foundation
import TesseraCore

/// A data source that holds the data as a snapshot and animates the differences when you apply
/// a new one.
///
/// The collection view holds its data source weakly, as in UIKit: keep this object alive.
/// `reconfigureItems` in a snapshot reloads those items (Tessera has no in-place reconfigure).
@preconcurrency @MainActor open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// The snapshot shown and how new ones reach the collection view.
    private let presenter: SnapshotPresenter<SectionIdentifierType, ItemIdentifierType>
    private var current: Snapshot { presenter.current }
    /// The outlines applied to sections, by section.
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    /// Asked and told as rows expand and collapse.
    public var sectionSnapshotHandlers = NSDiffableDataSourceSectionSnapshotHandlers<ItemIdentifierType>()
    /// Asked and told as the user drags items to new places.
    public var reorderingHandlers = ReorderingHandlers()

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        presenter = SnapshotPresenter(target: collectionView)
        super.init()
        collectionView.dataSource = self
    }

    /// A copy of the data shown now.
    public func snapshot() -> Snapshot { current }

    /// Shows `snapshot` as one batch update of the differences: animated with
    /// `animatingDifferences`, else at once — as UIKit does since iOS 15, the cells of items that
    /// stay are kept, with their selection and the scroll position (only
    /// ``applySnapshotUsingReloadData(_:completion:)`` reloads). `completion` runs on the main
    /// thread when the change is on screen.
    ///
    /// Callable from a background queue, as in UIKit: the diff is then computed on the calling
    /// thread and the update applied on the main thread at the start of the main loop's next
    /// turn. Apply always from the main thread or always from one background queue.
    nonisolated public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        presenter.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The async form: returns when the change is on screen.
    nonisolated public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            apply(snapshot, animatingDifferences: animatingDifferences) { finished.resume() }
        }
    }

    /// Shows `snapshot` by reloading, without animation; callable from a background queue too.
    nonisolated public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        presenter.applyUsingReloadData(snapshot, completion: completion)
    }

    /// The async form: returns when the reloaded data is on screen.
    nonisolated public func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            applySnapshotUsingReloadData(snapshot) { finished.resume() }
        }
    }

    /// Shows `snapshot` as section `section` (added at the end if it is not there): the
    /// section's items become the outline's visible items, animated as one batch update.
    /// A snapshot holding items another section holds (shown or folded away in its outline)
    /// is refused whole with a message naming them, where UIKit raises for identifiers that
    /// are not unique; the section keeps the outline it had.
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        if let (other, repeated) = itemsHeldElsewhere(snapshot, outside: section) {
            TesseraDiagnostics.report("UICollectionViewDiffableDataSource: the section snapshot for section \(section) repeats items already in "
                + "section \(other): \(repeated.prefix(10).map { "\($0)" }.joined(separator: ", ")); item identifiers must be unique, so it is not applied")
            MainLoop.shared.performOnNextTurn { completion?() }
            return
        }
        var whole = current
        if whole.indexOfSection(section) == nil { whole.appendSections([section]) }
        whole.deleteItems(whole.itemIdentifiers(inSection: section))
        whole.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        apply(whole, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The first other section holding items of `snapshot`, with those items.
    private func itemsHeldElsewhere(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                                    outside section: SectionIdentifierType) -> (SectionIdentifierType, [ItemIdentifierType])? {
        let incoming = Set(snapshot.items)
        for other in current.sectionIdentifiers where other != section {
            let held = sectionSnapshots[other]?.items ?? current.itemIdentifiers(inSection: other)
            let repeated = held.filter(incoming.contains)
            if !repeated.isEmpty { return (other, repeated) }
        }
        return nil
    }

    /// The outline of `section`: the one applied, or its items as roots.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = sectionSnapshots[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { presenter.itemIdentifier(for: indexPath) }
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { presenter.indexPath(for: itemIdentifier) }
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { presenter.sectionIdentifier(for: index) }
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { presenter.index(for: sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    public func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        presenter.numberOfItems(inSection: section)
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            TesseraDiagnostics.report("UICollectionViewDiffableDataSource: the cell provider returned no cell for the item at \(indexPath)")
            return UICollectionReusableView.placeholder(for: .cell) as! UICollectionViewCell
        }
        return cell
    }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        TesseraDiagnostics.report("UICollectionViewDiffableDataSource: no supplementary view of kind \(kind) for \(indexPath) (set supplementaryViewProvider)")
        return UICollectionReusableView.placeholder(for: .supplementaryView)
    }

    /// Whether the item can be dragged to a new place: `reorderingHandlers.canReorderItem`'s
    /// answer (no handler: no reordering, as in UIKit).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = current.item(at: indexPath), let canReorder = reorderingHandlers.canReorderItem else { return false }
        return canReorder(item)
    }

    /// A drag moved an item: the snapshot follows (the collection view already shows the new
    /// order), between `willReorder` and `didReorder`. A section's outline becomes its new order
    /// of items at the root.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let moved = current.moving(from: sourceIndexPath, to: destinationIndexPath) else {
            TesseraDiagnostics.report("UICollectionViewDiffableDataSource: cannot move the item at \(sourceIndexPath) to \(destinationIndexPath); the snapshot has \(current.numberOfItems) items in \(current.numberOfSections) sections")
            return
        }
        let transaction = NSDiffableDataSourceTransaction(initial: current, final: moved, outlines: sectionSnapshots)
        reorderingHandlers.willReorder?(transaction)
        presenter.adopt(moved)
        for change in transaction.sectionTransactions where sectionSnapshots[change.sectionIdentifier] != nil {
            sectionSnapshots[change.sectionIdentifier] = change.finalSnapshot
        }
        reorderingHandlers.didReorder?(transaction)
    }
}

extension UICollectionView: SnapshotTarget {
    var hasLoadedData: Bool { hasLoadedCounts }

    func reconfigure(_ indexPaths: [IndexPath]) { reconfigureItems(at: indexPaths) }

    func applyBatch(_ requests: [CollectionUpdateRequest], change: @escaping () -> Void, completion: @escaping () -> Void) {
        performBatchUpdates({
            change()
            for request in requests { self.submit(request) }
        }, completion: { _ in completion() })
    }

    /// Records one update request inside the current batch.
    func submit(_ request: CollectionUpdateRequest) {
        switch request {
        case .insertSections(let s): insertSections(s)
        case .deleteSections(let s): deleteSections(s)
        case .reloadSections(let s): reloadSections(s)
        case let .moveSection(a, b): moveSection(a, toSection: b)
        case .insertItems(let p): insertItems(at: p)
        case .deleteItems(let p): deleteItems(at: p)
        case .reloadItems(let p): reloadItems(at: p)
        case let .moveItem(a, b): moveItem(at: a, to: b)
        }
    }
}

extension UICollectionViewDiffableDataSource: OutlineDataSource {
    func isExpanded(at indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section) else { return false }
        return sectionSnapshots[section]?.isExpanded(item) ?? false
    }

    /// Expands or collapses the row's item in its section's outline, asking and telling the
    /// handlers, and applies the outline with animation.
    func toggleExpansion(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section),
              var outline = sectionSnapshots[section] else { return }
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let make = handlers.snapshotForExpandingParentItem {
                let children = make(item, outline.snapshot(of: item))
                outline.delete(outline.snapshot(of: item).rootItems)
                outline.append(children, to: item)
            }
            outline.expand([item])
        }
        apply(outline, to: section)
        if let cell = collectionView?.cellForItem(at: indexPath) { cell.setNeedsUpdateConfiguration() }
    }
}
