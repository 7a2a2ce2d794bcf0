import XCTest
import XCUIAutomation

/// Tab bars, long presses that drag, pinches and taps at coordinates on the gallery's demos.
final class GestureUITests: XCTestCase {
    private func launch(_ demo: String) -> XCUIApplication {
        let app = XCUIApplication()
        app.launchArguments = ["--demo", demo]
        app.launch()
        return app
    }

    func testTabsAndTheToolbar() {
        let app = launch("tabs")
        let tabs = app.tabBars.firstMatch
        XCTAssertTrue(tabs.buttons["Library"].isSelected)
        XCTAssertEqual(tabs.buttons["Library"].value as? String, "3", "the badge")
        tabs.buttons["Favorites"].tap()
        XCTAssertTrue(tabs.buttons["Favorites"].isSelected)
        XCTAssertFalse(tabs.buttons["Library"].isSelected)
        XCTAssertTrue(app.staticTexts["Your favourite photos"].exists)
        app.toolbars.buttons["Select"].tap()
        XCTAssertTrue(app.staticTexts.matching(NSPredicate(format: "label CONTAINS 'pick photos'")).firstMatch.waitForExistence(timeout: 1))
    }

    func testALongPressDragsACellToAnotherPlace() {
        let app = launch("reorder")
        let cells = app.collectionViews.cells
        XCTAssertEqual(cells.element(boundBy: 0).label, "1")
        cells["1"].press(forDuration: 0.6, thenDragTo: cells["3"])
        XCTAssertNotEqual(cells.element(boundBy: 0).label, "1", "the first cell moved")
        let order = cells.allElementsBoundByIndex.prefix(4).map(\.label)
        XCTAssertTrue(order.contains("1") && order.first == "2", "\(order)")
    }

    func testAPinchResizesTheCircle() {
        let app = launch("circle-pinch")
        let grid = app.collectionViews.firstMatch
        let centre = grid.frame
        func spread() -> CGFloat {
            let frame = grid.cells.element(boundBy: 0).frame
            return hypot(frame.midX - centre.midX, frame.midY - centre.midY)
        }
        let before = spread()
        grid.pinch(withScale: 1.5, velocity: 1)
        XCTAssertGreaterThan(spread(), before * 1.2, "the items moved out with the pinch")
    }
}
