import Testing
import UIKit

/// iOS code using this stop's UIKit API, compiled in both language modes: a view that takes
/// the keyboard focus, a photo whose image names itself, a header-style outline row, and
/// reconfiguring a visible item.
final class FocusableCardView: UIView {
    override var canBecomeFocused: Bool { true }
}

@MainActor struct FocusAndReconfigureClientTests {
    @Test func focusImagesOutlinesAndReconfiguringCompileAndWork() {
        let card = FocusableCardView()
        #expect(card.canBecomeFocused && !card.isFocused && UIButton(type: .system).canBecomeFocused)
        let image = UIImage()
        image.accessibilityLabel = "A kite"
        #expect(UIImageView(image: image).accessibilityLabel == "A kite")
        let header = UICellAccessory.outlineDisclosure(options: .init(style: .header))
        let cell = UICollectionViewListCell()
        cell.accessories = [header, .reorder(displayed: .always)]
        #expect(cell.accessories.count == 2)
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.reconfigureItems(at: [])
        #expect(collectionView.indexPathsForVisibleItems.isEmpty, "nothing to update, nothing made")
    }
}
