import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// A chat's layout, as chat layouts on iOS are written: rows stacked top down; when rows are
/// appended while the chat shows its bottom, or inserted above the rows on screen, its
/// `finalizeCollectionViewUpdates()` invalidates with a context whose `contentOffsetAdjustment`
/// (and `contentSizeAdjustment`) keeps what the reader sees in place.
private final class BottomKeepingLayout: UICollectionViewLayout {
    let rowHeight: CGFloat = 50
    private var count = 0
    private var adjustment: CGFloat = 0

    override func prepare() {
        super.prepare()
        count = collectionView?.numberOfItems(inSection: 0) ?? 0
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(count) * rowHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * rowHeight, width: collectionView?.bounds.width ?? 0, height: rowHeight)
        return attributes
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        guard let collectionView else { return }
        let offset = collectionView.contentOffset.y
        let oldHeight = collectionView.contentSize.height
        let firstShown = Int(offset / rowHeight)
        let inserted = updateItems.filter { $0.updateAction == .insert }.compactMap { $0.indexPathAfterUpdate?.item }
        let above = inserted.filter { $0 <= firstShown }.count
        let atBottom = offset + collectionView.bounds.height >= oldHeight - 1
        adjustment = above > 0 ? CGFloat(above) * rowHeight : (atBottom ? CGFloat(inserted.count) * rowHeight : 0)
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        guard adjustment != 0 else { return }
        let context = UICollectionViewLayoutInvalidationContext()
        context.contentOffsetAdjustment = CGPoint(x: 0, y: adjustment)
        context.contentSizeAdjustment = CGSize(width: 0, height: adjustment)
        invalidateLayout(with: context)
        adjustment = 0
    }
}

@MainActor @Suite struct ContentOffsetAdjustmentTests {
    private final class Chat: NSObject, UICollectionViewDataSource {
        var messages = Array(0..<40)
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { messages.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath)
            cell.tag = messages[indexPath.item]
            return cell
        }
    }

    private func chat() -> (HeadlessScreen, UICollectionView, Chat) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let controller = UIViewController()
        screen.rootViewController = controller
        let chat = Chat()
        let collectionView = UICollectionView(frame: controller.view.bounds, collectionViewLayout: BottomKeepingLayout())
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "message")
        collectionView.dataSource = chat
        controller.view.addSubview(collectionView)
        screen.runUntilIdle()
        return (screen, collectionView, chat)
    }

    @Test func appendingAtTheBottomKeepsTheBottomInView() {
        let (screen, collectionView, chat) = chat()
        collectionView.contentOffset = CGPoint(x: 0, y: 1400)
        screen.runUntilIdle()
        collectionView.performBatchUpdates {
            chat.messages.append(40)
            collectionView.insertItems(at: [IndexPath(item: 40, section: 0)])
        }
        screen.advance(by: UICollectionView.updateAnimationDuration / 2)
        let previous = collectionView.cellForItem(at: IndexPath(item: 39, section: 0))
        let shown = previous.map { ($0.layer.presentation()?.frame ?? $0.frame).minY - collectionView.bounds.minY } ?? 0
        #expect(shown > 501 && shown < 549, "half way, the last message slides up from 550 to make room, got \(shown)")
        screen.runUntilIdle()
        #expect(collectionView.contentOffset.y == 1450, "the offset moves down by the new row, as the context said")
        #expect(collectionView.contentSize.height == 2050, "the content size is the layout's: one row more, not two")
        let newest = collectionView.cellForItem(at: IndexPath(item: 40, section: 0))
        #expect(newest.map { collectionView.convert($0.frame, to: nil).maxY } == 600, "the new row sits at the bottom of the screen")
    }

    @Test func insertingAboveKeepsTheRowsOnScreenInPlace() {
        let (screen, collectionView, chat) = chat()
        collectionView.contentOffset = CGPoint(x: 0, y: 500)
        screen.runUntilIdle()
        let topBefore = collectionView.cellForItem(at: IndexPath(item: 10, section: 0))
        #expect(topBefore?.tag == 10)
        collectionView.performBatchUpdates {
            chat.messages.insert(contentsOf: [-2, -1], at: 0)
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        }
        screen.advance(by: UICollectionView.updateAnimationDuration / 2)
        let halfway = collectionView.cellForItem(at: IndexPath(item: 12, section: 0))
        let shown = halfway.map { ($0.layer.presentation()?.frame ?? $0.frame).minY - collectionView.bounds.minY }
        #expect(shown == 0, "the row on top does not move during the update")
        screen.runUntilIdle()
        #expect(collectionView.contentOffset.y == 600)
        #expect(collectionView.contentSize.height == 2100)
        let top = collectionView.cellForItem(at: IndexPath(item: 12, section: 0))
        #expect(top?.tag == 10 && top.map { collectionView.convert($0.frame, to: nil).minY } == 0, "message 10 is still on top of the screen")
    }
}
