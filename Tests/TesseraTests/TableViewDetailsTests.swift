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
}
