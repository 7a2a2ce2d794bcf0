import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Headers that pin, badges, backgrounds, edge spacing, custom groups and the visible-items
/// handler of a compositional layout, as the user sees them.
@MainActor struct CompositionalElementsTests {
    final class Background: UICollectionReusableView {}

    func rows(height: CGFloat = 50) -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)))
        return NSCollectionLayoutSection(group: .vertical(layoutSize: row.layoutSize, subitems: [row]))
    }

    func header(pinned: Bool) -> NSCollectionLayoutBoundarySupplementaryItem {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = pinned
        return header
    }

    func headerFrame(_ cv: UICollectionView, _ section: Int) -> CGRect? {
        cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
    }

    @Test func pinnedHeadersStayAtTheTopUntilTheirSectionEnds() {
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let section = self.rows()
            section.boundarySupplementaryItems = [self.header(pinned: true)]
            return section
        }
        // Each section: a 30-point header and 10 rows of 50 = 530 points.
        let (screen, cv) = makeCollection(size: CGSize(width: 320, height: 400), layout: layout, source: GridSource(counts: [10, 10, 10]))
        #expect(headerFrame(cv, 0) == CGRect(x: 0, y: 0, width: 320, height: 30))
        cv.contentOffset = CGPoint(x: 0, y: 200)
        screen.runUntilIdle()
        #expect(headerFrame(cv, 0) == CGRect(x: 0, y: 200, width: 320, height: 30), "pinned at the top of the visible area")
        #expect(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))!.layer.zPosition
                > cv.cellForItem(at: IndexPath(item: 5, section: 0))!.layer.zPosition, "above the rows")
        // Near the section's end the next header pushes it up: it never leaves its section.
        cv.contentOffset = CGPoint(x: 0, y: 515)
        screen.runUntilIdle()
        #expect(headerFrame(cv, 0) == CGRect(x: 0, y: 500, width: 320, height: 30))
        #expect(headerFrame(cv, 1) == CGRect(x: 0, y: 530, width: 320, height: 30))
        cv.contentOffset = CGPoint(x: 0, y: 700)
        screen.runUntilIdle()
        #expect(headerFrame(cv, 1) == CGRect(x: 0, y: 700, width: 320, height: 30))
        #expect(headerFrame(cv, 0) == nil, "section 0 is off screen")
    }

    @Test func aHeaderThatDoesNotExtendTheBoundaryLiesOverTheContent() {
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let section = self.rows()
            let overlay = self.header(pinned: false)
            overlay.extendsBoundary = false
            section.boundarySupplementaryItems = [overlay]
            return section
        }
        let (_, cv) = makeCollection(size: CGSize(width: 320, height: 400), layout: layout, source: GridSource(counts: [3]))
        #expect(headerFrame(cv, 0) == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 0)
    }

    @Test func aBadgeAnchorsToItsItemsCornerWithAFractionalOffset() throws {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
                                          supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                       subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let source = GridSource(counts: [4])
        let (_, cv) = makeCollection(size: CGSize(width: 320, height: 400), layout: layout, source: source)
        cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "Supplementary")
        cv.reloadData()
        cv.layoutIfNeeded()
        // Item 1's cell: (170, 10, 140, 80); the badge's top-trailing corner there, moved 6 right and 6 up.
        let attributes = try #require(cv.layoutAttributesForSupplementaryElement(ofKind: "badge", at: IndexPath(item: 1, section: 0)))
        #expect(attributes.frame == CGRect(x: 310 - 20 + 6, y: 10 - 6, width: 20, height: 20))
        #expect(attributes.zIndex > 0)
        #expect(cv.indexPathsForVisibleSupplementaryElements(ofKind: "badge") == (0..<4).map { IndexPath(item: $0, section: 0) })
    }

    /// A group's supplementary items (settable on a group, as in UIKit) anchor to the group's
    /// frame and take the index path of its first item.
    @Test func aGroupsSupplementaryItemAnchorsToTheGroup() throws {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                       subitems: [item])
        let ribbon = NSCollectionLayoutSupplementaryItem(
            layoutSize: .init(widthDimension: .absolute(40), heightDimension: .absolute(16)), elementKind: "ribbon",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .trailing]))
        group.supplementaryItems.append(ribbon)
        #expect(group.supplementaryItems.count == 1)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (_, cv) = makeCollection(size: CGSize(width: 320, height: 400), layout: layout, source: GridSource(counts: [4]))
        cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "ribbon", withReuseIdentifier: "Supplementary")
        cv.reloadData()
        cv.layoutIfNeeded()
        // Two groups of two items, 100 high: the ribbon in each group's bottom-trailing corner.
        let first = try #require(cv.layoutAttributesForSupplementaryElement(ofKind: "ribbon", at: IndexPath(item: 0, section: 0)))
        #expect(first.frame == CGRect(x: 280, y: 84, width: 40, height: 16))
        let second = try #require(cv.layoutAttributesForSupplementaryElement(ofKind: "ribbon", at: IndexPath(item: 2, section: 0)))
        #expect(second.frame == CGRect(x: 280, y: 184, width: 40, height: 16))
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: "ribbon", at: IndexPath(item: 1, section: 0)) == nil)
    }

    @Test func aBackgroundCoversTheSectionBehindItsItems() throws {
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let section = self.rows()
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
            section.boundarySupplementaryItems = [self.header(pinned: false)]
            let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
            background.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
            section.decorationItems = [background]
            return section
        }
        layout.register(Background.self, forDecorationViewOfKind: "background")
        let (_, cv) = makeCollection(size: CGSize(width: 320, height: 600), layout: layout, source: GridSource(counts: [2, 2]))
        // Section 0: header 0–30, content 30–150 (10 + 2 × 50 + 10); the background inset 8 at the sides.
        let backgrounds = cv.visibleDecorationViews
        #expect(backgrounds.map(\.frame) == [CGRect(x: 8, y: 30, width: 304, height: 120), CGRect(x: 8, y: 180, width: 304, height: 120)])
        #expect(backgrounds.allSatisfy { $0 is Background })
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(backgrounds[0].layer.zPosition < cell.layer.zPosition)
    }

    @Test func flexibleEdgeSpacingCentresItemsAndFixedSpacingSeparatesThem() {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(60), heightDimension: .absolute(40)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: .fixed(5), trailing: .flexible(0), bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                       repeatingSubitem: item, count: 1)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (_, cv) = makeCollection(size: CGSize(width: 320, height: 400), layout: layout, source: GridSource(counts: [1]))
        // A count of 1 gives the item the whole width (repeating subitems share the group).
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 5, width: 320, height: 40))

        let free = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(70), heightDimension: .absolute(40)))
        free.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
        let pair = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                      subitems: [free, free])
        let centred = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: pair))
        let (_, cv2) = makeCollection(size: CGSize(width: 320, height: 400), layout: centred, source: GridSource(counts: [4]))
        // The subitems repeat while they fit: four (4 × 70 = 280); the 40 points left are shared
        // by their 8 flexible edges.
        #expect((0..<4).map { cv2.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.minX } == [5, 85, 165, 245])
    }

    @Test func aCustomGroupPlacesItemsWhereItsProviderSays() {
        let group = NSCollectionLayoutGroup.custom(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200))) { environment in
            let size = environment.container.contentSize
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: size.width / 2, y: 0, width: size.width / 2, height: size.height / 2))]
        }
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (_, cv) = makeCollection(size: CGSize(width: 320, height: 600), layout: layout, source: GridSource(counts: [3]))
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 160, height: 200))
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 160, y: 0, width: 160, height: 100))
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 200, width: 160, height: 200))
    }

    @Test func aLayoutWideHeaderComesBeforeTheFirstSection() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        configuration.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), elementKind: "title", alignment: .top)]
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in self.rows() }, configuration: configuration)
        let (_, cv) = makeCollection(size: CGSize(width: 320, height: 600), layout: layout, source: GridSource(counts: [2, 2]))
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: "title", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 60)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 180, "60 + 2 × 50 + 20")
    }

    @Test func aScaleOnScrollCarouselShrinksItemsAwayFromTheCentre() throws {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(200), heightDimension: .absolute(150)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 10
        var calls: [(Int, CGPoint)] = []
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            calls.append((items.count, offset))
            for item in items {
                let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                let scale = max(0.7, 1 - distance / environment.container.contentSize.width)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (screen, cv) = makeCollection(size: CGSize(width: 390, height: 600), layout: layout, source: GridSource(counts: [10]))
        #expect(!calls.isEmpty)
        let centred = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let next = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(centred.transform.a == 1, "the centred card is full size")
        #expect(next.transform.a < 1 && next.transform.a >= 0.7, "its neighbour is smaller")
        screen.drag(from: CGPoint(x: 300, y: 75), to: CGPoint(x: 220, y: 75), duration: 0.1)
        screen.runUntilIdle()
        #expect(abs(next.transform.a - 1) < 0.001, "the next card, now centred, is full size")
        #expect(centred.transform.a < 1)
        #expect(calls.last.map { $0.1.x > 0 } == true, "the handler saw the strip's offset")
    }
}

/// Items whose widths are estimates take what their cells measure.
@MainActor struct EstimatedWidthTests {
    /// A chip as wide as its index says: 50 + 10 × item.
    final class Chip: UICollectionViewCell {
        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
            let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
            attributes.size.width = 50 + 10 * CGFloat(attributes.indexPath.item)
            return attributes
        }
    }

    @Test func chipsInAStripTakeTheirMeasuredWidths() {
        let size = NSCollectionLayoutSize(widthDimension: .estimated(60), heightDimension: .absolute(32))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 8
        let (_, cv) = makeCollection(size: CGSize(width: 390, height: 400), layout: UICollectionViewCompositionalLayout(section: section),
                                     source: GridSource(counts: [10]), cellClass: Chip.self)
        let frames = (0..<4).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [CGRect(x: 0, y: 0, width: 50, height: 32), CGRect(x: 58, y: 0, width: 60, height: 32),
                           CGRect(x: 126, y: 0, width: 70, height: 32), CGRect(x: 204, y: 0, width: 80, height: 32)])
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.bounds.size == CGSize(width: 80, height: 32), "the height is held")
        // The strip's content: the six chips shown, measured (50…100), four more at their
        // estimate (60) until shown, and 9 gaps of 8.
        let strip = cv.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView
        #expect(strip?.contentSize.width == CGFloat(450 + 4 * 60 + 72))
        strip?.contentOffset.x = 372
        cv.layoutIfNeeded()
        #expect(strip?.contentSize.width == CGFloat(950 + 72), "scrolled to the end, every chip is measured")
    }

    @Test func anEstimatedWidthInARowOfSingleItemsIsMeasuredToo() {
        let chip = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .estimated(60), heightDimension: .absolute(32)))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
                                                     subitems: [chip, chip, chip])
        row.interItemSpacing = .fixed(4)
        let (_, cv) = makeCollection(size: CGSize(width: 390, height: 400),
                                     layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)),
                                     source: GridSource(counts: [3]), cellClass: Chip.self)
        #expect((0..<3).map { cv.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.minX } == [0, 54, 118])
    }
}

/// iOS 17's `.uniformAcrossSiblings(estimate:)`.
@MainActor struct UniformAcrossSiblingsTests {
    /// A card as tall as its index says: 60 + 20 × item.
    final class Card: UICollectionViewCell {
        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
            let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
            attributes.size.height = 60 + 20 * CGFloat(attributes.indexPath.item)
            return attributes
        }
    }

    @Test func everyItemOfAGroupTakesTheTallestMeasuredHeight() {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .uniformAcrossSiblings(estimate: 50)))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
                                                     subitems: [item])
        let (_, cv) = makeCollection(size: CGSize(width: 390, height: 600),
                                     layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)),
                                     source: GridSource(counts: [6]), cellClass: Card.self)
        // Row 1: items 0–2 measure 60, 80, 100: all 100. Row 2: 120, 140, 160: all 160.
        #expect((0..<6).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.height } == [100, 100, 100, 160, 160, 160])
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 100)
    }
}

/// What section insets are measured from.
@MainActor struct ContentInsetsReferenceTests {
    @Test func itemsFollowTheLayoutMarginsWhileHeadersFollowTheirOwnReference() {
        let row = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: row.layoutSize, subitems: [row]))
        section.contentInsetsReference = .layoutMargins
        section.supplementaryContentInsetsReference = .none
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let (screen, cv) = makeCollection(size: CGSize(width: 320, height: 400), layout: UICollectionViewCompositionalLayout(section: section),
                                          source: GridSource(counts: [2]))
        cv.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 24)
        cv.collectionViewLayout.invalidateLayout()
        screen.runUntilIdle()
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 16, y: 30, width: 280, height: 40))
        #expect(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 320, height: 30))
    }
}
