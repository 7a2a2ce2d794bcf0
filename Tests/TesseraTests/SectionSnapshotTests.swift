import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// NSDiffableDataSourceSectionSnapshot: an outline of items, expanded and collapsed.
@MainActor struct SectionSnapshotTests {
    /// Folders: Documents (Work (Report), Letters), Photos.
    func outline() -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Documents", "Photos"])
        snapshot.append(["Work", "Letters"], to: "Documents")
        snapshot.append(["Report"], to: "Work")
        return snapshot
    }

    @Test func itemsAreDepthFirstAndOnlyExpandedParentsShowTheirChildren() {
        var snapshot = outline()
        #expect(snapshot.items == ["Documents", "Work", "Report", "Letters", "Photos"])
        #expect(snapshot.rootItems == ["Documents", "Photos"])
        #expect(snapshot.visibleItems == ["Documents", "Photos"])
        snapshot.expand(["Documents"])
        #expect(snapshot.visibleItems == ["Documents", "Work", "Letters", "Photos"])
        snapshot.expand(["Work"])
        #expect(snapshot.visibleItems == ["Documents", "Work", "Report", "Letters", "Photos"])
        snapshot.collapse(["Documents"])
        #expect(snapshot.visibleItems == ["Documents", "Photos"], "a collapsed parent hides all below it")
        #expect(snapshot.isExpanded("Work") && !snapshot.isVisible("Report"))
        #expect(snapshot.level(of: "Report") == 2 && snapshot.parent(of: "Report") == "Work")
    }

    @Test func insertingDeletingAndTakingAPartOut() {
        var snapshot = outline()
        snapshot.insert(["Music"], after: "Documents")
        snapshot.insert(["Drafts"], before: "Letters")
        #expect(snapshot.items == ["Documents", "Work", "Report", "Drafts", "Letters", "Music", "Photos"])
        snapshot.delete(["Work"])
        #expect(snapshot.items == ["Documents", "Drafts", "Letters", "Music", "Photos"], "with its children")
        #expect(!snapshot.contains("Report"))
        snapshot.expand(["Documents"])
        let part = snapshot.snapshot(of: "Documents", includingParent: true)
        #expect(part.items == ["Documents", "Drafts", "Letters"])
        #expect(part.isExpanded("Documents"))
        #expect(snapshot.snapshot(of: "Documents").rootItems == ["Drafts", "Letters"])
        #expect(snapshot.visualDescription() == "- Documents\n    Drafts\n    Letters\n  Music\n  Photos")
    }

    @Test func mistakesAreReportedAndChangeNothing() {
        var snapshot = outline()
        let before = snapshot
        let log = MessageLog()
        TesseraDiagnostics.handler = { log.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        snapshot.append(["X"], to: "Nowhere")
        snapshot.append(["Photos"])
        snapshot.insert(["Y"], after: "Missing")
        let messages = log.all
        #expect(snapshot == before)
        #expect(messages.count == 3)
        #expect(messages.first?.contains("parent Nowhere is not in the snapshot") == true)
        #expect(messages.dropFirst().first?.contains("Photos is already in the snapshot") == true)
        #expect(messages.last?.contains("Missing is not in the snapshot") == true)
    }
}

/// A diffable data source showing section snapshots: outline rows expand and collapse.
@MainActor struct OutlineDataSourceTests {
    func setUp(log: @escaping (String) -> Void) -> (HeadlessScreen, UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 600), scale: 1)
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        screen.window.addSubview(cv)
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            cell.accessories = ["Documents", "Work"].contains(name) ? [.outlineDisclosure()] : []
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, path, name in
            cv.dequeueConfiguredReusableCell(using: row, for: path, item: name)
        }
        keptAlive.append(dataSource)
        dataSource.sectionSnapshotHandlers.willExpandItem = { log("will expand \($0)") }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { log("will collapse \($0)") }
        dataSource.sectionSnapshotHandlers.shouldCollapseItem = { $0 != "Work" }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Documents", "Photos"])
        outline.append(["Work", "Letters"], to: "Documents")
        outline.append(["Report"], to: "Work")
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        screen.runUntilIdle()
        return (screen, cv, dataSource)
    }

    func shown(_ cv: UICollectionView, _ dataSource: UICollectionViewDiffableDataSource<Int, String>) -> [String] {
        cv.indexPathsForVisibleItems.sorted().compactMap { dataSource.itemIdentifier(for: $0) }
    }

    @Test func tappingAnOutlineDisclosureExpandsAndCollapsesWithTheHandlersAsked() throws {
        var log: [String] = []
        let (screen, cv, dataSource) = setUp { log.append($0) }
        #expect(shown(cv, dataSource) == ["Documents", "Photos"])
        let documents = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!documents.configurationState.isExpanded)
        let chevron = try #require(documents.subviews.compactMap { $0 as? CellAccessoryView }.first)
        screen.tap(at: chevron.convert(CGPoint(x: chevron.bounds.midX, y: chevron.bounds.midY), to: nil))
        screen.runUntilIdle()
        #expect(log == ["will expand Documents"])
        #expect(shown(cv, dataSource) == ["Documents", "Work", "Letters", "Photos"])
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isExpanded == true)
        #expect(dataSource.snapshot(for: 0).isExpanded("Documents"))
        // A second tap collapses it.
        screen.tap(at: chevron.convert(CGPoint(x: chevron.bounds.midX, y: chevron.bounds.midY), to: nil))
        screen.runUntilIdle()
        #expect(log == ["will expand Documents", "will collapse Documents"])
        #expect(shown(cv, dataSource) == ["Documents", "Photos"])
    }

    @Test func aParentTheHandlerKeepsOpenDoesNotCollapse() throws {
        var log: [String] = []
        let (screen, cv, dataSource) = setUp { log.append($0) }
        var outline = dataSource.snapshot(for: 0)
        outline.expand(["Documents", "Work"])
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        screen.runUntilIdle()
        #expect(shown(cv, dataSource) == ["Documents", "Work", "Report", "Letters", "Photos"])
        let work = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(work.configurationState.isExpanded)
        let chevron = try #require(work.subviews.compactMap { $0 as? CellAccessoryView }.first)
        screen.tap(at: chevron.convert(CGPoint(x: chevron.bounds.midX, y: chevron.bounds.midY), to: nil))
        screen.runUntilIdle()
        #expect(log.isEmpty, "shouldCollapseItem said no: nothing is told")
        #expect(shown(cv, dataSource).contains("Report"))
    }
}

/// A section snapshot that repeats items another section holds is refused whole, as UIKit
/// refuses identifiers that are not unique, and the outline shown stays the one applied before.
@MainActor struct RepeatedSectionSnapshotTests {
    @Test func aSectionSnapshotRepeatingAnotherSectionsItemsIsRefused() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        let (screen, cv, dataSource) = OutlineDataSourceTests().setUp { _ in }
        var second = NSDiffableDataSourceSectionSnapshot<String>()
        second.append(["Music"])
        second.append(["Songs"], to: "Music")
        dataSource.apply(second, to: 1, animatingDifferences: false)
        screen.runUntilIdle()
        let before = dataSource.snapshot(for: 1).items
        var repeating = NSDiffableDataSourceSectionSnapshot<String>()
        repeating.append(["Music", "Photos"])
        repeating.append(["Letters", "Songs"], to: "Music")
        repeating.expand(["Music"])
        dataSource.apply(repeating, to: 1, animatingDifferences: false)
        screen.runUntilIdle()
        #expect(messages.all.contains { $0.contains("Photos") && $0.contains("Letters") && $0.contains("already in section 0") }, "\(messages.all)")
        #expect(dataSource.snapshot(for: 1).items == before, "the outline stays the one applied before")
        #expect(dataSource.snapshot(for: 0).items.contains("Photos") && dataSource.snapshot(for: 0).items.contains("Letters"))
        let shownInOne = cv.indexPathsForVisibleItems.filter { $0.section == 1 }.sorted().compactMap { dataSource.itemIdentifier(for: $0) }
        #expect(shownInOne == ["Music"], "section 1 shows its own outline: \(shownInOne)")
    }
}
