// A plain table screen as UIKit code writes one: a cell subclass with the subtitle style,
// registered and dequeued, section titles, a delegate that sizes one section's rows.
// Compiled unchanged in the Swift 5 and 6 modes.
import UIKit
import Testing
import TesseraTesting

final class SubtitleCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class PlanetsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let planets = [["Mercury", "Venus", "Earth", "Mars"], ["Jupiter", "Saturn", "Uranus", "Neptune"]]
    private(set) var tableView: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView = UITableView(frame: view.bounds, style: .plain)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(SubtitleCell.self, forCellReuseIdentifier: "Planet")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        return planets.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return planets[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Planet", for: indexPath)
        cell.textLabel?.text = planets[indexPath.section][indexPath.row]
        cell.detailTextLabel?.text = indexPath.section == 0 ? "Rocky" : "Giant"
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        return section == 0 ? "Inner" : "Outer"
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        return indexPath.section == 0 ? 44 : 64
    }
}

@MainActor struct TableClientTests {
    @Test func thePlanetsShowInTheirSectionsWithTheirHeights() throws {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 600), scale: 1)
        let controller = PlanetsViewController()
        screen.rootViewController = controller
        screen.runUntilIdle()
        let table = try #require(controller.tableView)
        #expect(table.numberOfSections == 2)
        let jupiter = IndexPath(row: 0, section: 1)
        // Inner: a 28-point header and four 44-point rows; Outer's header, then 64-point rows.
        let top: CGFloat = 28 + 4 * 44 + 28
        #expect(table.rectForRow(at: jupiter) == CGRect(x: 0, y: top, width: 320, height: 64))
        let cell = try #require(table.cellForRow(at: jupiter) as? SubtitleCell)
        #expect(cell.textLabel?.text == "Jupiter")
        #expect(cell.detailTextLabel?.text == "Giant")
        #expect(table.indexPathsForVisibleRows?.count == 8)
    }
}
