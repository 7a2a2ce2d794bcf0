import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// Found by the hostile table run: cells laid out while the table places rows made second
/// cells that stayed attached; an open swipe stayed on a cell reused for another row.
@MainActor struct TableReuseReliabilityTests {
    private final class Rows: NSObject, UITableViewDataSource {
        var items = Array(1...40)
        var commits: [Int] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel?.text = "\(items[indexPath.row])"
            // As many apps do: lay the cell out before handing it over.
            cell.layoutIfNeeded()
            return cell
        }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            commits.append(items[indexPath.row])
        }
    }

    private func show(_ rows: Rows) -> (HeadlessScreen, UITableView) {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 440), scale: 1)
        let table = UITableView(frame: screen.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = rows
        screen.window.addSubview(table)
        screen.runUntilIdle()
        return (screen, table)
    }

    private func attachedCells(_ table: UITableView) -> Int {
        table.subviews.filter { $0 is UITableViewCell && !$0.isHidden }.count
    }

    @Test func anUpdateThatPullsTheOffsetBackMakesNoSecondCells() {
        let rows = Rows()
        let (screen, table) = show(rows)
        for editing in [false, true] {
            table.setEditing(editing, animated: false)
            table.contentOffset.y = table.contentSize.height - table.bounds.height
            screen.runUntilIdle()
            // Deleting the last rows shrinks the content under the offset, which comes back.
            let removed = (rows.items.count - 3..<rows.items.count).map { IndexPath(row: $0, section: 0) }
            rows.items.removeLast(3)
            UIView.performWithoutAnimation { table.deleteRows(at: removed, with: .none) }
            table.layoutIfNeeded()
            screen.runUntilIdle()
            #expect(attachedCells(table) == table.visibleCells.count, "editing \(editing): \(attachedCells(table)) attached")
            for cell in table.visibleCells {
                let path = table.indexPath(for: cell)
                #expect(cell.textLabel?.text == path.map { "\(rows.items[$0.row])" })
            }
        }
    }

    @Test func anOpenSwipeEndsWhenItsCellIsReusedForAnotherRow() throws {
        let rows = Rows()
        let (screen, table) = show(rows)
        screen.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 150, y: 22))
        screen.runUntilIdle()
        #expect(screen.frameOfText("Delete") != nil, "row 1 is open")
        table.contentOffset.y = 1000
        screen.runUntilIdle()
        table.contentOffset.y = 0
        screen.runUntilIdle()
        #expect(table.visibleCells.allSatisfy { !$0.isSwiped }, "no row shows as swiped")
        #expect(screen.frameOfText("Delete") == nil, "the Delete button went with the row")
        #expect(rows.commits.isEmpty)
    }
}
