import Foundation

/// How a list section looks: iOS 14's table-view-like sections made from a compositional layout.
///
/// A list section is one column of full-width rows whose heights are estimated (44 points) and
/// replaced by each cell's own (self-sizing), with an optional header and footer:
/// - `.plain` and `.sidebarPlain`: rows edge to edge, sections directly after one another;
/// - `.grouped` and `.sidebar`: rows edge to edge, 35 points between sections (UITableView's
///   grouped default: 17.5 points of footer and of header);
/// - `.insetGrouped`: as grouped, the rows inset 20 points from each side (the readable margin
///   of an iPhone in portrait; UIKit uses the layout margins of the collection view).
/// `headerMode` `.supplementary` adds a boundary header of kind
/// `UICollectionView.elementKindSectionHeader`, 44 points high (its estimate), for the data
/// source's supplementary view provider to fill (`pinToVisibleBounds` is set in `.plain` lists,
/// as in UIKit);
/// `.firstItemInSection` leaves the first item as the header (it is styled, not laid out,
/// differently). `footerMode` `.supplementary` adds a footer of kind
/// `UICollectionView.elementKindSectionFooter`.
/// Rows have separators (``separatorConfiguration``, per row ``itemSeparatorHandler``): a
/// hairline of the separator colour under each row, from where its text starts (20 points in)
/// to the edge, except under the last row of a grouped section. The list's background colour
/// (``backgroundColor``, or the appearance's) becomes the collection view's unless the app set
/// one.
/// A horizontal drag on a row whose provider gives actions slides the row aside and shows them
/// (see ``UISwipeActionsConfiguration``).
/// Headers and footers, 44 points high by estimate, take the height their views ask for
/// (`preferredLayoutAttributesFitting(_:)`, Auto Layout for views with constraints).
public struct UICollectionLayoutListConfiguration: Sendable {
    public enum Appearance: Int, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    public enum HeaderMode: Int, Sendable {
        case none, supplementary, firstItemInSection
    }

    public enum FooterMode: Int, Sendable {
        case none, supplementary
    }

    public var appearance: Appearance
    /// Whether rows have separators (see ``separatorConfiguration``); false by default for the
    /// sidebar appearances.
    public var showsSeparators = true
    /// How the rows' separators look.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Changes one row's separators.
    public typealias ItemSeparatorHandler = UICollectionLayoutListSeparatorHandler
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The actions a row shows when swiped from its leading or trailing edge (nil: none).
    public typealias SwipeActionsConfigurationProvider = @MainActor @Sendable (IndexPath) -> UISwipeActionsConfiguration?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var backgroundColor: UIColor?
    public var headerMode = HeaderMode.none
    public var footerMode = FooterMode.none
    /// Extra space above each section's header; nil is the appearance's default.
    public var headerTopPadding: CGFloat?

    public init(appearance: Appearance) {
        self.appearance = appearance
        // Sidebars have no separators, as in UIKit.
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The list's background: ``backgroundColor``, or the appearance's (grouped appearances
    /// sit on the grouped background, plain ones on the plain background).
    var resolvedBackgroundColor: UIColor {
        backgroundColor ?? (isGrouped ? .systemGroupedBackground : .systemBackground)
    }

    /// The rows' estimated height, and the header's and footer's.
    static let estimatedRowHeight: CGFloat = 44
    /// Space between the sections of grouped appearances.
    static let groupedSectionSpacing: CGFloat = 35
    /// How far `.insetGrouped` rows are inset from each side.
    static let insetGroupedMargin: CGFloat = 20

    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar }
}

extension NSCollectionLayoutSection {
    /// A list section, as `UICollectionViewCompositionalLayout.list(using:)` makes each of its
    /// sections; combine it with other sections in a section provider.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                             heightDimension: .estimated(UICollectionLayoutListConfiguration.estimatedRowHeight))
        let row = NSCollectionLayoutItem(layoutSize: rowSize)
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: rowSize, subitems: [row]))
        let side = configuration.appearance == .insetGrouped ? UICollectionLayoutListConfiguration.insetGroupedMargin : 0
        let gap = configuration.isGrouped ? UICollectionLayoutListConfiguration.groupedSectionSpacing / 2 : 0
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
        section.listConfiguration = configuration
        section.spaceBefore = configuration.headerTopPadding ?? gap
        section.spaceAfter = gap
        let boundarySize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                  heightDimension: .estimated(UICollectionLayoutListConfiguration.estimatedRowHeight))
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionHeader,
                                                                     alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list section of `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.listBackgroundColor = configuration.resolvedBackgroundColor
        return layout
    }
}

extension UICollectionViewCompositionalLayout {
    /// The list configuration section `section` was made with, if it is a list section.
    func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        guard sections.indices.contains(section) else { return nil }
        return sections[section].layoutSection?.listConfiguration
    }
}
