import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Segmented controls' per-segment actions and placement; tables' prefetching switch and the
/// nearest selected row.
@MainActor struct SegmentAndTableOptionsTests {
    @Test func segmentsTakeActionsAndMoveTheirContent() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 100), scale: 1)
        var chosen: [String] = []
        let control = UISegmentedControl(frame: CGRect(x: 10, y: 10, width: 300, height: 32), actions: [
            UIAction(title: "Day", identifier: UIAction.Identifier("day")) { _ in chosen.append("day") },
            UIAction(title: "Week", identifier: UIAction.Identifier("week")) { _ in chosen.append("week") },
        ])
        control.setAction(UIAction(title: "Month", identifier: UIAction.Identifier("month")) { _ in chosen.append("month") }, forSegmentAt: 1)
        #expect(control.titleForSegment(at: 1) == "Month")
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("month")) == 1)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("week")) == UISegmentedControl.noSegment)
        screen.window.addSubview(control)
        screen.runUntilIdle()
        screen.tap(at: CGPoint(x: 235, y: 26))
        screen.runUntilIdle()
        #expect(chosen == ["month"], "the segment's action runs when it is chosen")
        let before = screen.frameOfText("Month")
        control.setContentOffset(CGSize(width: 0, height: 6), forSegmentAt: 1)
        screen.runUntilIdle()
        let after = screen.frameOfText("Month")
        #expect(control.contentOffsetForSegment(at: 1) == CGSize(width: 0, height: 6))
        #expect(abs((after?.minY ?? 0) - (before?.minY ?? 0) - 6) < 1, "the title moved down 6 points: \(String(describing: before)) → \(String(describing: after))")
        control.setContentPositionAdjustment(UIOffset(horizontal: 4, vertical: 0), forSegmentType: .left, barMetrics: .default)
        #expect(control.contentPositionAdjustment(forSegmentType: .left, barMetrics: .default).horizontal == 4)
    }

    @Test func aTableScrollsToItsNearestSelectedRowAndCanStopPrefetching() {
        final class Rows: NSObject, UITableViewDataSource, UITableViewDataSourcePrefetching {
            var prefetched: [IndexPath] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetched += indexPaths }
        }
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 440), scale: 1)
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.dataSource = rows
        table.prefetchDataSource = rows
        table.isPrefetchingEnabled = false
        screen.window.addSubview(table)
        screen.runUntilIdle()
        table.setContentOffset(CGPoint(x: 0, y: 2000), animated: false)
        screen.runUntilIdle()
        #expect(rows.prefetched.isEmpty, "prefetching is off")
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 120, section: 0), animated: false, scrollPosition: .none)
        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        screen.runUntilIdle()
        #expect(table.indexPathsForVisibleRows?.min() == IndexPath(row: 5, section: 0),
                "row 5 (1,780 points above the top) is nearer than row 120: \(String(describing: table.indexPathsForVisibleRows?.min()))")
        #expect(!table.hasUncommittedUpdates && table.insetsContentViewsToSafeArea)
    }
}
