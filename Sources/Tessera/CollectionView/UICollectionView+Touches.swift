import Foundation
import TesseraCore

extension UICollectionView {
    /// A finger down on an item: ask `shouldHighlightItemAt`, highlight, `didHighlightItemAt`.
    func beginItemTouch(_ touches: Set<UITouch>) {
        guard touches.count == 1, let touch = touches.first, touchedItem == nil,
              !swipeController.takesTouch(at: touch.location(in: self)),
              let path = indexPathForItem(at: touch.location(in: self)) else { return }
        let delegate = collectionDelegate
        let highlight = allowsSelection && (delegate?.collectionView(self, shouldHighlightItemAt: path) ?? true)
        touchedItem = (path, highlight)
        guard highlight else { return }
        cellForItem(at: path)?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: path)
    }

    func moveItemTouch(_ touches: Set<UITouch>) {}

    /// The finger lifts: the selection changes only now. UIKit's order: `shouldSelectItemAt`
    /// (or `shouldDeselectItemAt` for a selected item with multiple selection), unhighlight and
    /// `didUnhighlightItemAt`, then select and `didSelectItemAt` (seed 001). An item that was
    /// not highlighted is not selected.
    func endItemTouch(_ touches: Set<UITouch>) {
        guard let (path, highlighted) = touchedItem else { return }
        touchedItem = nil
        let delegate = collectionDelegate
        guard highlighted else { return }
        let inside = touches.first.map { indexPathForItem(at: $0.location(in: self)) == path } ?? false
        let deselecting = allowsMultipleSelection && selectedIndexPaths.contains(path)
        var proceed = false
        if inside {
            proceed = deselecting ? (delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true)
                : (delegate?.collectionView(self, shouldSelectItemAt: path) ?? true)
        }
        cellForItem(at: path)?.isHighlighted = false
        delegate?.collectionView(self, didUnhighlightItemAt: path)
        guard proceed else { return }
        if deselecting {
            deselectItem(at: path, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: path)
            return
        }
        if !allowsMultipleSelection {
            for old in selectedIndexPaths where old != path {
                deselectItem(at: old, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selectItem(at: path, animated: false, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: path)
    }

    /// A touch that turns into a scroll (or is taken by another gesture) unhighlights.
    func cancelItemTouch() {
        guard let (path, highlighted) = touchedItem else { return }
        touchedItem = nil
        guard highlighted else { return }
        cellForItem(at: path)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: path)
    }

    /// A batch update while a finger is down: the touch stays with its item at the item's new
    /// index path, so lifting the finger selects (and unhighlights) that item, not the one that
    /// slid under the finger. If the update deleted or reloaded the item, the touch ends as
    /// cancelled: its cell loses the highlight, and lifting the finger selects nothing. No
    /// `didUnhighlightItemAt` is sent then, as the index path no longer names the item.
    func followTouchedItem(through mapping: UpdateMapping, views: [ElementKey: UICollectionReusableView]) {
        guard let (path, highlighted) = touchedItem else { return }
        if let moved = mapping.newIndexPath(forOld: path) {
            touchedItem = (moved, highlighted)
        } else {
            touchedItem = nil
            (views[ElementKey.cell(path)] as? UICollectionViewCell)?.isHighlighted = false
        }
    }

    /// `reloadData()` while a finger is down: the touch is forgotten and no cell stays highlighted.
    func forgetTouchedItem() {
        guard let (path, _) = touchedItem else { return }
        touchedItem = nil
        (visibleViews[ElementKey.cell(path)] as? UICollectionViewCell)?.isHighlighted = false
    }
}
