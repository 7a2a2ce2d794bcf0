import Foundation
import Tessera

/// A Photos-like library: a "Memories" carousel whose cards grow as they reach the centre
/// (`visibleItemsInvalidationHandler`) above a four-column grid per month, each month's title
/// pinned to the top while its photos scroll under it (`pinToVisibleBounds`).
public final class PhotosLibraryViewController: UIViewController {
    public struct Photo: Hashable, Sendable {
        let section: Int
        let index: Int
        let name: String
    }

    static let months = ["Memories", "September", "October", "November"]
    static let names = ["astronaut", "chelsea", "coffee", "rocket", "hubble_deep_field", "horse", "coins", "moon", "camera",
                        "retina", "brick", "grass", "gravel", "cell", "ihc"]
    public private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Photo>!

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        let cells = UICollectionView.CellRegistration<CaptionedPhotoCell, Photo> { cell, _, photo in
            cell.configure(photo: photo.name, caption: photo.section == 0 ? photo.name.capitalized : nil)
            cell.contentView.layer.cornerRadius = photo.section == 0 ? 14 : 0
        }
        let headers = UICollectionView.SupplementaryRegistration<PinnedTitleHeader>(elementKind: UICollectionView.elementKindSectionHeader) { header, _, path in
            header.title.text = Self.months[path.section]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, path, photo in
            cv.dequeueConfiguredReusableCell(using: cells, for: path, item: photo)
        }
        dataSource.supplementaryViewProvider = { cv, _, path in cv.dequeueConfiguredReusableSupplementary(using: headers, for: path) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Photo>()
        let counts = [8, 22, 17, 26]
        for (section, count) in counts.enumerated() {
            snapshot.appendSections([section])
            snapshot.appendItems((0..<count).map { Photo(section: section, index: $0, name: Self.names[($0 * 7 + section * 4) % Self.names.count]) },
                                 toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    static func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, _ in
            let layoutSection = section == 0 ? memoriesSection() : monthSection()
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = section > 0
            layoutSection.boundarySupplementaryItems = [header]
            return layoutSection
        }
    }

    /// Cards two thirds of the width, centred one at a time; a card's scale falls from 1 at
    /// the centre to 0.8 a card's width away.
    static func memoriesSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.66), heightDimension: .absolute(220)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 4
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 16, trailing: 0)
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            let width = environment.container.contentSize.width
            for item in items where item.representedElementCategory == .cell {
                let distance = abs(item.frame.midX - offset.x - width / 2)
                let scale = max(0.8, 1 - 0.2 * distance / (width * 0.66))
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        return section
    }

    /// Four square photos a row, a point apart.
    static func monthSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)), subitems: [item])
        return NSCollectionLayoutSection(group: row)
    }
}

/// A month's title on a blurred bar (`UIVisualEffectView` with a chrome material), so photos
/// show faintly under it while it is pinned.
public final class PinnedTitleHeader: UICollectionReusableView {
    public let title = UILabel()
    private let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
    public override init(frame: CGRect) {
        super.init(frame: frame)
        bar.frame = bounds
        bar.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(bar)
        title.font = .boldSystemFont(ofSize: 20)
        title.textColor = .label
        title.frame = bar.contentView.bounds.insetBy(dx: 16, dy: 0)
        title.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        bar.contentView.addSubview(title)
    }
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
