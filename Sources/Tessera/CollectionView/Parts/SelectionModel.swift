import Foundation
import TesseraCore

/// The selection of a list view, the item a finger is on, and the keyboard focus: one owner, one
/// sequence of delegate calls whether the user taps, presses Return or moves the focus.
///
/// Selecting from code (``select(_:)``, ``deselect(_:)``) calls no delegate method, as in UIKit.
/// A user's choice asks first (`shouldSelect`, or `shouldDeselect` for a selected item with
/// multiple selection), then, with single selection, deselects every other item with
/// `didDeselect`, selects and says `didSelect`. Typed to ``SelectionHost``, not to a view class,
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

    /// Asks the delegate whether the user may choose `path`: whether the choice deselects it
    /// (a selected item with multiple selection), and whether it may go ahead.
    func ask(about path: IndexPath) -> (proceed: Bool, deselecting: Bool) {
        let deselecting = host.selectsManyItems && selected.contains(path)
        let proceed = deselecting ? host.shouldDeselect(path) : host.shouldSelect(path)
        return (proceed, deselecting)
    }

    /// Carries out a choice the delegate allowed, with UIKit's notices in UIKit's order.
    func commit(_ path: IndexPath, deselecting: Bool) {
        if deselecting {
            deselect(path)
            host.didDeselect(path)
            return
        }
        if !host.selectsManyItems {
            for old in selected where old != path {
                deselect(old)
                host.didDeselect(old)
            }
        }
        select(path)
        host.didSelect(path)
    }

    /// A choice made in one step (a key): ask, then carry it out. Returns whether it happened.
    @discardableResult
    func choose(_ path: IndexPath) -> Bool {
        guard host.selectsItems, host.isExistingItem(path) else { return false }
        let (proceed, deselecting) = ask(about: path)
        guard proceed else { return false }
        commit(path, deselecting: deselecting)
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
        var choice = (proceed: false, deselecting: false)
        if liftedOver == path { choice = ask(about: path) }
        host.selectableCell(at: path)?.isHighlighted = false
        host.didUnhighlight(path)
        if choice.proceed { commit(path, deselecting: choice.deselecting) }
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
