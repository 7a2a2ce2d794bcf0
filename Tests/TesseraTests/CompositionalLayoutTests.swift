import Foundation
import Testing
@testable import Tessera
import TesseraTesting

@MainActor struct CompositionalLayoutTests {
    private func frame(_ layout: UICollectionViewLayout, _ item: Int, _ section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func groupsRepeatWithSpacingInsetsAndAHeader() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                       subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 20
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 10)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (_, cv) = makeCollection(layout: layout, source: GridSource(counts: [5]))
        // 300 points inside the insets; two items share 300 − 10.
        #expect(frame(layout, 0) == CGRect(x: 10, y: 49, width: 145, height: 100))
        #expect(frame(layout, 1) == CGRect(x: 165, y: 49, width: 145, height: 100))
        #expect(frame(layout, 2) == CGRect(x: 10, y: 169, width: 145, height: 100))
        #expect(frame(layout, 4) == CGRect(x: 10, y: 289, width: 145, height: 100))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 404))
        // The header follows the section's content insets across (supplementariesFollowContentInsets).
        #expect(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 10, y: 0, width: 300, height: 44))
        #expect(cv.visibleCells.count == 5)
    }

    @Test func nestedGroupsSplitTheirSpace() {
        let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(2.0 / 3.0), heightDimension: .fractionalHeight(1)))
        big.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)),
                                                      subitems: [small, small])
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(240)),
                                                     subitems: [big, column])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
        _ = makeCollection(size: CGSize(width: 300, height: 480), layout: layout, source: GridSource(counts: [4]))
        #expect(frame(layout, 0) == CGRect(x: 2, y: 2, width: 196, height: 236))
        #expect(frame(layout, 1) == CGRect(x: 200, y: 0, width: 100, height: 120))
        #expect(frame(layout, 2) == CGRect(x: 200, y: 120, width: 100, height: 120))
        #expect(frame(layout, 3) == CGRect(x: 2, y: 242, width: 196, height: 236), "the group repeats for the fourth item")
    }

    @Test func aSectionProviderGivesEachSectionItsOwnLayout() {
        let layout = UICollectionViewCompositionalLayout { section, environment in
            let columns = section == 0 ? 1 : 4
            let width = environment.container.effectiveContentSize.width
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / CGFloat(columns)),
                                                                                 heightDimension: .absolute(width / CGFloat(columns))))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                            heightDimension: .absolute(width / CGFloat(columns))),
                                                           subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 8
        layout.configuration = configuration
        _ = makeCollection(layout: layout, source: GridSource(counts: [1, 6]))
        #expect(frame(layout, 0, 0) == CGRect(x: 0, y: 0, width: 320, height: 320))
        #expect(frame(layout, 0, 1) == CGRect(x: 0, y: 328, width: 80, height: 80))
        #expect(frame(layout, 5, 1) == CGRect(x: 80, y: 408, width: 80, height: 80))
    }

    @Test func elementsInRectEqualABruteForceFilter() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(70)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        let layout = UICollectionViewCompositionalLayout(section: section)
        _ = makeCollection(layout: layout, source: GridSource(counts: [37, 0, 21]))
        var random = SeededGenerator(state: 3)
        for _ in 0..<50 {
            let rect = CGRect(x: CGFloat.random(in: -20...320, using: &random), y: CGFloat.random(in: -20...1500, using: &random),
                              width: CGFloat.random(in: 1...300, using: &random), height: CGFloat.random(in: 1...400, using: &random))
            let found = Set((layout.layoutAttributesForElements(in: rect) ?? []).map(\.indexPath))
            var expected = Set<IndexPath>()
            for (s, n) in [37, 0, 21].enumerated() {
                for i in 0..<n where frame(layout, i, s)!.intersects(rect) { expected.insert(IndexPath(item: i, section: s)) }
            }
            #expect(found == expected)
        }
    }
}

/// The configuration's `scrollDirection = .horizontal`: sections side by side.
@MainActor struct HorizontalCompositionalTests {
    @Test func sectionsAndTheirColumnsFollowOneAnotherToTheRight() {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
                                                      subitems: [item])
        let section = NSCollectionLayoutSection(group: column)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 30
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let (screen, cv) = makeCollection(size: CGSize(width: 320, height: 240), layout: layout, source: GridSource(counts: [5, 4]))
        // Section 0: columns of two 100 × 100 items under a 40-point header, from x = 20.
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 20, y: 40, width: 100, height: 100))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 20, y: 140, width: 100, height: 100))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 130, y: 40, width: 100, height: 100))
        // Three columns (20 + 3 × 100 + 2 × 10 + 20 = 360), 30 apart from section 1.
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minX == CGFloat(360 + 30 + 20))
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 360, height: 40))
        #expect(cv.contentSize == CGSize(width: 390 + 20 + 2 * 100 + 10 + 20, height: 240))
        #expect(cv.indexPathsForVisibleItems.map(\.section) == [0, 0, 0, 0, 0])
        cv.contentOffset = CGPoint(x: 400, y: 0)
        screen.runUntilIdle()
        #expect(cv.indexPathsForVisibleItems == (0..<4).map { IndexPath(item: $0, section: 1) })
    }

    @Test func aLayoutWideLeadingHeaderComesBeforeTheFirstSection() {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: item.layoutSize, subitems: [item]))
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .absolute(80), heightDimension: .fractionalHeight(1)), elementKind: "title", alignment: .leading)]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let (_, cv) = makeCollection(size: CGSize(width: 320, height: 200), layout: layout, source: GridSource(counts: [3]))
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: "title", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 80, height: 200))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 80, y: 0, width: 100, height: 200))
        #expect(cv.contentSize.width == 380)
    }

    @Test func aPinnedTitleStaysAtTheLeftWhileItsSectionShows() {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: item.layoutSize, subitems: [item]))
        let title = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .absolute(80), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .topLeading)
        title.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [title]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let (screen, cv) = makeCollection(size: CGSize(width: 320, height: 200), layout: layout, source: GridSource(counts: [10, 10]))
        let header = { (section: Int) in cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame }
        #expect(header(0) == CGRect(x: 0, y: 0, width: 80, height: 30))
        cv.contentOffset = CGPoint(x: 400, y: 0)
        screen.runUntilIdle()
        #expect(header(0) == CGRect(x: 400, y: 0, width: 80, height: 30), "pinned at the left of the visible area")
        // Section 0 ends at 1,000: its title stops there.
        cv.contentOffset = CGPoint(x: 950, y: 0)
        screen.runUntilIdle()
        #expect(header(0) == CGRect(x: 920, y: 0, width: 80, height: 30))
        #expect(header(1) == CGRect(x: 1000, y: 0, width: 80, height: 30))
    }

    @Test func anOrthogonalSectionOfAHorizontalLayoutScrollsUpAndDown() throws {
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { section, _ in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(150), heightDimension: .absolute(80)),
                                                           subitems: [item])
            let layoutSection = NSCollectionLayoutSection(group: group)
            layoutSection.interGroupSpacing = 10
            if section == 0 { layoutSection.orthogonalScrollingBehavior = .groupPaging }
            return layoutSection
        }, configuration: {
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.scrollDirection = .horizontal
            return configuration
        }())
        let (screen, cv) = makeCollection(size: CGSize(width: 320, height: 300), layout: layout, source: GridSource(counts: [12, 20]))
        // Section 0 is a column 150 wide of cards 80 high; section 1 follows it to the right.
        let shown = { (item: Int) in cv.cellForItem(at: IndexPath(item: item, section: 0)).map { $0.convert($0.bounds, to: cv) } }
        #expect(shown(0) == CGRect(x: 0, y: 0, width: 150, height: 80))
        #expect(shown(3) == CGRect(x: 0, y: 270, width: 150, height: 80))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minX == 150)
        let column = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        #expect(column.contentSize == CGSize(width: 150, height: 12 * 80 + 11 * 10))
        // A short upward flick pages the column one card on; the page does not move.
        screen.drag(from: CGPoint(x: 75, y: 200), to: CGPoint(x: 76, y: 150), duration: 0.1)
        screen.runUntilIdle()
        #expect(column.contentOffset.y == 90)
        #expect(shown(1)?.minY == 0)
        #expect(cv.contentOffset.x == 0)
        // A sideways drag over the column scrolls the page.
        screen.drag(from: CGPoint(x: 140, y: 100), to: CGPoint(x: 20, y: 102), duration: 0.3)
        screen.runUntilIdle()
        #expect(cv.contentOffset.x > 50)
    }
}
