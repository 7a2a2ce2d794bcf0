import XCTest
import XCUIAutomation

/// The gallery's home screen: the grid scrolled by swipes, a card found by label, a demo opened and left.
final class GalleryHomeUITests: XCTestCase {
    func testScrollingAndOpeningADemo() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.navigationBars["Tessera Gallery"].exists)

        let grid = app.collectionViews.firstMatch
        let firstCard = grid.cells.element(boundBy: 0).staticTexts.firstMatch.label
        grid.swipeUp()
        XCTAssertNotEqual(grid.cells.element(boundBy: 0).staticTexts.firstMatch.label, firstCard, "the grid scrolled")
        grid.swipeDown(velocity: .fast)
        grid.swipeDown(velocity: .fast)

        let card = grid.cells.staticTexts["LineLayout"]
        XCTAssertTrue(card.isHittable)
        card.tap()
        let back = app.navigationBars.buttons["Tessera Gallery"]
        XCTAssertTrue(back.waitForExistence(timeout: 2))
        XCTAssertFalse(app.navigationBars["Tessera Gallery"].exists)
        back.tap()
        XCTAssertTrue(app.navigationBars["Tessera Gallery"].waitForExistence(timeout: 2))
    }

    func testTheFirstCardsInOrder() {
        let app = XCUIApplication()
        app.launch()
        let cards = app.collectionViews.cells
        XCTAssertGreaterThan(cards.count, 4)
        XCTAssertEqual(cards.element(boundBy: 0).staticTexts.firstMatch.label, "Views, photos and transforms")
        let layouts = cards.matching(NSPredicate(format: "label CONTAINS 'Layout'"))
        XCTAssertGreaterThanOrEqual(layouts.count, 2)
    }
}
