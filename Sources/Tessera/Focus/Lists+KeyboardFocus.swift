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
}
