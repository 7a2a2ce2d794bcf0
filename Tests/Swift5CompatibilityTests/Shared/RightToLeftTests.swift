// Right-to-left: the flow layout mirrored by the collection view, as UIKit does.
import Testing
import UIKit
import TesseraTesting

@MainActor struct RightToLeftTests {
    private func show(_ layout: UICollectionViewLayout, words: [String] = ["one", "two", "three", "four"],
                      configure: (UICollectionView) -> Void = { _ in }) -> (HeadlessScreen, UICollectionView, WordsDataSource) {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        UIApplication.shared.userInterfaceLayoutDirection = .rightToLeft
        let source = WordsDataSource(words: words)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(WordCell.self, forCellWithReuseIdentifier: "Word")
        collectionView.dataSource = source
        collectionView.delegate = source
        configure(collectionView)
        screen.window.addSubview(collectionView)
        screen.runUntilIdle()
        return (screen, collectionView, source)
    }

    @Test func flowLayoutLinesRunFromTheRightEdge() {
        let layout = UICollectionViewFlowLayout()
        let (_, collectionView, _) = show(layout)
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
        #expect(collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // Each frame is the layout's left-to-right frame mirrored across the 320-point width:
        // item 0 touches the right inset (12 points) and the rest follow to its left.
        let frames = (0..<4).compactMap { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        let ltr = (0..<4).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.count == 4 && ltr.count == 4)
        #expect(frames.map(\.maxX) == ltr.map { 320 - $0.minX })
        #expect(frames.map(\.minY) == ltr.map(\.minY))
        #expect(frames[0].maxX == 308)
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.minX > $1.maxX })
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 300, y: 20)) == IndexPath(item: 0, section: 0))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.maxX == 308)
        // The layout's own attributes are not mirrored: they stay left to right.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 12)
    }

    @Test func aForcedLeftToRightViewAndANonFlippingLayoutAreNotMirrored() {
        let (_, forced, _) = show(UICollectionViewFlowLayout()) { $0.semanticContentAttribute = .forceLeftToRight }
        #expect(forced.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 12)
        let waterfall = WaterfallLayout()
        let (_, custom, source) = show(waterfall)
        waterfall.delegate = source
        custom.reloadData()
        custom.layoutIfNeeded()
        #expect(!waterfall.flipsHorizontallyInOppositeLayoutDirection)
        #expect(custom.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 4)
    }

    @Test func insertedItemsAnimateInMirroredPositions() {
        let layout = UICollectionViewFlowLayout()
        let (screen, collectionView, source) = show(layout)
        source.words.insert("zero", at: 0)
        collectionView.performBatchUpdates({ collectionView.insertItems(at: [IndexPath(item: 0, section: 0)]) })
        screen.advance(by: 0.15)
        // Half way, item 1 (was item 0, at maxX 308) is moving left toward its new place.
        let moving = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.layer.presentation()?.frame.maxX ?? 0
        screen.runUntilIdle()
        let final = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.maxX ?? 0
        #expect(final == 320 - (layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX ?? 0))
        #expect(moving < 308 && moving > final)
    }
}
