// SwiftPM's generated test list finds TesseraXCTest's overloads for main-actor test methods
// through this re-export; without it, the synchronous tests below trap before any test runs.
@_exported import TesseraXCTest
import Demos
import TesseraTesting
import UIKit
import XCTest

/// Test classes as iOS teams write them: a `@MainActor` class whose tests are synchronous.
@MainActor final class SynchronousMainActorTests: XCTestCase {
    func testAScreenLoadsAndAnswersSynchronously() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let survey = SurveyViewController()
        screen.rootViewController = survey
        screen.runUntilIdle()
        XCTAssertTrue(Thread.isMainThread)
        XCTAssertEqual(survey.collectionView.numberOfSections, 1, "the first question shows")
        XCTAssertGreaterThan(survey.collectionView.indexPathsForVisibleItems.count, 0)
    }

    func testAThrowingSynchronousTestRunsToo() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let survey = SurveyViewController()
        screen.rootViewController = survey
        screen.runUntilIdle()
        let cell = try XCTUnwrap(survey.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(cell.frame.minX, survey.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX)
    }
}

/// A plain test class with a `@MainActor` test method.
final class MainActorMethodTests: XCTestCase {
    @MainActor func testAMainActorMethodOfAPlainClass() {
        let label = UILabel()
        label.text = "Main actor"
        XCTAssertEqual(label.text, "Main actor")
    }
}
