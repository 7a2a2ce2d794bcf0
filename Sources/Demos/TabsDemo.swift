import Foundation
import Tessera

/// A tab bar controller of three tabs — Library with a badge, the system Favorites and Search
/// tabs — and, while it is shown, the navigation controller's toolbar with Select and Share.
/// UIKit API: `UITabBarController`, `UITabBarItem` (`badgeValue`, `init(tabBarSystemItem:tag:)`),
/// `UITabBarControllerDelegate`, `toolbarItems`, `setToolbarHidden(_:animated:)`,
/// `UIBarButtonItem.flexibleSpace()`.
public final class TabsDemoController: UITabBarController, UITabBarControllerDelegate {
    private let status = UILabel()

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tabs and a toolbar"
        let library = TabPage(text: "128 photos in the library", color: .systemTeal)
        library.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "photo"), tag: 0)
        library.tabBarItem.badgeValue = "3"
        let favorites = TabPage(text: "Your favourite photos", color: .systemPink)
        favorites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        let search = TabPage(text: "Search the library", color: .systemIndigo)
        search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 2)
        setViewControllers([library, favorites, search], animated: false)
        delegate = self
        let select = UIBarButtonItem(title: "Select", style: .plain) { [weak self] in self?.say("Select: pick photos") }
        let share = UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [weak self] _ in self?.say("Share: sent") })
        toolbarItems = [select, .flexibleSpace(), share]
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }

    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        // Opening a tab reads its badge.
        viewController.tabBarItem.badgeValue = nil
    }

    private func say(_ text: String) {
        (selectedViewController as? TabPage)?.status.text = text
    }
}

/// One tab: a coloured panel with its text, and a line the toolbar's buttons write.
final class TabPage: UIViewController {
    let text: String
    let color: UIColor
    let status = UILabel()

    init(text: String, color: UIColor) {
        self.text = text
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let panel = UIView()
        panel.backgroundColor = color
        panel.layer.cornerRadius = 16
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: .title2)
        for subview in [panel, label, status] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            panel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            panel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
            panel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
            panel.heightAnchor.constraint(equalToConstant: 160),
            label.topAnchor.constraint(equalTo: panel.bottomAnchor, constant: 16),
            label.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
            status.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            status.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
        ])
    }
}
