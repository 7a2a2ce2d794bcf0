import Foundation
import Tessera

/// An App Store-like "Today" screen from one compositional layout: a paging carousel of large
/// cards, a row of icons that scrolls freely, a row of small cards that pages a column at a
/// time, and a grid on a rounded section background with a "NEW" badge — each under a header.
/// Every strip scrolls sideways on its own (`orthogonalScrollingBehavior`).
public final class AppStoreViewController: UIViewController {
    public enum Section: Int, CaseIterable, Hashable, Sendable {
        case featured, icons, list, grid

        var title: String {
            switch self {
            case .featured: return "Today"
            case .icons: return "Popular"
            case .list: return "Editors' choice"
            case .grid: return "Photos of the week"
            }
        }
    }

    public struct Item: Hashable, Sendable {
        let section: Section
        let photo: String
        let index: Int
    }

    static let photos = ["astronaut", "chelsea", "coffee", "rocket", "hubble_deep_field", "horse", "coins", "moon", "camera",
                         "retina", "brick", "grass", "gravel", "cell", "ihc"]
    static let badgeKind = "badge"
    static let backgroundKind = "section-background"
    public private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Item>!

    public override func viewDidLoad() {
        super.viewDidLoad()
        let layout = makeLayout()
        layout.register(RoundedBackgroundView.self, forDecorationViewOfKind: Self.backgroundKind)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        configureDataSource()
    }

    private func configureDataSource() {
        let cards = UICollectionView.CellRegistration<CaptionedPhotoCell, Item> { cell, _, item in
            cell.configure(photo: item.photo, caption: item.section == .featured ? item.photo.capitalized : nil)
        }
        let icons = UICollectionView.CellRegistration<IconCell, Item> { cell, _, item in
            cell.configure(photo: item.photo, name: item.photo.replacingOccurrences(of: "_", with: " ").capitalized)
        }
        let rows = UICollectionView.CellRegistration<RowCell, Item> { cell, _, item in
            cell.configure(photo: item.photo, title: item.photo.replacingOccurrences(of: "_", with: " ").capitalized,
                           subtitle: "Sample photo \(item.index + 1)")
        }
        let headers = UICollectionView.SupplementaryRegistration<TitleHeader>(elementKind: UICollectionView.elementKindSectionHeader) { header, _, path in
            header.title.text = Section(rawValue: path.section)?.title
        }
        let badges = UICollectionView.SupplementaryRegistration<BadgeView>(elementKind: Self.badgeKind) { badge, _, _ in
            badge.label.text = "NEW"
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, path, item in
            switch item.section {
            case .featured, .grid: return cv.dequeueConfiguredReusableCell(using: cards, for: path, item: item)
            case .icons: return cv.dequeueConfiguredReusableCell(using: icons, for: path, item: item)
            case .list: return cv.dequeueConfiguredReusableCell(using: rows, for: path, item: item)
            }
        }
        dataSource.supplementaryViewProvider = { cv, kind, path in
            kind == Self.badgeKind ? cv.dequeueConfiguredReusableSupplementary(using: badges, for: path)
                : cv.dequeueConfiguredReusableSupplementary(using: headers, for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections(Section.allCases)
        let counts: [Section: Int] = [.featured: 6, .icons: 15, .list: 12, .grid: 9]
        for section in Section.allCases {
            let photos = (0..<counts[section]!).map { Self.photos[($0 + section.rawValue * 3) % Self.photos.count] }
            snapshot.appendItems(photos.enumerated().map { Item(section: section, photo: $1, index: $0) }, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func makeLayout() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        return UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
            let section: NSCollectionLayoutSection
            switch Section(rawValue: index) ?? .grid {
            case .featured: section = Self.featuredSection()
            case .icons: section = Self.iconsSection()
            case .list: section = Self.listSection()
            case .grid: section = Self.gridSection()
            }
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            section.boundarySupplementaryItems = [header]
            // Titles line up at the screen's margin whatever the section's insets.
            section.supplementariesFollowContentInsets = false
            return section
        }, configuration: configuration)
    }

    /// Large cards, one screen wide less a peek of the next, paged one at a time, centred.
    static func featuredSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.88), heightDimension: .absolute(260)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 12
        return section
    }

    /// Icons with their names, scrolling freely.
    static func iconsSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(84), heightDimension: .absolute(110)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return section
    }

    /// Columns of three rows, paged a column at a time with its leading edge at the inset.
    static func listSection() -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1.0 / 3.0)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(210)),
            repeatingSubitem: row, count: 3)
        column.interItemSpacing = .fixed(6)
        let section = NSCollectionLayoutSection(group: column)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return section
    }

    /// A three-column grid on a rounded background; the first photo has a "NEW" badge.
    static func gridSection() -> NSCollectionLayoutSection {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(44), heightDimension: .absolute(22)), elementKind: badgeKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.2, y: -0.3)))
        let first = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)),
                                           supplementaryItems: [badge])
        first.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        let others = NSCollectionLayoutItem(layoutSize: first.layoutSize)
        others.contentInsets = first.contentInsets
        let firstRow = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.3)), subitems: [first, others, others])
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: firstRow.layoutSize, subitems: [others])
        let rows = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.9)), subitems: [firstRow, row, row])
        let section = NSCollectionLayoutSection(group: rows)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 22, bottom: 10, trailing: 22)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)
        background.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
        section.decorationItems = [background]
        return section
    }
}

/// A photo filling the cell with rounded corners and an optional caption over its bottom.
public final class CaptionedPhotoCell: UICollectionViewCell {
    private let imageView = UIImageView(frame: .zero)
    private let caption = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 14
        contentView.clipsToBounds = true
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        contentView.addSubview(imageView)
        caption.font = .boldSystemFont(ofSize: 24)
        caption.textColor = .white
        contentView.addSubview(caption)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(photo: String, caption text: String?) {
        imageView.image = DemoPhotos.named(photo)
        caption.text = text
        caption.isHidden = text == nil
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
        caption.frame = CGRect(x: 16, y: contentView.bounds.height - 44, width: contentView.bounds.width - 32, height: 32)
    }
}

/// A rounded square icon with its name under it.
public final class IconCell: UICollectionViewCell {
    private let imageView = UIImageView(frame: .zero)
    private let name = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 18
        contentView.addSubview(imageView)
        name.font = .systemFont(ofSize: 12)
        name.textAlignment = .center
        name.textColor = .label
        contentView.addSubview(name)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(photo: String, name text: String) {
        imageView.image = DemoPhotos.named(photo)
        name.text = text
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let side = contentView.bounds.width
        imageView.frame = CGRect(x: 0, y: 0, width: side, height: side)
        name.frame = CGRect(x: 0, y: side + 4, width: side, height: 18)
    }
}

/// A thumbnail beside a title and a subtitle.
public final class RowCell: UICollectionViewCell {
    private let imageView = UIImageView(frame: .zero)
    private let title = UILabel()
    private let subtitle = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 10
        contentView.addSubview(imageView)
        title.font = .boldSystemFont(ofSize: 16)
        title.textColor = .label
        subtitle.font = .systemFont(ofSize: 13)
        subtitle.textColor = .secondaryLabel
        contentView.addSubview(title)
        contentView.addSubview(subtitle)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(photo: String, title text: String, subtitle detail: String) {
        imageView.image = DemoPhotos.named(photo)
        title.text = text
        subtitle.text = detail
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let side = contentView.bounds.height
        imageView.frame = CGRect(x: 0, y: 0, width: side, height: side)
        title.frame = CGRect(x: side + 12, y: side / 2 - 21, width: contentView.bounds.width - side - 12, height: 21)
        subtitle.frame = CGRect(x: side + 12, y: side / 2 + 2, width: contentView.bounds.width - side - 12, height: 18)
    }
}

/// A section title on the left.
public final class TitleHeader: UICollectionReusableView {
    public let title = UILabel()
    public override init(frame: CGRect) {
        super.init(frame: frame)
        title.font = .boldSystemFont(ofSize: 22)
        title.textColor = .label
        title.frame = bounds.insetBy(dx: 16, dy: 0)
        title.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(title)
    }
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A small red capsule with white text.
public final class BadgeView: UICollectionReusableView {
    public let label = UILabel()
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
        layer.cornerRadius = 11
        label.font = .boldSystemFont(ofSize: 11)
        label.textColor = .white
        label.textAlignment = .center
        label.frame = bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(label)
    }
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A light rounded panel behind a section.
public final class RoundedBackgroundView: UICollectionReusableView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 16
    }
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
