import Testing
import UIKit
@testable import PhotoGridKit

/// Swift Testing beside UIKit, as on iOS (the compiler brings in Testing's UIKit overlay).
@MainActor
struct PhotoGridSwiftTestingTests {
    @Test func anEmptyGridHasNoContent() {
        let controller = PhotoGridViewController()
        controller.loadViewIfNeeded()
        controller.show([])
        controller.collectionView.layoutIfNeeded()
        #expect(controller.collectionView.numberOfItems(inSection: 0) == 0)
        #expect(controller.collectionView.contentSize.height == 0)
    }
}
