import Foundation
import Tessera

/// A Settings-like screen of inset-grouped list sections
/// (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`) with headers and footers, each
/// on a rounded white panel (a background decoration item), with the list's separators. Rows
/// are `UICollectionViewListCell`s configured with `UIListContentConfiguration.valueCell()`
/// and a disclosure indicator accessory (the connections an info button, `.detail()`, that
/// shows an alert; on/off settings a `UISwitch` as a custom-view accessory),
/// headers and footers with `.groupedHeader()` and `.groupedFooter()`; all size themselves.
public final class SettingsListViewController: UIViewController {
    public enum Section: Int, CaseIterable, Hashable, Sendable {
        case connections, notifications, privacy
        var title: String { ["Connections", "Notifications", "Privacy"][rawValue] }
        var footer: String { ["Wi-Fi and Bluetooth stay on in Control Centre.", "Shown on the lock screen.", "Apps ask before they track you."][rawValue] }
        var rows: [String] {
            switch self {
            case .connections: return ["Wi-Fi", "Bluetooth", "Mobile Data", "Personal Hotspot"]
            case .notifications: return ["Sounds", "Focus", "Screen Time"]
            case .privacy: return ["Location Services", "Tracking", "Photos", "Camera", "Microphone"]
            }
        }
    }

    /// What a row shows at its trailing edge.
    static let values = ["Wi-Fi": "Home", "Focus": "Work", "Location Services": "While Using"]
    /// The rows that are switched on and off, and whether each is on.
    public private(set) var toggles = ["Bluetooth": true, "Personal Hotspot": false, "Tracking": false, "Sounds": true]
    /// Told of each setting switched, for the window's log.
    public var onChange: ((String) -> Void)?
    /// One switch per switched row, kept so a row shows the same switch when it is configured again.
    private var switches: [String: UISwitch] = [:]

    /// The row's switch: its value is the setting's; flipping it changes the setting.
    private func toggle(for title: String) -> UISwitch {
        if let made = switches[title] { return made }
        let toggle = UISwitch()
        toggle.isOn = toggles[title] ?? false
        toggle.addAction(UIAction { [weak self, weak toggle] _ in
            guard let self, let toggle else { return }
            self.toggles[title] = toggle.isOn
            self.onChange?("\(title) \(toggle.isOn ? "on" : "off")")
        }, for: .valueChanged)
        switches[title] = toggle
        return toggle
    }
    public private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    /// The info button's alert: the row's setting.
    private func showDetails(of title: String) {
        let alert = UIAlertController(title: title, message: "Connected to \(Self.values[title] ?? "nothing").", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            let panel = NSCollectionLayoutDecorationItem.background(elementKind: SettingsPanelView.kind)
            panel.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
            section.decorationItems = [panel]
            return section
        }
        layout.register(SettingsPanelView.self, forDecorationViewOfKind: SettingsPanelView.kind)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        view.addSubview(collectionView)
        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [unowned self] cell, _, title in
            var content = UIListContentConfiguration.valueCell()
            content.text = title
            content.secondaryText = Self.values[title]
            cell.contentConfiguration = content
            let connection = Section.connections.rows.prefix(2).contains(title)
            if self.toggles[title] != nil {
                cell.accessories = [.customView(configuration: .init(customView: self.toggle(for: title), placement: .trailing()))]
            } else {
                cell.accessories = connection ? [.detail(actionHandler: { [weak self] in self?.showDetails(of: title) })] : [.disclosureIndicator()]
            }
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, path in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = Section(rawValue: path.section)!.title.uppercased()
            content.textProperties.font = .preferredFont(forTextStyle: .footnote)
            view.contentConfiguration = content
        }
        let footers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionFooter) { view, _, path in
            var content = UIListContentConfiguration.groupedFooter()
            content.text = Section(rawValue: path.section)!.footer
            view.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, path, title in
            cv.dequeueConfiguredReusableCell(using: rows, for: path, item: title)
        }
        dataSource.supplementaryViewProvider = { cv, kind, path in
            kind == UICollectionView.elementKindSectionHeader ? cv.dequeueConfiguredReusableSupplementary(using: headers, for: path)
                : cv.dequeueConfiguredReusableSupplementary(using: footers, for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections(Section.allCases)
        for section in Section.allCases { snapshot.appendItems(section.rows, toSection: section) }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// The rounded white panel behind a section's rows.
public final class SettingsPanelView: UICollectionReusableView {
    static let kind = "settings-panel"
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 10
    }
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
