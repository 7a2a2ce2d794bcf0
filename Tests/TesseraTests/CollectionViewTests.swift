import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// A layout that counts `prepare()` calls.
@MainActor final class CountingFlowLayout: UICollectionViewFlowLayout {
    var prepares = 0
    var boundsQuestions = 0
    override func prepare() {
        prepares += 1
        super.prepare()
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        boundsQuestions += 1
        return super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }
}

@MainActor struct CollectionViewTests {
    private func grid(count: Int = 100) -> (HeadlessScreen, UICollectionView, CountingFlowLayout, GridSource) {
        let layout = CountingFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let source = GridSource(counts: [count])
        let (screen, cv) = makeCollection(layout: layout, source: source)
        return (screen, cv, layout, source)
    }

    @Test func placesCellsForTheVisibleRectOnly() {
        let (_, cv, layout, source) = grid()
        // 320 wide: three 100-point items a line, 110 apart; 480 high: lines at 0, 110, …, 440.
        #expect(cv.indexPathsForVisibleItems == (0..<15).map { IndexPath(item: $0, section: 0) })
        #expect(source.calls.count == 15)
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(cv.cellForItem(at: IndexPath(item: 40, section: 0)) == nil)
        #expect(cv.contentSize == layout.collectionViewContentSize)
        let cell = cv.cellForItem(at: IndexPath(item: 7, section: 0))!
        #expect(cv.indexPath(for: cell) == IndexPath(item: 7, section: 0))
        #expect(cv.indexPathForItem(at: CGPoint(x: 150, y: 150)) == IndexPath(item: 4, section: 0))
        #expect(cv.indexPathForItem(at: CGPoint(x: 105, y: 150)) == nil, "the gap between items")
        #expect(cv.visibleCells.count == 15)
        #expect(cv.numberOfSections == 1 && cv.numberOfItems(inSection: 0) == 100)
    }

    @Test func scrollingThroughTenThousandItemsReusesCells() {
        let (screen, cv, _, _) = grid(count: 10_000)
        var mostOnScreen = 0
        var offset: CGFloat = 0
        let end = cv.contentSize.height - cv.bounds.height
        while offset < end {
            offset = min(end, offset + 37)
            cv.contentOffset = CGPoint(x: 0, y: offset)
            screen.advance(by: HeadlessScreen.frameInterval)
            mostOnScreen = max(mostOnScreen, cv.visibleCells.count)
        }
        #expect(cv.indexPathsForVisibleItems.last == IndexPath(item: 9_999, section: 0))
        // Everything that was ever made: what fits on screen plus one line held in the pool.
        #expect(cv.createdViewCount <= mostOnScreen + 3)
        #expect(mostOnScreen <= 18)
    }

    @Test func reusedCellsArePreparedAndReconfigured() {
        final class ResettingCell: UICollectionViewCell {
            var resets = 0
            override func prepareForReuse() { super.prepareForReuse(); resets += 1 }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 100)
        let source = GridSource(counts: [50])
        let (screen, cv) = makeCollection(layout: layout, source: source, cellClass: ResettingCell.self)
        let first = cv.cellForItem(at: IndexPath(item: 0, section: 0)) as! ResettingCell
        cv.contentOffset = CGPoint(x: 0, y: 2000)
        screen.advance(by: HeadlessScreen.frameInterval)
        #expect(first.superview === cv, "the cell came back for a new item")
        #expect(first.resets == 1)
        #expect(cv.indexPath(for: first)!.item >= 18)
    }

    @Test func invalidationWaitsForTheNextLayoutPass() {
        let (screen, cv, layout, _) = grid()
        let before = layout.prepares
        layout.invalidateLayout()
        #expect(layout.prepares == before, "invalidateLayout() returns at once")
        screen.advance(by: HeadlessScreen.frameInterval)
        #expect(layout.prepares == before + 1)
        layout.invalidateLayout()
        layout.invalidateLayout()
        screen.advance(by: HeadlessScreen.frameInterval)
        #expect(layout.prepares == before + 2, "two invalidations, one prepare")
        let questions = layout.boundsQuestions
        cv.contentOffset = CGPoint(x: 0, y: 30)
        screen.advance(by: HeadlessScreen.frameInterval)
        #expect(layout.boundsQuestions == questions + 1)
    }

    @Test func unregisteredIdentifiersAreReportedWithUIKitsMessage() {
        let layout = UICollectionViewFlowLayout()
        let source = GridSource(counts: [1])
        source.identifier = "Nope"
        let log = MessageLog()
        TesseraDiagnostics.handler = { log.append($0) }
        let (_, cv) = makeCollection(layout: layout, source: source)
        TesseraDiagnostics.handler = nil
        #expect(log.all.contains("could not dequeue a view of kind: UICollectionElementKindCell with identifier Nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"))
        #expect(cv.visibleCells.count == 1, "the app goes on with a plain cell")
    }

    @Test func scrollToItemPlacesTheItemAtEachPosition() {
        let (_, cv, _, _) = grid()
        let item = IndexPath(item: 30, section: 0)  // line 10: y 1100…1200
        cv.scrollToItem(at: item, at: .top, animated: false)
        #expect(cv.contentOffset.y == 1100)
        cv.scrollToItem(at: item, at: .centeredVertically, animated: false)
        #expect(abs(cv.contentOffset.y - 910) < 1e-9)
        cv.scrollToItem(at: item, at: .bottom, animated: false)
        #expect(abs(cv.contentOffset.y - 720) < 1e-9)
        cv.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
        #expect(cv.contentOffset.y == cv.contentSize.height - 480, "clamped to the end")
        cv.scrollToItem(at: IndexPath(item: 0, section: 0), at: .bottom, animated: false)
        #expect(cv.contentOffset.y == 0, "clamped to the start")
        cv.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        cv.scrollToItem(at: item, at: .top, animated: false)
        #expect(cv.contentOffset.y == 1080, "the top of the visible area is inside the inset")
        let log = MessageLog()
        TesseraDiagnostics.handler = { log.append($0) }
        cv.scrollToItem(at: IndexPath(item: 500, section: 0), at: .top, animated: false)
        TesseraDiagnostics.handler = nil
        #expect(log.all.first?.contains("attempt to scroll to invalid index path") == true)
        #expect(cv.contentOffset.y == 1080)
    }

    @Test func animatedScrollingReportsEachFrameAndItsEnd() {
        final class ScrollLog: NSObject, UICollectionViewDelegate {
            var offsets: [CGFloat] = []
            var ended = 0
            func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
            func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { ended += 1 }
        }
        let (screen, cv, _, _) = grid()
        let log = ScrollLog()
        cv.delegate = log
        cv.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: true)
        screen.runUntilIdle()
        #expect(log.offsets.count >= 10)
        #expect(log.offsets == log.offsets.sorted())
        #expect(log.offsets.last == 1100 && log.ended == 1)
    }

    @Test func headersAndFootersComeFromTheDataSource() {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        let source = GridSource(counts: [2, 2])
        let (_, cv) = makeCollection(layout: layout, source: source)
        #expect(source.calls.filter { !$0.hasPrefix("cell") } == ["header 0", "footer 0", "header 1", "footer 1"])
        #expect(cv.supplementaryView(forElementKind: UICollectionElementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 110, width: 320, height: 40))
        #expect(cv.visibleSupplementaryViews(ofKind: UICollectionElementKindSectionFooter).count == 2)
    }

    @Test func reloadDataAsksAgain() {
        let (screen, cv, _, source) = grid(count: 5)
        source.counts = [2]
        cv.reloadData()
        screen.advance(by: HeadlessScreen.frameInterval)
        #expect(cv.indexPathsForVisibleItems.count == 2)
        #expect(cv.numberOfItems(inSection: 0) == 2)
    }

    @Test func programmaticSelectionDoesNotCallTheDelegate() {
        let (_, cv, _, source) = grid()
        cv.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        cv.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
        cv.deselectItem(at: IndexPath(item: 2, section: 0), animated: false)
        #expect(cv.indexPathsForSelectedItems == nil)
        #expect(source.calls.allSatisfy { $0.hasPrefix("cell") })
    }

    @Test func selectedBackgroundShowsWhenSelectedOrHighlighted() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let selected = UIView()
        cell.selectedBackgroundView = selected
        #expect(selected.isHidden)
        cell.isHighlighted = true
        #expect(!selected.isHidden)
        cell.isHighlighted = false
        cell.isSelected = true
        #expect(!selected.isHidden)
        #expect(cell.subviews.last === cell.contentView, "content above the backgrounds")
    }

    @Test func backgroundViewFillsTheBoundsAndStaysPut() {
        let (screen, cv, _, _) = grid()
        let background = UIView()
        cv.backgroundView = background
        cv.contentOffset = CGPoint(x: 0, y: 300)
        screen.advance(by: HeadlessScreen.frameInterval)
        #expect(background.frame == cv.bounds)
        #expect(cv.subviews.first === background)
    }

    @Test func attributesCopyAndCompareByValue() {
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 2))
        a.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        a.alpha = 0.5
        a.zIndex = 3
        let b = a.copy() as! UICollectionViewLayoutAttributes
        #expect(b !== a && b.isEqual(a))
        #expect(b.center == CGPoint(x: 25, y: 40) && b.size == CGSize(width: 30, height: 40))
        b.alpha = 1
        #expect(!b.isEqual(a))
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionElementKindSectionHeader, with: IndexPath(item: 0, section: 0))
        #expect(header.representedElementCategory == .supplementaryView)
        #expect(header.representedElementKind == UICollectionElementKindSectionHeader)
        let decoration = UICollectionViewLayoutAttributes.layoutAttributesForDecorationView(ofKind: "title", with: IndexPath(item: 0, section: 0))
        #expect(decoration.representedElementCategory == .decorationView)
    }

    @Test func changingTheLayoutPlacesTheItemsAnew() {
        let (screen, cv, _, _) = grid()
        let wide = UICollectionViewFlowLayout()
        wide.itemSize = CGSize(width: 320, height: 60)
        wide.minimumLineSpacing = 0
        var completed = false
        cv.setCollectionViewLayout(wide, animated: false) { completed = $0 }
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 60, width: 320, height: 60))
        screen.advance(by: HeadlessScreen.frameInterval)
        #expect(completed)
        #expect(wide.collectionView === cv)
    }

    @Test func scrollRectToVisibleMovesTheLeastNeeded() {
        let (_, cv, _, _) = grid()
        cv.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 100), animated: false)
        #expect(abs(cv.contentOffset.y - 620) < 1e-9, "below: its bottom comes to the bottom edge")
        cv.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
        #expect(cv.contentOffset.y == 100, "above: its top comes to the top edge")
        cv.scrollRectToVisible(CGRect(x: 0, y: 300, width: 10, height: 10), animated: false)
        #expect(cv.contentOffset.y == 100, "already visible: no move")
        let log = MessageLog()
        TesseraDiagnostics.handler = { log.append($0) }
        cv.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        TesseraDiagnostics.handler = nil
        #expect(cv.contentOffset.y == 100)
        #expect(log.all.first?.contains("non-finite") == true)
    }
}
