import Demos
import Foundation
import Testing
import Tessera
import TesseraTesting

@MainActor struct ReorderTests {
    @Test func aLongPressAndDragMovesTheItemAndTellsTheDataSource() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let grid = ReorderableGridViewController()
        screen.rootViewController = grid
        screen.runUntilIdle()
        let cv = grid.collectionView!
        func centre(_ item: Int) -> CGPoint { cv.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.center }
        let start = centre(0), end = centre(5)
        let touch = UITouch(at: start, in: screen.window, timestamp: screen.clock.now)
        screen.send([touch])
        screen.advance(by: 0.6)
        for step in 1...20 {
            screen.advance(by: 1.0 / 60)
            let t = CGFloat(step) / 20
            touch.update(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t), phase: .moved, timestamp: screen.clock.now)
            screen.send([touch])
        }
        // While dragging, the picked-up tile follows the finger and the others make room.
        let moving = cv.visibleCells.first { ($0 as? NumberCell)?.label.text == "1" }!
        #expect(abs(moving.center.x - end.x) < 1 && abs(moving.center.y - end.y) < 1)
        #expect(grid.numbers.first == 1, "the data source hears only at the end")
        touch.update(to: end, phase: .ended, timestamp: screen.clock.now)
        screen.send([touch])
        screen.runUntilIdle()
        #expect(Array(grid.numbers.prefix(7)) == [2, 3, 4, 5, 6, 1, 7])
        for path in cv.indexPathsForVisibleItems {
            #expect((cv.cellForItem(at: path) as? NumberCell)?.label.text == "\(grid.numbers[path.item])")
        }
        #expect(moving.frame == cv.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))!.frame)
    }
}
