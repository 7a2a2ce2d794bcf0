import Foundation
import XCTest
@_spi(Host) import Tessera
@testable import XCUIAutomation

/// What a UI test sees when the app does not behave: XCTest's messages for missing and
/// ambiguous elements, elements that cannot be touched or typed into, an app not running;
/// and the action not done.
final class FailureMessageTests: XCTestCase {
    private var failures: [String] = []
    private var lines: [UInt] = []
    private var app: XCUIApplication!

    override func setUp() {
        super.setUp()
        failures = []
        lines = []
        TestFailure.recorder = { [unowned self] message, _, line in
            failures.append(message)
            lines.append(line)
        }
        app = XCUIApplication(bundleIdentifier: "com.example.PhotoAlbums")
        app.launch()
    }

    override func tearDown() {
        app.terminate()
        TestFailure.recorder = { message, file, line in XCTFail(message, file: file, line: line) }
        super.tearDown()
    }

    func testAMissingElementFailsWithNoMatchesAndTheCandidates() {
        app.buttons["Sign Out"].tap()
        XCTAssertEqual(failures.count, 1)
        let message = failures.first ?? ""
        XCTAssertTrue(message.hasPrefix("Failed to get matching snapshot: No matches found for Elements matching predicate '\"Sign Out\" IN identifiers' from input {("), message)
        XCTAssertFalse(app.buttons["Sign Out"].exists, "exists never fails")
        XCTAssertEqual(failures.count, 1)
    }

    func testAnAmbiguousElementFailsWithMultipleMatches() {
        app.cells.element.tap()
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.hasPrefix("Failed to get matching snapshot: Multiple matching elements found for Descendants matching type Cell.") ?? false,
                      failures.first ?? "")
        XCTAssertTrue(failures.first?.contains("label: 'Space'") ?? false, "the matches are listed")
        XCTAssertTrue(app.navigationBars["Photo Albums"].exists, "nothing was tapped")
    }

    func testAFailedReadIsRecordedWhereTheElementWasDescribed() {
        let missing = app.buttons["Sign Out"]; let described = UInt(#line)
        _ = missing.label
        app.buttons["Nope"].tap(); let tapped = UInt(#line)
        XCTAssertEqual(lines, [described, tapped])
    }

    func testAnIndexPastTheMatchesFails() {
        _ = app.cells.element(boundBy: 9).label
        XCTAssertTrue(failures.first?.contains("No matches found for Element at index 9 (4 matched) of Descendants matching type Cell") ?? false,
                      failures.first ?? "")
    }

    func testACoveredElementIsNotHittableAndATapOnItFails() {
        app.cells.staticTexts["Animals"].tap()
        let add = app.buttons["Add Photo"]
        XCTAssertTrue(add.isHittable)
        let cover = MainThread.run { () -> UIView in
            let window = RunningApp.current!.screen.window
            let cover = UIView(frame: window.bounds)
            cover.backgroundColor = .white
            window.addSubview(cover)
            return cover
        }
        XCTAssertTrue(add.exists)
        XCTAssertFalse(add.isHittable)
        add.tap()
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("the element is not hittable: its hit point") ?? false, failures.first ?? "")
        XCTAssertTrue(failures.first?.contains("is covered by UIView") ?? false, failures.first ?? "")
        XCTAssertTrue(app.navigationBars["3 photos"].exists, "the button did not add a photo")
        MainThread.run { cover.removeFromSuperview() }
        add.tap()
        XCTAssertTrue(app.navigationBars["4 photos"].exists, "uncovered, the tap reaches it")
    }

    func testTypingWithoutFocusFails() {
        app.staticTexts["Space"].typeText("hello")
        XCTAssertTrue(failures.first?.hasPrefix("Failed to synthesize event: Neither element nor any descendant has keyboard focus.") ?? false,
                      failures.first ?? "")
    }

    func testAQueryOnAnAppThatIsNotRunningFails() {
        app.terminate()
        XCTAssertEqual(app.state, .notRunning)
        app.buttons["Add Photo"].tap()
        XCTAssertEqual(failures.first, "Failed to get matching snapshot: Application PhotoAlbums is not running")
    }

    func testElementsAreFoundAgainAtEachUse() {
        let title = app.navigationBars.firstMatch
        XCTAssertEqual(title.identifier, "Photo Albums")
        app.cells.staticTexts["Science"].tap()
        XCTAssertEqual(title.identifier, "3 photos", "the same element, resolved again after the push")
        XCTAssertTrue(failures.isEmpty)
    }

    func testWaitingRunsTheAppsClockNotTheWallClock() {
        let start = Date()
        XCTAssertFalse(app.staticTexts["Never"].waitForExistence(timeout: 30))
        XCTAssertLessThan(Date().timeIntervalSince(start), 10, "30 s of the app's time")
    }

    func testPredicatesOverAttributes() {
        XCTAssertEqual(app.cells.matching(NSPredicate(format: "label IN {'Space', 'History'}")).count, 2)
        XCTAssertEqual(app.cells.matching(NSPredicate(format: "label LIKE[c] '*s*' AND NOT label BEGINSWITH 'H'")).count, 3)
        XCTAssertEqual(app.staticTexts.matching(NSPredicate(format: "%K MATCHES %@", "label", "[A-Z][a-z]+")).count, 4)
        XCTAssertEqual(app.descendants(matching: .any).matching(NSPredicate(format: "elementType == %d", 75)).count, 4)
        XCTAssertTrue(NSPredicate(format: "exists == true").evaluate(with: app.cells.firstMatch))
    }

    func testAScreenshotIsThePhonesPixels() throws {
        let png = app.screenshot().pngRepresentation
        XCTAssertEqual(png.prefix(4), Data([0x89, 0x50, 0x4E, 0x47]))
        let image = app.screenshot().image
        XCTAssertEqual(image.size, CGSize(width: 390, height: 844))
        XCTAssertEqual(MainThread.run { image.scale }, 2)
    }
}

/// Attachments land where the docs say, named as the test named them.
final class AttachmentTests: XCTestCase {
    func testAScreenshotAttachmentIsWrittenForTheTest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcui-attachments-\(getpid())")
        setenv("TESSERA_ATTACHMENTS", folder.path, 1)
        defer { unsetenv("TESSERA_ATTACHMENTS") }
        let app = XCUIApplication(bundleIdentifier: "com.example.PhotoAlbums")
        app.launch()
        defer { app.terminate() }
        let attachment = XCTAttachment(screenshot: app.screenshot())
        attachment.name = "Albums"
        attachment.lifetime = .keepAlways
        add(attachment)
        XCTContext.runActivity(named: "Open Space") { activity in
            app.cells.staticTexts["Space"].tap()
            activity.add(XCTAttachment(string: "opened"))
        }
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        XCTAssertTrue(files.contains { $0.hasSuffix("/Albums.png") }, "\(files)")
        let png = try Data(contentsOf: folder.appendingPathComponent(try XCTUnwrap(files.first { $0.hasSuffix("/Albums.png") })))
        XCTAssertEqual(png.prefix(4), Data([0x89, 0x50, 0x4E, 0x47]))
        XCTAssertTrue(files.contains { $0.hasSuffix("Open Space.txt") }, "\(files)")
    }
}
