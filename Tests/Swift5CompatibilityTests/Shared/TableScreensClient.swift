// Table screens as UIKit code writes them: a classic UITableViewController with sections and a
// section index, a diffable table, a self-sizing table of Auto Layout cells, an editing table
// that deletes, inserts and reorders, and a diff helper's extension that reloads a table and a
// collection view from one changeset. Compiled unchanged in the Swift 5 and 6 modes.
import UIKit
import Testing
import TesseraTesting

// MARK: A classic controller with a section index

final class CountriesViewController: UITableViewController {
    let countries: [String: [String]] = [
        "A": ["Albania", "Andorra", "Austria"], "B": ["Belgium", "Bulgaria"], "C": ["Croatia", "Cyprus", "Czechia"],
        "D": ["Denmark"], "E": ["Estonia"], "F": ["Finland", "France"], "G": ["Germany", "Greece"],
    ]
    lazy var letters: [String] = countries.keys.sorted()
    private(set) var chosen: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Countries"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Country")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        return letters.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return countries[letters[section]]?.count ?? 0
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Country", for: indexPath)
        cell.textLabel?.text = countries[letters[indexPath.section]]?[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        return letters[section]
    }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        return letters
    }

    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        return letters.firstIndex(of: title) ?? index
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        if let name = countries[letters[indexPath.section]]?[indexPath.row] { chosen.append(name) }
    }
}

// MARK: A diffable table

final class TodoTableViewController: UIViewController, UITableViewDelegate {
    enum Section { case open, done }
    struct Todo: Hashable {
        let id = UUID()
        var title: String
    }

    var tableView: UITableView!
    var dataSource: UITableViewDiffableDataSource<Section, Todo>!
    var todos = [Todo(title: "Buy milk"), Todo(title: "Call Ann"), Todo(title: "Write report")]
    var done: [Todo] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView = UITableView(frame: view.bounds, style: .insetGrouped)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Todo")
        tableView.delegate = self
        view.addSubview(tableView)
        dataSource = UITableViewDiffableDataSource<Section, Todo>(tableView: tableView) { tableView, indexPath, todo in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Todo", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = todo.title
            cell.contentConfiguration = content
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        applySnapshot(animated: false)
    }

    func applySnapshot(animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Todo>()
        snapshot.appendSections([.open, .done])
        snapshot.appendItems(todos, toSection: .open)
        snapshot.appendItems(done, toSection: .done)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let todo = dataSource.itemIdentifier(for: indexPath), let index = todos.firstIndex(of: todo) else { return }
        todos.remove(at: index)
        done.append(todo)
        applySnapshot(animated: true)
    }
}

// MARK: A self-sizing table of Auto Layout cells

final class CommentCell: UITableViewCell {
    static let reuseIdentifier = "CommentCell"
    let authorLabel = UILabel()
    let bodyLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        authorLabel.font = .boldSystemFont(ofSize: 15)
        bodyLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [authorLabel, bodyLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class CommentsViewController: UITableViewController {
    let comments: [(String, String)] = [
        ("Ann", "First!"),
        ("Bob", String(repeating: "This comment is long enough to wrap onto several lines of the table. ", count: 4)),
        ("Cy", "Agreed."),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(CommentCell.self, forCellReuseIdentifier: CommentCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return comments.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: CommentCell.reuseIdentifier, for: indexPath) as? CommentCell else {
            fatalError("Unexpected cell")
        }
        cell.authorLabel.text = comments[indexPath.row].0
        cell.bodyLabel.text = comments[indexPath.row].1
        return cell
    }
}

// MARK: An editing table

final class ShoppingListViewController: UITableViewController {
    var items = ["Eggs", "Bread", "Cheese"]
    private(set) var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = editButtonItem
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return items.count + 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = indexPath.row < items.count ? items[indexPath.row] : "New item"
        return cell
    }

    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        return indexPath.row < items.count ? .delete : .insert
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            events.append("delete \(items[indexPath.row])")
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        } else if editingStyle == .insert {
            events.append("insert")
            items.append("Milk")
            tableView.insertRows(at: [indexPath], with: .automatic)
        }
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        return indexPath.row < items.count
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let item = items.remove(at: sourceIndexPath.row)
        items.insert(item, at: destinationIndexPath.row)
        events.append("move \(item)")
    }
}

// MARK: A diff helper's extension for both lists

/// What changed between two arrays, as index paths in one section.
struct Changeset {
    var deleted: [IndexPath] = []
    var inserted: [IndexPath] = []
    var moved: [(from: IndexPath, to: IndexPath)] = []

    init<T: Hashable>(from old: [T], to new: [T], section: Int = 0) {
        let difference = new.difference(from: old).inferringMoves()
        for change in difference {
            switch change {
            case let .remove(offset, _, associatedWith):
                if let to = associatedWith {
                    moved.append((IndexPath(row: offset, section: section), IndexPath(row: to, section: section)))
                } else {
                    deleted.append(IndexPath(row: offset, section: section))
                }
            case let .insert(offset, _, associatedWith):
                if associatedWith == nil { inserted.append(IndexPath(row: offset, section: section)) }
            }
        }
    }
}

extension UITableView {
    func reload(using changeset: Changeset, with animation: UITableView.RowAnimation = .automatic, setData: () -> Void) {
        performBatchUpdates({
            setData()
            deleteRows(at: changeset.deleted, with: animation)
            insertRows(at: changeset.inserted, with: animation)
            for move in changeset.moved { moveRow(at: move.from, to: move.to) }
        }, completion: nil)
    }
}

extension UICollectionView {
    func reload(using changeset: Changeset, setData: () -> Void) {
        performBatchUpdates({
            setData()
            deleteItems(at: changeset.deleted)
            insertItems(at: changeset.inserted)
            for move in changeset.moved { moveItem(at: move.from, to: move.to) }
        }, completion: nil)
    }
}

final class FruitBoard: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    var fruit = ["Apple", "Banana", "Cherry", "Date"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruit.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.textLabel?.text = fruit[indexPath.row]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { fruit.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Fruit", for: indexPath)
        cell.accessibilityLabel = fruit[indexPath.item]
        return cell
    }
}

// MARK: Tests

@MainActor struct TableScreensClientTests {
    private func show(_ controller: UIViewController, height: CGFloat = 480) -> HeadlessScreen {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: height), scale: 1)
        screen.rootViewController = controller
        screen.runUntilIdle()
        return screen
    }

    @Test func theCountriesIndexJumpsToItsLetterAndARowIsChosen() throws {
        let countries = CountriesViewController(style: .plain)
        let screen = show(countries)
        let table = try #require(countries.tableView)
        #expect(table.numberOfSections == 7 && countries.sectionIndexTitles(for: table) == ["A", "B", "C", "D", "E", "F", "G"])
        // Seven letters of 14 points centred in 480: F's middle is at 240 − 49 + 5 × 14 + 7.
        screen.tap(at: CGPoint(x: 312, y: 268))
        screen.runUntilIdle()
        #expect(table.contentOffset.y == min(table.rectForHeader(inSection: 5).minY, table.contentSize.height - 480))
        let france = table.rectForRow(at: IndexPath(row: 1, section: 5))
        screen.tap(at: table.convert(CGPoint(x: 100, y: france.midY), to: nil))
        screen.runUntilIdle()
        #expect(countries.chosen == ["France"])
        #expect(table.indexPathForSelectedRow == nil, "deselected at once")
    }

    @Test func checkingATodoMovesItToDoneWithTheDiffableDataSource() throws {
        let todos = TodoTableViewController()
        let screen = show(todos)
        let milk = try #require(todos.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        screen.tap(at: milk.convert(CGPoint(x: 60, y: 22), to: nil))
        screen.runUntilIdle()
        let open = todos.dataSource.snapshot().itemIdentifiers(inSection: .open).map { $0.title }
        let done = todos.dataSource.snapshot().itemIdentifiers(inSection: .done).map { $0.title }
        #expect(open == ["Call Ann", "Write report"] && done == ["Buy milk"])
        let shown = todos.tableView.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
        #expect(shown == ["Call Ann", "Write report", "Buy milk"])
        #expect(todos.tableView.cellForRow(at: IndexPath(row: 0, section: 1))?.frame.minX == 20, "inset grouped")
    }

    @Test func commentsSizeToTheirText() throws {
        let comments = CommentsViewController(style: .plain)
        _ = show(comments)
        let table = try #require(comments.tableView)
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        let long = table.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(first.height < 70, "two short lines and the margins: \(first.height)")
        #expect(long.height > first.height + 40, "the long comment wraps: \(long.height)")
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == long.maxY)
    }

    @Test func editingDeletesInsertsAndReorders() throws {
        let list = ShoppingListViewController(style: .plain)
        let screen = show(UINavigationController(rootViewController: list))
        list.setEditing(true, animated: false)
        screen.runUntilIdle()
        let table = try #require(list.tableView)
        // The green control sits at the row's leading edge.
        let add = table.rectForRow(at: IndexPath(row: 3, section: 0))
        screen.tap(at: table.convert(CGPoint(x: 27, y: add.midY), to: nil))
        screen.runUntilIdle()
        #expect(list.events == ["insert"] && list.items == ["Eggs", "Bread", "Cheese", "Milk"])
        #expect(table.numberOfRows(inSection: 0) == 5)
        list.tableView(table, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
        screen.runUntilIdle()
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Eggs", "Cheese", "Milk", "New item"])
        // The grip is at the trailing edge.
        let eggs = table.rectForRow(at: IndexPath(row: 0, section: 0))
        let start = table.convert(CGPoint(x: eggs.maxX - 22, y: eggs.midY), to: nil)
        screen.drag(from: start, to: CGPoint(x: start.x, y: start.y + 50))
        screen.runUntilIdle()
        #expect(list.items == ["Cheese", "Eggs", "Milk"])
        #expect(list.events.last == "move Eggs")
    }

    @Test func oneChangesetReloadsATableAndACollectionView() throws {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let board = FruitBoard()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 240), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
        table.dataSource = board
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 240, width: 320, height: 240), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Fruit")
        grid.dataSource = board
        screen.window.addSubview(table)
        screen.window.addSubview(grid)
        screen.runUntilIdle()
        let new = ["Cherry", "Apple", "Elderberry", "Date"]
        let changes = Changeset(from: board.fruit, to: new)
        table.reload(using: changes, with: .fade) { board.fruit = new }
        grid.reload(using: changes) {}
        screen.runUntilIdle()
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == new)
        let labels = (grid.indexPathsForVisibleItems.sorted()).compactMap { grid.cellForItem(at: $0)?.accessibilityLabel }
        #expect(labels == new)
    }
}
