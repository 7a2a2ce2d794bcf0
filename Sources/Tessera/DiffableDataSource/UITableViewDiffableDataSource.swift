import Foundation
import TesseraCore

/// A table's data source that holds the data as a snapshot and animates the differences when
/// you apply a new one, with ``defaultRowAnimation``.
///
/// Shares the collection view's diffable machinery (the snapshot, the diff, background-queue
/// applies). Editing and reordering are off unless a subclass overrides `canEditRowAt`,
/// `canMoveRowAt`, `commit` and `moveRowAt`, as UIKit's subclassing points; a move the user
/// makes updates the snapshot before `moveRowAt` is called. The table holds its data source
/// weakly, as in UIKit: keep this object alive.
@preconcurrency @MainActor open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private let cellProvider: CellProvider
    private let presenter: SnapshotPresenter<SectionIdentifierType, ItemIdentifierType>
    /// How rows come and go when a snapshot is applied with animation.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        presenter = SnapshotPresenter(target: tableView)
        super.init()
        tableView.diffableRowAnimation = { [weak self] in self?.defaultRowAnimation ?? .automatic }
        tableView.dataSource = self
    }

    /// A copy of the data shown now.
    public func snapshot() -> Snapshot { presenter.current }

    /// Shows `snapshot` as one batch update of the differences: rows that stay keep their
    /// cells and selection; rows come and go with ``defaultRowAnimation`` when
    /// `animatingDifferences`, at once otherwise. Callable from a background queue, as in UIKit.
    nonisolated public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        presenter.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    nonisolated public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            apply(snapshot, animatingDifferences: animatingDifferences) { finished.resume() }
        }
    }

    nonisolated public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        presenter.applyUsingReloadData(snapshot, completion: completion)
    }

    nonisolated public func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            applySnapshotUsingReloadData(snapshot) { finished.resume() }
        }
    }

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { presenter.itemIdentifier(for: indexPath) }
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { presenter.indexPath(for: itemIdentifier) }
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { presenter.sectionIdentifier(for: index) }
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { presenter.index(for: sectionIdentifier) }

    // MARK: UITableViewDataSource (override the open ones, as in UIKit)

    open func numberOfSections(in tableView: UITableView) -> Int { presenter.current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.numberOfItems(inSection: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = presenter.itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            TesseraDiagnostics.report("UITableViewDiffableDataSource: the cell provider returned no cell for the row at \(indexPath.uikitDescription)")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// No row can be edited unless a subclass says so (UIKit's default for this class).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }

    /// A row the user moved: the snapshot follows, then subclasses hear of it.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let moved = presenter.current.moving(from: sourceIndexPath, to: destinationIndexPath) else {
            TesseraDiagnostics.report("UITableViewDiffableDataSource: cannot move the row at \(sourceIndexPath.uikitDescription) to \(destinationIndexPath.uikitDescription)")
            return
        }
        presenter.adopt(moved)
    }
}

extension UITableView: SnapshotTarget {
    var hasLoadedData: Bool { tableLayout != nil }

    func reconfigure(_ indexPaths: [IndexPath]) { reconfigureRows(at: indexPaths) }

    /// One batch of a diffable data source's differences, with its row animation.
    func applyBatch(_ requests: [CollectionUpdateRequest], change: @escaping () -> Void, completion: @escaping () -> Void) {
        let animation = diffableRowAnimation?() ?? .automatic
        performBatchUpdates({
            change()
            for request in requests { self.request(request, animation) }
        }, completion: { _ in completion() })
    }
}
