import Testing
@testable @_spi(Host) @_spi(Measurement) import Tessera
import TesseraTesting

/// A cell subclass as UIKit code writes one: it overrides the style initializer only.
private final class ContactCell: UITableViewCell {
    private(set) var madeWithStyle: UITableViewCell.CellStyle?
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        madeWithStyle = style
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class Contacts: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [(title: String, names: [String])] = [
        ("A", (1...20).map { "A\($0)" }), ("B", (1...20).map { "B\($0)" }), ("C", (1...20).map { "C\($0)" }),
    ]
    var log: [String] = []
    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].names.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section].names[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("show \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("hide \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("highlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.append("unhighlight \(indexPath.row)") }
    /// Rows whose deselection the delegate refuses.
    var keepsSelected: Set<Int> = []
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("will select \(indexPath.row)")
        switch indexPath.row {
        case 4: return nil
        case 5: return IndexPath(row: 6, section: indexPath.section)  // the row below is chosen instead
        case 7: return IndexPath(row: 99, section: indexPath.section)  // a row that does not exist
        default: return indexPath
        }
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("will deselect \(indexPath.row)")
        return keepsSelected.contains(indexPath.row) ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("deselect \(indexPath.row)") }
}

/// Sizes rows by their text, as a delegate does.
private final class VariedHeights: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Row") ?? UITableViewCell(style: .value1, reuseIdentifier: "Row")
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { CGFloat(40 + 10 * indexPath.row) }
}

@MainActor struct TableViewTests {
    private func showContacts() -> (HeadlessScreen, UITableView, Contacts) {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let table = UITableView(frame: screen.window.bounds, style: .plain)
        table.register(ContactCell.self, forCellReuseIdentifier: "Contact")
        let contacts = Contacts()
        table.dataSource = contacts
        table.delegate = contacts
        screen.window.addSubview(table)
        screen.runUntilIdle()
        return (screen, table, contacts)
    }

    @Test func rowsStackUnderTitledHeadersAndOnlyVisibleRowsHaveCells() throws {
        let (_, table, contacts) = showContacts()
        defer { withExtendedLifetime(contacts) {} }
        #expect(table.numberOfSections == 3 && table.numberOfRows(inSection: 1) == 20)
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 28, width: 320, height: 44))
        let sectionHeight: CGFloat = 28 + 20 * 44
        #expect(table.rectForHeader(inSection: 1).minY == sectionHeight)
        #expect(table.contentSize.height == 3 * sectionHeight)
        // 480 points: the header and rows 0…10 (28 + 11 × 44 = 512 > 480).
        #expect(table.indexPathsForVisibleRows == (0...10).map { IndexPath(row: $0, section: 0) })
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? ContactCell)
        #expect(cell.frame == CGRect(x: 0, y: 28 + 88, width: 320, height: 44))
        #expect(cell.textLabel?.text == "A3")
        #expect(cell.madeWithStyle == .default && cell.style == .subtitle, "the subclass's own initializer ran")
        #expect(cell.detailTextLabel != nil)
    }

    @Test func scrollingReusesCellsAndCallsTheDisplayCallbacksInOrder() {
        let (screen, table, contacts) = showContacts()
        let made = table.createdViewCount
        contacts.log.removeAll()
        table.contentOffset = CGPoint(x: 0, y: 44 * 3)
        screen.runUntilIdle()
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 2, section: 0))
        #expect(contacts.log.contains("hide 0.0") && contacts.log.contains("hide 0.1"))
        #expect(contacts.log.contains("show 0.11") && contacts.log.contains("show 0.13"))
        for step in 1...40 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 60)
            screen.runUntilIdle()
        }
        #expect(table.createdViewCount <= made + 2, "scrolling takes cells from the pool: \(table.createdViewCount) made, \(made) at first")
        let visible = table.indexPathsForVisibleRows ?? []
        #expect(!visible.isEmpty)
        for path in visible {
            #expect(table.cellForRow(at: path)?.textLabel?.text == contacts.sections[path.section].names[path.row])
        }
    }

    @Test func aDelegatesHeightsAreUsedAndWithoutThemRowsShareRowHeight() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let table = UITableView(frame: screen.window.bounds, style: .plain)
        let source = VariedHeights()
        table.dataSource = source
        table.delegate = source
        screen.window.addSubview(table)
        screen.runUntilIdle()
        #expect((0..<5).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).minY } == [0, 40, 90, 150, 220])
        #expect(table.contentSize.height == 300)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 95)) == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.style == .value1)
        let plain = UITableView(frame: screen.window.bounds, style: .plain)
        plain.rowHeight = 60
        let contacts = Contacts()
        plain.register(UITableViewCell.self, forCellReuseIdentifier: "Contact")
        plain.dataSource = contacts
        plain.delegate = contacts
        #expect(plain.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 28 + 180, width: 320, height: 60))
    }

    @Test func dequeueingAnUnregisteredIdentifierIsNilOrReported() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        #expect(table.dequeueReusableCell(withIdentifier: "Missing") == nil)
        let cell = table.dequeueReusableCell(withIdentifier: "Missing", for: IndexPath(row: 0, section: 0))
        #expect(cell.reuseIdentifier == "Missing")
        #expect(messages.all.contains { $0.contains("unable to dequeue a cell with identifier Missing") })
        table.register(UILabel.self, forCellReuseIdentifier: "Label")
        #expect(messages.all.contains { $0.contains("UILabel is not a UITableViewCell subclass") })
        #expect(table.rectForRow(at: IndexPath(row: 9, section: 4)) == .zero)
        #expect(messages.all.contains { $0.contains("row 9 of section 4 does not exist") })
    }

    @Test func scrollingToARowPutsItWhereAsked() {
        // The data source is held weakly, as in UIKit: the test keeps it.
        let (screen, table, contacts) = showContacts()
        defer { withExtendedLifetime(contacts) {} }
        let target = IndexPath(row: 5, section: 1)
        let row = table.rectForRow(at: target)
        table.scrollToRow(at: target, at: .top, animated: false)
        #expect(table.contentOffset.y == row.minY - 28, "at the top, under its section's pinned header")
        table.scrollToRow(at: target, at: .middle, animated: false)
        #expect(table.contentOffset.y == row.midY - 240)
        table.scrollToRow(at: target, at: .bottom, animated: false)
        #expect(table.contentOffset.y == row.maxY - 480)
        table.scrollToRow(at: IndexPath(row: 19, section: 2), at: .top, animated: false)
        #expect(table.contentOffset.y == table.contentSize.height - 480, "clamped to the end")
        screen.runUntilIdle()
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 19, section: 2))
    }

    @Test func tappingARowHighlightsThenSelectsItInUIKitsOrder() throws {
        let (screen, table, contacts) = showContacts()
        contacts.log.removeAll()
        // Row 1 of section 0: y 72…116.
        screen.tap(at: CGPoint(x: 100, y: 90))
        screen.runUntilIdle()
        #expect(contacts.log == ["highlight 1", "will select 1", "unhighlight 1", "select 1"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.isSelected && !cell.isHighlighted)
        contacts.log.removeAll()
        screen.tap(at: CGPoint(x: 100, y: 28 + 3 * 44 + 20))
        screen.runUntilIdle()
        #expect(contacts.log == ["highlight 3", "will select 3", "unhighlight 3", "will deselect 1", "deselect 1", "select 3"],
                "the replaced row is asked first")
        #expect(!cell.isSelected)
        contacts.log.removeAll()
        screen.tap(at: CGPoint(x: 100, y: 28 + 4 * 44 + 20))
        screen.runUntilIdle()
        #expect(contacts.log == ["highlight 4", "will select 4", "unhighlight 4"], "willSelectRowAt returned nil")
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    }

    @Test func willSelectRowAtMayChooseAnotherRowAndWillDeselectMayKeepTheOldOne() throws {
        let (screen, table, contacts) = showContacts()
        func tapRow(_ row: Int) {
            screen.tap(at: CGPoint(x: 100, y: 28 + CGFloat(row) * 44 + 20))
            screen.runUntilIdle()
        }
        tapRow(1)
        contacts.log.removeAll()
        tapRow(5)
        #expect(contacts.log == ["highlight 5", "will select 5", "unhighlight 5", "will deselect 1", "deselect 1", "select 6"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 6, section: 0)], "the delegate's row, not the tapped one")
        #expect(table.cellForRow(at: IndexPath(row: 6, section: 0))?.isSelected == true)
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0))?.isSelected == false)

        contacts.keepsSelected = [6]
        contacts.log.removeAll()
        tapRow(2)
        #expect(contacts.log == ["highlight 2", "will select 2", "unhighlight 2", "will deselect 6", "select 2"])
        #expect(Set(table.indexPathsForSelectedRows ?? []) == [IndexPath(row: 6, section: 0), IndexPath(row: 2, section: 0)],
                "a row whose deselection is refused stays selected")

        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        contacts.log.removeAll()
        tapRow(7)
        #expect(contacts.log == ["highlight 7", "will select 7", "unhighlight 7"], "a row that does not exist selects nothing")
        #expect(messages.all.count == 1 && messages.all[0].contains("row 99 of section 0") && messages.all[0].contains("tap on row 7"),
                "\(messages.all)")
    }

    @Test func selectingFromCodeCallsNoDelegateAndAReloadForgetsTheSelection() throws {
        let (screen, table, contacts) = showContacts()
        contacts.log.removeAll()
        table.selectRow(at: IndexPath(row: 15, section: 1), animated: false, scrollPosition: .middle)
        screen.runUntilIdle()
        #expect(!contacts.log.contains { $0.hasPrefix("select") || $0.hasPrefix("will select") })
        let cell = try #require(table.cellForRow(at: IndexPath(row: 15, section: 1)), "scrolled into view")
        #expect(cell.isSelected)
        // The selected row shows the selection grey behind its content.
        let shown = screen.renderImage().rgba(x: 300, y: Int(table.convert(cell.frame, to: screen.window).midY))
        #expect(shown.r == 209 && shown.g == 209 && shown.b == 214, "systemGray4: \(shown)")
        table.deselectRow(at: IndexPath(row: 15, section: 1), animated: false)
        #expect(!cell.isSelected && table.indexPathForSelectedRow == nil)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.reloadData()
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func rowsAreSeparatedByAnInsetHairline() {
        let (screen, table, contacts) = showContacts()
        defer { withExtendedLifetime(contacts) {} }
        // Row 0 spans y 28…72: its line is the last pixel row, from x 16.
        let line = screen.renderImage().rgba(x: 100, y: 71)
        #expect(line.r == 198 && line.b >= 200 && line.b <= 201, "the separator colour over white: \(line)")
        #expect(screen.renderImage().rgba(x: 8, y: 71).r == 255, "inset 16 from the leading edge")
        table.separatorStyle = .none
        screen.runUntilIdle()
        #expect(screen.renderImage().rgba(x: 100, y: 71).r == 255)
    }
}
