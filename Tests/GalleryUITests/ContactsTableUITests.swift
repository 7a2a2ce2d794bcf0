import XCTest
import XCUIAutomation

/// The gallery's contacts table: rows found in the table, swiped to show their actions,
/// deleted, scrolled by swipes.
final class ContactsTableUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        super.setUp()
        app = XCUIApplication()
        app.launchArguments = ["--demo", "contacts-table"]
        app.launch()
    }

    func testSwipingARowLeftDeletesIt() {
        let table = app.tables.firstMatch
        XCTAssertTrue(table.exists)
        let firstRow = table.cells.element(boundBy: 0)
        let name = firstRow.staticTexts.firstMatch.label
        XCTAssertFalse(name.isEmpty)

        firstRow.swipeLeft()
        let delete = app.buttons["Delete"]
        XCTAssertTrue(delete.waitForExistence(timeout: 1))
        delete.tap()

        XCTAssertTrue(app.staticTexts[name].waitForNonExistence(timeout: 2), "\(name) is deleted")
    }

    func testSwipingUpScrollsTheTable() {
        let table = app.tables.firstMatch
        let top = table.cells.element(boundBy: 0).staticTexts.firstMatch.label
        table.swipeUp()
        XCTAssertNotEqual(table.cells.element(boundBy: 0).staticTexts.firstMatch.label, top)
        table.swipeDown()
        table.swipeDown()
        XCTAssertEqual(table.cells.element(boundBy: 0).staticTexts.firstMatch.label, top)
    }

    func testRowsContainingAName() {
        let first = app.tables.cells.element(boundBy: 0).staticTexts.firstMatch.label
        let rows = app.tables.cells.containing(.staticText, identifier: first)
        XCTAssertEqual(rows.count, 1)
        let byPredicate = app.tables.cells.containing(NSPredicate(format: "label == %@", first))
        XCTAssertEqual(byPredicate.count, 1)
    }
}
