// Screens with controls and text input, as UIKit apps write them (iOS 14+ action style): a
// settings screen of switches and a slider, a search screen with a UISearchController over a
// diffable table, and a login form. Compiled unchanged in the Swift 5 and 6 modes.
import UIKit
import Testing
import TesseraTesting

final class NotificationSettingsViewController: UITableViewController {
    struct Setting {
        let title: String
        var isOn: Bool
    }

    var settings = [Setting(title: "Allow Notifications", isOn: true), Setting(title: "Sounds", isOn: false)]
    var volume: Float = 0.5

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notifications"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return settings.count + 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
        cell.selectionStyle = .none
        if indexPath.row < settings.count {
            cell.textLabel?.text = settings[indexPath.row].title
            let toggle = UISwitch()
            toggle.isOn = settings[indexPath.row].isOn
            toggle.tag = indexPath.row
            toggle.addAction(UIAction { [weak self] action in
                guard let sender = action.sender as? UISwitch else { return }
                self?.settings[sender.tag].isOn = sender.isOn
            }, for: .valueChanged)
            cell.accessoryView = toggle
        } else {
            cell.textLabel?.text = "Volume"
            let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 150, height: 34))
            slider.value = volume
            slider.addAction(UIAction { [weak self] action in
                self?.volume = (action.sender as? UISlider)?.value ?? 0
            }, for: .valueChanged)
            cell.accessoryView = slider
        }
        return cell
    }
}

final class CitySearchViewController: UIViewController, UISearchResultsUpdating {
    enum Section { case main }
    let cities = ["Amsterdam", "Berlin", "Bern", "Lisbon", "London", "Madrid", "Paris", "Prague"]
    let searchController = UISearchController(searchResultsController: nil)
    var tableView: UITableView!
    var dataSource: UITableViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cities"
        tableView = UITableView(frame: view.bounds, style: .plain)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "City")
        view.addSubview(tableView)
        dataSource = UITableViewDiffableDataSource<Section, String>(tableView: tableView) { tableView, indexPath, city in
            let cell = tableView.dequeueReusableCell(withIdentifier: "City", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = city
            content.image = UIImage(systemName: "mappin")
            cell.contentConfiguration = content
            return cell
        }
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Cities"
        navigationItem.searchController = searchController
        definesPresentationContext = true
        show(cities)
    }

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text ?? ""
        show(query.isEmpty ? cities : cities.filter { $0.lowercased().hasPrefix(query.lowercased()) })
    }

    private func show(_ names: [String]) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(names)
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}

final class LoginViewController: UIViewController, UITextFieldDelegate {
    let usernameField = UITextField()
    let passwordField = UITextField()
    let loginButton = UIButton(type: .system)
    private(set) var loggedInAs: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        usernameField.placeholder = "Username"
        usernameField.borderStyle = .roundedRect
        usernameField.autocorrectionType = .no
        usernameField.returnKeyType = .next
        usernameField.delegate = self
        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .done
        passwordField.delegate = self
        loginButton.setTitle("Log In", for: .normal)
        loginButton.isEnabled = false
        loginButton.addAction(UIAction { [weak self] _ in self?.logIn() }, for: .touchUpInside)
        [usernameField, passwordField].forEach { field in
            field.addAction(UIAction { [weak self] _ in self?.updateButton() }, for: .editingChanged)
        }
        let stack = UIStackView(arrangedSubviews: [usernameField, passwordField, loginButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
        ])
    }

    private func updateButton() {
        loginButton.isEnabled = !(usernameField.text ?? "").isEmpty && !(passwordField.text ?? "").isEmpty
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        // Usernames have no spaces.
        return textField !== usernameField || !string.contains(" ")
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === usernameField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            if loginButton.isEnabled { logIn() }
        }
        return true
    }

    private func logIn() {
        loggedInAs = usernameField.text
    }
}

@MainActor struct ControlsClientTests {
    @Test func theSwitchAndSliderInTheSettingsRowsChangeTheSettings() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 600), scale: 1)
        let settings = NotificationSettingsViewController(style: .insetGrouped)
        screen.rootViewController = settings
        screen.runUntilIdle()
        let sounds = try #require(settings.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryView as? UISwitch)
        screen.tap(at: sounds.convert(CGPoint(x: 25, y: 15), to: nil))
        #expect(settings.settings[1].isOn)
        let slider = try #require(settings.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryView as? UISlider)
        let thumb = slider.convert(CGPoint(x: 14 + 0.5 * (slider.bounds.width - 28), y: 17), to: nil)
        screen.drag(from: thumb, to: CGPoint(x: thumb.x + 200, y: thumb.y))
        #expect(settings.volume == 1)
    }

    @Test func typingInTheSearchBarFiltersTheCities() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 700), scale: 1)
        let search = CitySearchViewController()
        screen.rootViewController = UINavigationController(rootViewController: search)
        screen.runUntilIdle()
        let field = search.searchController.searchBar.searchTextField
        screen.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil))
        screen.type("ber")
        screen.runUntilIdle()
        #expect(search.dataSource.snapshot().itemIdentifiers == ["Berlin", "Bern"])
        #expect(search.tableView.visibleCells.count == 2)
    }

    @Test func theLoginFormMovesOnWithReturnAndLogsIn() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 600), scale: 1)
        let login = LoginViewController()
        screen.rootViewController = login
        screen.runUntilIdle()
        let username = login.usernameField
        screen.tap(at: username.convert(CGPoint(x: 40, y: username.bounds.midY), to: nil))
        for character in "ada lovelace" { screen.type(String(character)) }
        #expect(username.text == "adalovelace", "the space is refused, key by key")
        #expect(!login.loginButton.isEnabled)
        screen.press(.keyboardReturnOrEnter)
        #expect(login.passwordField.isFirstResponder)
        screen.type("engine")
        #expect(login.loginButton.isEnabled)
        screen.press(.keyboardReturnOrEnter)
        #expect(login.loggedInAs == "adalovelace" && !login.passwordField.isFirstResponder)
    }
}
