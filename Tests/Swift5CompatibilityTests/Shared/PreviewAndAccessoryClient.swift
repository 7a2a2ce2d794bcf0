// Client code: API added for real code — an empty image, the detail accessory, drag preview
// parameters with a visible path and a drop to a preview target — as UIKit code writes it, with
// its imports unchanged (`import UIKit`), compiled in the Swift 5 and Swift 6 language modes.
import Testing
import UIKit
import TesseraTesting

final class InfoRowsController: UICollectionViewController, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    var placeholderImage = UIImage()
    var infoTaps = 0

    func configure(_ cell: UICollectionViewListCell) {
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        content.image = placeholderImage
        cell.contentConfiguration = content
        cell.accessories = [.detail(displayed: .always, actionHandler: { [weak self] in self?.infoTaps += 1 })]
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: "row" as NSString))]
    }

    func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        guard let cell = collectionView.cellForItem(at: indexPath) else { return nil }
        let parameters = UIDragPreviewParameters()
        parameters.visiblePath = UIBezierPath(roundedRect: cell.bounds, cornerRadius: 10)
        parameters.backgroundColor = .clear
        return parameters
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        guard let item = coordinator.items.first else { return }
        let target = UIDragPreviewTarget(container: collectionView, center: CGPoint(x: 40, y: 40))
        coordinator.drop(item.dragItem, to: target).addCompletion { _ in }
    }
}

@MainActor struct PreviewAndAccessoryClientTests {
    @Test func theNewAPIIsUsableAsUIKitCodeWritesIt() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let controller = InfoRowsController(collectionViewLayout: layout)
        #expect(controller.placeholderImage.size == .zero)
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        controller.configure(cell)
        #expect(cell.accessories.count == 1)
        let target = UIPreviewTarget(container: UIView(), center: .zero, transform: CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(target.transform.a == 0.5)
    }
}
