import Foundation

/// A list cell's reorder accessory as a handle: touching it starts moving the row at once (no
/// long press, as in UIKit's edit mode), the row follows the finger keeping where it was
/// grabbed, and lifting drops it; the data source decides with `canMoveItemAt` and hears the
/// move with `moveItemAt` (a diffable data source through its reordering handlers).
@MainActor enum ReorderHandle {
    static func makeRecognizer(for handle: UIView) -> UILongPressGestureRecognizer {
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 0
        press.allowableMovement = .greatestFiniteMagnitude
        var grabOffset = CGPoint.zero
        press.addHandler { [weak handle] recognizer in
            guard let handle, let cell = handle.superview as? UICollectionViewCell,
                  let collectionView = cell.owningCollectionView else { return }
            let finger = recognizer.location(in: collectionView)
            switch recognizer.state {
            case .began:
                guard let path = collectionView.indexPath(for: cell),
                      collectionView.beginInteractiveMovementForItem(at: path) else { return }
                grabOffset = CGPoint(x: cell.center.x - finger.x, y: cell.center.y - finger.y)
            case .changed:
                collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: finger.x + grabOffset.x, y: finger.y + grabOffset.y))
            case .ended:
                collectionView.endInteractiveMovement()
            case .cancelled, .failed:
                collectionView.cancelInteractiveMovement()
            default:
                break
            }
        }
        return press
    }
}
