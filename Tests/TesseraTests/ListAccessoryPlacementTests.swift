import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Where UIKit puts a list row's system accessories, and how a header-style outline row
/// toggles. UIKit documents both: "System accessories have system-defined placement … The
/// order of system accessories in the array doesn't affect their placement"
/// (`UICollectionViewListCell.accessories`); the outline disclosure "appears on the trailing
/// edge" in iOS (`UICellAccessoryOutlineDisclosure`); with the header style "a tap anywhere in
/// the header toggles the expansion state … The cell itself is not selectable".
@MainActor @Suite struct ListAccessoryPlacementTests {
    final class Rows: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var accessories: [UICellAccessory] = []
        var selected: [IndexPath] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = "Photos"
            cell.contentConfiguration = content
            cell.accessories = accessories
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    func row(_ accessories: [UICellAccessory]) -> (HeadlessScreen, UICollectionViewListCell, Rows) {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 300), scale: 1)
        let rows = Rows()
        rows.accessories = accessories
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 300),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        collectionView.dataSource = rows
        collectionView.delegate = rows
        screen.window.addSubview(collectionView)
        screen.runUntilIdle()
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! UICollectionViewListCell
        return (screen, cell, rows)
    }

    func frame(of kind: String, in cell: UICollectionViewListCell) -> CGRect? {
        cell.accessoryViews.first { $0.accessory.kind.tag == kind }?.frame
    }

    @Test func systemAccessoriesGoWhereUIKitPutsThemWhateverTheArrayOrder() throws {
        let (_, cell, _) = row([.reorder(displayed: .always), .outlineDisclosure(), .delete(displayed: .always),
                                .disclosureIndicator(), .checkmark()])
        let reorder = try #require(frame(of: "reorder", in: cell))
        let indicator = try #require(frame(of: "disclosureIndicator", in: cell))
        let outline = try #require(frame(of: "outlineDisclosure", in: cell))
        let checkmark = try #require(frame(of: "checkmark", in: cell))
        let delete = try #require(frame(of: "delete", in: cell))
        #expect(reorder.maxX == 370, "the reorder grip is trailing-most, 20 points from the edge")
        #expect(indicator.maxX < reorder.minX && outline.maxX < indicator.minX && checkmark.maxX < outline.minX,
                "then, inward: disclosure indicator, outline disclosure, checkmark")
        #expect(delete.minX == 20, "delete at the leading edge")
        #expect(cell.contentView.frame.midX > delete.maxX && cell.contentView.frame.midX < checkmark.minX, "the content between")
    }

    @Test func theOutlineDisclosureIsAtTheTrailingEdge() throws {
        let (_, cell, _) = row([.outlineDisclosure()])
        let outline = try #require(frame(of: "outlineDisclosure", in: cell))
        #expect(outline.maxX == 370)
        #expect(cell.contentView.frame.minX == 0 && cell.contentView.frame.maxX < outline.maxX, "the content starts at the leading edge")
    }

    @Test func aHeaderStyleOutlineRowTogglesOnATapAnywhereAndIsNotSelected() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 600), scale: 1)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar)))
        screen.window.addSubview(collectionView)
        let rows = Rows()
        collectionView.delegate = rows
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            cell.accessories = name == "Favourites" ? [.outlineDisclosure(options: .init(style: .header))]
                : name == "Albums" ? [.outlineDisclosure(options: .init(style: .cell))] : []
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, path, name in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: path, item: name)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Favourites", "Albums"])
        outline.append(["Kites", "Cats"], to: "Favourites")
        outline.append(["Holiday"], to: "Albums")
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        screen.runUntilIdle()
        let middle = { (item: Int) -> CGPoint in
            let frame = collectionView.cellForItem(at: IndexPath(item: item, section: 0))!.frame
            return collectionView.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
        }
        screen.tap(at: middle(0))
        screen.runUntilIdle()
        #expect(dataSource.snapshot(for: 0).visibleItems == ["Favourites", "Kites", "Cats", "Albums"], "a tap in the header's middle expands it")
        #expect(rows.selected.isEmpty && collectionView.indexPathsForSelectedItems?.isEmpty != false, "the header row is not selected")
        screen.tap(at: middle(3))
        screen.runUntilIdle()
        #expect(dataSource.snapshot(for: 0).visibleItems == ["Favourites", "Kites", "Cats", "Albums"], "a cell-style row does not toggle from its middle")
        #expect(rows.selected == [IndexPath(item: 3, section: 0)], "it is selected instead")
        screen.advance(by: 1)
        screen.tap(at: middle(0))
        screen.runUntilIdle()
        #expect(dataSource.snapshot(for: 0).visibleItems == ["Favourites", "Albums"], "a second tap collapses the header")
        withExtendedLifetime(dataSource) {}
    }
}
