import Foundation
import Tessera

/// Modern UIKit's compositional layout: a featured section (one large photo beside two small
/// ones) over a three-column grid, each under a header, fed by a diffable data source.
public final class CompositionalPhotosViewController: UIViewController {
    public enum Section: Int, Hashable, Sendable { case featured, all }
    let names = ["astronaut", "chelsea", "coffee", "rocket", "hubble_deep_field", "horse", "coins", "moon", "camera",
                 "retina", "brick", "grass", "gravel", "cell", "ihc"]
    public private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = UIColor(white: 0.15, alpha: 1)
        view.addSubview(collectionView)
        // Identifiers are unique per snapshot, so the featured copies carry a prefix.
        let cells = UICollectionView.CellRegistration<MattePhotoCell, String> { cell, _, name in
            cell.image = DemoPhotos.named(name.replacingOccurrences(of: "featured-", with: ""))
        }
        let headers = UICollectionView.SupplementaryRegistration<LetterHeader>(elementKind: UICollectionView.elementKindSectionHeader) { header, _, path in
            header.label.text = path.section == 0 ? "Featured" : "All photos"
            header.label.textAlignment = .left
            header.label.textColor = .white
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, path, name in
            cv.dequeueConfiguredReusableCell(using: cells, for: path, item: name)
        }
        dataSource.supplementaryViewProvider = { cv, _, path in cv.dequeueConfiguredReusableSupplementary(using: headers, for: path) }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.featured, .all])
        snapshot.appendItems(Array(names.prefix(3)).map { "featured-" + $0 }, toSection: .featured)
        snapshot.appendItems(names, toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, _ in
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            let layoutSection: NSCollectionLayoutSection
            if section == 0 {
                let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(2.0 / 3.0), heightDimension: .fractionalHeight(1)))
                big.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
                small.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let column = NSCollectionLayoutGroup.vertical(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)), subitem: small, count: 2)
                let row = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(240)), subitems: [big, column])
                layoutSection = NSCollectionLayoutSection(group: row)
            } else {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let row = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3.0)), subitems: [item])
                layoutSection = NSCollectionLayoutSection(group: row)
            }
            layoutSection.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 12, trailing: 8)
            layoutSection.boundarySupplementaryItems = [header]
            return layoutSection
        }
    }
}
