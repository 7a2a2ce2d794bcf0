import XCTest
import XCUIAutomation

/// The gallery's settings table: controls in rows (a switch, a slider, a stepper), a checkmark
/// list, an info button that shows an alert — as a settings screen's UI tests go.
final class SettingsTableUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        super.setUp()
        app = XCUIApplication()
        app.launchArguments = ["--demo", "settings-table"]
        app.launch()
    }

    func testTheSwitchInTheBluetoothRow() {
        let toggle = app.tables.cells.containing(.staticText, identifier: "Bluetooth").switches.firstMatch
        XCTAssertEqual(toggle.value as? String, "1")
        toggle.tap()
        XCTAssertEqual(toggle.value as? String, "0")
    }

    func testTheSliderAndTheStepper() {
        let slider = app.sliders.element
        XCTAssertEqual(slider.normalizedSliderPosition, 0.6, accuracy: 0.01)
        slider.adjust(toNormalizedSliderPosition: 0.2)
        XCTAssertEqual(slider.normalizedSliderPosition, 0.2, accuracy: 0.03)
        XCTAssertEqual(slider.value as? String, "20%")

        let stepper = app.steppers.element
        XCTAssertEqual(stepper.value as? String, "2")
        stepper.coordinate(withNormalizedOffset: CGVector(dx: 0.75, dy: 0.5)).tap()
        XCTAssertTrue(app.staticTexts["Line Spacing: 3"].exists)
        stepper.coordinate(withNormalizedOffset: CGVector(dx: 0.25, dy: 0.5)).tap()
        stepper.coordinate(withNormalizedOffset: CGVector(dx: 0.25, dy: 0.5)).tap()
        XCTAssertTrue(app.staticTexts["Line Spacing: 1"].exists)
    }

    func testChoosingATextSizeMovesTheCheckmark() {
        XCTAssertTrue(app.cells["Medium"].isSelected)
        app.cells.staticTexts["Large"].tap()
        XCTAssertTrue(app.cells["Large"].isSelected)
        XCTAssertFalse(app.cells["Medium"].isSelected)
    }

    func testTheInfoButtonShowsAnAlert() {
        app.cells.containing(.staticText, identifier: "Wi-Fi").buttons["More Info"].tap()
        let alert = app.alerts["Wi-Fi"]
        XCTAssertTrue(alert.waitForExistence(timeout: 1))
        XCTAssertTrue(alert.staticTexts["Connected to Home."].exists)
        XCTAssertFalse(app.switches.firstMatch.isHittable, "the alert covers the table")
        alert.buttons["OK"].tap()
        XCTAssertTrue(alert.waitForNonExistence(timeout: 1))
        XCTAssertTrue(app.switches.firstMatch.isHittable)
    }

    func testEditingDeletesAFavourite() {
        app.navigationBars["Settings"].buttons["Edit"].tap()
        XCTAssertTrue(app.navigationBars.buttons["Done"].waitForExistence(timeout: 1))
        let mail = app.cells.containing(.staticText, identifier: "Mail").element
        mail.swipeLeft()
        app.buttons["Delete"].tap()
        XCTAssertTrue(app.staticTexts["Mail"].waitForNonExistence(timeout: 2))
        XCTAssertTrue(app.staticTexts["Maps"].exists)
    }
}
