import Foundation

extension UICollectionView {
    /// Moves the keyboard focus (and the selection) `offset` items on, scrolling it into view.
    /// - Note: Tessera's entry point for window hosts (arrow keys).
    public func moveKeyboardFocus(by offset: Int) {
        let all = (0..<numberOfSections).flatMap { s in (0..<numberOfItems(inSection: s)).map { IndexPath(item: $0, section: s) } }
        guard !all.isEmpty else { return }
        let current = keyboardFocus.flatMap { all.firstIndex(of: $0) } ?? -1
        let next = all[min(max(current + offset, 0), all.count - 1)]
        keyboardFocus = next
        selectItem(at: next, animated: false, scrollPosition: [])
        if let frame = layoutAttributesForItem(at: next)?.frame { scrollRectToVisible(frame, animated: true) }
    }

    /// Acts on the focused item as a tap would: `shouldSelectItemAt`, then `didSelectItemAt`.
    public func activateKeyboardFocus() {
        guard let path = keyboardFocus ?? indexPathsForSelectedItems?.first else { return }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
        selectItem(at: path, animated: false, scrollPosition: [])
        collectionDelegate?.collectionView(self, didSelectItemAt: path)
    }

    /// Shows the menu of the item under `point` (content coordinates), as a long press would.
    /// - Note: Tessera's entry point for window hosts (right click).
    public func showMenuForItem(at point: CGPoint) {
        if wantsMenu(at: point) { showItemMenu(at: point) }
    }

    /// Copies the selected (or focused) item through the delegate's `copy:` action, if allowed.
    @discardableResult
    public func copySelectedItem() -> Bool {
        guard let path = keyboardFocus ?? indexPathsForSelectedItems?.first, let delegate = collectionDelegate,
              delegate.collectionView(self, canPerformAction: .copy, forItemAt: path, withSender: nil) else { return false }
        delegate.collectionView(self, performAction: .copy, forItemAt: path, withSender: nil)
        return true
    }
}
