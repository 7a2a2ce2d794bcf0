import Foundation
import Tessera

/// A Settings-like screen of inset-grouped list sections
/// (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`) with headers and footers, each
/// on a rounded white panel (a background decoration item), with the list's separators; rows
/// size themselves from their estimate (44 points).
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

    public private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!

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
        let rows = UICollectionView.CellRegistration<SettingsRowCell, String> { cell, _, title in
            cell.configure(title: title)
        }
        let headers = UICollectionView.SupplementaryRegistration<CaptionView>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, path in
            view.configure(text: Section(rawValue: path.section)!.title.uppercased(), header: true)
        }
        let footers = UICollectionView.SupplementaryRegistration<CaptionView>(elementKind: UICollectionView.elementKindSectionFooter) { view, _, path in
            view.configure(text: Section(rawValue: path.section)!.footer, header: false)
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

/// A row with its title and a chevron (on its section's panel; the list draws the separators).
public final class SettingsRowCell: UICollectionViewCell {
    private let title = UILabel()
    private let chevron = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        title.font = .systemFont(ofSize: 17)
        title.textColor = .label
        chevron.text = "›"
        chevron.font = .systemFont(ofSize: 22)
        chevron.textColor = .tertiaryLabel
        contentView.addSubview(title)
        contentView.addSubview(chevron)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(title text: String) {
        title.text = text
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        title.frame = CGRect(x: 20, y: 0, width: bounds.width - 52, height: bounds.height)
        chevron.frame = CGRect(x: bounds.width - 26, y: 0, width: 16, height: bounds.height)
    }
}

/// A section's small grey header or footer text.
public final class CaptionView: UICollectionReusableView {
    private let label = UILabel()
    public override init(frame: CGRect) {
        super.init(frame: frame)
        label.textColor = .secondaryLabel
        label.numberOfLines = 2
        addSubview(label)
    }
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(text: String, header: Bool) {
        label.text = text
        label.font = .systemFont(ofSize: header ? 13 : 12)
        label.frame = header ? CGRect(x: 20, y: bounds.height - 24, width: bounds.width - 40, height: 18)
            : CGRect(x: 20, y: 6, width: bounds.width - 40, height: 32)
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
