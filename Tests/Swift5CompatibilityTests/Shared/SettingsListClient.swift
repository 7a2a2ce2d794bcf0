// Client code: a Settings-style list as iOS 14 code writes it (a list layout, a diffable data
// source, supplementary headers from a registration), with its imports unchanged (`import UIKit`).
import Testing
import UIKit
import TesseraTesting

final class SettingsListViewController: UIViewController {
    enum Section: Int, CaseIterable { case general, privacy }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, title in
            cell.tag = title.count
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            header.tag = 100 + indexPath.section
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: title)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(["Wi-Fi", "Bluetooth", "Mobile Data"], toSection: .general)
        snapshot.appendItems(["Location Services", "Tracking"], toSection: .privacy)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor struct SettingsListClientTests {
    @Test func insetGroupedRowsAndHeadersAreWhereAListPutsThem() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = SettingsListViewController()
        screen.rootViewController = controller
        screen.runUntilIdle()
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.indexPathsForVisibleItems.count == 5)
        let bluetooth = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(bluetooth.tag == "Bluetooth".count)
        #expect(bluetooth.frame.minX == 20 && bluetooth.frame.width == 350)
        let privacyHeader = try #require(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                          at: IndexPath(item: 0, section: 1)))
        #expect(privacyHeader.tag == 101)
        let tracking = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 1)))
        #expect(tracking.frame.minY > privacyHeader.frame.maxY)
    }
}
