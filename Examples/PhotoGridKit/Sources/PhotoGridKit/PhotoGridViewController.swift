import UIKit

/// A screen of photo tiles in a ``MosaicLayout``, fed by a diffable data source and cells from
/// a registration; tapping a tile reports its photo.
public final class PhotoGridViewController: UIViewController, UICollectionViewDelegate {
    public enum Section: Hashable { case main }

    public private(set) var collectionView: UICollectionView!
    public private(set) var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    /// Called with the photo of a selected tile.
    public var onSelect: ((String) -> Void)?

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: MosaicLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, photo in
            var content = cell.defaultContentConfiguration()
            content.text = photo
            cell.contentConfiguration = content
            cell.backgroundConfiguration = UIBackgroundConfiguration.listPlainCell()
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, photo in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
        }
    }

    /// Shows `photos` in order, animating the change.
    public func show(_ photos: [String], animated: Bool = false) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(photos)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let photo = dataSource.itemIdentifier(for: indexPath) else { return }
        onSelect?(photo)
    }
}
