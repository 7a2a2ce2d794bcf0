import Foundation
import Tessera

/// A Reminders-like checklist in edit mode: `UICollectionViewListCell` accessories that change
/// with `isEditing` (a checkmark and a disclosure indicator outside edit mode; a delete button
/// and a reorder grip in it, animated in and out), the controller's `editButtonItem`, and a
/// diffable data source whose `reorderingHandlers` keep the order when a row is dragged by its
/// grip.
public final class ChecklistViewController: UIViewController {
    public private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    /// The app's own model: what to do, in order, and what is done.
    public private(set) var tasks = ["Water the plants", "Buy coffee", "Call the bank", "Book the train", "Return the library books", "Fix the bike"]
    private var done: Set<String> = ["Buy coffee"]
    /// What the list did, newest last (the gallery window prints it).
    public var onChange: ((String) -> Void)?

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Checklist"
        navigationItem.rightBarButtonItem = editButtonItem
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [weak self] cell, _, task in
            guard let self else { return }
            var content = cell.defaultContentConfiguration()
            content.text = task
            content.secondaryText = done.contains(task) ? "Done" : nil
            cell.contentConfiguration = content
            cell.accessories = [
                .delete(displayed: .whenEditing) { [weak self] in self?.delete(task) },
                .reorder(),
                .checkmark(displayed: .whenNotEditing, options: .init(isHidden: !done.contains(task))),
                .disclosureIndicator(displayed: .whenNotEditing),
            ]
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, _ in
            var content = view.defaultContentConfiguration()
            content.text = "Today"
            view.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, path, task in
            cv.dequeueConfiguredReusableCell(using: row, for: path, item: task)
        }
        dataSource.supplementaryViewProvider = { cv, _, path in cv.dequeueConfiguredReusableSupplementary(using: header, for: path) }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            guard let self, let reordered = tasks.applying(transaction.difference) else { return }
            tasks = reordered
            onChange?("reordered: " + tasks.joined(separator: ", "))
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(tasks)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Edit mode reaches the list: its accessories change, animated.
    public override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        if animated { collectionView.isEditing = editing } else { UIView.performWithoutAnimation { collectionView.isEditing = editing } }
    }

    private func delete(_ task: String) {
        tasks.removeAll { $0 == task }
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([task])
        dataSource.apply(snapshot)
        onChange?("deleted: \(task)")
    }
}
