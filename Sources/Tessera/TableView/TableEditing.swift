import Foundation
import TesseraCore

/// A table's edit mode and the gestures that change rows: the delete and insert controls, the
/// reorder handles, and swipe actions (on the collection view's `ListSwipeController`).
///
/// In edit mode each row shows its editing style's control on the leading side (asked from
/// `editingStyleForRowAt`, `.delete` by default, none when `canEditRowAt` says no) and, when
/// the data source implements `moveRowAt` and `canMoveRowAt` allows, a reorder handle on the
/// trailing side. Tapping a delete control opens the row's Delete button; tapping that, or an
/// insert control, sends `commit editingStyle`. Dragging a handle moves the row; on release
/// `targetIndexPathForMoveFromRowAt` may redirect it, `moveRowAt` tells the data source, and
/// the rows slide to their new places. With `allowsMultipleSelectionDuringEditing` the rows
/// show selection circles instead, filled while selected, and a tap selects.
@MainActor final class TableEditing: ItemStatePart {
    unowned let table: UITableView
    private(set) var isOn = false
    let swipe = ListSwipeController()
    /// The row being dragged by its handle, where it started, and the finger's offset in it.
    private var reorder: (from: IndexPath, cell: UITableViewCell, grab: CGFloat)?

    init(table: UITableView) { self.table = table }

    func install() { swipe.install(on: table) }

    // MARK: Edit mode

    func set(_ on: Bool, animated: Bool) {
        guard on != isOn else { return }
        isOn = on
        swipe.close(animated: false)
        let change = {
            for case let (element, cell as UITableViewCell) in self.table.placement.visible {
                guard case .row(let section, let row) = element else { continue }
                let path = IndexPath(row: row, section: section)
                cell.setEditing(on, animated: animated)
                cell.showsEditingControls(on ? self.style(for: path) : nil, multiselect: self.table.allowsMultipleSelectionDuringEditing,
                                          reorder: on && self.canMove(path), animated: animated)
            }
        }
        if animated { UIView.animate(withDuration: 0.3, animations: change) } else { UIView.performWithoutAnimation(change) }
    }

    /// The row's editing style: the delegate's, `.delete` by default, none when it cannot be edited.
    func style(for path: IndexPath) -> UITableViewCell.EditingStyle {
        guard canEdit(path) else { return .none }
        return table.tableDelegate?.tableView(table, editingStyleForRowAt: path) ?? .delete
    }

    func canEdit(_ path: IndexPath) -> Bool {
        table.dataSource?.tableView(table, canEditRowAt: path) ?? true
    }

    /// Whether the row shows a reorder handle: the data source's `canMoveRowAt`.
    func canMove(_ path: IndexPath) -> Bool {
        table.dataSource?.tableView(table, canMoveRowAt: path) ?? false
    }

    // MARK: Taps on the controls

    /// A tap on a row's editing control or its Delete button; returns whether it was one.
    func handleTap(at point: CGPoint) -> Bool {
        guard isOn, let path = table.indexPathForRow(at: point), let cell = table.cellForRow(at: path) else { return false }
        let inCell = table.convert(point, to: cell)
        // With multiple selection in edit mode the circle is the row's: a tap selects it.
        guard !table.allowsMultipleSelectionDuringEditing, let control = cell.editingControl, control.frame.contains(inCell) else { return false }
        let style = style(for: path)
        if style == .insert { commit(.insert, path) } else if style == .delete { openDeleteButton(path) }
        return true
    }

    /// The delete control shows the row's Delete button (as a swipe would).
    private func openDeleteButton(_ path: IndexPath) {
        swipe.openFully(path, trailing: true)
    }

    func commit(_ style: UITableViewCell.EditingStyle, _ path: IndexPath) {
        table.dataSource?.tableView(table, commit: style, forRowAt: path)
    }

    // MARK: Swipe actions

    /// The delegate's actions; without them a deletable row gets UIKit's Delete button when the
    /// data source commits edits (trailing side only).
    func actions(for path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let delegate = table.tableDelegate else { return defaultActions(for: path, trailing: trailing) }
        let asked = trailing ? OptionalRequirement.ifImplemented("tableView(_:trailingSwipeActionsConfigurationForRowAt:)", placeholder: nil) {
            delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: path)
        } : OptionalRequirement.ifImplemented("tableView(_:leadingSwipeActionsConfigurationForRowAt:)", placeholder: nil) {
            delegate.tableView(table, leadingSwipeActionsConfigurationForRowAt: path)
        }
        if let asked { return asked }
        return defaultActions(for: path, trailing: trailing)
    }

    /// UIKit offers Delete when the data source implements `commit`; Swift cannot ask whether
    /// it does without calling it, and a call with any style could delete (an app may delete on
    /// every commit), so the button is offered and its tap is the only call: `commit(.delete)`.
    /// A data source that turns out not to implement it gets a message, and its type is not
    /// offered Delete again.
    private func defaultActions(for path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        if trailing, let rowActions = editActions(for: path) { return rowActions }
        guard trailing, let dataSource = table.dataSource, canEdit(path),
              !Self.withoutCommit.contains(ObjectIdentifier(type(of: dataSource))),
              (table.tableDelegate?.tableView(table, editingStyleForRowAt: path) ?? .delete) == .delete else { return nil }
        let title = table.tableDelegate?.tableView(table, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak table] _, _, done in
            guard let table, let current = table.editing.swipe.row?.indexPath else { return done(false) }
            done(table.editing.commitDelete(at: current))
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// Data source types found not to implement `tableView(_:commit:forRowAt:)`.
    @MainActor private static var withoutCommit: Set<ObjectIdentifier> = []

    /// Commits the deletion of the row at `path`; false (with a message) when the data source
    /// does not implement `commit`.
    private func commitDelete(at path: IndexPath) -> Bool {
        guard let dataSource = table.dataSource else { return false }
        let committed = OptionalRequirement.ifImplemented("tableView(_:commit:forRowAt:)", placeholder: ()) {
            dataSource.tableView(table, commit: .delete, forRowAt: path)
        } != nil
        if !committed {
            Self.withoutCommit.insert(ObjectIdentifier(type(of: dataSource)))
            TesseraDiagnostics.report("UITableView: Delete on row \(path.row) of section \(path.section) does nothing: the data source "
                + "\(type(of: dataSource)) does not implement tableView(_:commit:forRowAt:), which UIKit needs to offer Delete")
        }
        return committed
    }

    /// The delegate's row actions (`editActionsForRowAt`) as swipe actions; each calls its
    /// handler with the row's index path as it is when tapped, and closes the row.
    private func editActions(for path: IndexPath) -> UISwipeActionsConfiguration? {
        guard let delegate = table.tableDelegate, canEdit(path),
              let rowActions = OptionalRequirement.ifImplemented("tableView(_:editActionsForRowAt:)", placeholder: nil, {
                  delegate.tableView(table, editActionsForRowAt: path)
              }) ?? nil, !rowActions.isEmpty else { return nil }
        let actions = rowActions.map { rowAction in
            let action = UIContextualAction(style: rowAction.style == .normal ? .normal : .destructive, title: rowAction.title) { [weak table] _, _, done in
                guard let table, let current = table.editing.swipe.row?.indexPath else { return done(false) }
                rowAction.handler(rowAction, current)
                done(true)
            }
            if let color = rowAction.backgroundColor { action.backgroundColor = color }
            return action
        }
        let configuration = UISwipeActionsConfiguration(actions: actions)
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }

    // MARK: Reordering

    var isReordering: Bool { reorder != nil }

    /// A finger down on a reorder handle starts a move; returns whether it did.
    func beginReorder(at point: CGPoint) -> Bool {
        guard isOn, let path = table.indexPathForRow(at: point), let cell = table.cellForRow(at: path),
              let handle = cell.reorderControl, handle.frame.contains(table.convert(point, to: cell)) else { return false }
        reorder = (path, cell, point.y - cell.frame.minY)
        cell.layer.zPosition = 20
        return true
    }

    /// The dragged row follows the finger; returns whether a move is under way.
    func moveReorder(to point: CGPoint) -> Bool {
        guard let reorder else { return false }
        let top = min(max(0, point.y - reorder.grab), max(0, table.contentSize.height - reorder.cell.frame.height))
        UIView.performWithoutAnimation { reorder.cell.frame.origin.y = top }
        return true
    }

    /// The finger lifted: the row goes where it is over, as the delegate allows.
    func endReorder() -> Bool {
        guard let (from, cell, _) = reorder else { return false }
        reorder = nil
        cell.layer.zPosition = 0
        let proposed = destination(for: cell, from: from)
        let target = table.tableDelegate?.tableView(table, targetIndexPathForMoveFromRowAt: from, toProposedIndexPath: proposed) ?? proposed
        guard target != from, table.isExistingRow(target) else {
            table.setNeedsLayout()
            return true
        }
        table.dataSource?.tableView(table, moveRowAt: from, to: target)
        table.moveRow(at: from, to: target)
        return true
    }

    /// The row whose place the dragged row's middle is over (the last row of a section when
    /// it is over the section's footer or the space after it).
    private func destination(for cell: UITableViewCell, from: IndexPath) -> IndexPath {
        let middle = CGPoint(x: cell.frame.midX, y: cell.frame.midY)
        if let over = table.indexPathForRow(at: middle) { return over }
        let sections = table.numberOfSections
        for section in (0..<sections).reversed() where table.rect(forSection: section).minY <= middle.y {
            return IndexPath(row: max(0, table.numberOfRows(inSection: section) - (section == from.section ? 1 : 0)), section: section)
        }
        return IndexPath(row: 0, section: 0)
    }

    func cancelReorder() {
        guard let reorder else { return }
        self.reorder = nil
        reorder.cell.layer.zPosition = 0
        table.setNeedsLayout()
    }

    // MARK: ItemStatePart

    func follow(_ mapping: UpdateMapping) { swipe.follow(mapping) }
    func forgetItems() {
        swipe.forgetItems()
        reorder = nil
    }
}

extension UITableView: SwipeActionsHost {
    func swipeRow(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }
    func swipeCell(at indexPath: IndexPath) -> SwipeableCell? { cellForRow(at: indexPath) }
    func swipeActions(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        editing.actions(for: indexPath, trailing: trailing)
    }
    func swipeRowDidSlide(_ indexPath: IndexPath, to offset: CGFloat) {}
}
