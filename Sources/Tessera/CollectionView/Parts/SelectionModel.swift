import Foundation
import TesseraCore

/// The selection of a list view, the item a finger is on, and the keyboard focus: one owner, one
/// sequence of delegate calls whether the user taps, presses Return or moves the focus.
///
/// Selecting from code (``select(_:)``, ``deselect(_:)``) calls no delegate method, as in UIKit.
/// A user's choice asks first (`willSelect`, which may name another item, or `shouldDeselect`
/// for a selected item with multiple selection), then, with single selection, deselects every
/// other item with `didDeselect` — a table asking `willDeselectRowAt` for each first, and
/// keeping one it refuses — selects and says `didSelect`. Typed to ``SelectionHost``, not to a view class,
/// so a collection view and a table view share it.
@MainActor final class SelectionModel: ItemStatePart {
    unowned let host: SelectionHost
    /// Selected index paths, in the order they were selected.
    private(set) var selected: [IndexPath] = []
    /// The item under a finger that is down, and whether it was highlighted.
    private(set) var touched: (indexPath: IndexPath, highlighted: Bool)?
    /// The item the keyboard acts on.
    var focus: IndexPath? {
        didSet { if oldValue != focus { host.focusDidChange(from: oldValue, to: focus) } }
    }

    init(host: SelectionHost) { self.host = host }

    // MARK: From code

    /// Selects `path` with no delegate call; with single selection the others are deselected.
    func select(_ path: IndexPath) {
        if !host.selectsManyItems {
            for other in selected where other != path { host.selectableCell(at: other)?.isSelected = false }
            selected.removeAll { $0 != path }
        }
        if !selected.contains(path) { selected.append(path) }
        host.selectableCell(at: path)?.isSelected = true
    }

    /// Deselects `path` with no delegate call.
    func deselect(_ path: IndexPath) {
        selected.removeAll { $0 == path }
        host.selectableCell(at: path)?.isSelected = false
    }

    /// Deselects everything with no delegate call.
    func deselectAll() {
        for path in selected { host.selectableCell(at: path)?.isSelected = false }
        selected.removeAll()
    }

    // MARK: The user's choice

    /// A choice the delegate allowed: the item it acts on (the delegate may have named another)
    /// and whether it deselects it.
    struct Choice {
        let path: IndexPath
        let deselecting: Bool
    }

    /// Asks the delegate about the user's choice of `path`: nil when it refuses, else what to
    /// do — deselect a selected item with multiple selection, or select the item it names.
    func ask(about path: IndexPath) -> Choice? {
        if host.selectsManyItems && selected.contains(path) {
            return host.shouldDeselect(path) ? Choice(path: path, deselecting: true) : nil
        }
        guard let target = host.willSelect(path) else { return nil }
        guard target == path || host.isExistingItem(target) else {
            TesseraDiagnostics.report("willSelectRowAt: the delegate chose row \(target.count == 2 ? target[1] : -1) of section "
                + "\(target.first ?? -1) for a tap on row \(path.count == 2 ? path[1] : -1) of section \(path.first ?? -1); "
                + "there is no such row, so nothing is selected")
            return nil
        }
        return Choice(path: target, deselecting: host.selectsManyItems && selected.contains(target))
    }

    /// Carries out a choice the delegate allowed, with UIKit's notices in UIKit's order.
    func commit(_ choice: Choice) {
        let path = choice.path
        if choice.deselecting {
            deselect(path)
            host.didDeselect(path)
            return
        }
        if !host.selectsManyItems {
            for old in selected where old != path {
                if host.asksBeforeReplacingSelection, !host.shouldDeselect(old) { continue }
                deselect(old)
                host.didDeselect(old)
            }
        }
        // Added beside what is left: a row the delegate kept stays selected.
        if !selected.contains(path) { selected.append(path) }
        host.selectableCell(at: path)?.isSelected = true
        host.didSelect(path)
    }

    /// A choice made in one step (a key): ask, then carry it out. Returns whether it happened.
    @discardableResult
    func choose(_ path: IndexPath) -> Bool {
        guard host.selectsItems, host.isExistingItem(path) else { return false }
        guard let choice = ask(about: path) else { return false }
        commit(choice)
        return true
    }

    // MARK: A finger on an item

    /// A finger down on `path`: `shouldHighlight`, highlight, `didHighlight`.
    func beginTouch(on path: IndexPath) {
        guard touched == nil else { return }
        let highlight = host.selectsItems && host.shouldHighlight(path)
        touched = (path, highlight)
        guard highlight else { return }
        host.selectableCell(at: path)?.isHighlighted = true
        host.didHighlight(path)
    }

    /// The finger lifts over `liftedOver` (nil: outside any item). The choice is asked first,
    /// then the item unhighlights (`didUnhighlight`), then the choice is carried out (seed 001).
    /// An item that was not highlighted is not selected.
    func endTouch(liftedOver: IndexPath?) {
        guard let (path, highlighted) = touched else { return }
        touched = nil
        guard highlighted else { return }
        let choice = liftedOver == path ? ask(about: path) : nil
        host.selectableCell(at: path)?.isHighlighted = false
        host.didUnhighlight(path)
        if let choice { commit(choice) }
    }

    /// A touch that turned into a scroll (or was taken by another gesture) unhighlights.
    func cancelTouch() {
        guard let (path, highlighted) = touched else { return }
        touched = nil
        guard highlighted else { return }
        host.selectableCell(at: path)?.isHighlighted = false
        host.didUnhighlight(path)
    }

    // MARK: ItemStatePart

    /// The selection, the touched item and the focus follow their items. A touched item that
    /// was deleted or reloaded ends as cancelled: its cell loses the highlight and lifting the
    /// finger selects nothing; no `didUnhighlight` is sent, as the index path no longer names it.
    func follow(_ mapping: UpdateMapping) {
        selected = selected.compactMap { mapping.newIndexPath(forOld: $0) }
        if let (path, highlighted) = touched {
            if let moved = mapping.newIndexPath(forOld: path) {
                touched = (moved, highlighted)
            } else {
                touched = nil
                host.selectableCell(at: path)?.isHighlighted = false
            }
        }
        focus = focus.flatMap { mapping.newIndexPath(forOld: $0) }
    }

    /// A reload forgets the selection (as UIKit), the touch (its cell unhighlights) and the focus.
    func forgetItems() {
        if let (path, _) = touched {
            touched = nil
            host.selectableCell(at: path)?.isHighlighted = false
        }
        focus = nil
        selected.removeAll()
    }
}
