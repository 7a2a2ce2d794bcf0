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
        let touch = screen.pressAndDrag(from: start, to: end)
        // While dragging, the picked-up tile follows the finger and the others make room.
        let moving = cv.visibleCells.first { ($0 as? NumberCell)?.label.text == "1" }!
        #expect(abs(moving.center.x - end.x) < 1 && abs(moving.center.y - end.y) < 1)
        #expect(grid.numbers.first == 1, "the data source hears only at the end")
        screen.lift(touch)
        screen.runUntilIdle()
        #expect(Array(grid.numbers.prefix(7)) == [2, 3, 4, 5, 6, 1, 7])
        for path in cv.indexPathsForVisibleItems {
            #expect((cv.cellForItem(at: path) as? NumberCell)?.label.text == "\(grid.numbers[path.item])")
        }
        #expect(moving.frame == cv.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))!.frame)
    }
}
