import Demos
import SnapshotTesting
import TesseraTesting
import UIKit
import XCTest

/// The seeds' screens as an iOS team snapshots them with XCTest. A test that drives a screen
/// (taps, drags, the clock) snapshots the `HeadlessScreen` it drives. These tests are `async`;
/// synchronous ones run too (see SynchronousMainActorTests.swift).
@MainActor final class SeedScreenSnapshotTests: XCTestCase {
    func testStatesListWithItsTitleDecoration() async {
        let states = StatesViewController()
        assertSnapshot(of: states, as: .image(on: .iPhone13))
        assertSnapshot(of: states, as: .visibleElements(on: .iPhone13))
    }

    func testSurveyAfterTwoPicks() async {
        let survey = SurveyViewController()
        let screen = show(survey, size: CGSize(width: 390, height: 844))
        screen.tap(at: centre(of: IndexPath(item: 1, section: 0), in: survey.collectionView))
        screen.runUntilIdle()
        screen.tap(at: centre(of: IndexPath(item: 0, section: 1), in: survey.collectionView))
        XCTAssertEqual(survey.collectionView.numberOfSections, 3, "each pick opens the next question")
        assertSnapshot(of: screen, as: .image)
    }

    func testLineLayoutSnapsTheNearestItemToTheCentre() async {
        let line = LineLayoutViewController()
        let screen = show(line, size: CGSize(width: 844, height: 390))
        screen.drag(from: CGPoint(x: 600, y: 250), to: CGPoint(x: 330, y: 250), duration: 0.3)
        screen.runUntilIdle()
        let collectionView = line.collectionView!
        let centred = collectionView.visibleCells.min { abs($0.center.x - collectionView.bounds.midX) < abs($1.center.x - collectionView.bounds.midX) }
        XCTAssertEqual(centred?.center.x ?? 0, collectionView.bounds.midX, accuracy: 0.001, "a cell rests at the centre")
        assertSnapshot(of: screen, as: .image)
        assertSnapshot(of: screen, as: .visibleElements)
    }

    func testCircleLayoutHalfWayThroughAnInsert() async {
        let circle = CircleLayoutViewController()
        let screen = show(circle, size: CGSize(width: 390, height: 844))
        // A tap on empty space inserts an item at index 0; it grows out of the centre.
        circle.handleTap(at: CGPoint(x: 5, y: 5))
        assertSnapshot(of: screen, as: .wait(virtual: 0.15, on: .image))
        assertSnapshot(of: screen, as: .image, named: "settled")
    }

    /// The controller on a screen of `size` at 2x, settled.
    private func show(_ controller: UIViewController, size: CGSize) -> HeadlessScreen {
        let screen = HeadlessScreen(size: size, scale: 2)
        screen.rootViewController = controller
        screen.runUntilIdle()
        return screen
    }

    private func centre(of indexPath: IndexPath, in collectionView: UICollectionView) -> CGPoint {
        let cell = collectionView.cellForItem(at: indexPath)!
        return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
    }
}
