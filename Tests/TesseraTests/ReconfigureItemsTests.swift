import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// `reconfigureItems` (iOS 15) updates the cell an item shows, in place: the same cell object,
/// its new content, no `prepareForReuse()`, no new cell — unlike `reloadItems`, which gives
/// the item a new cell. UIKit documents this on `UICollectionView.reconfigureItems(at:)` and
/// `NSDiffableDataSourceSnapshot.reconfigureItems(_:)`.
@MainActor @Suite struct ReconfigureItemsTests {
    final class CountingCell: UICollectionViewListCell {
        nonisolated(unsafe) static var prepared = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            CountingCell.prepared += 1
        }
    }

    struct Contact: Hashable, Sendable {
        let id: Int
    }

    @MainActor final class Screen {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 600), scale: 1)
        let collectionView: UICollectionView
        var dataSource: UICollectionViewDiffableDataSource<Int, Contact>!
        var favourites: Set<Int> = []

        init() {
            collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
            screen.window.addSubview(collectionView)
            let registration = UICollectionView.CellRegistration<CountingCell, Contact> { [unowned self] cell, _, contact in
                var content = cell.defaultContentConfiguration()
                content.text = "Contact \(contact.id)" + (favourites.contains(contact.id) ? " ★" : "")
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, path, contact in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: path, item: contact)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Contact>()
            snapshot.appendSections([0])
            snapshot.appendItems((0..<100).map(Contact.init))
            dataSource.apply(snapshot, animatingDifferences: false)
            screen.runUntilIdle()
        }

        func text(at item: Int) -> String? {
            (collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.contentConfiguration as? UIListContentConfiguration)?.text
        }
    }

    @Test func aReconfiguredItemKeepsItsCellAndShowsItsNewContent() throws {
        let list = Screen()
        let before = try #require(list.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
        let made = list.collectionView.createdViewCount
        CountingCell.prepared = 0
        list.favourites.insert(3)
        var snapshot = list.dataSource.snapshot()
        snapshot.reconfigureItems([Contact(id: 3)])
        list.dataSource.apply(snapshot, animatingDifferences: true)
        list.screen.runUntilIdle()
        let after = list.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))
        #expect(after === before, "the same cell object")
        #expect(list.text(at: 3) == "Contact 3 ★")
        #expect(CountingCell.prepared == 0, "no prepareForReuse")
        #expect(list.collectionView.createdViewCount == made, "no new cell")
    }

    @Test func reloadingGivesANewCellWhereReconfiguringDoesNot() throws {
        let list = Screen()
        let before = try #require(list.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
        var snapshot = list.dataSource.snapshot()
        snapshot.reloadItems([Contact(id: 4)])
        list.dataSource.apply(snapshot, animatingDifferences: false)
        list.screen.runUntilIdle()
        let after = list.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))
        #expect(after !== before, "a reload dequeues a cell again")
    }

    @Test func reconfiguringDirectlyAndOffScreenAndOutOfRange() throws {
        let list = Screen()
        let cell = try #require(list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        list.favourites = [1, 90]
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        list.collectionView.reconfigureItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 90, section: 0), IndexPath(item: 500, section: 0)])
        list.screen.runUntilIdle()
        #expect(list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cell && list.text(at: 1) == "Contact 1 ★")
        #expect(list.collectionView.cellForItem(at: IndexPath(item: 90, section: 0)) == nil, "an item off screen gets no cell now")
        #expect(messages.all == ["reconfigureItems(at:): item 500 of section 0 does not exist (1 sections)"])
        list.collectionView.scrollToItem(at: IndexPath(item: 90, section: 0), at: .top, animated: false)
        list.screen.runUntilIdle()
        #expect(list.text(at: 90) == "Contact 90 ★", "it is configured when it shows")
    }
}
