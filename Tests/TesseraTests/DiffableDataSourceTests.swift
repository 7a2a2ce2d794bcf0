import Foundation
import Testing
@testable import Tessera
import TesseraCore
import TesseraTesting

@MainActor struct DiffableDataSourceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    @Test func snapshotsEditSectionsAndItems() {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 5])
        #expect(snapshot.numberOfSections == 2 && snapshot.numberOfItems == 5)
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5])
        snapshot.insertItems([9], beforeItem: 2)
        snapshot.insertItems([8], afterItem: 5)
        #expect(snapshot.itemIdentifiers == [1, 9, 2, 3, 4, 5, 8])
        snapshot.moveItem(1, afterItem: 4)
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 1, 5, 8])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "b")
        #expect(snapshot.indexOfItem(1) == 4)
        snapshot.deleteItems([9, 5])
        snapshot.insertSections(["z"], beforeSection: "a")
        snapshot.moveSection("b", beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["z", "b", "a"])
        snapshot.deleteSections(["b"])
        #expect(snapshot.itemIdentifiers == [2, 3])
        #expect(snapshot.sectionIdentifier(containingItem: 4) == nil)
        snapshot.reloadItems([2, 77])
        #expect(snapshot.reloadedItemIdentifiers == [2])
    }

    @Test func itemsAreFoundAsSectionsComeAndGo() {
        // One section keeps no item map; the second section brings one; deleting it drops it.
        var snapshot = Snapshot()
        snapshot.appendSections(["a"])
        snapshot.appendItems(Array(0..<100))
        #expect(snapshot.indexOfItem(42) == 42 && snapshot.sectionIdentifier(containingItem: 99) == "a")
        let log = MessageLog()
        TesseraDiagnostics.handler = { log.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        snapshot.insertSections(["top"], beforeSection: "a")
        snapshot.appendItems([500, 7], toSection: "top")
        #expect(log.all.count == 1 && log.all.first?.hasSuffix("Duplicate identifiers: [7]") == true, "\(log.all)")
        #expect(snapshot.sectionIdentifier(containingItem: 7) == "a")
        #expect(snapshot.sectionIdentifier(containingItem: 500) == "top")
        #expect(snapshot.indexOfItem(42) == 43, "after the one item of the section above")
        snapshot.moveItem(500, afterItem: 99)
        #expect(snapshot.indexOfItem(500) == 100 && snapshot.sectionIdentifier(containingItem: 500) == "a")
        snapshot.deleteSections(["top"])
        snapshot.insertItems([3], beforeItem: 0)
        #expect(log.all.count == 2, "still refused with one section: \(log.all)")
        snapshot.deleteItems([0, 500])
        #expect(snapshot.numberOfItems == 99 && snapshot.indexOfItem(1) == 0 && snapshot.indexOfItem(500) == nil)
    }

    @Test func duplicateIdentifiersAreReportedAndLeftOut() {
        var snapshot = Snapshot()
        snapshot.appendSections(["a"])
        let log = MessageLog()
        TesseraDiagnostics.handler = { log.append($0) }
        snapshot.appendItems([1, 2, 1, 3, 2])
        snapshot.appendSections(["a"])
        TesseraDiagnostics.handler = nil
        #expect(snapshot.itemIdentifiers == [1, 2, 3])
        #expect(snapshot.numberOfSections == 1)
        #expect(log.all == ["NSDiffableDataSourceSnapshot: supplied item identifiers are not unique. Duplicate identifiers: [1, 2]",
                            "NSDiffableDataSourceSnapshot: supplied section identifiers are not unique. Duplicate identifiers: [\"a\"]"])
    }

    @Test func theDiffKeepsMovesFew() {
        var old = Snapshot()
        old.appendSections(["a"])
        old.appendItems(Array(0..<10))
        var new = old
        new.moveItem(9, beforeItem: 0)
        let requests = new.updateRequests(from: old)
        #expect(requests == [.moveItem(IndexPath(item: 9, section: 0), IndexPath(item: 0, section: 0))])
    }

    @Test func randomSnapshotsApplyAndShowTheData() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 800), scale: 1)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 20, height: 20)
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        screen.window.addSubview(cv)
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: cv) { cv, path, item in
            let cell = cv.dequeueReusableCell(withReuseIdentifier: "Cell", for: path)
            cell.tag = item
            return cell
        }
        var random = SeededGenerator(state: 99)
        var nextItem = 0, nextSection = 0
        var snapshot = Snapshot()
        var completions = 0
        var messages: [String] = []
        UICollectionView.inconsistencyHandler = { messages.append($0) }
        defer { UICollectionView.inconsistencyHandler = nil }
        for round in 0..<400 {
            // Random edits: new and removed sections, items added, removed, moved and reloaded.
            if snapshot.numberOfSections < 2 || Int.random(in: 0..<5, using: &random) == 0 {
                snapshot.appendSections(["s\(nextSection)"]); nextSection += 1
            }
            if snapshot.numberOfSections > 4 { snapshot.deleteSections([snapshot.sectionIdentifiers.randomElement(using: &random)!]) }
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                snapshot.appendItems([nextItem], toSection: snapshot.sectionIdentifiers.randomElement(using: &random)!); nextItem += 1
            }
            let items = snapshot.itemIdentifiers
            if items.count > 2 {
                for _ in 0..<Int.random(in: 0...4, using: &random) {
                    let a = items.randomElement(using: &random)!, b = items.randomElement(using: &random)!
                    if a != b, snapshot.indexOfItem(a) != nil, snapshot.indexOfItem(b) != nil { snapshot.moveItem(a, beforeItem: b) }
                }
                snapshot.deleteItems(Array(items.shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random))))
                if let some = snapshot.itemIdentifiers.randomElement(using: &random) { snapshot.reloadItems([some]) }
            }
            if snapshot.numberOfItems > 300 { snapshot.deleteItems(Array(snapshot.itemIdentifiers.prefix(100))) }
            dataSource.apply(snapshot, animatingDifferences: true) { completions += 1 }
            snapshot = dataSource.snapshot()
            snapshot = Snapshot.copyWithoutReloads(snapshot)
            screen.advance(by: round % 3 == 0 ? 0.05 : 0.35)
            for path in cv.indexPathsForVisibleItems {
                #expect(cv.cellForItem(at: path)!.tag == dataSource.itemIdentifier(for: path), "round \(round) at \(path)")
            }
        }
        screen.runUntilIdle()
        #expect(messages.isEmpty, "every diff is a valid batch update: \(messages.first ?? "")")
        #expect(completions == 400)
        #expect(cv.subviews.filter { $0 is UICollectionViewCell }.count == cv.visibleViews.count)
        #expect(dataSource.indexPath(for: snapshot.itemIdentifiers.first!) == IndexPath(item: 0, section: 0)
                || snapshot.itemIdentifiers(inSection: snapshot.sectionIdentifiers[0]).isEmpty)
    }

    @Test func aReloadedItemThatAlsoMovesShowsItsNewContentAtItsNewPlace() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        screen.window.addSubview(cv)
        var version: [Int: Int] = [:]
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: cv) { cv, path, item in
            let cell = cv.dequeueReusableCell(withReuseIdentifier: "Cell", for: path)
            cell.tag = item * 100 + version[item, default: 0]
            return cell
        }
        var messages: [String] = []
        UICollectionView.inconsistencyHandler = { messages.append($0) }
        defer { UICollectionView.inconsistencyHandler = nil }
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3, 4], toSection: "a")
        snapshot.appendItems([5, 6], toSection: "b")
        dataSource.apply(snapshot, animatingDifferences: false)
        screen.runUntilIdle()
        // Item 4 moves to the front and item 2 to the other section; both change content.
        version[4] = 1
        version[2] = 1
        snapshot.moveItem(4, beforeItem: 1)
        snapshot.deleteItems([2])
        snapshot.appendItems([2], toSection: "b")
        snapshot.reloadItems([4])
        snapshot.reconfigureItems([2])
        dataSource.apply(snapshot, animatingDifferences: true)
        screen.runUntilIdle()
        #expect(messages.isEmpty, "\(messages)")
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.tag == 401)
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 1))?.tag == 201)
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.tag == 100, "the others are not remade")
    }

    @Test func registrationsDequeueAndConfigure() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        screen.window.addSubview(cv)
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, item in cell.tag = item * 10 }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, path in
            view.tag = 100 + path.section
        }
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: cv) { cv, path, item in
            cv.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
        }
        dataSource.supplementaryViewProvider = { cv, _, path in cv.dequeueConfiguredReusableSupplementary(using: headers, for: path) }
        var snapshot = Snapshot()
        snapshot.appendSections(["only"])
        snapshot.appendItems([1, 2, 3])
        dataSource.apply(snapshot, animatingDifferences: false)
        screen.runUntilIdle()
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.tag == 30)
        #expect(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.tag == 100)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == 2)
        #expect(dataSource.indexPath(for: 3) == IndexPath(item: 2, section: 0))
    }
}

extension NSDiffableDataSourceSnapshot {
    /// The same sections and items, without pending reloads.
    static func copyWithoutReloads(_ snapshot: Self) -> Self {
        var copy = Self()
        for (section, items) in snapshot.sectionsWithItems {
            copy.appendSections([section])
            copy.appendItems(items, toSection: section)
        }
        return copy
    }
}

/// Applying without animation (iOS 15 and later).
@MainActor struct NonAnimatedApplyTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    @Test func applyingWithoutAnimationKeepsCellsSelectionAndOffsetAndOnlyReloadDataReloads() throws {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 40)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        screen.window.addSubview(cv)
        var configured = 0
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, item in cell.tag = item; configured += 1 }
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: cv) { cv, path, item in
            cv.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
        }
        var snapshot = Snapshot()
        snapshot.appendSections(["only"])
        snapshot.appendItems(Array(0..<40))
        dataSource.apply(snapshot, animatingDifferences: false)
        screen.runUntilIdle()
        cv.contentOffset = CGPoint(x: 0, y: 200)
        screen.runUntilIdle()
        cv.selectItem(at: IndexPath(item: 8, section: 0), animated: false, scrollPosition: [])
        let eight = try #require(cv.cellForItem(at: IndexPath(item: 8, section: 0)))
        configured = 0
        // Delete item 0 (above the screen) and insert 100 at the end, without animation.
        snapshot.deleteItems([0])
        snapshot.appendItems([100])
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(cv.cellForItem(at: IndexPath(item: 7, section: 0)) === eight, "item 8 is now at 7, in the same cell")
        #expect(eight.layer.presentedState.position.y == eight.center.y, "no animation: already in place")
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 7, section: 0)], "the selection follows its item")
        #expect(cv.contentOffset.y == 200)
        #expect(configured <= 1, "only a newly shown item is configured, not the screen")
        // applySnapshotUsingReloadData reloads: the selection is forgotten, the cells configured again.
        dataSource.applySnapshotUsingReloadData(snapshot)
        screen.runUntilIdle()
        #expect(cv.indexPathsForSelectedItems?.isEmpty ?? true)
        #expect(configured > 5)
    }
}
