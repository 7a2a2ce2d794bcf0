import SnapshotTesting
import UIKit
import XCTest
@testable import PhotoGridKit

/// The grid's snapshots, written as for iOS. On Linux they are drawn headless with pinned fonts,
/// so the references in __Snapshots__ are the same bytes on every machine the README sets up.
/// (`async`: Linux's XCTest cannot run a main-actor class's synchronous tests.)
@MainActor
final class PhotoGridSnapshotTests: XCTestCase {
    func testTheMosaicOnAniPhone() async {
        let controller = PhotoGridViewController()
        controller.loadViewIfNeeded()
        controller.show((1...9).map { "Photo \($0)" })
        assertSnapshot(of: controller, as: .image(on: .iPhone13))
    }

    func testTheMosaicsTilesAsText() async {
        let controller = PhotoGridViewController()
        controller.loadViewIfNeeded()
        controller.show((1...6).map { "Photo \($0)" })
        assertSnapshot(of: controller, as: .recursiveDescription(on: .iPhoneSe))
    }
}
