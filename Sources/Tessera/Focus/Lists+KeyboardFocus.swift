import Foundation

/// A collection view takes the focus as one stop; its focused item is `keyboardFocus`.
extension UICollectionView: KeyboardFocusList {
    var focusedItem: IndexPath? {
        get { keyboardFocus }
        set { keyboardFocus = newValue }
    }

    var firstVisibleItem: IndexPath? {
        indexPathsForVisibleItems.min() ?? indexPath(steppedBy: 0, from: nil)
    }

    var hasAnyItem: Bool { indexPath(steppedBy: 0, from: nil) != nil }

    func hasItem(_ indexPath: IndexPath) -> Bool { isExistingItem(indexPath) }

    var focusedCell: UIView? { keyboardFocus.flatMap(cellForItem(at:)) }

    func scrollFocusedItemIntoView() {
        guard let item = keyboardFocus, let frame = layoutAttributesForItem(at: item)?.frame else { return }
        scrollRectToVisible(frame, animated: true)
    }

    func focusCell(at indexPath: IndexPath) -> UIView? { cellForItem(at: indexPath) }

    func indexPathOfFocusCell(_ cell: UIView) -> IndexPath? {
        (cell as? UICollectionViewCell).flatMap { indexPath(for: $0) }
    }

    func visibleFocusCells() -> [UIView] {
        indexPathsForVisibleItems.sorted().filter { canFocusItem(at: $0) }.compactMap { cellForItem(at: $0) }
    }

    var takesFocus: Bool { allowsFocus && (!isEditing || allowsFocusDuringEditing) }

    var remembersFocusedItem: Bool { remembersLastFocusedIndexPath }

    var preferredFocusItem: IndexPath? { collectionDelegate?.indexPathForPreferredFocusedView(in: self) }

    func canFocusItem(at indexPath: IndexPath) -> Bool {
        OptionalRequirement.call("collectionView(_:canFocusItemAt:)", default: cellForItem(at: indexPath)?.canBecomeFocused ?? true) {
            collectionDelegate?.collectionView(self, canFocusItemAt: indexPath)
        }
    }

    func focusableItem(from start: IndexPath, forward: Bool) -> IndexPath? {
        var current = start
        while !canFocusItem(at: current) {
            guard let next = indexPath(steppedBy: forward ? 1 : -1, from: current), next != current else { return nil }
            current = next
        }
        return current
    }

    func focusContext(previous: UIFocusItem?, next: UIFocusItem?, heading: UIFocusHeading, from: IndexPath?, to: IndexPath?) -> UIFocusUpdateContext {
        UICollectionViewFocusUpdateContext(previous: previous, next: next, heading: heading, previousIndexPath: from, nextIndexPath: to)
    }

    func delegateShouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        guard let context = context as? UICollectionViewFocusUpdateContext else { return true }
        return collectionDelegate?.collectionView(self, shouldUpdateFocusIn: context) ?? true
    }

    func delegateDidUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        guard let context = context as? UICollectionViewFocusUpdateContext else { return }
        collectionDelegate?.collectionView(self, didUpdateFocusIn: context, with: coordinator)
    }

    /// Whether the focus landing on `indexPath` selects it: ``selectionFollowsFocus``, unless the
    /// delegate says otherwise for the item.
    func selectionFollowsFocus(to indexPath: IndexPath) -> Bool {
        OptionalRequirement.call("collectionView(_:selectionFollowsFocusForItemAt:)", default: selectionFollowsFocus) {
            collectionDelegate?.collectionView(self, selectionFollowsFocusForItemAt: indexPath)
        }
    }
}

/// A table view takes the focus as one stop; its focused row is the selection model's focus.
extension UITableView: KeyboardFocusList {
    var focusedItem: IndexPath? {
        get { selection.focus }
        set { selection.focus = newValue }
    }

    var firstVisibleItem: IndexPath? {
        indexPathsForVisibleRows?.min() ?? row(steppedBy: 0, from: nil)
    }

    var hasAnyItem: Bool { row(steppedBy: 0, from: nil) != nil }

    func hasItem(_ indexPath: IndexPath) -> Bool { isExistingRow(indexPath) }

    var focusedCell: UIView? { selection.focus.flatMap(cellForRow(at:)) }

    func scrollFocusedItemIntoView() {
        guard let row = selection.focus else { return }
        scrollToRow(at: row, at: .none, animated: true)
    }

    func focusCell(at indexPath: IndexPath) -> UIView? { cellForRow(at: indexPath) }

    func indexPathOfFocusCell(_ cell: UIView) -> IndexPath? {
        (cell as? UITableViewCell).flatMap { indexPath(for: $0) }
    }

    func visibleFocusCells() -> [UIView] {
        (indexPathsForVisibleRows ?? []).sorted().filter { canFocusItem(at: $0) }.compactMap { cellForRow(at: $0) }
    }

    var takesFocus: Bool { allowsFocus && (!isEditing || allowsFocusDuringEditing) }

    var remembersFocusedItem: Bool { remembersLastFocusedIndexPath }

    var preferredFocusItem: IndexPath? { tableDelegate?.indexPathForPreferredFocusedView(in: self) }

    func canFocusItem(at indexPath: IndexPath) -> Bool {
        OptionalRequirement.call("tableView(_:canFocusRowAt:)", default: cellForRow(at: indexPath)?.canBecomeFocused ?? true) {
            tableDelegate?.tableView(self, canFocusRowAt: indexPath)
        }
    }

    func focusableItem(from start: IndexPath, forward: Bool) -> IndexPath? {
        var current = start
        while !canFocusItem(at: current) {
            guard let next = row(steppedBy: forward ? 1 : -1, from: current), next != current else { return nil }
            current = next
        }
        return current
    }

    func focusContext(previous: UIFocusItem?, next: UIFocusItem?, heading: UIFocusHeading, from: IndexPath?, to: IndexPath?) -> UIFocusUpdateContext {
        UITableViewFocusUpdateContext(previous: previous, next: next, heading: heading, previousIndexPath: from, nextIndexPath: to)
    }

    func delegateShouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        guard let context = context as? UITableViewFocusUpdateContext else { return true }
        return tableDelegate?.tableView(self, shouldUpdateFocusIn: context) ?? true
    }

    func delegateDidUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        guard let context = context as? UITableViewFocusUpdateContext else { return }
        tableDelegate?.tableView(self, didUpdateFocusIn: context, with: coordinator)
    }

    /// Whether the focus landing on `indexPath` selects it: ``selectionFollowsFocus``, unless the
    /// delegate says otherwise for the row.
    func selectionFollowsFocus(to indexPath: IndexPath) -> Bool {
        OptionalRequirement.call("tableView(_:selectionFollowsFocusForRowAt:)", default: selectionFollowsFocus) {
            tableDelegate?.tableView(self, selectionFollowsFocusForRowAt: indexPath)
        }
    }
}
