import Foundation
import TesseraCore

/// An item being dragged to a new place.
struct InteractiveMovement {
    let original: IndexPath
    var current: IndexPath
    var position: CGPoint
    /// Where the items will make room once the finger has stayed long enough
    /// (``UICollectionView/reorderingCadence``).
    var pendingTarget: IndexPath?
}

extension UICollectionView {
    /// Starts dragging the item at `indexPath`, if the data source's `canMoveItemAt` allows it.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, isExistingItem(indexPath), let dataSource, dataSource.collectionView(self, canMoveItemAt: indexPath),
              let attributes = layoutAttributesForItem(at: indexPath) else { return false }
        interactiveMovement = InteractiveMovement(original: indexPath, current: indexPath, position: attributes.center)
        setNeedsLayout()
        return true
    }

    /// Moves the dragged item's centre to `targetPosition` (content coordinates); the other items
    /// make room where it would land, as the layout places them (live reflow).
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement = interactiveMovement else { return }
        movement.position = targetPosition
        interactiveMovement = movement
        if let proposed = indexPathForItem(at: targetPosition, excluding: movement.current), proposed != movement.current {
            let target = collectionDelegate?.collectionView(self, targetIndexPathForMoveFromItemAt: movement.original,
                                                            toProposedIndexPath: proposed) ?? proposed
            if target != movement.current { reflow(toward: target) }
        }
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Drops the item where it is and tells the data source (`moveItemAt`).
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.current != movement.original {
            dataSource?.collectionView(self, moveItemAt: movement.original, to: movement.current)
        }
        UIView.animate(withDuration: UICollectionView.updateAnimationDuration) {
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
    }

    /// Puts the item back where it started.
    public func cancelInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        if movement.current != movement.original { shiftMovingItem(to: movement.original) }
        interactiveMovement = nil
        UIView.animate(withDuration: UICollectionView.updateAnimationDuration) {
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
    }

    /// Before a batch update: shows the dragged item at its original index path again, the
    /// order the data source still has, so the update is read against that order.
    func restoreMovingItemBeforeUpdate() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement?.pendingTarget = nil
        if movement.current != movement.original { shiftMovingItem(to: movement.original) }
    }

    /// After a batch update: the dragged item keeps its identity at its new index path (it still
    /// follows the finger; the others make room again at the next move). If the update deleted
    /// or reloaded it, the drag ends as cancelled, since there is nothing left to drop.
    func followMovingItem(through mapping: UpdateMapping) {
        guard let movement = interactiveMovement else { return }
        guard let moved = mapping.newIndexPath(forOld: movement.original) else {
            interactiveMovement = nil
            return
        }
        interactiveMovement = InteractiveMovement(original: moved, current: moved, position: movement.position)
    }

    /// After a batch update, the others make room again under the finger at once (the finger
    /// has already waited there, so the cadence's delay does not apply again).
    func makeRoomUnderMovingItem() {
        guard let movement = interactiveMovement,
              let proposed = indexPathForItem(at: movement.position, excluding: movement.current), proposed != movement.current else { return }
        let target = collectionDelegate?.collectionView(self, targetIndexPathForMoveFromItemAt: movement.original,
                                                        toProposedIndexPath: proposed) ?? proposed
        if target != movement.current { shiftMovingItem(to: target) }
    }

    /// Where the data source has the item shown at `shown`: while an item is dragged the screen
    /// shows it at `current` and the others shifted around it, but the data source hears of the
    /// move only at the drop. Outside a drag, `shown` itself.
    func dataSourceIndexPath(forShown shown: IndexPath) -> IndexPath {
        let shown = withoutPlaceholders(shown)
        guard let movement = interactiveMovement, movement.current != movement.original, shown.count == 2 else { return shown }
        if shown == movement.current { return movement.original }
        // Undo the insert at `current`, then the removal at `original`.
        var item = shown.item
        if shown.section == movement.current.section, item > movement.current.item { item -= 1 }
        if shown.section == movement.original.section, item >= movement.original.item { item += 1 }
        return IndexPath(item: item, section: shown.section)
    }

    /// Makes room at `target` now, or after the cadence's delay if the finger stays over it.
    private func reflow(toward target: IndexPath) {
        let delay = reorderingCadence.delay
        guard delay > 0 else { shiftMovingItem(to: target); return }
        guard interactiveMovement?.pendingTarget != target else { return }
        interactiveMovement?.pendingTarget = target
        MainLoop.shared.perform(after: delay) { [weak self] in
            guard let self, let movement = self.interactiveMovement, movement.pendingTarget == target else { return }
            self.interactiveMovement?.pendingTarget = nil
            guard target != movement.current else { return }
            self.shiftMovingItem(to: target)
            self.layoutIfNeeded()
        }
    }

    /// Moves the dragged item's slot in what the collection view shows (the data source is told
    /// only at the end), animating the others into place.
    private func shiftMovingItem(to target: IndexPath) {
        guard var movement = interactiveMovement, var counts = sectionCounts else { return }
        let old = counts
        if target.section != movement.current.section {
            counts[movement.current.section] -= 1
            counts[target.section] += 1
        }
        guard let mapping = try? BatchUpdateValidator(oldCounts: old, newCounts: counts)
            .validate([.moveItem(movement.current, target)]) else { return }
        sectionCounts = counts
        movement.current = target
        interactiveMovement = movement
        applyUpdate(mapping) { _ in }
    }

    /// The item under `point`, other than `excluded`.
    private func indexPathForItem(at point: CGPoint, excluding excluded: IndexPath) -> IndexPath? {
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        return displayedAttributes(in: probe)
            .first { $0.representedElementCategory == .cell && $0.indexPath != excluded && $0.frame.containsFinite(point) }?.indexPath
    }

    /// The attributes of the dragged item: centred on the finger, above everything.
    func movingAttributes(replacing attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let movement = interactiveMovement, attributes.representedElementCategory == .cell,
              attributes.indexPath == movement.current else { return attributes }
        return displayedMovingAttributes(at: attributes.indexPath, position: movement.position)
    }

    /// The long press a `UICollectionViewController` installs for reordering.
    func handleReorderPress(_ press: UILongPressGestureRecognizer) {
        switch press.state {
        case .began:
            if let path = indexPathForItem(at: press.location(in: self)) { beginInteractiveMovementForItem(at: path) }
        case .changed:
            updateInteractiveMovementTargetPosition(press.location(in: self))
        case .ended:
            endInteractiveMovement()
        case .cancelled:
            cancelInteractiveMovement()
        default:
            break
        }
    }
}
