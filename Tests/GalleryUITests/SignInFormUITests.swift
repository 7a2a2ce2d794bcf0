import XCTest
import XCUIAutomation

/// The gallery's sign-in form, tested as an iOS team tests a login screen: fields found by
/// placeholder, typing after a tap, Return to move on, a label waited for.
final class SignInFormUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments = ["--demo", "sign-in"]
        app.launch()
    }

    func testSigningInWithReturnAfterThePassword() {
        let signIn = app.buttons["Sign In"]
        XCTAssertTrue(signIn.exists)
        XCTAssertFalse(signIn.isEnabled, "disabled until both fields have text")

        let email = app.textFields["Email"]
        email.tap()
        XCTAssertTrue(email.hasFocus)
        email.typeText("ada@example.com")
        XCTAssertEqual(email.value as? String, "ada@example.com")

        let password = app.secureTextFields["Password"]
        password.tap()
        password.typeText("hunter2")
        XCTAssertEqual(password.value as? String, "•••••••")
        XCTAssertTrue(signIn.isEnabled)

        password.typeText("\n")
        let status = app.staticTexts["Signed in as ada@example.com, remembered"]
        XCTAssertTrue(status.waitForExistence(timeout: 2))
    }

    func testTheSwitchAndTheButton() {
        let remember = app.switches.firstMatch
        XCTAssertEqual(remember.value as? String, "1")
        remember.tap()
        XCTAssertEqual(remember.value as? String, "0")

        app.textFields["Email"].tap()
        app.textFields["Email"].typeText("grace")
        app.secureTextFields.element.tap()
        app.secureTextFields.element.typeText("x" + XCUIKeyboardKey.delete.rawValue + "y")
        app.buttons["Sign In"].tap()

        let signedIn = NSPredicate(format: "label BEGINSWITH[c] %@", "signed in as grace")
        XCTAssertEqual(app.staticTexts.matching(signedIn).count, 1)
        XCTAssertEqual(app.staticTexts.matching(signedIn).firstMatch.label, "Signed in as grace")
    }

    func testAScreenshotOfTheFormIsAttached() {
        let screenshot = app.screenshot()
        XCTAssertGreaterThan(screenshot.pngRepresentation.count, 1_000)
        let attachment = XCTAttachment(screenshot: screenshot)
        attachment.name = "Sign-in form"
        add(attachment)
        let field = app.textFields["Email"].screenshot()
        XCTAssertEqual(field.image.size.height, app.textFields["Email"].frame.height, accuracy: 1)
    }
}
