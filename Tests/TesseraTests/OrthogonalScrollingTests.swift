import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Sections that scroll sideways in a vertical compositional layout: their strip, dragging it,
/// where it comes to rest by behaviour, reuse, and vertical drags still scrolling the page.
@MainActor struct OrthogonalScrollingTests {
    /// Section 0: a strip of 20 cards 150 × 100 with 10 points between them, inset 16 at the
    /// sides; section 1: full-width rows 50 high.
    func setUp(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, counts: [Int] = [20, 40],
               cardWidth: NSCollectionLayoutDimension = .absolute(150)) -> (HeadlessScreen, UICollectionView, GridSource) {
        let layout = UICollectionViewCompositionalLayout { section, _ in
            if section == 0 {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: cardWidth, heightDimension: .absolute(100)),
                                                               subitems: [item])
                let strip = NSCollectionLayoutSection(group: group)
                strip.orthogonalScrollingBehavior = behavior
                strip.interGroupSpacing = 10
                strip.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                return strip
            }
            let row = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
            return NSCollectionLayoutSection(group: .vertical(layoutSize: row.layoutSize, subitems: [row]))
        }
        let source = GridSource(counts: counts)
        let (screen, cv) = makeCollection(size: CGSize(width: 390, height: 600), layout: layout, source: source)
        return (screen, cv, source)
    }

    /// Where the user sees item `item` of section 0, in the collection view's content.
    func shown(_ cv: UICollectionView, _ item: Int) -> CGRect? {
        cv.cellForItem(at: IndexPath(item: item, section: 0)).map { $0.convert($0.bounds, to: cv) }
    }

    func stripItems(_ cv: UICollectionView) -> [Int] {
        cv.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item).sorted()
    }

    @Test func aStripLaysItsGroupsSideBySideAndShowsWhatFits() throws {
        let (_, cv, _) = setUp(.continuous)
        #expect(shown(cv, 0) == CGRect(x: 16, y: 0, width: 150, height: 100))
        #expect(shown(cv, 2) == CGRect(x: 336, y: 0, width: 150, height: 100))
        // 16 + 3 × 160 > 390: items 0–2 show; the rows start under the strip.
        #expect(stripItems(cv) == [0, 1, 2])
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 100, width: 390, height: 50))
        let scroller = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        #expect(scroller.contentSize == CGSize(width: 16 + 20 * 150 + 19 * 10 + 16, height: 100))
        #expect(scroller.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
    }

    @Test func aSidewaysDragScrollsTheStripNotThePage() {
        let (screen, cv, _) = setUp(.continuous)
        screen.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 100, y: 52), duration: 0.5)
        screen.runUntilIdle()
        #expect(cv.contentOffset.y == 0, "the page did not move")
        let first = stripItems(cv).first ?? 0
        #expect(first >= 1, "the strip scrolled past its first card")
        // What is shown is where the layout says, and lines up with the strip's scrolling.
        let attributes = cv.layoutAttributesForItem(at: IndexPath(item: first, section: 0))!
        #expect(shown(cv, first).map { abs($0.minX - attributes.frame.minX) < 0.001 && $0.size == attributes.size } == true)
        #expect(attributes.frame.minX < 390 && attributes.frame.maxX > 0)
        // The rows did not move.
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 100)
    }

    @Test func aVerticalDragOverTheStripScrollsThePage() {
        let (screen, cv, _) = setUp(.continuous)
        screen.drag(from: CGPoint(x: 200, y: 90), to: CGPoint(x: 202, y: 10), duration: 0.5)
        screen.runUntilIdle()
        #expect(cv.contentOffset.y > 50)
        #expect(stripItems(cv).first == 0 || stripItems(cv).isEmpty, "the strip kept its offset")
        #expect(shown(cv, 0).map { $0.minX } ?? 16 == 16)
    }

    @Test func scrollingTheStripReusesItsCells() {
        let (screen, cv, _) = setUp(.continuous, counts: [200, 5])
        screen.drag(from: CGPoint(x: 380, y: 50), to: CGPoint(x: 10, y: 50), duration: 0.3)
        screen.runUntilIdle()
        let made = cv.createdViewCount
        for _ in 0..<4 {
            screen.drag(from: CGPoint(x: 380, y: 50), to: CGPoint(x: 10, y: 50), duration: 0.3)
            screen.runUntilIdle()
        }
        #expect((stripItems(cv).first ?? 0) > 10, "it scrolled far")
        #expect(cv.createdViewCount == made, "no new cells after the first screen")
        #expect(stripItems(cv).count <= 4)
    }

    @Test func groupPagingRestsOneGroupFurtherWithItsLeadingEdgeAtTheInset() throws {
        let (screen, cv, _) = setUp(.groupPaging)
        screen.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 240, y: 50), duration: 0.1)
        screen.runUntilIdle()
        let scroller = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.superview as? UIScrollView)
        #expect(scroller.contentOffset.x == 160, "one group (150 + 10) on")
        #expect(shown(cv, 1)?.minX == 16)
    }

    @Test func leadingBoundaryRestsAtTheNearestGroupEdge() throws {
        let (screen, cv, _) = setUp(.continuousGroupLeadingBoundary)
        screen.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 100, y: 50), duration: 0.6)
        screen.runUntilIdle()
        let scroller = try #require(cv.subviews.compactMap { $0 as? UIScrollView }.first)
        let offset = scroller.contentOffset.x
        #expect(offset > 0)
        #expect(offset.truncatingRemainder(dividingBy: 160) == 0, "rests at a group's edge, not at \(offset)")
    }

    @Test func pagingRestsAtAMultipleOfTheWidth() throws {
        let (screen, cv, _) = setUp(.paging)
        screen.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 200, y: 50), duration: 0.1)
        screen.runUntilIdle()
        let scroller = try #require(cv.subviews.compactMap { $0 as? UIScrollView }.first)
        #expect(scroller.contentOffset.x == 390)
    }

    @Test func centredGroupPagingStartsAndRestsWithAGroupCentred() throws {
        let (screen, cv, _) = setUp(.groupPagingCentered, cardWidth: .fractionalWidth(0.8))
        // Groups 0.8 × 390 = 312 wide (a fraction of the collection view's width, as in UIKit,
        // not of the width inside the section's insets); the first starts centred.
        let width: CGFloat = 312
        #expect(abs((shown(cv, 0)?.midX ?? 0) - 195) < 0.01)
        screen.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 220, y: 50), duration: 0.1)
        screen.runUntilIdle()
        #expect(abs((shown(cv, 1)?.midX ?? 0) - 195) < 0.01, "the next group is centred")
        #expect(abs((shown(cv, 0)?.maxX ?? 0) - (195 - width / 2 - 10)) < 0.01)
    }

    @Test func theStripKeepsItsOffsetWhileOffScreen() throws {
        let (screen, cv, _) = setUp(.continuous, counts: [20, 60])
        screen.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 100, y: 50), duration: 0.5)
        screen.runUntilIdle()
        let offset = try #require(cv.subviews.compactMap { $0 as? UIScrollView }.first).contentOffset.x
        cv.contentOffset = CGPoint(x: 0, y: 1000)
        screen.runUntilIdle()
        #expect(stripItems(cv).isEmpty)
        cv.contentOffset = .zero
        screen.runUntilIdle()
        let scroller = try #require(cv.subviews.compactMap { $0 as? UIScrollView }.first)
        #expect(scroller.contentOffset.x == offset)
    }

    @Test func aTapOnAStripCellSelectsIt() {
        let (screen, cv, source) = setUp(.continuous)
        source.calls.removeAll()
        screen.tap(at: CGPoint(x: 200, y: 50))
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test func theWheelScrollsThePageAndShiftWheelTheStrip() throws {
        let (_, cv, _) = setUp(.continuous)
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        let vertical = try #require(UIScrollView.wheelTarget(for: CGPoint(x: 0, y: 40), over: cell))
        #expect(vertical.scrollView === cv && vertical.delta == CGPoint(x: 0, y: 40))
        let sideways = try #require(UIScrollView.wheelTarget(for: CGPoint(x: 40, y: 0), over: cell))
        #expect(sideways.scrollView === cell.superview && sideways.delta == CGPoint(x: 40, y: 0))
        sideways.scrollView.applyScrollWheel(sideways.delta)
        cv.layoutIfNeeded()
        #expect(abs((shown(cv, 1)?.minX ?? 0) - (176 - 40)) < 0.001)
    }

    @Test func aVerticalWheelOverAStripInAPageThatFitsScrollsTheStrip() throws {
        let (_, cv, _) = setUp(.continuous, counts: [20, 2])
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        let target = try #require(UIScrollView.wheelTarget(for: CGPoint(x: 0, y: 40), over: cell))
        #expect(target.scrollView === cell.superview && target.delta == CGPoint(x: 40, y: 0))
    }

    @Test func rightToLeftAStripStartsAtTheRightAndADragRightRevealsMore() throws {
        let (screen, cv, _) = setUp(.groupPaging)
        cv.semanticContentAttribute = .forceRightToLeft
        cv.collectionViewLayout.invalidateLayout()
        screen.runUntilIdle()
        // Mirrored: card 0's trailing edge 16 from the right.
        #expect(shown(cv, 0) == CGRect(x: 390 - 16 - 150, y: 0, width: 150, height: 100))
        #expect(stripItems(cv) == [0, 1, 2])
        // A short flick to the right pages one group on: card 1 where card 0 was.
        screen.drag(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 160, y: 50), duration: 0.1)
        screen.runUntilIdle()
        #expect(shown(cv, 1).map { abs($0.minX - 224) < 0.001 } == true, "card 1 at \(String(describing: shown(cv, 1)))")
        #expect(stripItems(cv).contains(3))
    }

    @Test func theScrollingPropertiesSetBounceAndDeceleration() throws {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .absolute(150), heightDimension: .absolute(100)),
                                                                   subitems: [item]))
        section.orthogonalScrollingBehavior = .continuous
        section.orthogonalScrollingProperties.bounce = .never
        section.orthogonalScrollingProperties.decelerationRate = .fast
        let (screen, cv) = makeCollection(size: CGSize(width: 390, height: 600), layout: UICollectionViewCompositionalLayout(section: section),
                                          source: GridSource(counts: [10]))
        let strip = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        #expect(strip.decelerationRate == .fast)
        // Dragging right at the start: without bounce the strip does not stretch past its end.
        let touch = UITouch(at: CGPoint(x: 100, y: 50), in: screen.window, timestamp: screen.now)
        screen.send([touch])
        for x in [120, 250] as [CGFloat] {
            screen.advance(by: 0.05)
            touch.update(to: CGPoint(x: x, y: 51), phase: .moved, timestamp: screen.now)
            screen.send([touch])
        }
        #expect(strip.isDragging, "the strip follows the finger")
        #expect(strip.contentOffset.x == 0)
        touch.update(to: CGPoint(x: 250, y: 52), phase: .ended, timestamp: screen.now)
        screen.send([touch])
        section.orthogonalScrollingProperties.bounce = .always
        cv.collectionViewLayout.invalidateLayout()
        screen.runUntilIdle()
        #expect(strip.bounces && strip.alwaysBounceHorizontal)
    }
}
