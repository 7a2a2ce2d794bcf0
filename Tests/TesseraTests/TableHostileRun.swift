import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// A seeded run of hostile operations on a table: a diffable data source of four lettered
/// sections with an index, rows deleted through edit mode (the red control, then Delete) and
/// by swipes, a delegate that refuses some selections and redirects others, and careless
/// estimated heights.
///
/// Operations: snapshot applies (animated or not, some from a background queue), edit mode on
/// and off, the red control and its Delete, partial and full swipes and taps on an open row's
/// Delete, taps on rows, the index bar, scrolling, resizing and non-finite estimates — with the
/// clock moved on a random part of an animation after each.
///
/// After each it checks against a shadow model: the data source holds the model; every
/// visible cell shows the item at its index path; a Delete deletes the item of the row acted
/// on, once, with `.delete`; the selection names existing rows the delegate allowed; no cell
/// is left attached without being visible or leaving; nothing but careless numbers is reported.
@MainActor final class TableHostileRun: HostileSteps {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

    /// The app's data source: edits every row, deletes on `.delete`, an index of the sections
    /// whose answer is sometimes carelessly out of range.
    final class DataSource: UITableViewDiffableDataSource<Int, Int> {
        var commit: ((Int, UITableViewCell.EditingStyle) -> Void)?
        var indexAnswerOffset = 0
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            guard let item = itemIdentifier(for: indexPath) else { return }
            commit?(item, editingStyle)
        }
        override func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A", "B", "C", "D"] }
        override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
            index + indexAnswerOffset
        }
    }

    /// Refuses to select items that are multiples of 7 and selects the next row instead of a
    /// multiple of 5, as apps that skip placeholder rows do.
    final class Delegate: NSObject, UITableViewDelegate {
        weak var dataSource: DataSource?
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            guard let item = dataSource?.itemIdentifier(for: indexPath) else { return indexPath }
            if item % 7 == 0 { return nil }
            if item % 5 == 0 {
                // The next row, unless it is one this delegate refuses (UIKit selects the
                // chosen row without asking about it again).
                let next = IndexPath(row: indexPath.row + 1, section: indexPath.section)
                return dataSource?.itemIdentifier(for: next).map { $0 % 7 == 0 } == true ? nil : next
            }
            return indexPath
        }
    }

    private var random: SeededGenerator
    var log: HostileLog
    private let screen: HeadlessScreen
    private let table: UITableView
    private let dataSource: DataSource
    private let delegate = Delegate()
    private let messages = MessageLog()
    private var sections: [[Int]] = []
    private var nextID = 0
    /// The item the user acted on with Delete, until the app hears the commit.
    private var expectedDeletion: Int?
    let idleEvery = 40
    var failures: [String] { log.failures }
    var operations: Int { log.operations }

    init(seed: UInt64) {
        random = SeededGenerator(state: seed)
        log = HostileLog(seed: seed, name: "table")
        screen = HeadlessScreen(size: CGSize(width: 390, height: 700), scale: 1)
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 700), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        dataSource = DataSource(tableView: table) { table, path, item in
            let cell = table.dequeueReusableCell(withIdentifier: "Row", for: path)
            cell.textLabel?.text = "\(item)"
            return cell
        }
        delegate.dataSource = dataSource
        table.delegate = delegate
        screen.window.addSubview(table)
        dataSource.commit = { [weak self] item, style in self?.commit(item, style) }
        sections = (0..<4).map { _ in makeItems(Int.random(in: 3...9, using: &random)) }
        apply(animated: false)
        screen.runUntilIdle()
    }

    func run(_ count: Int) { runSteps(count, reportingTo: messages) }

    func step() {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<16: changeItems()
        case 16..<20: changeItemsInTheBackground()
        case 20..<26: toggleEditing()
        case 26..<36: tapTheRedControl()
        case 36..<48: swipe()
        case 48..<56: tapDelete()
        case 56..<70: tapARow()
        case 70..<76: tapTheIndex()
        case 76..<79: resize()
        case 79..<82: carelessEstimate()
        default: scroll()
        }
        screen.advance(by: [0, 0.016, 0.1, 0.2, 0.35].randomElement(using: &random)!)
        check()
        if sections.joined().count > 80 {
            log.note("reset the model")
            sections = (0..<4).map { _ in makeItems(5) }
            apply(animated: false)
        }
    }

    // MARK: Operations

    private func changeItems() {
        let animated = Bool.random(using: &random)
        let section = Int.random(in: 0..<sections.count, using: &random)
        mutate(&sections[section])
        log.note("apply section \(section): \(sections[section].count) rows, animated: \(animated)")
        apply(animated: animated)
    }

    private func changeItemsInTheBackground() {
        mutate(&sections[Int.random(in: 0..<sections.count, using: &random)])
        log.note("apply from a background queue")
        let snapshot = wholeSnapshot()
        let dataSource = self.dataSource
        HostileData.applyInTheBackground { dataSource.apply(snapshot, animatingDifferences: true) }
    }

    private func toggleEditing() {
        let animated = Bool.random(using: &random)
        log.note("editing \(!table.isEditing), animated: \(animated)")
        table.setEditing(!table.isEditing, animated: animated)
    }

    private func tapTheRedControl() {
        guard table.isEditing, let (item, cell) = randomVisibleRow(), let control = cell.editingControl else { return }
        let point = cell.convert(CGPoint(x: control.frame.midX, y: control.frame.midY), to: nil)
        guard table.frame.insetBy(dx: 0, dy: 5).contains(point) else { return }
        log.note("tap the red control of \(item)")
        screen.tap(at: point)
    }

    private func swipe() {
        guard !table.isEditing, let (item, cell) = randomVisibleRow() else { return }
        let y = cell.convert(CGPoint(x: 0, y: cell.bounds.midY), to: nil).y
        guard y > 10, y < table.frame.maxY - 10 else { return }
        let full = Int.random(in: 0..<3, using: &random) == 0
        log.note("\(full ? "full swipe" : "swipe") row \(item) at \(table.indexPath(for: cell).map { "\($0)" } ?? "?") y \(y), open: \(table.editing.swipe.row?.indexPath.map { "\($0)" } ?? "none")")
        if full { expectedDeletion = item }
        screen.drag(from: CGPoint(x: 370, y: y), to: CGPoint(x: full ? 10 : 230, y: y), duration: full ? 0.15 : 0.3)
        if full { screen.advance(by: 0.5) }
        expectedDeletion = nil
    }

    /// Taps a Delete button on screen (an open swipe's, or edit mode's), if any.
    private func tapDelete() {
        guard let button = screen.frameOfText("Delete"), table.frame.contains(CGPoint(x: button.midX, y: button.midY)),
              let path = table.indexPathForRow(at: table.convert(CGPoint(x: 10, y: button.midY), from: nil)),
              let item = dataSource.itemIdentifier(for: path) else { return }
        log.note("tap Delete on the row of \(item)")
        expectedDeletion = item
        screen.tap(at: CGPoint(x: button.midX, y: button.midY))
        screen.advance(by: 0.05)
        expectedDeletion = nil
    }

    private func tapARow() {
        guard let (item, cell) = randomVisibleRow() else { return }
        let point = cell.convert(CGPoint(x: cell.bounds.width * 0.5, y: cell.bounds.midY), to: nil)
        guard table.frame.insetBy(dx: 0, dy: 5).contains(point) else { return }
        log.note("tap row \(item)")
        screen.tap(at: point)
    }

    private func tapTheIndex() {
        let offset = [0, 0, 0, 3, -9].randomElement(using: &random)!
        dataSource.indexAnswerOffset = offset
        let y = CGFloat.random(in: 250...450, using: &random).rounded()
        log.note("tap the index at \(y), answers off by \(offset)")
        screen.tap(at: CGPoint(x: table.frame.maxX - 7, y: y))
    }

    private func resize() {
        let size = CGSize(width: CGFloat(Int.random(in: 240...390, using: &random)), height: CGFloat(Int.random(in: 300...700, using: &random)))
        log.note("resize to \(size)")
        table.frame = CGRect(origin: .zero, size: size)
    }

    private func carelessEstimate() {
        let value = [CGFloat.nan, .infinity, -30, 44, 60, 0].randomElement(using: &random)!
        log.note("estimatedRowHeight becomes \(value)")
        table.estimatedRowHeight = value
        table.reloadData()
    }

    private func scroll() {
        HostileData.scroll(table, using: &random, log: &log)
    }

    // MARK: The model

    private func makeItems(_ count: Int) -> [Int] {
        (0..<count).map { _ in
            nextID += 1
            return nextID
        }
    }

    private func mutate(_ items: inout [Int]) {
        HostileData.mutate(&items, using: &random) { makeItems(1)[0] }
    }

    private func wholeSnapshot() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(Array(sections.indices))
        for (section, items) in sections.enumerated() { snapshot.appendItems(items, toSection: section) }
        return snapshot
    }

    private func apply(animated: Bool) {
        dataSource.apply(wholeSnapshot(), animatingDifferences: animated)
    }

    /// The app deletes what the table commits: the item leaves the model and a snapshot shows it.
    private func commit(_ item: Int, _ style: UITableViewCell.EditingStyle) {
        guard style == .delete else {
            log.fail("commit of \(item) with style \(style.rawValue), not .delete")
            return
        }
        // The row whose Delete the user pressed or swiped through shows the item deleted (a
        // background apply may land between touch-down and the swipe: the row under the finger
        // when the swipe begins is the one that slides).
        let slid = (table.editing.swipe.row?.cell as? UITableViewCell)?.textLabel?.text
        if slid != "\(item)" {
            log.fail("Delete deleted \(item), but the row the user acted on showed \(slid ?? "nothing") (tapped: \(expectedDeletion.map { "\($0)" } ?? "-"))")
        }
        guard let section = sections.firstIndex(where: { $0.contains(item) }) else {
            log.fail("commit of \(item), which the model does not have (a second commit?)")
            return
        }
        sections[section].removeAll { $0 == item }
        expectedDeletion = nil
        apply(animated: true)
    }

    // MARK: Checks

    private func check() {
        let held = dataSource.snapshot().sectionIdentifiers.map { dataSource.snapshot().itemIdentifiers(inSection: $0) }
        if held != sections { log.fail("the data source holds \(held), the model \(sections)") }
        for cell in table.visibleCells {
            guard let path = table.indexPath(for: cell), !cell.isHidden else { continue }
            let item = dataSource.itemIdentifier(for: path).map { "\($0)" }
            if cell.textLabel?.text != item { log.fail("the cell at \(path) shows \(cell.textLabel?.text ?? "nothing"), the data source has \(item ?? "nothing")") }
        }
        for path in table.indexPathsForSelectedRows ?? [] {
            guard let item = dataSource.itemIdentifier(for: path) else {
                log.fail("\(path) is selected but does not exist")
                continue
            }
            if item % 7 == 0 { log.fail("\(item) is selected although the delegate refused it") }
        }
        let attached = table.subviews.filter { $0 is UITableViewCell && !$0.isHidden }.count
        let accounted = table.placement.visible.values.filter { $0 is UITableViewCell }.count
            + table.updateAnimator.disappearing.values.filter { $0.0 is UITableViewCell }.count
        if attached != accounted {
            let known = Set(table.placement.visible.values.map(ObjectIdentifier.init))
                .union(table.updateAnimator.disappearing.values.map { ObjectIdentifier($0.0) })
            let orphans = table.subviews.compactMap { $0 as? UITableViewCell }.filter { !$0.isHidden && !known.contains(ObjectIdentifier($0)) }
            let described = orphans.prefix(4).map { "\($0.textLabel?.text ?? "?") at \($0.frame.origin.y)" }
            log.fail("\(attached) cells attached, \(accounted) visible or leaving: orphans \(described)")
        }
        let said = messages.all.filter { !Self.isCareless($0) }
        if !said.isEmpty { log.fail("reported: \(said.prefix(3))") }
        messages.removeAll()
    }

    /// Messages the run's careless numbers and answers are meant to cause.
    private static func isCareless(_ message: String) -> Bool {
        message.contains("not a finite number") || message.contains("a negative height") || message.contains("sectionForSectionIndexTitle")
            || message.contains("willSelectRowAt: the delegate chose")
    }

    func settle() {
        screen.runUntilIdle(limit: 10)
        if MainLoop.shared.hasPendingWork { log.fail("the loop is still busy after 10 seconds") }
        check()
        let shown = Set(table.indexPathsForVisibleRows ?? [])
        let expected = Set((0..<sections.count).flatMap { section in
            (0..<sections[section].count).map { IndexPath(row: $0, section: section) }
        }.filter { path in
            let row = table.rectForRow(at: path)
            return row.minY < table.bounds.maxY && row.maxY > table.bounds.minY
        })
        if shown != expected {
            let rects = expected.symmetricDifference(shown).sorted().map { "\($0): \(table.rectForRow(at: $0))" }
            log.fail("rows on screen \(shown.subtracting(expected).sorted()) too many, \(expected.subtracting(shown).sorted()) missing; "
                + "bounds \(table.bounds), \(rects)")
        }
    }

    // MARK: Helpers

    private func randomVisibleRow() -> (Int, UITableViewCell)? {
        let rows = table.visibleCells.compactMap { cell -> (Int, UITableViewCell)? in
            guard let path = table.indexPath(for: cell), let item = dataSource.itemIdentifier(for: path) else { return nil }
            return (item, cell)
        }
        return rows.randomElement(using: &random)
    }
}

