import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// A diffable list reordered by dragging a row's reorder accessory in edit mode: the snapshot
/// follows, and the handlers get the transaction.
@MainActor struct ReorderingHandlersTests {
    func setUp(canReorder: @escaping (String) -> Bool) -> (HeadlessScreen, UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 600), scale: 1)
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        screen.window.addSubview(cv)
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            cell.accessories = [.reorder()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, path, name in
            cv.dequeueConfiguredReusableCell(using: row, for: path, item: name)
        }
        keptAlive.append(dataSource)
        dataSource.reorderingHandlers.canReorderItem = canReorder
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Alpha", "Bravo", "Charlie", "Delta"])
        dataSource.apply(snapshot, animatingDifferences: false)
        cv.isEditing = true
        screen.runUntilIdle()
        return (screen, cv, dataSource)
    }

    /// The middle of the reorder grip of the row at `item`, in window coordinates.
    func grip(_ cv: UICollectionView, _ item: Int) throws -> CGPoint {
        let cell = try #require(cv.cellForItem(at: IndexPath(item: item, section: 0)))
        let handle = try #require(cell.subviews.compactMap { $0 as? CellAccessoryView }.first { if case .reorder = $0.accessory.kind { true } else { false } })
        return handle.convert(CGPoint(x: handle.bounds.midX, y: handle.bounds.midY), to: nil)
    }

    @Test func draggingTheGripMovesTheRowAndTheSnapshotFollows() throws {
        var log: [String] = []
        let (screen, cv, dataSource) = setUp { _ in true }
        var backing = ["Alpha", "Bravo", "Charlie", "Delta"]
        dataSource.reorderingHandlers.willReorder = { log.append("will \($0.finalSnapshot.itemIdentifiers)") }
        dataSource.reorderingHandlers.didReorder = { transaction in
            log.append("did")
            backing = backing.applying(transaction.difference) ?? []
            #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == [0])
            #expect(transaction.initialSnapshot.itemIdentifiers == ["Alpha", "Bravo", "Charlie", "Delta"])
        }
        let start = try grip(cv, 0)
        let rowHeight = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0))).frame.minY
        // No hold: the grip takes the row at once. Two rows down, where Charlie was.
        let touch = screen.pressAndDrag(from: start, to: CGPoint(x: start.x, y: start.y + rowHeight * 2 + 4), hold: 0.05, duration: 0.5)
        screen.advance(by: 0.3)
        screen.lift(touch)
        screen.runUntilIdle()
        #expect(log == ["will [\"Bravo\", \"Charlie\", \"Alpha\", \"Delta\"]", "did"])
        #expect(dataSource.snapshot().itemIdentifiers == ["Bravo", "Charlie", "Alpha", "Delta"])
        #expect(backing == ["Bravo", "Charlie", "Alpha", "Delta"])
        // What shows: each row's text in order from the top.
        let titles = cv.indexPathsForVisibleItems.sorted().compactMap { dataSource.itemIdentifier(for: $0) }
        #expect(titles == ["Bravo", "Charlie", "Alpha", "Delta"])
        let alphaFrame = try #require(screen.frameOfText("Alpha"))
        #expect(alphaFrame.minY > rowHeight * 2 && alphaFrame.minY < rowHeight * 3)
    }

    @Test func anItemTheHandlerRefusesStaysWhereItIs() throws {
        var calls = 0
        let (screen, cv, dataSource) = setUp { $0 != "Alpha" }
        dataSource.reorderingHandlers.didReorder = { _ in calls += 1 }
        let start = try grip(cv, 0)
        let touch = screen.pressAndDrag(from: start, to: CGPoint(x: start.x, y: start.y + 120), hold: 0.05, duration: 0.5)
        screen.lift(touch)
        screen.runUntilIdle()
        #expect(calls == 0)
        #expect(dataSource.snapshot().itemIdentifiers == ["Alpha", "Bravo", "Charlie", "Delta"])
    }

    @Test func withoutHandlersNothingReorders() throws {
        let (_, cv, dataSource) = setUp { _ in true }
        dataSource.reorderingHandlers.canReorderItem = nil
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    }

    @Test func aMoveOutOfRangeIsReportedAndChangesNothing() {
        let log = MessageLog()
        TesseraDiagnostics.handler = { log.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        let (_, cv, dataSource) = setUp { _ in true }
        dataSource.collectionView(cv, moveItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 9, section: 0))
        #expect(log.all.last?.contains("cannot move the item at [0, 0] to [0, 9]") == true)
        #expect(dataSource.snapshot().itemIdentifiers == ["Alpha", "Bravo", "Charlie", "Delta"])
    }
}
