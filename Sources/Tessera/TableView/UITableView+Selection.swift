import Foundation

/// Row selection on the collection view's `SelectionModel`: a finger highlights a row and
/// lifting it selects, with UIKit's delegate order; selecting from code calls no delegate.
/// - Note: `willSelectRowAt` may veto (nil) but not redirect the choice to another row here.
extension UITableView: SelectionHost {
    public var indexPathForSelectedRow: IndexPath? { selection.selected.last }
    public var indexPathsForSelectedRows: [IndexPath]? {
        selection.selected.isEmpty ? nil : selection.selected
    }

    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return selection.deselectAll() }
        guard isExistingItem(indexPath) else {
            TesseraDiagnostics.report("selectRow(at:): row \(indexPath.row) of section \(indexPath.section) does not exist")
            return
        }
        selection.select(indexPath)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    public func deselectRow(at indexPath: IndexPath, animated: Bool) { selection.deselect(indexPath) }

    // The selection model's questions and notices: the delegate's.
    func isExistingItem(_ indexPath: IndexPath) -> Bool {
        indexPath.section >= 0 && indexPath.section < numberOfSections && indexPath.row >= 0
            && indexPath.row < numberOfRows(inSection: indexPath.section)
    }
    func selectableCell(at indexPath: IndexPath) -> SelectableCell? { cellForRow(at: indexPath) }
    func shouldHighlight(_ indexPath: IndexPath) -> Bool { tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true }
    func didHighlight(_ indexPath: IndexPath) { tableDelegate?.tableView(self, didHighlightRowAt: indexPath) }
    func didUnhighlight(_ indexPath: IndexPath) { tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath) }
    func shouldSelect(_ indexPath: IndexPath) -> Bool {
        guard let tableDelegate else { return true }
        return tableDelegate.tableView(self, willSelectRowAt: indexPath) != nil
    }
    func shouldDeselect(_ indexPath: IndexPath) -> Bool {
        guard let tableDelegate else { return true }
        return tableDelegate.tableView(self, willDeselectRowAt: indexPath) != nil
    }
    func didSelect(_ indexPath: IndexPath) { tableDelegate?.tableView(self, didSelectRowAt: indexPath) }
    func didDeselect(_ indexPath: IndexPath) { tableDelegate?.tableView(self, didDeselectRowAt: indexPath) }
    func focusDidChange(from old: IndexPath?, to new: IndexPath?) {}

    // Touches reach the table from its cells, up the responder chain (the class body's
    // overrides of touchesBegan… call these).
    func beginRowTouch(_ touches: Set<UITouch>) {
        guard touches.count == 1, let touch = touches.first, selection.touched == nil,
              let path = indexPathForRow(at: touch.location(in: self)) else { return }
        selection.beginTouch(on: path)
    }

    func endRowTouch(_ touches: Set<UITouch>) {
        let liftedOver = touches.first.flatMap { indexPathForRow(at: $0.location(in: self)) }
        selection.endTouch(liftedOver: liftedOver)
    }

    func cancelRowTouch() { selection.cancelTouch() }
}
