import XCTest
import XCUIAutomation

/// Wheels turned to a value, as UI tests set a time and a choice on iOS.
final class PickerUITests: XCTestCase {
    func testTurningTheWheelsSetsTheReminder() {
        let app = XCUIApplication()
        app.launchArguments = ["--demo", "reminder-pickers"]
        app.launch()
        let summary = app.staticTexts["summary"]
        XCTAssertEqual(summary.label, "At 07:30, once")

        let time = app.datePickers["Time"]
        XCTAssertEqual(time.pickerWheels.count, 2)
        let hours = time.pickerWheels.element(boundBy: 0)
        XCTAssertEqual(hours.value as? String, "07")
        hours.adjust(toPickerWheelValue: "09")
        XCTAssertEqual(hours.value as? String, "09")
        time.pickerWheels.element(boundBy: 1).adjust(toPickerWheelValue: "45")

        let repeats = app.pickers["Repeat"].pickerWheels.element
        repeats.adjust(toPickerWheelValue: "Weekdays")
        XCTAssertEqual(repeats.value as? String, "Weekdays")
        XCTAssertEqual(summary.label, "At 09:45, weekdays")
    }
}
