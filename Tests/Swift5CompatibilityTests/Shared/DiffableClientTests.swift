// Client code: a diffable list as iOS 14 tutorials write it (registrations, a snapshot per
// change, pinned headers), compiled in the Swift 5 and Swift 6 modes with its imports unchanged (`import UIKit`).
import Testing
import UIKit
import TesseraTesting

enum ProduceSection: Hashable { case fruits, vegetables }

struct Produce: Hashable {
    let id = UUID()
    var name: String
}

final class ProduceViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<ProduceSection, Produce>!
    var versions: [UUID: Int] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.sectionHeadersPinToVisibleBounds = true
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewCell, Produce> { [weak self] cell, indexPath, item in
            cell.tag = item.name.count * 10 + (self?.versions[item.id] ?? 0)
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, kind, indexPath in
            header.tag = 100 + indexPath.section
        }
        dataSource = UICollectionViewDiffableDataSource<ProduceSection, Produce>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }
}

@MainActor struct DiffableClientTests {
    @Test func snapshotsFindItemsAndReloadedMovesShowNewContent() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let controller = ProduceViewController()
        screen.rootViewController = controller
        screen.runUntilIdle()
        let fruits = (0..<30).map { Produce(name: "fruit\($0)") }
        let vegetables = [Produce(name: "leek"), Produce(name: "kale")]
        var snapshot = NSDiffableDataSourceSnapshot<ProduceSection, Produce>()
        snapshot.appendSections([.fruits, .vegetables])
        snapshot.appendItems(fruits, toSection: .fruits)
        snapshot.appendItems(vegetables, toSection: .vegetables)
        controller.dataSource.apply(snapshot, animatingDifferences: false)
        screen.runUntilIdle()
        #expect(snapshot.indexOfItem(vegetables[1]) == 31)
        #expect(snapshot.sectionIdentifier(containingItem: fruits[7]) == .fruits)

        // The last fruit moves to the top and changes: its cell is made again.
        controller.versions[fruits[29].id] = 1
        snapshot.moveItem(fruits[29], beforeItem: fruits[0])
        snapshot.reloadItems([fruits[29]])
        controller.dataSource.apply(snapshot, animatingDifferences: true)
        screen.runUntilIdle()
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.tag == 71)

        // Scrolled into the fruits, their header stays pinned at the top of the screen.
        controller.collectionView.contentOffset = CGPoint(x: 0, y: 200)
        screen.runUntilIdle()
        let headers = controller.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
        #expect(headers.first?.section == 0)
        let pinned = headers.first.flatMap {
            controller.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: $0)
        }
        #expect(pinned?.tag == 100)
        #expect(pinned?.frame.minY == controller.collectionView.contentOffset.y + controller.collectionView.adjustedContentInset.top)
    }
}
