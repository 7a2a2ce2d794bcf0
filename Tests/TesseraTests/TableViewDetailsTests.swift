import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// A data source whose answers a test sets.
private final class Configurable: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows = 5
    var height: CGFloat = 44
    var sameCellForEveryRow: UITableViewCell?
    var headerView: UIView?
    var indentation: ((IndexPath) -> Int)?
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let sameCellForEveryRow { return sameCellForEveryRow }
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { height }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { headerView }
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { indentation?(indexPath) ?? 0 }
}

@MainActor struct TableViewDetailsTests {
    private func show(_ source: Configurable, width: CGFloat = 320, configure: (UITableView) -> Void = { _ in })
        -> (HeadlessScreen, UITableView) {
        let screen = HeadlessScreen(size: CGSize(width: width, height: 480), scale: 1)
        let table = UITableView(frame: screen.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        configure(table)
        table.dataSource = source
        table.delegate = source
        screen.window.addSubview(table)
        screen.runUntilIdle()
        return (screen, table)
    }

    @Test func badHeightsAndIndexPathsAreReportedAndTheTableGoesOn() {
        let log = MessageLog()
        TesseraDiagnostics.handler = { log.append($0) }
        TesseraDiagnostics.forgetSaid()
        defer { TesseraDiagnostics.handler = nil }
        var reports: [String] { log.all }
        do {
            let source = Configurable()
            source.height = .nan
            let (_, table) = show(source)
            #expect(reports.contains { $0.contains("heightForRowAt [0, 0]") && $0.contains("nan") }, "\(reports)")
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 0, "a NaN height counts as 0")
            #expect(table.rectForRow(at: IndexPath(row: 9, section: 0)) == .zero)
            #expect(reports.contains { $0.contains("rectForRow(at:): row 9 of section 0 does not exist") })
            table.selectRow(at: IndexPath(row: 7, section: 3), animated: false, scrollPosition: .top)
            #expect(table.indexPathForSelectedRow == nil)
            #expect(reports.contains { $0.contains("selectRow(at:): row 7 of section 3 does not exist") })
            table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
            #expect(table.contentOffset.y == 0)
            #expect(reports.contains { $0.contains("scrollToRow(at:at:animated:): row 50 of section 0 does not exist") })
            table.endUpdates()
            #expect(reports.contains { $0.contains("endUpdates() without beginUpdates()") })
        }
    }

    @Test func aCellReturnedForTwoRowsIsReportedOnceAndAPlainCellTakesTheSecondPlace() {
        let log = MessageLog()
        TesseraDiagnostics.handler = { log.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        var reports: [String] { log.all }
        do {
            let source = Configurable()
            source.rows = 3
            source.sameCellForEveryRow = UITableViewCell(style: .default, reuseIdentifier: nil)
            let (_, table) = show(source)
            #expect(table.visibleCells.count == 3, "every row shows a cell")
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === source.sameCellForEveryRow)
            #expect(reports.filter { $0.contains("already on screen for another row") }.count == 1)
        }
    }

    @Test func aHeaderViewWithConstraintsSizesItself() throws {
        let source = Configurable()
        let header = UIView()
        let label = UILabel()
        label.text = "Recently added"
        label.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: header.topAnchor, constant: 20),
            label.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
        ])
        source.headerView = header
        let (_, table) = show(source)
        let height = table.rectForHeader(inSection: 0).height
        #expect(height == 28 + ceil(label.intrinsicContentSize.height), "20 above, 8 below: \(height)")
        #expect(header.frame.height == height)
    }

    @Test func theDelegatesIndentationMovesTheContentAndReadableMarginsCentreTheText() throws {
        let source = Configurable()
        source.indentation = { $0.row }
        let (_, table) = show(source)
        let third = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(third.indentationLevel == 2 && third.contentView.frame.minX == 20)
        let wide = Configurable()
        let (_, desktop) = show(wide, width: 1280) { $0.cellLayoutMarginsFollowReadableWidth = true }
        let row = try #require(desktop.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(row.textLabel?.frame.minX == CGFloat(1280 - 672) / 2, "the text starts at the readable column")
    }

    @Test func aTableCellsConfigurationFollowsItsState() throws {
        let source = Configurable()
        let (screen, table) = show(source)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        var states: [Bool] = []
        cell.configurationUpdateHandler = { cell, state in
            states.append(state.isSelected)
            var content = cell.defaultContentConfiguration()
            content.text = state.isSelected ? "Chosen" : "Row 1"
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listPlainCell()
            background.backgroundColor = state.isSelected ? .systemBlue : .systemBackground
            cell.backgroundConfiguration = background
        }
        screen.runUntilIdle()
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        screen.runUntilIdle()
        #expect(states == [false, true])
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Chosen")
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBlue)
        #expect(cell.configurationState.isSelected)
    }

    @Test func theFooterViewFollowsTheRowsAndTheBackgroundViewFillsTheBounds() {
        let source = Configurable()
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        let background = UIView()
        let (screen, table) = show(source) {
            $0.tableFooterView = footer
            $0.backgroundView = background
        }
        #expect(footer.frame == CGRect(x: 0, y: 5 * 44, width: 320, height: 60))
        #expect(table.contentSize.height == CGFloat(5 * 44 + 60))
        #expect(background.frame == table.bounds && background.layer.zPosition < 0)
        // The wheel scrolls the table like any scroll view (a notch down; it stops at the end).
        source.rows = 40
        table.reloadData()
        screen.scrollWheel(at: CGPoint(x: 160, y: 240), dy: -1, notches: 3)
        #expect(table.contentOffset.y > 0)
        #expect(background.frame == table.bounds, "the background stays behind the visible rows")
    }

    @Test func selectionInEditModeFollowsItsOwnSettings() throws {
        let source = Configurable()
        let (screen, table) = show(source)
        table.setEditing(true, animated: false)
        screen.runUntilIdle()
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        screen.tap(at: CGPoint(x: 200, y: first.midY))
        #expect(table.indexPathForSelectedRow == nil, "allowsSelectionDuringEditing is false by default")
        // Multiple selection in edit mode: selection circles, filled while selected.
        table.allowsMultipleSelectionDuringEditing = true
        table.setEditing(false, animated: false)
        table.setEditing(true, animated: false)
        screen.runUntilIdle()
        screen.tap(at: CGPoint(x: 200, y: first.midY))
        screen.tap(at: CGPoint(x: 27, y: first.midY + 44))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        screen.runUntilIdle()
        let circle = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0))?.editingControl as? CellAccessoryView)
        #expect(circle.accessory.kind.tag == "multiselect" && circle.isSelected)
        let third = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0))?.editingControl as? CellAccessoryView)
        #expect(!third.isSelected)
        table.setEditing(false, animated: false)
        screen.tap(at: CGPoint(x: 200, y: first.midY + 88))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)], "out of edit mode, one at a time")
    }

    @Test func registeredHeaderFooterViewsAreDequeuedAndReused() throws {
        final class Header: UITableViewHeaderFooterView {}
        final class Sections: NSObject, UITableViewDataSource, UITableViewDelegate {
            var made: [ObjectIdentifier] = []
            func numberOfSections(in tableView: UITableView) -> Int { 30 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
                header?.textLabel?.text = "Section \(section)"
                if let header { made.append(ObjectIdentifier(header)) }
                return header
            }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
        }
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let table = UITableView(frame: screen.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        table.register(Header.self, forHeaderFooterViewReuseIdentifier: "Header")
        let sections = Sections()
        table.dataSource = sections
        table.delegate = sections
        screen.window.addSubview(table)
        screen.runUntilIdle()
        #expect(table.headerView(forSection: 0) is Header)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Section 0")
        for step in 1...40 { table.contentOffset.y = CGFloat(step) * 40; screen.runUntilIdle() }
        #expect(Set(sections.made).count < 15, "headers are reused: \(Set(sections.made).count) made")
        withExtendedLifetime(sections) {}
    }

    @Test func aMiddleDeleteShrinksTheRowToItsMiddle() throws {
        let source = Configurable()
        let (screen, table) = show(source)
        let row = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        source.rows = 4
        table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .middle)
        screen.advance(by: 0.15)
        let height = row.layer.presentation()?.bounds.height ?? -1
        #expect(height > 0 && height < 44, "shrinking: \(height)")
        screen.runUntilIdle()
        #expect(row.superview == nil)
    }
}
