import Foundation
import Testing
@testable import Tessera
import TesseraTesting

@MainActor struct LayoutTransitionTests {
    /// A list with headers, and a grid without: the two layouts of the tests.
    private func layouts() -> (UICollectionViewFlowLayout, UICollectionViewFlowLayout) {
        let list = UICollectionViewFlowLayout()
        list.itemSize = CGSize(width: 320, height: 40)
        list.minimumLineSpacing = 0
        list.headerReferenceSize = CGSize(width: 0, height: 30)
        let grid = UICollectionViewFlowLayout()
        grid.itemSize = CGSize(width: 100, height: 100)
        return (list, grid)
    }

    @Test func anAnimatedLayoutChangeMovesEveryElementAndLeavesNoStrays() {
        let (list, grid) = layouts()
        let source = GridSource(counts: [6])
        let (screen, cv) = makeCollection(layout: list, source: source)
        let second = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        let header = cv.supplementaryView(forElementKind: UICollectionElementKindSectionHeader, at: IndexPath(item: 0, section: 0))!
        // In the list, item 1 is centred at (160, 30 + 40 + 20); in the grid at (160, 50).
        var finished: [Bool] = []
        cv.setCollectionViewLayout(grid, animated: true) { finished.append($0) }
        #expect(second.layer.presentedState.position == CGPoint(x: 160, y: 90))
        screen.advance(by: UICollectionView.updateAnimationDuration / 2)
        let half = second.layer.presentedState
        #expect(abs(half.position.y - 70) < 1 && abs(half.bounds.width - 210) < 1)
        #expect(header.superview === cv, "the header fades out")
        screen.runUntilIdle()
        #expect(second.layer.presentedState.position == CGPoint(x: 160, y: 50))
        #expect(header.superview == nil, "no stray supplementary view")
        #expect(cv.visibleSupplementaryViews(ofKind: UICollectionElementKindSectionHeader).isEmpty)
        #expect(finished == [true])
        #expect(cv.subviews.filter { $0 is UICollectionReusableView }.count == 6)
    }

    @Test func theTransitionLayoutInterpolates() {
        let (list, grid) = layouts()
        let (screen, cv) = makeCollection(layout: list, source: GridSource(counts: [6]))
        var ends: [(Bool, Bool)] = []
        let transition = cv.startInteractiveTransition(to: grid) { ends.append(($0, $1)) }
        #expect(cv.collectionViewLayout === transition)
        let path = IndexPath(item: 1, section: 0)
        for (progress, y, width) in [(0.25, 80.0, 265.0), (0.5, 70.0, 210.0), (1.0, 50.0, 100.0)] as [(CGFloat, CGFloat, CGFloat)] {
            transition.transitionProgress = progress
            screen.advance(by: HeadlessScreen.frameInterval)
            let attributes = transition.layoutAttributesForItem(at: path)!
            #expect(abs(attributes.center.y - y) < 1e-9 && abs(attributes.size.width - width) < 1e-9, "progress \(progress)")
            #expect(abs(cv.cellForItem(at: path)!.frame.width - width) < 1e-9)
        }
        let header = transition.layoutAttributesForSupplementaryView(ofKind: UICollectionElementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.size.height == 0, "the grid has no headers: collapsed at the end")
        transition.transitionProgress = 0.6
        cv.finishInteractiveTransition()
        screen.runUntilIdle()
        #expect(cv.collectionViewLayout === grid)
        #expect(ends.count == 1 && ends[0] == (true, true))
        #expect(cv.cellForItem(at: path)!.frame == CGRect(x: 110, y: 0, width: 100, height: 100))
    }

    @Test func cancellingReturnsToTheOldLayout() {
        let (list, grid) = layouts()
        let (screen, cv) = makeCollection(layout: list, source: GridSource(counts: [6]))
        var ends: [(Bool, Bool)] = []
        let transition = cv.startInteractiveTransition(to: grid) { ends.append(($0, $1)) }
        transition.transitionProgress = 0.4
        cv.cancelInteractiveTransition()
        screen.runUntilIdle()
        #expect(cv.collectionViewLayout === list)
        #expect(ends.count == 1 && ends[0] == (false, true))
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))!.frame == CGRect(x: 0, y: 70, width: 320, height: 40))
        #expect(cv.visibleSupplementaryViews(ofKind: UICollectionElementKindSectionHeader).count == 1)
    }
}
