import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// An app that deletes on every commit, whatever the style (common, and harmless on iOS,
/// where `commit` is only called to act); and one that does not implement `commit` at all.
private final class DeletesOnAnyCommit: NSObject, UITableViewDataSource {
    var rows = ["Ann", "Bob", "Cy"]
    var commits: [String] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        commits.append("\(editingStyle.rawValue) \(rows[indexPath.row])")
        rows.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}

private final class NoCommit: NSObject, UITableViewDataSource {
    let rows = ["Ann", "Bob"]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}

@MainActor struct TableDeleteCommitTests {
    private func show(_ dataSource: UITableViewDataSource) -> (HeadlessScreen, UITableView) {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let table = UITableView(frame: screen.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = dataSource
        screen.window.addSubview(table)
        screen.runUntilIdle()
        return (screen, table)
    }

    @Test func deletingThroughEditModeCommitsOnceWithDelete() throws {
        let app = DeletesOnAnyCommit()
        let (screen, table) = show(app)
        table.setEditing(true, animated: false)
        screen.runUntilIdle()
        let bob = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let control = try #require(bob.editingControl)
        screen.tap(at: bob.convert(CGPoint(x: control.frame.midX, y: control.frame.midY), to: nil))
        screen.runUntilIdle()
        #expect(app.commits.isEmpty && app.rows == ["Ann", "Bob", "Cy"], "opening the Delete button commits nothing")
        let delete = try #require(screen.frameOfText("Delete"))
        screen.tap(at: CGPoint(x: delete.midX, y: delete.midY))
        screen.runUntilIdle()
        #expect(app.commits == ["\(UITableViewCell.EditingStyle.delete.rawValue) Bob"], "one commit, with .delete")
        #expect(app.rows == ["Ann", "Cy"])
    }

    @Test func aSwipeOpensDeleteWithoutCommitting() throws {
        let app = DeletesOnAnyCommit()
        let (screen, _) = show(app)
        screen.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 150, y: 22))
        screen.runUntilIdle()
        #expect(screen.frameOfText("Delete") != nil)
        #expect(app.commits.isEmpty && app.rows.count == 3)
    }

    @Test func aDataSourceWithoutCommitIsToldAndNotOfferedDeleteAgain() throws {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        let app = NoCommit()
        let (screen, table) = show(app)
        screen.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 150, y: 22))
        screen.runUntilIdle()
        let delete = try #require(screen.frameOfText("Delete"))
        screen.tap(at: CGPoint(x: delete.midX, y: delete.midY))
        screen.runUntilIdle()
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(messages.all.count == 1 && messages.all[0].contains("NoCommit does not implement tableView(_:commit:forRowAt:)"), "\(messages.all)")
        screen.drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 150, y: 66))
        screen.runUntilIdle()
        #expect(screen.frameOfText("Delete") == nil, "not offered again")
    }
}
