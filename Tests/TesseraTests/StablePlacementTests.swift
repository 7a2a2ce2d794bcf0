import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// While scrolling, frames in which nothing enters or leaves skip the layout query, and frames in
/// which elements enter ask only for the strip that came into view; the views on screen must
/// still be exactly those the layout has in the bounds, frame after frame.
@MainActor struct StablePlacementTests {
    private func visibleMatchesTheLayout(_ cv: UICollectionView) -> Bool {
        let expected = Set(cv.collectionViewLayout.layoutAttributesForElements(in: cv.bounds)?.map { ElementKey($0) } ?? [])
        return Set(cv.visibleViews.keys) == expected
    }

    @Test func smallScrollStepsKeepExactlyTheElementsInTheBounds() {
        for vertical in [true, false] {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = vertical ? .vertical : .horizontal
            layout.headerReferenceSize = CGSize(width: 24, height: 24)
            let source = GridSource(counts: [40, 3, 0, 60])
            source.sizes = { CGSize(width: 40 + CGFloat($0.item % 4) * 15, height: 30 + CGFloat($0.item % 3) * 17) }
            let (screen, cv) = makeCollection(layout: layout, source: source)
            var skipped = 0, offset: CGFloat = 0
            for step in 0..<400 {
                // Small steps (nothing enters), larger ones (rows enter and leave), both ways.
                offset += [3.5, 3.5, 37, -23, 3.5, 61, -7][step % 7]
                let before = cv.placementGeneration
                cv.contentOffset = vertical ? CGPoint(x: 0, y: offset) : CGPoint(x: offset, y: 0)
                cv.layoutIfNeeded()
                if cv.placementGeneration == before { skipped += 1 }
                #expect(visibleMatchesTheLayout(cv), "vertical \(vertical), offset \(offset)")
            }
            #expect(skipped > 50, "many frames had nothing entering or leaving (\(skipped) of 400)")
            withExtendedLifetime(screen) {}
        }
    }

    @Test func anInvalidatedLayoutIsAskedAgainEvenInsideTheRange() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        let (screen, cv) = makeCollection(layout: layout, source: GridSource(counts: [100]))
        cv.contentOffset.y = 1
        cv.layoutIfNeeded()
        layout.itemSize = CGSize(width: 100, height: 100)
        cv.contentOffset.y = 2
        cv.layoutIfNeeded()
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size == CGSize(width: 100, height: 100))
        #expect(visibleMatchesTheLayout(cv))
        withExtendedLifetime(screen) {}
    }
}

/// A layout that answers every rectangle with all its items, as some hand-written ones do.
final class EverythingLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 2_000) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * 100, width: 320, height: 90)
            return attributes
        }
    }
}

extension StablePlacementTests {
    @Test func aLayoutThatIgnoresTheRectangleKeepsEveryElementItGives() {
        let (screen, cv) = makeCollection(layout: EverythingLayout(), source: GridSource(counts: [20]))
        for offset in stride(from: CGFloat(0), to: 900, by: 45) {
            cv.contentOffset.y = offset
            cv.layoutIfNeeded()
            #expect(cv.visibleViews.count == 20, "placed as the layout says, at \(offset)")
        }
        withExtendedLifetime(screen) {}
    }
}
