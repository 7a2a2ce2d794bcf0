import Foundation

/// Row selection on the collection view's `SelectionModel`: a finger highlights a row and
/// lifting it selects, with UIKit's delegate order; selecting from code calls no delegate.
/// In edit mode `allowsSelectionDuringEditing` and `allowsMultipleSelectionDuringEditing` apply.
/// `willSelectRowAt` may refuse (nil) or choose another row, which is then the one selected; a
/// row a new choice replaces hears `willDeselectRowAt` first and stays selected if refused.
extension UITableView: SelectionHost {
    public var indexPathForSelectedRow: IndexPath? { selection.selected.last }
    public var indexPathsForSelectedRows: [IndexPath]? {
        selection.selected.isEmpty ? nil : selection.selected
    }

    func performSelectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return selection.deselectAll() }
        guard isExistingRow(indexPath) else {
            TesseraDiagnostics.report("selectRow(at:): row \(indexPath.count == 2 ? indexPath.row : -1) of section \(indexPath.first ?? -1) does not exist")
            return
        }
        selection.select(indexPath)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    // The selection model's questions and notices: the delegate's.
    /// In edit mode rows can be chosen when either editing setting allows it (multiple
    /// selection during editing implies selection, as in UIKit).
    var selectsItems: Bool { isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection }
    var selectsManyItems: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }
    func isExistingItem(_ indexPath: IndexPath) -> Bool { isExistingRow(indexPath) }
    func selectableCell(at indexPath: IndexPath) -> SelectableCell? { cellForRow(at: indexPath) }
    func shouldHighlight(_ indexPath: IndexPath) -> Bool { tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true }
    func didHighlight(_ indexPath: IndexPath) { tableDelegate?.tableView(self, didHighlightRowAt: indexPath) }
    func didUnhighlight(_ indexPath: IndexPath) { tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath) }
    func willSelect(_ indexPath: IndexPath) -> IndexPath? {
        guard let tableDelegate else { return indexPath }
        return tableDelegate.tableView(self, willSelectRowAt: indexPath)
    }
    var asksBeforeReplacingSelection: Bool { true }
    func shouldDeselect(_ indexPath: IndexPath) -> Bool {
        guard let tableDelegate else { return true }
        return tableDelegate.tableView(self, willDeselectRowAt: indexPath) != nil
    }
    /// Tells the delegate, then performs the segue a storyboard's prototype cell triggers.
    func didSelect(_ indexPath: IndexPath) {
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
        if let cell = cellForRow(at: indexPath) { TriggeredSegues.performSegue(of: cell) }
    }
    func didDeselect(_ indexPath: IndexPath) { tableDelegate?.tableView(self, didDeselectRowAt: indexPath) }
    func focusDidChange(from old: IndexPath?, to new: IndexPath?) {
        if let old { cellForRow(at: old)?.isFocusedRow = false }
        if let new { cellForRow(at: new)?.isFocusedRow = true }
    }

    // Touches reach the table from its cells, up the responder chain (the class body's
    // overrides of touchesBegan… call these). A touch on the index bar is the bar's, one on a
    // reorder handle moves its row; while a row's swipe actions are open a touch closes them.
    func beginRowTouch(_ touches: Set<UITouch>) {
        guard touches.count == 1, let touch = touches.first else { return }
        let point = touch.location(in: self)
        if indexBar.begin(at: point) || editing.beginReorder(at: point) { return }
        guard !editing.swipe.takesTouch(at: point), selection.touched == nil, let path = indexPathForRow(at: point) else { return }
        selection.beginTouch(on: path)
    }

    func moveRowTouch(_ touches: Set<UITouch>) {
        guard let point = touches.first?.location(in: self) else { return }
        if indexBar.move(to: point) { return }
        _ = editing.moveReorder(to: point)
    }

    func endRowTouch(_ touches: Set<UITouch>) {
        let point = touches.first?.location(in: self)
        if indexBar.end() || editing.endReorder() { return }
        if let point, editing.handleTap(at: point) { return selection.cancelTouch() }
        let liftedOver = point.flatMap { indexPathForRow(at: $0) }
        selection.endTouch(liftedOver: liftedOver)
    }

    func cancelRowTouch() {
        _ = indexBar.end()
        editing.cancelReorder()
        selection.cancelTouch()
    }
}
