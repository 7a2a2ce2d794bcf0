import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Batch updates animate in a compositional layout as in a flow layout: inserted cells fade in
/// where they go, the others slide, down the page and along a sideways strip.
@MainActor struct CompositionalUpdateAnimationTests {
    private func shown(_ view: UIView) -> LayerState { view.layer.presentedState }

    /// Rows 320 × 50, 10 apart (as BatchUpdateAnimationTests' flow list), or cards 100 × 50 in
    /// a strip, 10 apart.
    private func collection(_ count: Int, strip: Bool) -> (HeadlessScreen, UICollectionView, GridSource) {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let size = NSCollectionLayoutSize(widthDimension: strip ? .absolute(100) : .fractionalWidth(1), heightDimension: .absolute(50))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [item]))
        section.interGroupSpacing = 10
        if strip { section.orthogonalScrollingBehavior = .continuous }
        let source = GridSource(counts: [count])
        let (screen, cv) = makeCollection(layout: UICollectionViewCompositionalLayout(section: section), source: source)
        return (screen, cv, source)
    }

    @Test func anInsertFadesInAndPushesTheRowsDown() throws {
        let (screen, cv, source) = collection(3, strip: false)
        let second = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        source.counts = [4]
        cv.performBatchUpdates { cv.insertItems(at: [IndexPath(item: 1, section: 0)]) }
        let inserted = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(shown(inserted).opacity == 0)
        #expect(shown(second).position.y == 85)
        screen.advance(by: UICollectionView.updateAnimationDuration / 2)
        #expect(abs(shown(inserted).opacity - 0.5) < 0.02)
        #expect(abs(shown(second).position.y - 115) < 1, "half way from 85 to 145")
        screen.runUntilIdle()
        #expect(shown(second).position.y == 145)
        #expect(shown(inserted).opacity == 1)
    }

    @Test func aDeleteInAStripSlidesTheNextCardsAlong() throws {
        let (screen, cv, source) = collection(5, strip: true)
        let third = try #require(cv.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(shown(third).position.x == 270)
        source.counts = [4]
        cv.deleteItems(at: [IndexPath(item: 0, section: 0)])
        screen.advance(by: UICollectionView.updateAnimationDuration / 2)
        #expect(abs(shown(third).position.x - 215) < 1, "half way from 270 to 160")
        screen.runUntilIdle()
        #expect(shown(third).position.x == 160)
        #expect(third.superview is UIScrollView && third.superview !== cv, "still in the strip")
        #expect(cv.indexPathsForVisibleItems == (0..<3).map { IndexPath(item: $0, section: 0) }, "three cards fit the 320-point width")
    }
}
