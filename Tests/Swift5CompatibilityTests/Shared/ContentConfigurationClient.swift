// Client code: iOS 14–17 cells configured by value, as tutorials and sample code write them —
// list cells with `defaultContentConfiguration()`, a background configuration, a
// `configurationUpdateHandler`, and a custom content configuration with its own content view —
// with its imports unchanged (`import UIKit`).
import Testing
import UIKit
import TesseraTesting

struct CounterConfiguration: UIContentConfiguration, Hashable {
    var title = ""
    var count = 0
    var isHighlighted = false

    func makeContentView() -> UIView & UIContentView { CounterContentView(configuration: self) }

    func updated(for state: UIConfigurationState) -> CounterConfiguration {
        guard let state = state as? UICellConfigurationState else { return self }
        var updated = self
        updated.isHighlighted = state.isHighlighted || state.isSelected
        return updated
    }
}

final class CounterContentView: UIView, UIContentView {
    let titleLabel = UILabel()
    let countLabel = UILabel()
    var configuration: UIContentConfiguration {
        didSet { apply() }
    }

    init(configuration: CounterConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        addSubview(titleLabel)
        addSubview(countLabel)
        apply()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func apply() {
        guard let configuration = configuration as? CounterConfiguration else { return }
        titleLabel.text = configuration.title
        countLabel.text = "\(configuration.count)"
        countLabel.textColor = configuration.isHighlighted ? .white : .secondaryLabel
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 16, y: 0, width: bounds.width - 80, height: bounds.height)
        countLabel.frame = CGRect(x: bounds.width - 56, y: 0, width: 40, height: bounds.height)
    }
}

final class InboxViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
        let listCell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.secondaryText = "Row \(indexPath.item)"
            content.textProperties.color = .systemBlue
            content.secondaryTextProperties.font = UIFont.preferredFont(forTextStyle: .caption1)
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listGroupedCell()
            background.backgroundColor = .systemYellow
            cell.backgroundConfiguration = background
        }
        let counterCell = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, title in
            cell.contentConfiguration = CounterConfiguration(title: title, count: title.count)
            cell.configurationUpdateHandler = { cell, state in
                cell.contentConfiguration = (cell.contentConfiguration as? CounterConfiguration)?.updated(for: state)
            }
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, title in
            indexPath.section == 0
                ? collectionView.dequeueConfiguredReusableCell(using: listCell, for: indexPath, item: title)
                : collectionView.dequeueConfiguredReusableCell(using: counterCell, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["Inbox", "Sent"], toSection: 0)
        snapshot.appendItems(["Drafts", "Archive"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor struct ContentConfigurationClientTests {
    @Test func listAndCustomConfigurationsShowAndFollowTheSelection() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = InboxViewController()
        screen.rootViewController = controller
        screen.runUntilIdle()
        let collectionView = try #require(controller.collectionView)
        let inbox = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect((inbox.contentConfiguration as? UIListContentConfiguration)?.text == "Inbox")
        #expect(inbox.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue) == .systemYellow)
        let drafts = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)))
        let counter = try #require(drafts.contentView.subviews.compactMap { $0 as? CounterContentView }.first)
        #expect(counter.countLabel.text == "6")
        #expect(counter.countLabel.textColor == .secondaryLabel)
        collectionView.selectItem(at: IndexPath(item: 0, section: 1), animated: false, scrollPosition: [])
        screen.runUntilIdle()
        #expect(counter.countLabel.textColor == .white, "the handler gave the selected look")
        #expect(drafts.contentView.subviews.compactMap { $0 as? CounterContentView }.count == 1, "the same view was updated")
    }
}
