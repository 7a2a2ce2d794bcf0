import Foundation

/// Keys and menus in a window: the arrows move the focus from row to row (across sections),
/// Return chooses the focused row as a tap would (the selection model's sequence); a right
/// click, or a long press, shows the row's context menu.
extension UITableView {
    /// The row the keyboard acts on.
    public var keyboardFocusedRow: IndexPath? { selection.focus }

    /// Moves the keyboard focus `offset` rows on, clamped to the first and last rows, past rows
    /// that cannot take the focus (`tableView(_:canFocusRowAt:)`), and scrolls it into view;
    /// with ``selectionFollowsFocus`` the row is chosen as a tap would. The move goes through
    /// the focus engine: `tableView(_:shouldUpdateFocusIn:)` can refuse it.
    public func moveKeyboardFocus(by offset: Int) {
        let start = selection.focus.flatMap { isExistingRow($0) ? $0 : nil }
        guard let stepped = row(steppedBy: offset, from: start),
              let next = focusableItem(from: stepped, forward: offset >= 0), next != start else { return }
        let heading: UIFocusHeading = offset < 0 ? .up : .down
        guard KeyboardFocus.shared.moveItem(in: self, to: next, heading: heading) else { return }
        if selectionFollowsFocus(to: next), !allowsMultipleSelection, indexPathsForSelectedRows != [next] {
            _ = selection.choose(next)
        }
        scrollToRow(at: next, at: .none, animated: true)
    }

    /// The row `offset` rows from `start` in order, across sections; the first row when
    /// `start` is nil. Costs the sections crossed, not the rows.
    func row(steppedBy offset: Int, from start: IndexPath?) -> IndexPath? {
        let sections = numberOfSections
        guard let first = (0..<sections).first(where: { numberOfRows(inSection: $0) > 0 }) else { return nil }
        guard var path = start else { return IndexPath(row: 0, section: first) }
        var remaining = offset
        while remaining != 0 {
            let count = numberOfRows(inSection: path.section)
            let target = path.row + remaining
            if target >= 0, target < count { path.row = target; break }
            if remaining > 0 {
                guard let later = (path.section + 1..<sections).first(where: { numberOfRows(inSection: $0) > 0 }) else { path.row = count - 1; break }
                remaining -= count - path.row
                path = IndexPath(row: 0, section: later)
            } else {
                guard let earlier = (0..<path.section).last(where: { numberOfRows(inSection: $0) > 0 }) else { path.row = 0; break }
                remaining += path.row + 1
                path = IndexPath(row: numberOfRows(inSection: earlier) - 1, section: earlier)
            }
        }
        return path
    }

    /// Chooses the focused row as a tap would (`willSelectRowAt`, `didDeselectRowAt` for the
    /// row it replaces, `didSelectRowAt`).
    public func activateKeyboardFocus() {
        guard let path = selection.focus ?? indexPathForSelectedRow, isExistingRow(path) else { return }
        selection.choose(path)
    }

    /// Handles the table's own keys; false for any other key.
    func handleKey(_ key: UIKey) -> Bool {
        guard key.modifierFlags.intersection([.control, .command, .alternate]).isEmpty else { return false }
        // A control in one of the rows has the focus: its keys are its own.
        if let focused = KeyboardFocus.shared.view, focused !== self, focused.isDescendant(of: self) { return false }
        switch key.keyCode {
        case .keyboardDownArrow: moveKeyboardFocus(by: 1)
        case .keyboardUpArrow: moveKeyboardFocus(by: -1)
        case .keyboardReturnOrEnter, .keyboardSpacebar: activateKeyboardFocus()
        default: return false
        }
        return true
    }

    // MARK: Context menus

    /// Installs the long press that shows a row's context menu; it begins only on a row whose
    /// delegate gives a configuration, so the app's own long presses are not disturbed.
    func installMenuGesture() {
        let press = UILongPressGestureRecognizer()
        let condition = GestureBeginCondition { [weak self] recognizer in
            guard let self else { return false }
            return self.menuConfiguration(at: recognizer.location(in: self)) != nil
        }
        menuCondition = condition
        press.delegate = condition
        press.addHandler { [weak self] recognizer in
            guard let self, recognizer.state == .began else { return }
            self.showMenuForRow(at: recognizer.location(in: self), byPointer: false)
        }
        addGestureRecognizer(press)
    }

    private func menuConfiguration(at point: CGPoint) -> (IndexPath, UIContextMenuConfiguration)? {
        guard let path = indexPathForRow(at: point),
              let configuration = tableDelegate?.tableView(self, contextMenuConfigurationForRowAt: path, point: point) else { return nil }
        return (path, configuration)
    }

    /// Shows the context menu of the row under `point` (content coordinates).
    /// - Note: Tessera's entry point for window hosts (right click).
    public func showMenuForRow(at point: CGPoint) {
        showMenuForRow(at: point, byPointer: true)
    }

    /// Shows the row's menu: alone at a right click, with its preview after a long press.
    func showMenuForRow(at point: CGPoint, byPointer: Bool) {
        guard let (_, configuration) = menuConfiguration(at: point), let window else { return }
        cancelRowTouch()
        ContextMenuPresentation.show(configuration, at: convert(point, to: nil), in: window, byPointer: byPointer, sender: self)
    }
}
