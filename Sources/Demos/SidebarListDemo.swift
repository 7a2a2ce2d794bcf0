import Foundation
import Tessera

/// A mail-like sidebar (`UICollectionLayoutListConfiguration(appearance: .sidebar)`) of
/// `.sidebarCell()` rows (a selected row turns blue with white text) whose mailboxes swipe:
/// left for Delete and Flag (a full swipe deletes), right to Pin.
public final class SidebarListViewController: UIViewController {
    public private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    private var pinned: Set<String> = []
    /// Told what each action did ("deleted Inbox"), for a log.
    public var onAction: ((String) -> Void)?

    public override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = .supplementary
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in self?.trailingActions(at: indexPath) }
        configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in self?.leadingActions(at: indexPath) }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [weak self] cell, _, name in
            var content = UIListContentConfiguration.sidebarCell()
            content.text = name
            content.secondaryText = self?.pinned.contains(name) == true ? "Pinned" : nil
            content.prefersSideBySideTextAndSecondaryText = true
            cell.contentConfiguration = content
            cell.backgroundConfiguration = .listSidebarCell()
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, path in
            var content = UIListContentConfiguration.sidebarHeader()
            content.text = path.section == 0 ? "Mailboxes" : "Folders"
            view.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, path, name in
            cv.dequeueConfiguredReusableCell(using: rows, for: path, item: name)
        }
        dataSource.supplementaryViewProvider = { cv, _, path in cv.dequeueConfiguredReusableSupplementary(using: headers, for: path) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["Inbox", "VIP", "Flagged", "Drafts", "Sent"], toSection: 0)
        snapshot.appendItems(["Receipts", "Travel", "Family", "Work", "Newsletters", "Archive"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func trailingActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let name = dataSource.itemIdentifier(for: indexPath) else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            var snapshot = self.dataSource.snapshot()
            snapshot.deleteItems([name])
            self.dataSource.apply(snapshot, animatingDifferences: true)
            self.onAction?("deleted \(name)")
            completion(true)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, completion in
            self?.onAction?("flagged \(name)")
            completion(true)
        }
        flag.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }

    private func leadingActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let name = dataSource.itemIdentifier(for: indexPath) else { return nil }
        let pin = UIContextualAction(style: .normal, title: pinned.contains(name) ? "Unpin" : "Pin") { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            if self.pinned.remove(name) == nil { self.pinned.insert(name) }
            var snapshot = self.dataSource.snapshot()
            snapshot.reconfigureItems([name])
            self.dataSource.apply(snapshot, animatingDifferences: false)
            self.onAction?("\(self.pinned.contains(name) ? "pinned" : "unpinned") \(name)")
            completion(true)
        }
        pin.backgroundColor = .systemBlue
        return UISwipeActionsConfiguration(actions: [pin])
    }
}
