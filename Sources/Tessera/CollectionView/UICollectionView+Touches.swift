import Foundation

extension UICollectionView {
    /// A finger down on an item: the selection model highlights it (`shouldHighlightItemAt`,
    /// highlight, `didHighlightItemAt`).
    func beginItemTouch(_ touches: Set<UITouch>) {
        guard touches.count == 1, let touch = touches.first, selection.touched == nil,
              !swipeController.takesTouch(at: touch.location(in: self)),
              let path = indexPathForItem(at: touch.location(in: self)) else { return }
        // A header-style outline row is not selectable: it neither highlights nor selects.
        guard headerOutline(at: path) == nil else { return }
        selection.beginTouch(on: path)
    }

    func moveItemTouch(_ touches: Set<UITouch>) {}

    /// The finger lifts: the selection changes only now, in UIKit's order (`SelectionModel`).
    func endItemTouch(_ touches: Set<UITouch>) {
        let liftedOver = touches.first.flatMap { indexPathForItem(at: $0.location(in: self)) }
        if selection.touched == nil, let path = liftedOver, let outline = headerOutline(at: path) {
            outline.act()
            return
        }
        selection.endTouch(liftedOver: liftedOver)
    }

    /// The outline disclosure of a header-style row at `path`, whose whole row toggles it
    /// (UIKit's `OutlineDisclosureOptions.Style.header`; `.automatic` when the row shows a
    /// header configuration).
    private func headerOutline(at path: IndexPath) -> CellAccessoryView? {
        guard let cell = cellForItem(at: path) as? UICollectionViewListCell else { return nil }
        return cell.accessoryViews.first { view in
            guard view.alpha > 0.01, !view.isHidden, case .outlineDisclosure(let style) = view.accessory.kind else { return false }
            switch style {
            case .header: return true
            case .cell: return false
            case .automatic: return (cell.contentConfiguration as? UIListContentConfiguration)?.style == .header
            }
        }
    }

    /// A touch that turns into a scroll (or is taken by another gesture) unhighlights.
    func cancelItemTouch() { selection.cancelTouch() }

    /// The item a finger is on, and whether it was highlighted.
    var touchedItem: (indexPath: IndexPath, highlighted: Bool)? { selection.touched }
}

/// The collection view serves its selection model: its delegate answers and hears.
extension UICollectionView: SelectionHost {
    var selectsItems: Bool { allowsSelection }
    var selectsManyItems: Bool { allowsMultipleSelection }
    func selectableCell(at indexPath: IndexPath) -> SelectableCell? { cellForItem(at: indexPath) }
    func shouldHighlight(_ indexPath: IndexPath) -> Bool { collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true }
    func didHighlight(_ indexPath: IndexPath) { collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath) }
    func didUnhighlight(_ indexPath: IndexPath) { collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath) }
    func willSelect(_ indexPath: IndexPath) -> IndexPath? {
        (collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true) ? indexPath : nil
    }
    var asksBeforeReplacingSelection: Bool { false }
    func shouldDeselect(_ indexPath: IndexPath) -> Bool { collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true }
    /// Tells the delegate, then performs the segue a storyboard's prototype cell triggers.
    func didSelect(_ indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
        if let cell = cellForItem(at: indexPath) { TriggeredSegues.performSegue(of: cell) }
    }
    func didDeselect(_ indexPath: IndexPath) { collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath) }
    func focusDidChange(from old: IndexPath?, to new: IndexPath?) { updateConfigurations(of: [old, new]) }
}

extension UICollectionViewCell: SelectableCell {}
