import Demos
import Foundation
import Testing
import Tessera
import TesseraTesting

/// The chat and cards demos: cells sized by Auto Layout, re-flowing when the width changes.
@MainActor struct AutoLayoutDemoTests {
    @Test func chatBubblesHugTheirTextOnTheirSide() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let chat = ChatViewController()
        screen.rootViewController = chat
        screen.runUntilIdle()
        let paths = chat.collectionView.indexPathsForVisibleItems.sorted()
        #expect(paths.count >= 8)
        for path in paths {
            let cell = try #require(chat.collectionView.cellForItem(at: path) as? MessageCell)
            let message = chat.messages[path.item]
            #expect(cell.frame.width == 390)
            #expect(cell.bubble.frame.height == cell.frame.height, "item \(path.item)")
            if message.fromMe { #expect(cell.bubble.frame.maxX == 378 && cell.bubble.frame.minX >= 60) } else {
                #expect(cell.bubble.frame.minX == 12 && cell.bubble.frame.maxX <= 330)
            }
            // The label fits its text: one line for short messages, wrapped for long ones.
            let needed = cell.label.sizeThatFits(CGSize(width: cell.label.frame.width, height: CGFloat.greatestFiniteMagnitude))
            #expect(abs(cell.label.frame.height - needed.height) < 0.5, "item \(path.item)")
        }
        let short = try #require(chat.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? MessageCell)
        #expect(short.bubble.frame.width < 100, "\"Wow\" makes a small bubble")
    }

    @Test func cardsReflowToTwoColumnsInAWideWindow() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let cards = CardsViewController()
        screen.rootViewController = cards
        screen.runUntilIdle()
        let first = try #require(cards.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CardCell)
        #expect(first.frame.width == 358)
        #expect(abs(first.imageView.frame.height - 358 * 2 / 3) < 0.01)
        #expect(abs(first.titleLabel.frame.minY - (first.imageView.frame.maxY + 12)) < 1e-6)
        #expect(abs(first.bodyLabel.frame.minY - (first.titleLabel.frame.maxY + 8)) < 1e-6)
        screen.window.frame = CGRect(x: 0, y: 0, width: 844, height: 844)
        screen.runUntilIdle()
        let wideFirst = try #require(cards.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CardCell)
        let wideSecond = try #require(cards.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? CardCell)
        #expect(wideFirst.frame.width == 398 && wideSecond.frame.minX == 430)
        #expect(abs(wideFirst.imageView.frame.height - 398 * 2 / 3) < 0.01)
        // The cell is its measured height rounded up to a point; the stack fills it.
        #expect(abs(wideFirst.frame.height - (wideFirst.bodyLabel.frame.maxY + 14)) < 1)
    }
}
