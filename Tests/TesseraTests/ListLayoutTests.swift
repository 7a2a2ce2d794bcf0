import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// List sections (`UICollectionLayoutListConfiguration`): full-width rows of estimated height,
/// appearance insets and spacing, supplementary headers and footers.
@MainActor struct ListLayoutTests {
    private func frame(_ layout: UICollectionViewLayout, _ item: Int, _ section: Int) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func plainListRowsSpanTheWidthOneAfterAnother() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let (_, cv) = makeCollection(size: CGSize(width: 390, height: 600), layout: layout, source: GridSource(counts: [3, 2]))
        #expect(frame(layout, 0, 0) == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(frame(layout, 2, 0) == CGRect(x: 0, y: 88, width: 390, height: 44))
        #expect(frame(layout, 0, 1) == CGRect(x: 0, y: 132, width: 390, height: 44), "plain sections follow directly")
        #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 220))
        #expect(cv.indexPathsForVisibleItems.count == 5)
    }

    @Test func insetGroupedSectionsAreInsetAndSpacedWithTheirHeadersAndFooters() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let (_, cv) = makeCollection(size: CGSize(width: 390, height: 800), layout: layout, source: GridSource(counts: [2, 1]))
        // Section 0: 17.5 points of space, the header, two rows inset 20 from each side, the footer, 17.5.
        let header = cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                at: IndexPath(item: 0, section: 0))?.frame
        #expect(header == CGRect(x: 20, y: 17.5, width: 350, height: 44))
        #expect(frame(layout, 0, 0) == CGRect(x: 20, y: 61.5, width: 350, height: 44))
        #expect(frame(layout, 1, 0) == CGRect(x: 20, y: 105.5, width: 350, height: 44))
        let footer = cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter,
                                                                at: IndexPath(item: 0, section: 0))?.frame
        #expect(footer == CGRect(x: 20, y: 149.5, width: 350, height: 44))
        // 35 points between the first section's footer and the second's header.
        let secondHeader = cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                      at: IndexPath(item: 0, section: 1))?.frame
        #expect(secondHeader?.minY == 193.5 + 35)
        #expect(frame(layout, 0, 1) == CGRect(x: 20, y: 272.5, width: 350, height: 44))
        #expect(cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2)
    }

    @Test func aListSectionMixesWithOtherSectionsInAProvider() {
        let layout = UICollectionViewCompositionalLayout { section, environment in
            if section == 0 {
                var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
                configuration.headerTopPadding = 0
                return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(100)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                           subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        _ = makeCollection(size: CGSize(width: 320, height: 480), layout: layout, source: GridSource(counts: [2, 2]))
        #expect(frame(layout, 0, 0) == CGRect(x: 0, y: 0, width: 320, height: 44), "no padding above: headerTopPadding 0")
        // The grouped list section ends 17.5 points after its last row.
        #expect(frame(layout, 0, 1) == CGRect(x: 0, y: 105.5, width: 160, height: 100))
        #expect(frame(layout, 1, 1) == CGRect(x: 160, y: 105.5, width: 160, height: 100))
    }
}

/// List rows' separators and the list's background colour.
@MainActor struct ListSeparatorTests {
    func separators(_ cv: UICollectionView) -> [CGRect] {
        cv.visibleDecorationViews.filter { $0 is ListSeparatorView }.map(\.frame).sorted { $0.minY < $1.minY }
    }

    @Test func groupedRowsHaveHairlinesFromTheTextToTheEdgeButNotUnderTheLastRow() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let (_, cv) = makeCollection(size: CGSize(width: 390, height: 800), layout: layout, source: GridSource(counts: [3]))
        // Rows at 17.5, 61.5, 105.5 (44 high), inset 20; separators 20 further in, at each row's bottom.
        #expect(separators(cv) == [CGRect(x: 40, y: 60.5, width: 330, height: 1), CGRect(x: 40, y: 104.5, width: 330, height: 1)])
        #expect(cv.visibleDecorationViews.first { $0 is ListSeparatorView }?.backgroundColor == .separator)
    }

    @Test func plainListsSeparateTheLastRowTooAndTheHandlerChangesOneRow() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.itemSeparatorHandler = { indexPath, separator in
            var separator = separator
            if indexPath.item == 0 { separator.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }
            if indexPath.item == 1 { separator.bottomSeparatorVisibility = .hidden }
            return separator
        }
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let (_, cv) = makeCollection(size: CGSize(width: 390, height: 800), layout: layout, source: GridSource(counts: [3]))
        #expect(separators(cv) == [CGRect(x: 0, y: 43, width: 390, height: 1), CGRect(x: 20, y: 131, width: 370, height: 1)])
    }

    @Test func sidebarsHaveNoSeparators() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        let (_, cv) = makeCollection(layout: layout, source: GridSource(counts: [3]))
        #expect(separators(cv).isEmpty)
        #expect(cv.indexPathsForVisibleItems.count == 3)
    }

    @Test func noSeparatorsWhenTheListHidesThem() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        let (_, cv) = makeCollection(layout: UICollectionViewCompositionalLayout.list(using: configuration), source: GridSource(counts: [3]))
        #expect(separators(cv).isEmpty)
    }

    @Test func aGroupedListColoursTheCollectionViewUnlessTheAppDid() {
        let grouped = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let (screen, cv) = makeCollection(layout: grouped, source: GridSource(counts: [1]))
        #expect(cv.backgroundColor?.resolvedColor(with: cv.traitCollection) == UIColor.systemGroupedBackground.resolvedColor(with: cv.traitCollection))
        cv.backgroundColor = .red
        cv.setCollectionViewLayout(UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .grouped)), animated: false)
        screen.runUntilIdle()
        #expect(cv.backgroundColor == .red, "the app's colour stays")
    }
}

/// Headers whose height is an estimate take what their views measure.
@MainActor struct SelfSizingHeaderTests {
    final class TallHeader: UICollectionReusableView {
        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
            let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
            attributes.size.height = 60 + 10 * CGFloat(attributes.indexPath.section)
            return attributes
        }
    }

    @Test func listHeadersTakeTheirMeasuredHeightsAndTheRowsMoveDown() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let (screen, cv) = makeCollection(size: CGSize(width: 390, height: 800), layout: layout, source: GridSource(counts: [2, 2]))
        cv.register(TallHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Supplementary")
        cv.reloadData()
        screen.runUntilIdle()
        let header = { (section: Int) in cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame }
        #expect(header(0) == CGRect(x: 0, y: 0, width: 390, height: 60))
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 60)
        #expect(header(1) == CGRect(x: 0, y: 60 + 88, width: 390, height: 70))
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == CGFloat(60 + 88 + 70))
    }
}

/// A custom list cell lines its separator up with its text through `separatorLayoutGuide`.
@MainActor struct SeparatorGuideTests {
    final class IconCell: UICollectionViewListCell {
        let content = UIListContentView(configuration: .cell())
        override init(frame: CGRect) {
            super.init(frame: frame)
            var configuration = UIListContentConfiguration.cell()
            configuration.image = UIImage(systemName: "star")
            configuration.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 0)
            configuration.text = "Starred"
            content.configuration = configuration
            content.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(content)
            NSLayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                content.topAnchor.constraint(equalTo: contentView.topAnchor),
                content.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ])
            if let text = content.textLayoutGuide {
                separatorLayoutGuide.leadingAnchor.constraint(equalTo: text.leadingAnchor).isActive = true
            }
        }
        required init?(coder: NSCoder) { nil }
    }

    @Test func theSeparatorStartsWhereTheGuideIsConstrained() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let (screen, cv) = makeCollection(size: CGSize(width: 390, height: 400), layout: layout, source: GridSource(counts: [3]), cellClass: IconCell.self)
        screen.runUntilIdle()
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? IconCell)
        let textStart = cell.content.textLabel.convert(CGPoint.zero, to: cell).x.rounded()
        #expect(textStart == CGFloat(20 + 40 + 16), "after the margin, the reserved image width and its padding")
        let separators = cv.visibleDecorationViews.filter { $0 is ListSeparatorView }
        #expect(!separators.isEmpty && separators.allSatisfy { $0.frame.minX == textStart }, "\(separators.map(\.frame))")
        let plainCell = UICollectionViewListCell(frame: .zero)
        #expect(plainCell.separatorLayoutGuide.owningView === plainCell, "a plain cell's guide is in the cell")
    }
}

/// A list row measures its content at the width its accessories leave.
@MainActor struct ListRowSelfSizingTests {
    @Test func aTitleThatWrapsBesideASwitchMakesItsRowTaller() throws {
        // As wide as the title alone needs, so it wraps only beside the switch.
        let measure = UILabel()
        measure.font = UIListContentConfiguration.cell().textProperties.font
        measure.text = "Personal Hotspot Sharing"
        let width = ceil(measure.intrinsicContentSize.width) + 40 + 10
        let screen = HeadlessScreen(size: CGSize(width: width, height: 600), scale: 1)
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 600), collectionViewLayout: layout)
        cv.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "List")
        let source = ContentConfigurationTests.Source(count: 2) { cell, path in
            var content = cell.defaultContentConfiguration()
            content.text = "Personal Hotspot Sharing"
            cell.contentConfiguration = content
            cell.accessories = path.item == 1 ? [.customView(configuration: .init(customView: UISwitch(), placement: .trailing()))] : []
        }
        cv.dataSource = source
        screen.window.addSubview(cv)
        screen.runUntilIdle()
        let plain = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let beside = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        let label = try #require((beside.contentView.subviews.first as? UIListContentView)?.textLabel)
        #expect(beside.frame.height > plain.frame.height, "\(plain.frame) \(beside.frame)")
        #expect(label.convert(label.bounds, to: beside).maxY <= beside.bounds.height, "the wrapped title stays inside its row")
        withExtendedLifetime(source) {}
    }
}
