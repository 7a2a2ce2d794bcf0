import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// A layout that puts one item at a NaN frame, as a buggy custom layout may.
final class NaNLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)?.map { $0.copy() as! UICollectionViewLayoutAttributes }
        attributes?.first { $0.indexPath.item == 1 }?.frame = CGRect(x: CGFloat.nan, y: 0, width: 50, height: CGFloat.nan)
        return attributes
    }
}

/// A layout that invalidates itself in prepare(), and a flow layout subclass that sets its item
/// size there (a common idiom): neither may keep the run loop busy.
final class SelfInvalidatingLayout: UICollectionViewFlowLayout {
    var prepares = 0
    override func prepare() {
        prepares += 1
        super.prepare()
        invalidateLayout()
    }
}

final class WidthSizedLayout: UICollectionViewFlowLayout {
    var prepares = 0
    override func prepare() {
        prepares += 1
        super.prepare()
        let width = (collectionView?.bounds.width ?? 0) / 3 - 10
        itemSize = CGSize(width: width, height: width)
    }
}

@MainActor struct HostileInputTests {
    private func messages() -> MessageLog {
        let log = MessageLog()
        TesseraDiagnostics.handler = { log.append($0) }
        return log
    }

    @Test func infiniteAndNaNFlowMetricsAreReportedOnceAndTreatedAsZero() {
        let log = messages()
        defer { TesseraDiagnostics.handler = nil }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.minimumInteritemSpacing = .infinity
        layout.headerReferenceSize = CGSize(width: 10, height: CGFloat.infinity)
        layout.sectionInset = UIEdgeInsets(top: .nan, left: 5, bottom: -3, right: 5)   // a negative inset is kept, as in UIKit
        let (screen, cv) = makeCollection(layout: layout, source: GridSource(counts: [10]))
        cv.contentOffset = CGPoint(x: 0, y: 40)
        screen.runUntilIdle()
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.origin == CGPoint(x: 5, y: 0))
        let said = log.all
        #expect(said.contains { $0.contains("minimum interitem spacing inf in section 0") })
        #expect(said.contains { $0.contains("header reference size height inf in section 0") })
        #expect(said.contains { $0.contains("section inset top nan") })
        #expect(said.filter { $0.contains("interitem") }.count == 1, "said once, not on every pass")
    }

    @Test func hitTestingIgnoresNonFiniteFrames() {
        let (screen, cv) = makeCollection(layout: NaNLayout(), source: GridSource(counts: [5]))
        screen.tap(at: CGPoint(x: 25, y: 25))
        screen.runUntilIdle()
        #expect(cv.indexPathForItem(at: CGPoint(x: 75, y: 25)) == nil || cv.indexPathForItem(at: CGPoint(x: 75, y: 25)) != IndexPath(item: 1, section: 0))
        #expect(cv.indexPathsForSelectedItems?.contains(IndexPath(item: 0, section: 0)) == true)
    }

    @Test func invalidatingInsidePrepareDoesNotLoop() {
        let log = messages()
        defer { TesseraDiagnostics.handler = nil }
        let layout = SelfInvalidatingLayout()
        let (screen, cv) = makeCollection(layout: layout, source: GridSource(counts: [20]))
        let before = layout.prepares
        screen.runUntilIdle()
        #expect(!MainLoop.shared.hasPendingWork)
        cv.contentOffset = CGPoint(x: 0, y: 10)
        screen.runUntilIdle()
        #expect(layout.prepares - before < 10, "prepared \(layout.prepares - before) times")
        _ = log
    }

    @Test func settingTheSameItemSizeInPrepareSettles() {
        let layout = WidthSizedLayout()
        let (screen, cv) = makeCollection(layout: layout, source: GridSource(counts: [30]))
        screen.runUntilIdle()
        #expect(!MainLoop.shared.hasPendingWork)
        #expect(layout.prepares < 6, "prepared \(layout.prepares) times")
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 320.0 / 3 - 10)
    }

    @Test func compositionalGroupsWithoutSubitemsOrWithNegativeSpacingDoNotTrapOrHang() {
        let log = messages()
        defer { TesseraDiagnostics.handler = nil }
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(50)))
        let empty = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                        heightDimension: .absolute(50)), subitems: [])
        let backwards = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                            heightDimension: .absolute(50)), subitems: [item])
        backwards.interItemSpacing = .fixed(-50)
        for group in [empty, backwards] {
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            let (screen, cv) = makeCollection(layout: layout, source: GridSource(counts: [12]))
            screen.runUntilIdle()
            #expect(!MainLoop.shared.hasPendingWork)
            _ = cv
        }
        #expect(log.all.contains { $0.contains("no subitems") })
        #expect(log.all.contains { $0.contains("interItemSpacing -50") })
    }
}

/// A data source that records which index paths it is asked whether they can move.
final class MoveAskingSource: NSObject, UICollectionViewDataSource {
    var askedToMove: [IndexPath] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        askedToMove.append(indexPath)
        return true
    }
}

final class OtherCell: UICollectionViewCell {}

@MainActor struct HostileStateTests {
    @Test func selectionHoldsOnlyItemsThatExistAndReloadClearsIt() {
        let log = MessageLog()
        TesseraDiagnostics.handler = { log.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        let source = GridSource(counts: [5])
        let (screen, cv) = makeCollection(layout: UICollectionViewFlowLayout(), source: source)
        cv.allowsMultipleSelection = true
        for path in [IndexPath(item: 999, section: 0), IndexPath(index: 1), IndexPath(item: 0, section: 42), IndexPath(item: 2, section: 0)] {
            cv.selectItem(at: path, animated: false, scrollPosition: [])
        }
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(log.all.filter { $0.contains("Invalid index path for use with UICollectionView") }.count == 3)
        cv.reloadData()
        screen.runUntilIdle()
        #expect(cv.indexPathsForSelectedItems ?? [] == [], "reloadData() forgets the selection, as UIKit")
    }

    @Test func aNewClassForAnIdentifierIsWhatTheNextDequeueMakes() {
        let (screen, cv) = makeCollection(layout: UICollectionViewFlowLayout(), source: GridSource(counts: [3]))
        cv.register(OtherCell.self, forCellWithReuseIdentifier: "Cell")
        cv.reloadData()
        screen.runUntilIdle()
        #expect(cv.visibleCells.count == 3)
        #expect(cv.visibleCells.allSatisfy { $0 is OtherCell })
    }

    @Test func movingAskesOnlyAboutItemsThatExist() {
        let source = MoveAskingSource()
        let (_, cv) = makeCollection(layout: UICollectionViewFlowLayout(), source: GridSource(counts: [5]))
        cv.dataSource = source
        keptAlive.append(source)
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 99, section: 0)))
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(index: 0)))
        #expect(source.askedToMove.isEmpty)
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        #expect(source.askedToMove == [IndexPath(item: 1, section: 0)])
        cv.cancelInteractiveMovement()
    }

    @Test func insertingASectionAtANegativeIndexIsAnInconsistency() {
        let messages = MessageLog()
        UICollectionView.inconsistencyHandler = { messages.append($0) }
        defer { UICollectionView.inconsistencyHandler = nil }
        let source = GridSource(counts: [2])
        let (screen, cv) = makeCollection(layout: UICollectionViewFlowLayout(), source: source)
        var finished: Bool?
        source.counts = [2, 3]
        cv.performBatchUpdates({ cv.insertSections(IndexSet(integer: -1)) }) { finished = $0 }
        screen.runUntilIdle()
        #expect(finished == false)
        #expect(messages.all.count == 1)
        #expect(messages.all.first?.contains("-1") == true)
        #expect(cv.numberOfSections == 2, "recovered with the data source's counts")
    }
}
