import Foundation

extension UICollectionView {
    /// Moves the keyboard focus `offset` items on, scrolling it into view; with
    /// ``selectionFollowsFocus`` the selection follows as the user's choice (`shouldSelectItemAt`,
    /// `didDeselectItemAt` for the item left, `didSelectItemAt`), as a tap would.
    /// Steps across sections (empty ones skipped), passes items that cannot take the focus
    /// (`collectionView(_:canFocusItemAt:)`) and stops at the first and last items. The move
    /// goes through the focus engine: the delegate's `collectionView(_:shouldUpdateFocusIn:)`
    /// can refuse it. The cost is the number of sections crossed, not the number of items.
    /// - Note: Tessera's entry point for the arrow keys (`pressesBegan(_:with:)`).
    public func moveKeyboardFocus(by offset: Int) {
        moveKeyboardFocus(by: offset, heading: offset < 0 ? .previous : .next)
    }

    func moveKeyboardFocus(by offset: Int, heading: UIFocusHeading) {
        let start = keyboardFocus.flatMap { isExistingItem($0) ? $0 : nil }
        guard let stepped = indexPath(steppedBy: offset, from: start),
              let next = focusableItem(from: stepped, forward: offset >= 0), next != start else { return }
        guard KeyboardFocus.shared.moveItem(in: self, to: next, heading: heading) else { return }
        if selectionFollowsFocus(to: next), !allowsMultipleSelection, !selectedIndexPaths.elementsEqual([next]) {
            selection.choose(next)
        }
        if let frame = layoutAttributesForItem(at: next)?.frame { scrollRectToVisible(frame, animated: true) }
    }

    /// The item `offset` items on from `start` in reading order, clamped to the first and last
    /// items; from before the first item when `start` is nil. Nil when there are no items.
    func indexPath(steppedBy offset: Int, from start: IndexPath?) -> IndexPath? {
        let sections = numberOfSections
        guard var section = start?.section ?? (0..<sections).first(where: { numberOfItems(inSection: $0) > 0 }) else { return nil }
        var item = start?.item ?? -1
        if start == nil, offset <= 0 { return IndexPath(item: 0, section: section) }
        var remaining = offset
        while remaining > 0 {
            let count = numberOfItems(inSection: section)
            if item + remaining < count { item += remaining; break }
            remaining -= count - 1 - item
            guard let later = (section + 1..<sections).first(where: { numberOfItems(inSection: $0) > 0 }) else { item = count - 1; break }
            section = later; item = 0; remaining -= 1
        }
        while remaining < 0 {
            if item + remaining >= 0 { item += remaining; break }
            remaining += item
            guard let earlier = (0..<section).last(where: { numberOfItems(inSection: $0) > 0 }) else { item = 0; break }
            section = earlier; item = numberOfItems(inSection: earlier) - 1; remaining += 1
        }
        return IndexPath(item: item, section: section)
    }

    /// Acts on the focused item as a tap would, through the same sequence (`SelectionModel`):
    /// `shouldSelectItemAt`, `didDeselectItemAt` for the items it replaces, `didSelectItemAt`
    /// (a selected item with multiple selection is deselected instead).
    public func activateKeyboardFocus() {
        guard let path = keyboardFocus ?? indexPathsForSelectedItems?.first, isExistingItem(path) else { return }
        selection.choose(path)
    }

    /// Shows the menu of the item under `point` (content coordinates), as a long press would.
    /// - Note: Tessera's entry point for window hosts (right click).
    public func showMenuForItem(at point: CGPoint) {
        if wantsMenu(at: point) { showItemMenu(at: point, byPointer: true) }
    }

    /// Copies the selected (or focused) item through the delegate's `copy:` action, if allowed.
    @discardableResult
    public func copySelectedItem() -> Bool {
        guard let path = keyboardFocus ?? indexPathsForSelectedItems?.first, isExistingItem(path), let delegate = collectionDelegate,
              delegate.collectionView(self, canPerformAction: .copy, forItemAt: path, withSender: nil) else { return false }
        delegate.collectionView(self, performAction: .copy, forItemAt: path, withSender: nil)
        return true
    }

    /// Handles the collection view's own keys; false for any other key.
    func handleKey(_ key: UIKey) -> Bool {
        guard key.modifierFlags.intersection([.control, .command, .alternate]).isEmpty else { return false }
        // A control in one of the rows has the focus: its keys are its own.
        if let focused = KeyboardFocus.shared.view, focused !== self, focused.isDescendant(of: self) { return false }
        switch key.keyCode {
        case .keyboardRightArrow: moveKeyboardFocus(toward: .right)
        case .keyboardDownArrow: moveKeyboardFocus(toward: .down)
        case .keyboardLeftArrow: moveKeyboardFocus(toward: .left)
        case .keyboardUpArrow: moveKeyboardFocus(toward: .up)
        case .keyboardReturnOrEnter, .keyboardSpacebar: activateKeyboardFocus()
        default: return false
        }
        return true
    }

    /// Whether the delegate allows copying the focused (or selected) item.
    var canCopyFocusedItem: Bool {
        guard let path = keyboardFocus ?? indexPathsForSelectedItems?.first, isExistingItem(path), let delegate = collectionDelegate else { return false }
        return delegate.collectionView(self, canPerformAction: .copy, forItemAt: path, withSender: nil)
    }
}
