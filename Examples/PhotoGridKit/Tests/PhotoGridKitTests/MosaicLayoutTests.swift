import XCTest
import UIKit
@testable import PhotoGridKit

/// The same tests run on iOS (in the simulator, against Apple's UIKit) and on Linux (against
/// Tessera): a window, a controller, the layout's frames and the data source's cells.
/// The tests are `async`: Linux's XCTest cannot run a main-actor test class's synchronous
/// tests (it casts them to non-isolated functions and traps), and async ones run on both.
@MainActor
final class MosaicLayoutTests: XCTestCase {
    private func showGrid(_ photos: [String], width: CGFloat = 312) -> (UIWindow, PhotoGridViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 600))
        let controller = PhotoGridViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.show(photos)
        controller.view.layoutIfNeeded()
        controller.collectionView.layoutIfNeeded()
        return (window, controller)
    }

    func testEachRowHasOneLargeTileAndTwoSmallOnesOnAlternatingSides() async {
        let (_, controller) = showGrid((1...6).map { "Photo \($0)" })
        let frames = (0..<6).map { controller.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        // 312 wide, spacing 4: small tiles (304 - 4) / 3 = 100, large 2 × 100 + 4.
        let small: CGFloat = 100
        let large: CGFloat = 204
        XCTAssertEqual(frames[0], CGRect(x: 4, y: 4, width: large, height: large))
        XCTAssertEqual(frames[1], CGRect(x: 4 + large + 4, y: 4, width: small, height: small))
        XCTAssertEqual(frames[2], CGRect(x: 4 + large + 4, y: 4 + small + 4, width: small, height: small))
        XCTAssertEqual(frames[3], CGRect(x: 4 + small + 4, y: 4 + large + 4, width: large, height: large))
        XCTAssertEqual(frames[4]?.minX, 4)
        XCTAssertEqual(controller.collectionView.contentSize.height, 4 + (large + 4) * 2)
    }

    func testTheDataSourceFillsTheVisibleTilesWithTheirPhotos() async {
        let (_, controller) = showGrid(["Harbour", "Dunes", "Pines"])
        let texts = controller.collectionView.indexPathsForVisibleItems.sorted().map { indexPath -> String? in
            let cell = controller.collectionView.cellForItem(at: indexPath) as? UICollectionViewListCell
            return (cell?.contentConfiguration as? UIListContentConfiguration)?.text
        }
        XCTAssertEqual(texts, ["Harbour", "Dunes", "Pines"])
    }

    func testSelectingATileReportsItsPhoto() async {
        let (_, controller) = showGrid(["Harbour", "Dunes", "Pines"])
        var selected: [String] = []
        controller.onSelect = { selected.append($0) }
        let path = IndexPath(item: 1, section: 0)
        controller.collectionView.selectItem(at: path, animated: false, scrollPosition: [])
        controller.collectionView(controller.collectionView, didSelectItemAt: path)
        XCTAssertEqual(selected, ["Dunes"])
        XCTAssertEqual(controller.collectionView.indexPathsForSelectedItems, [path])
    }

    func testAWiderWindowRecomputesTheMosaic() async {
        let (window, controller) = showGrid((1...3).map { "Photo \($0)" })
        window.frame = CGRect(x: 0, y: 0, width: 612, height: 600)
        controller.view.frame = window.bounds
        controller.view.layoutIfNeeded()
        controller.collectionView.layoutIfNeeded()
        let first = controller.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        XCTAssertEqual(first?.width, 404)
    }
}
