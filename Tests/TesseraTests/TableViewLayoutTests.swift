import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// Sections of letters with a section index, as a contacts screen.
private final class Letters: NSObject, UITableViewDataSource, UITableViewDelegate {
    let letters = ["A", "B", "C", "D", "E"]
    var rows = 10
    var heightsAsked = 0
    var sizes: ((IndexPath) -> CGFloat)?
    /// The section each index title jumps to (nil: its position).
    var sectionForTitle: ((Int) -> Int)?
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        sectionForTitle?(index) ?? index
    }
    func numberOfSections(in tableView: UITableView) -> Int { letters.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = "\(letters[indexPath.section])\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { letters[section] }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { letters }
}

/// Rows whose height comes from a wrapping label pinned to the content view's edges.
private final class NoteCell: UITableViewCell {
    let note = UILabel()
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        note.numberOfLines = 0
        note.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(note)
        NSLayoutConstraint.activate([
            note.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            note.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            note.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            note.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
}

private final class Notes: NSObject, UITableViewDataSource {
    var notes: [String]
    var asked: Set<Int> = []
    init(_ notes: [String]) { self.notes = notes }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.insert(indexPath.row)
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
        (cell as? NoteCell)?.note.text = notes[indexPath.row]
        return cell
    }
}

/// A delegate that sizes every row, counting the questions.
private final class CountingHeights: NSObject, UITableViewDataSource, UITableViewDelegate {
    var asked = 0
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100_000 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Row") ?? UITableViewCell(style: .default, reuseIdentifier: "Row")
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        asked += 1
        return indexPath.row.isMultiple(of: 2) ? 30 : 60
    }
}

@MainActor struct TableViewLayoutTests {
    private func show(_ source: NSObject & UITableViewDataSource, style: UITableView.Style = .plain,
                      register: AnyClass = UITableViewCell.self, id: String = "Row",
                      configure: (UITableView) -> Void = { _ in }) -> (HeadlessScreen, UITableView) {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let table = UITableView(frame: screen.window.bounds, style: style)
        table.register(register, forCellReuseIdentifier: id)
        configure(table)
        table.dataSource = source
        table.delegate = source as? UITableViewDelegate
        screen.window.addSubview(table)
        screen.runUntilIdle()
        return (screen, table)
    }

    @Test func plainHeadersPinToTheTopUntilTheNextSectionPushesThemUp() throws {
        let letters = Letters()
        let (screen, table) = show(letters)
        // Section A: header 28 + 10 rows of 44 = 468 high.
        table.contentOffset.y = 200
        screen.runUntilIdle()
        let a = try #require(table.headerView(forSection: 0))
        #expect(a.frame.minY == 200, "pinned at the top of the visible area")
        table.contentOffset.y = 455
        screen.runUntilIdle()
        #expect(a.frame.minY == 440, "pushed up by section B (468 − 28)")
        #expect(table.headerView(forSection: 1)?.frame.minY == 468)
    }

    @Test func insetGroupedRowsAreInsetWithRoundedSectionEnds() throws {
        let letters = Letters()
        letters.rows = 3
        let (_, table) = show(letters, style: .insetGrouped)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let middle = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let last = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(first.frame.minX == 20 && first.frame.width == 280)
        #expect(first.layer.cornerRadius == 10 && first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(middle.layer.cornerRadius == 0)
        #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(table.rectForHeader(inSection: 0).height == 55, "the first titled header of a grouped table")
        #expect(table.backgroundColor == .systemGroupedBackground)
    }

    @Test func aTableHeaderViewPushesTheSectionsDown() {
        let letters = Letters()
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 100))
        let (_, table) = show(letters) { $0.tableHeaderView = header }
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(table.rectForHeader(inSection: 0).minY == 100)
        #expect(table.contentSize.height == CGFloat(100 + 5 * (28 + 10 * 44)))
    }

    @Test func selfSizingRowsTakeTheirAutoLayoutHeight() throws {
        let long = String(repeating: "A long note that wraps. ", count: 8)
        let notes = Notes(["Short", long, "Short again"])
        let (_, table) = show(notes, register: NoteCell.self, id: "Note") { $0.rowHeight = UITableView.automaticDimension }
        let short = table.rectForRow(at: IndexPath(row: 0, section: 0))
        let tall = table.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(short.height > 30 && short.height < 50, "one line plus 20 points: \(short)")
        #expect(tall.height > 2 * short.height, "the long note wraps: \(tall)")
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == tall.maxY)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell)
        #expect(cell.note.frame.height > 40)
    }

    @Test func withEstimatesOnlyRowsThatShowAreAskedTheirHeight() {
        let counting = CountingHeights()
        let (screen, table) = show(counting)
        #expect(counting.asked < 40, "a screenful, not 100,000: \(counting.asked)")
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 30, width: 320, height: 60))
        withExtendedLifetime(screen) {}
        let exact = CountingHeights()
        _ = show(exact) { $0.estimatedRowHeight = 0 }
        #expect(exact.asked >= 100_000, "estimates off: every row is asked up front")
    }

    @Test func tappingAndDraggingTheIndexBarJumpsToSections() {
        let letters = Letters()
        let (screen, table) = show(letters)
        // Five letters of 14 points, centred in 480: C's middle is at 240.
        screen.tap(at: CGPoint(x: 312, y: 240))
        screen.runUntilIdle()
        #expect(table.contentOffset.y == table.rectForHeader(inSection: 2).minY)
        #expect(table.indexPathForSelectedRow == nil, "the bar's tap selects no row")
        screen.drag(from: CGPoint(x: 312, y: 212), to: CGPoint(x: 312, y: 254))
        screen.runUntilIdle()
        #expect(table.contentOffset.y == table.rectForHeader(inSection: 3).minY, "the drag ends over D")
    }

    @Test func anIndexAnswerOutOfRangeIsReportedAndScrollsNowhere() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        let letters = Letters()
        letters.sectionForTitle = { $0 == 2 ? 12 : $0 }
        let (screen, table) = show(letters)
        screen.tap(at: CGPoint(x: 312, y: 240))
        screen.runUntilIdle()
        #expect(table.contentOffset.y == 0)
        #expect(messages.all.count == 1 && messages.all[0].contains("section 12") && messages.all[0].contains("\"C\"")
                && messages.all[0].contains("5 sections"), "\(messages.all)")
    }

    @Test func aNonFiniteEstimatedRowHeightIsReportedAndRowsStillShow() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        for estimate in [CGFloat.infinity, -CGFloat.infinity, CGFloat.nan] {
            let letters = Letters()
            TesseraDiagnostics.forgetSaid()
            let (_, table) = show(letters) { table in
                table.rowHeight = UITableView.automaticDimension
                table.estimatedRowHeight = estimate
            }
            #expect((table.indexPathsForVisibleRows ?? []).count > 5, "\(estimate): rows show")
            #expect(table.contentSize.height > 1000, "\(estimate): 50 rows and 5 headers")
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height > 10)
        }
        #expect(messages.all.contains { $0.contains("estimatedRowHeight") }, "\(messages.all)")
    }

    @Test func aCellThatOverridesSystemLayoutSizeFittingGetsItsHeight() {
        final class TallCell: UITableViewCell {
            override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                                  verticalFittingPriority: UILayoutPriority) -> CGSize {
                CGSize(width: targetSize.width, height: 100)
            }
        }
        let notes = Notes(["a", "b"])
        let (_, table) = show(notes, register: TallCell.self, id: "Note") { $0.rowHeight = UITableView.automaticDimension }
        _ = notes
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 100, width: 320, height: 100))
    }
}
