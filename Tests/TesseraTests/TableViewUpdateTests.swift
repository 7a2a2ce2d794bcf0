import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// A list of names the tests change, as an app's model.
private final class Names: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var log: [String] = []
    var movable = false
    var trailingActions: UISwipeActionsConfiguration?

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Name", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        log.append("cell \(sections[indexPath.section][indexPath.row])")
        return cell
    }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit \(editingStyle == .delete ? "delete" : "insert") \(sections[indexPath.section][indexPath.row])")
        guard editingStyle == .delete else { return }
        sections[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let name = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(name, at: destinationIndexPath.row)
        log.append("move \(name) to \(destinationIndexPath.row)")
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailingActions
    }
}

@MainActor struct TableViewUpdateTests {
    private func show(_ names: Names, style: UITableView.Style = .plain, size: CGSize = CGSize(width: 320, height: 480))
        -> (HeadlessScreen, UITableView) {
        let screen = HeadlessScreen(size: size, scale: 1)
        let table = UITableView(frame: screen.window.bounds, style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Name")
        table.dataSource = names
        table.delegate = names
        screen.window.addSubview(table)
        screen.runUntilIdle()
        return (screen, table)
    }

    private func texts(_ table: UITableView) -> [String] {
        (table.indexPathsForVisibleRows ?? []).compactMap { table.cellForRow(at: $0)?.textLabel?.text }
    }

    @Test func insertedAndDeletedRowsAnimateAndTheRestSlide() throws {
        let names = Names([["Ann", "Bob", "Cy", "Dee"]])
        let (screen, table) = show(names)
        let bob = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        names.sections[0].remove(at: 0)
        names.sections[0].insert("Eve", at: 2)
        var finished: Bool?
        table.performBatchUpdates({
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .right)
            table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        }, completion: { finished = $0 })
        screen.advance(by: 0.15)
        let bobY = bob.layer.presentation()?.frame.minY ?? -1
        #expect(bobY > 0 && bobY < 44, "Bob slides up: \(bobY)")
        let eve = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let eveAlpha = eve.layer.presentation()?.opacity ?? -1
        #expect(eveAlpha > 0 && eveAlpha < 1, "Eve fades in: \(eveAlpha)")
        screen.runUntilIdle()
        #expect(finished == true)
        #expect(bob.frame.minY == 0 && table.cellForRow(at: IndexPath(row: 0, section: 0)) === bob, "the same cell, now row 0")
        #expect(texts(table) == ["Bob", "Cy", "Eve", "Dee"])
        #expect(table.subviews.compactMap { ($0 as? UITableViewCell)?.textLabel?.text }.contains("Ann") == false, "Ann's cell left")
    }

    @Test func aDeletedRowSlidesOutTheWayItsAnimationSays() throws {
        let names = Names([["Ann", "Bob"]])
        let (screen, table) = show(names)
        let ann = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        names.sections[0].remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
        screen.advance(by: 0.15)
        let annX = ann.layer.presentation()?.frame.minX ?? 0
        #expect(annX < 0 && annX > -320, "sliding out to the left: \(annX)")
        screen.runUntilIdle()
        #expect(ann.superview == nil)
    }

    @Test func anInvalidUpdateSaysUIKitsMessageAndShowsTheData() {
        let names = Names([["Ann", "Bob"]])
        let (screen, table) = show(names)
        var messages: [String] = []
        UITableView.inconsistencyHandler = { messages.append($0) }
        defer { UITableView.inconsistencyHandler = nil }
        names.sections[0] += ["Cy", "Dee"]
        var finished: Bool?
        table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic) }, completion: { finished = $0 })
        screen.runUntilIdle()
        #expect(messages == ["Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."])
        #expect(finished == false)
        #expect(texts(table) == ["Ann", "Bob", "Cy", "Dee"], "recovered by reloading")
    }

    @Test func beginAndEndUpdatesNestAndSectionsCanBeInsertedAndMoved() {
        let names = Names([["Ann"], ["Bob"]])
        let (screen, table) = show(names)
        names.sections.insert(["Cy", "Dee"], at: 1)
        names.sections.swapAt(0, 2)
        table.beginUpdates()
        table.insertSections(IndexSet(integer: 1), with: .top)
        table.beginUpdates()
        table.moveSection(0, toSection: 2)
        table.endUpdates()
        #expect(table.numberOfSections == 2, "nothing applied before the outer endUpdates")
        table.endUpdates()
        screen.runUntilIdle()
        #expect(table.numberOfSections == 3)
        #expect(texts(table) == ["Bob", "Cy", "Dee", "Ann"])
    }

    @Test func reconfiguringARowGivesTheDataSourceTheSameCell() throws {
        let names = Names([["Ann", "Bob"]])
        let (screen, table) = show(names)
        let bob = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        names.sections[0][1] = "Robert"
        table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        screen.runUntilIdle()
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === bob)
        #expect(bob.textLabel?.text == "Robert")
    }

    @Test func editModeShowsDeleteControlsAndATapDeletesThroughTheDataSource() throws {
        let names = Names([["Ann", "Bob", "Cy"]])
        let (screen, table) = show(names)
        table.setEditing(true, animated: false)
        screen.runUntilIdle()
        let bob = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let control = try #require(bob.editingControl)
        #expect(bob.isEditing && bob.contentView.frame.minX > 0, "the content makes room for the control")
        screen.tap(at: bob.convert(CGPoint(x: control.frame.midX, y: control.frame.midY), to: nil))
        screen.runUntilIdle()
        // The Delete button opened; tapping it commits.
        let delete = try #require(screen.frameOfText("Delete"))
        screen.tap(at: CGPoint(x: delete.midX, y: delete.midY))
        screen.runUntilIdle()
        #expect(names.log.contains("commit delete Bob"))
        #expect(texts(table) == ["Ann", "Cy"])
    }

    @Test func aSwipeShowsTheDelegatesActionsAndAButtonRunsOne() throws {
        let names = Names([["Ann", "Bob"]])
        var flagged: [String] = []
        names.trailingActions = UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .normal, title: "Flag") { _, _, done in flagged.append("flag"); done(true) },
        ])
        let (screen, table) = show(names)
        screen.drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 200, y: 66))
        screen.runUntilIdle()
        let flag = try #require(screen.frameOfText("Flag"), "the Flag button shows beside Bob")
        #expect(flag.minY >= 44 && flag.maxY <= 88)
        screen.tap(at: CGPoint(x: flag.midX, y: flag.midY))
        screen.runUntilIdle()
        #expect(flagged == ["flag"])
        #expect(table.indexPathForSelectedRow == nil, "the tap on a button selects nothing")
    }

    @Test func draggingAReorderHandleMovesTheRow() throws {
        let names = Names([["Ann", "Bob", "Cy", "Dee"]])
        names.movable = true
        let (screen, table) = show(names)
        table.isEditing = true
        screen.runUntilIdle()
        let ann = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let handle = try #require(ann.reorderControl)
        let start = ann.convert(CGPoint(x: handle.frame.midX, y: handle.frame.midY), to: nil)
        screen.drag(from: start, to: CGPoint(x: start.x, y: start.y + 100))
        screen.runUntilIdle()
        #expect(names.log.contains("move Ann to 2"))
        #expect(texts(table) == ["Bob", "Cy", "Ann", "Dee"])
        #expect(ann.frame.minY == 88)
    }
}

/// Row actions the iOS 8–10 way: `editActionsForRowAt`.
@MainActor struct TableRowActionTests {
    private final class Mail: NSObject, UITableViewDataSource, UITableViewDelegate {
        var rows = ["Invoice", "Lunch", "Trip"]
        var archived: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
        func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
            let archive = UITableViewRowAction(style: .normal, title: "Archive") { [unowned self] _, path in
                self.archived.append(self.rows[path.row])
            }
            archive.backgroundColor = .systemBlue
            return [UITableViewRowAction(style: .destructive, title: "Remove") { _, _ in }, archive]
        }
    }

    @Test func aSwipeShowsTheRowActionsAndOneRunsWithItsRow() throws {
        let mail = Mail()
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let table = UITableView(frame: screen.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = mail
        table.delegate = mail
        screen.window.addSubview(table)
        screen.runUntilIdle()
        screen.drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 120, y: 66))
        screen.runUntilIdle()
        let archive = try #require(screen.frameOfText("Archive"))
        let remove = try #require(screen.frameOfText("Remove"))
        #expect(remove.minX > archive.minX, "the first action is the rightmost")
        screen.tap(at: CGPoint(x: archive.midX, y: archive.midY))
        screen.runUntilIdle()
        #expect(mail.archived == ["Lunch"])
    }
}
