import XCTest

final class PhotoAlbumsUITests: XCTestCase {
    var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launch()
    }

    override func tearDownWithError() throws {
        app.terminate()
    }

    func testTheAlbumsShowUnderTheTitle() throws {
        XCTAssertTrue(app.navigationBars["Photo Albums"].exists)
        XCTAssertEqual(app.collectionViews.cells.count, 4)
        for name in ["Space", "Animals", "Science", "History"] {
            XCTAssertTrue(app.collectionViews.cells.staticTexts[name].exists, name)
        }
        XCTAssertEqual(app.cells.element(boundBy: 1).staticTexts.firstMatch.label, "Animals")
    }

    func testOpeningAnAlbumAndAddingAPhoto() throws {
        app.collectionViews.cells.staticTexts["Animals"].tap()
        XCTAssertTrue(app.navigationBars["3 photos"].waitForExistence(timeout: 2))
        XCTAssertTrue(app.staticTexts["Animals"].exists)

        let addPhoto = app.buttons["Add Photo"]
        XCTAssertTrue(addPhoto.isHittable)
        addPhoto.tap()
        XCTAssertTrue(app.navigationBars["4 photos"].waitForExistence(timeout: 2))
        XCTAssertEqual(app.collectionViews.cells.count, 4)
        XCTAssertTrue(app.collectionViews.cells.staticTexts["4"].exists)

        app.navigationBars.buttons.element(boundBy: 0).tap()
        XCTAssertTrue(app.navigationBars["Photo Albums"].waitForExistence(timeout: 2))
        XCTAssertFalse(app.buttons["Add Photo"].exists)
    }

    func testRenamingAnAlbumInTheAlert() throws {
        app.collectionViews.cells.staticTexts["Space"].tap()
        app.navigationBars.buttons["Rename"].tap()
        let alert = app.alerts["Rename Album"]
        XCTAssertTrue(alert.waitForExistence(timeout: 2))
        let field = alert.textFields["albumName"]
        XCTAssertEqual(field.value as? String, "Space")
        field.tap()
        field.typeText(String(repeating: XCUIKeyboardKey.delete.rawValue, count: 5) + "Planets")
        alert.buttons["Save"].tap()
        XCTAssertTrue(alert.waitForNonExistence(timeout: 2))
        XCTAssertTrue(app.staticTexts["Planets"].exists)
        XCTAssertFalse(app.staticTexts["Space"].exists)
    }

    func testSwipingThroughManyPhotos() throws {
        app.collectionViews.cells.staticTexts["History"].tap()
        let add = app.buttons["Add Photo"]
        for _ in 0..<9 { add.tap() }
        XCTAssertTrue(app.navigationBars["12 photos"].exists)
        let photos = app.collectionViews.firstMatch
        XCTAssertFalse(photos.cells.staticTexts["12"].isHittable)
        photos.swipeUp()
        XCTAssertTrue(photos.cells.staticTexts["12"].waitForExistence(timeout: 2))
        XCTAssertTrue(photos.cells.staticTexts["12"].isHittable)
    }

    func testTheAppIsInFrenchWhenLaunchedInFrench() throws {
        app.terminate()
        app.launchArguments += ["-AppleLanguages", "(fr)"]
        app.launch()
        XCTAssertTrue(app.navigationBars["Albums photo"].exists)
        app.cells.staticTexts["Espace"].tap()
        XCTAssertTrue(app.navigationBars["3 photos dans l’album"].waitForExistence(timeout: 2))
    }

    func testGoingToTheBackgroundAndBack() throws {
        XCTAssertEqual(app.state, .runningForeground)
        XCUIDevice.shared.press(.home)
        XCTAssertEqual(app.state, .runningBackground)
        app.activate()
        XCTAssertEqual(app.state, .runningForeground)
        XCTAssertTrue(app.navigationBars["Photo Albums"].exists)
    }
}
