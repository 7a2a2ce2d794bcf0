import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// A classic settings-style controller, as UIKit code writes one.
private final class SettingsController: UITableViewController {
    var sections = [["Wi-Fi", "Bluetooth"], ["General", "Privacy", "About"]]
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
    }
    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        cell.accessoryType = indexPath.section == 0 ? .detailButton : .disclosureIndicator
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("select \(sections[indexPath.section][indexPath.row])")
    }
    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log.append("info \(sections[indexPath.section][indexPath.row])")
    }
    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Reset") { _ in self.log.append("reset") }])
        }
    }
}

private final class Prefetch: NSObject, UITableViewDataSourcePrefetching {
    var asked: [IndexPath] = []
    var cancelled: [IndexPath] = []
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { asked += indexPaths }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { cancelled += indexPaths }
}

@MainActor struct TableViewControllerTests {
    private func present(_ controller: UIViewController) -> HeadlessScreen {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        screen.rootViewController = controller
        screen.runUntilIdle()
        return screen
    }

    @Test func aTableViewControllerIsItsTablesDataSourceAndClearsTheSelectionOnReturn() throws {
        let settings = SettingsController(style: .insetGrouped)
        let screen = present(settings)
        let table = try #require(settings.tableView)
        #expect(table.style == .insetGrouped && table.numberOfSections == 2)
        let privacy = table.rectForRow(at: IndexPath(row: 1, section: 1))
        screen.tap(at: table.convert(CGPoint(x: privacy.midX, y: privacy.midY), to: nil))
        screen.runUntilIdle()
        #expect(settings.log == ["select Privacy"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
        settings.viewWillAppear(false)
        #expect(table.indexPathForSelectedRow == nil, "clearsSelectionOnViewWillAppear")
    }

    @Test func aPopBackToTheTableClearsItsSelection() throws {
        let settings = SettingsController(style: .plain)
        let navigation = UINavigationController(rootViewController: settings)
        let screen = present(navigation)
        let table = try #require(settings.tableView)
        let row = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        screen.tap(at: row.convert(CGPoint(x: 60, y: row.bounds.midY), to: nil))
        screen.runUntilIdle()
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        navigation.pushViewController(UIViewController(), animated: true)
        screen.runUntilIdle()
        navigation.popViewController(animated: true)
        screen.runUntilIdle()
        #expect(table.indexPathForSelectedRow == nil, "clearsSelectionOnViewWillAppear after a pop")
        #expect(row.isSelected == false)
        // The same after the back swipe from the screen's edge.
        screen.tap(at: row.convert(CGPoint(x: 60, y: row.bounds.midY), to: nil))
        screen.runUntilIdle()
        navigation.pushViewController(UIViewController(), animated: false)
        screen.runUntilIdle()
        let swipe = screen.pressAndDrag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 300, y: 300), hold: 0, duration: 0.3)
        screen.lift(swipe)
        screen.runUntilIdle()
        #expect(navigation.topViewController === settings, "the swipe went back")
        #expect(table.indexPathForSelectedRow == nil, "clearsSelectionOnViewWillAppear after the back swipe")
    }

    @Test func theEditButtonPutsTheTableInEditMode() {
        let settings = SettingsController(style: .plain)
        _ = present(settings)
        let button = settings.editButtonItem
        #expect(button.title == "Edit")
        settings.setEditing(true, animated: false)
        #expect(settings.tableView.isEditing && button.title == "Done")
        #expect(settings.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.editingControl != nil)
    }

    @Test func theDetailButtonTellsTheDelegateAndARightClickShowsTheRowsMenu() throws {
        let settings = SettingsController(style: .grouped)
        let screen = present(settings)
        let table = try #require(settings.tableView)
        let wifi = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let info = try #require(screen.frameOfText("i"))
        screen.tap(at: CGPoint(x: info.midX, y: info.midY))
        screen.runUntilIdle()
        #expect(settings.log == ["info Wi-Fi"], "the detail button, not a selection")
        screen.secondaryClick(at: wifi.convert(CGPoint(x: 40, y: 20), to: nil))
        screen.runUntilIdle()
        let reset = try #require(screen.frameOfText("Reset"), "the row's context menu shows")
        screen.tap(at: CGPoint(x: reset.midX, y: reset.midY))
        screen.runUntilIdle()
        #expect(settings.log.last == "reset")
    }

    @Test func arrowsMoveTheFocusAcrossSectionsAndReturnSelects() {
        let settings = SettingsController(style: .plain)
        let screen = present(settings)
        screen.press(.keyboardDownArrow)
        screen.press(.keyboardDownArrow)
        screen.press(.keyboardDownArrow)
        #expect(settings.tableView.keyboardFocusedRow == IndexPath(row: 0, section: 1), "from Bluetooth on to General")
        screen.press(.keyboardReturnOrEnter)
        #expect(settings.log == ["select General"])
    }

    @Test func rowsAheadArePrefetchedAndCancelledWhenTheUserTurnsBack() {
        final class Many: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "R") ?? UITableViewCell(style: .default, reuseIdentifier: "R")
            }
        }
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 440), scale: 1)
        let table = UITableView(frame: screen.window.bounds, style: .plain)
        let many = Many(), prefetch = Prefetch()
        table.dataSource = many
        table.prefetchDataSource = prefetch
        screen.window.addSubview(table)
        screen.runUntilIdle()
        // Ten rows show; the next screen (rows 10…19) is named.
        #expect(prefetch.asked == (10..<20).map { IndexPath(row: $0, section: 0) })
        table.contentOffset.y = 440
        screen.runUntilIdle()
        #expect(prefetch.asked.contains(IndexPath(row: 25, section: 0)))
        table.contentOffset.y = 0
        screen.runUntilIdle()
        #expect(prefetch.cancelled.contains(IndexPath(row: 29, section: 0)), "rows far behind are cancelled")
        withExtendedLifetime((many, prefetch)) {}
    }
}

@MainActor struct TableDiffableDataSourceTests {
    enum Section: Hashable { case fruit, vegetables }

    @Test func applyingASnapshotAnimatesTheDifferencesAndKeepsCells() throws {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let table = UITableView(frame: screen.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = UITableViewDiffableDataSource<Section, String>(tableView: table) { table, indexPath, name in
            let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = name
            return cell
        }
        dataSource.defaultRowAnimation = .left
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit, .vegetables])
        snapshot.appendItems(["Apple", "Pear"], toSection: .fruit)
        snapshot.appendItems(["Leek"], toSection: .vegetables)
        dataSource.apply(snapshot, animatingDifferences: false)
        screen.window.addSubview(table)
        screen.runUntilIdle()
        let pear = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        snapshot.deleteItems(["Apple"])
        snapshot.appendItems(["Kale"], toSection: .vegetables)
        var done = false
        dataSource.apply(snapshot) { done = true }
        screen.runUntilIdle()
        #expect(done)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === pear, "Pear kept its cell")
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Pear", "Leek", "Kale"])
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 1)) == "Kale")
    }

    /// Editing through UIKit's subclassing points.
    final class EditableSource: UITableViewDiffableDataSource<Section, String> {
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
            var snapshot = snapshot()
            snapshot.deleteItems([item])
            apply(snapshot)
        }
    }

    /// A table of three fruit from an `EditableSource`, on a screen (not yet laid out).
    private func showFruit() -> (HeadlessScreen, UITableView, EditableSource) {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let table = UITableView(frame: screen.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = EditableSource(tableView: table) { table, indexPath, name in
            let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = name
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit])
        snapshot.appendItems(["Apple", "Pear", "Plum"])
        dataSource.apply(snapshot, animatingDifferences: false)
        screen.window.addSubview(table)
        return (screen, table, dataSource)
    }

    @Test func aSubclassThatAllowsEditingDeletesWithASwipe() throws {
        let (screen, table, dataSource) = showFruit()
        screen.runUntilIdle()
        screen.drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 180, y: 66))
        screen.runUntilIdle()
        let delete = try #require(screen.frameOfText("Delete"))
        screen.tap(at: CGPoint(x: delete.midX, y: delete.midY))
        screen.runUntilIdle()
        #expect(dataSource.snapshot().itemIdentifiers == ["Apple", "Plum"])
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Apple", "Plum"])
    }

    @Test func aSubclassThatAllowsMovingReordersTheSnapshotWithAHandle() throws {
        let (screen, table, dataSource) = showFruit()
        table.setEditing(true, animated: false)
        screen.runUntilIdle()
        // Apple's handle, at the trailing edge, dragged down past Pear.
        screen.drag(from: CGPoint(x: 298, y: 22), to: CGPoint(x: 298, y: 70))
        screen.runUntilIdle()
        #expect(dataSource.snapshot().itemIdentifiers == ["Pear", "Apple", "Plum"])
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Pear", "Apple", "Plum"])
    }
}
