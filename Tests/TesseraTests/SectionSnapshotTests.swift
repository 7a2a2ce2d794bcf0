import Foundation
import Testing
@testable import Tessera

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
