import Foundation
import Tessera

/// A Contacts-like plain `UITableView`: people in sections by the first letter of their
/// surname, the letters pinned at the top while their section shows, and the section index
/// along the edge (`sectionIndexTitles(for:)`; tap or drag on it to jump). Rows are
/// `.subtitle` cells; swipe one left to delete it (`trailingSwipeActionsConfigurationForRowAt`,
/// `deleteRows(at:with: .left)`), or right to mark it a favourite (`reloadRows(at:with: .fade)`).
/// The search bar under the title (`navigationItem.searchController`, a `UISearchController`
/// whose `searchResultsUpdater` is the controller) filters the list as you type.
public final class ContactsTableViewController: UITableViewController, UISearchResultsUpdating {
    private static let people = [
        "Ada Lovelace", "Alan Turing", "Anita Borg", "Barbara Liskov", "Bjarne Stroustrup", "Charles Babbage",
        "Claude Shannon", "Dennis Ritchie", "Donald Knuth", "Edsger Dijkstra", "Frances Allen", "Grace Hopper",
        "Guido Rossum", "Hedy Lamarr", "Ivan Sutherland", "John Backus", "John McCarthy", "Ken Thompson",
        "Katherine Johnson", "Leslie Lamport", "Linus Torvalds", "Margaret Hamilton", "Niklaus Wirth", "Radia Perlman",
        "Richard Hamming", "Shafi Goldwasser", "Sophie Wilson", "Tim Berners-Lee", "Tony Hoare", "Vint Cerf", "Yukihiro Matsumoto",
    ]

    /// Everyone, and the people who match the search.
    private var everyone = ContactsTableViewController.people
    /// Sections by the first letter of the surname, in order, of the people shown.
    private var sections: [(letter: String, names: [String])] = ContactsTableViewController.sections(of: people)
    private var favourites: Set<String> = []
    public let searchController = UISearchController(searchResultsController: nil)
    /// Told what the search shows, for the window's log.
    public var onChange: ((String) -> Void)?

    private static func sections(of people: [String]) -> [(letter: String, names: [String])] {
        let grouped = Dictionary(grouping: people) { String($0.split(separator: " ").last!.prefix(1)) }
        return grouped.keys.sorted().map { ($0, grouped[$0]!.sorted { $0.split(separator: " ").last! < $1.split(separator: " ").last! }) }
    }

    /// The names shown, section by section.
    public var shownNames: [String] { sections.flatMap(\.names) }

    /// Shows the people whose name contains the search text (everyone when it is empty).
    public func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text?.trimmingCharacters(in: .whitespaces) ?? ""
        let matches = query.isEmpty ? everyone : everyone.filter { $0.localizedCaseInsensitiveContains(query) }
        sections = Self.sections(of: matches)
        tableView.reloadData()
        onChange?("search '\(query)' shows \(matches.count == everyone.count ? "everyone" : shownNames.joined(separator: ", "))")
    }

    public init() { super.init(style: .plain) }
    public required init?(coder: NSCoder) { fatalError("made in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.identifier)
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search contacts"
        navigationItem.searchController = searchController
    }

    public override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].names.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.identifier, for: indexPath)
        let name = sections[indexPath.section].names[indexPath.row]
        cell.textLabel?.text = favourites.contains(name) ? "★ " + name : name
        cell.detailTextLabel?.text = "mobile"
        return cell
    }

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].letter
    }

    public override func sectionIndexTitles(for tableView: UITableView) -> [String]? { sections.map(\.letter) }

    public override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.deleteContact(at: indexPath)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    public override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration? {
        let name = sections[indexPath.section].names[indexPath.row]
        let favourite = UIContextualAction(style: .normal, title: favourites.contains(name) ? "Unstar" : "Star") { [weak self] _, _, done in
            guard let self else { return done(false) }
            if self.favourites.remove(name) == nil { self.favourites.insert(name) }
            self.tableView.reloadRows(at: [indexPath], with: .fade)
            done(true)
        }
        favourite.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [favourite])
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }

    /// Removes the person; an emptied section goes with its letter.
    private func deleteContact(at indexPath: IndexPath) {
        let name = sections[indexPath.section].names[indexPath.row]
        everyone.removeAll { $0 == name }
        sections[indexPath.section].names.remove(at: indexPath.row)
        guard sections[indexPath.section].names.isEmpty else {
            return tableView.deleteRows(at: [indexPath], with: .left)
        }
        sections.remove(at: indexPath.section)
        tableView.deleteSections(IndexSet(integer: indexPath.section), with: .fade)
        tableView.reloadSectionIndexTitles()
    }
}

/// A contact row: the subtitle style.
final class ContactCell: UITableViewCell {
    static let identifier = "Contact"
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("made in code") }
}
