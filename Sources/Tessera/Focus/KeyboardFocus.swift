import Foundation

/// The keyboard focus: one view at a time, as iPadOS's Full Keyboard Access and the Mac have
/// it. Tab moves it from stop to stop in reading order (`FocusStops`), Shift+Tab back; a
/// stop is a control, a text field, or a list, whose focused item the arrow keys then move
/// (the list keeps that item as its own focus, and remembers it when the focus leaves).
///
/// The focused control shows a halo (`FocusHalo`); a list's focused item shows it through
/// its cell's configuration state (`isFocused`). A touch hides the halo, as on iPad.
@preconcurrency @MainActor public final class KeyboardFocus {
    /// The app's keyboard focus (one, as there is one first responder).
    public static let shared = KeyboardFocus()

    /// The focused view: a control, a field, or a list.
    public private(set) weak var view: UIView?
    /// Each list's focused item when the focus left it, given back when Tab returns.
    /// (The list is held weakly and compared, so a new list at a freed one's address starts
    /// afresh.)
    private var remembered: [ObjectIdentifier: (list: Weak, item: IndexPath)] = [:]

    private struct Weak { weak var view: UIView? }

    /// What has the focus as a screen reader names it: the field being edited, else the focused
    /// control, else the focused list's item (its cell, when on screen), else the list.
    public var focusedElement: AnyObject? {
        if let responder = UIResponder.currentFirstResponder as? UIView, responder.window != nil { return responder }
        guard let view, view.window != nil else { return nil }
        if let list = view as? KeyboardFocusList { return list.focusedCell ?? view }
        return view
    }

    /// Moves the focus to the next stop in `window` (the previous one when `forward` is
    /// false), wrapping at the ends; from the first responder when one is there. A stop an
    /// environment refuses (`shouldUpdateFocus(in:)`) keeps the focus where it is.
    public func move(forward: Bool, in window: UIWindow) {
        let stops = FocusStops.stops(in: window)
        guard !stops.isEmpty else { return }
        let count = stops.count
        let next: Int
        if let current = currentStopIndex(in: stops) {
            next = (current + (forward ? 1 : count - 1)) % count
        } else {
            next = forward ? 0 : count - 1
        }
        focus(stops[next], heading: forward ? .next : .previous)
    }

    /// Puts the focus on `target` (nil clears it), through the focus engine: the environments
    /// are asked and told (``UIFocusEnvironment``). Returns whether the focus moved.
    @discardableResult
    public func focus(_ target: UIView?) -> Bool {
        focus(target, heading: [])
    }

    /// Moves the focus to `target` (to its `item`, when it is a list and one is given).
    @discardableResult
    func focus(_ target: UIView?, heading: UIFocusHeading, item: IndexPath? = nil) -> Bool {
        if let list = target as? KeyboardFocusList, let item {
            return target === view ? moveItem(in: list, to: item, heading: heading) : focus(list, entry: item, heading: heading)
        }
        if target === view { return target != nil }
        return focus(target, entry: (target as? KeyboardFocusList).flatMap(entryItem(for:)), heading: heading)
    }

    private func focus(_ target: UIView?, entry: IndexPath?, heading: UIFocusHeading) -> Bool {
        let spot = target.map { FocusSpot(view: $0, indexPath: entry) }
        return FocusEngine.move(from: currentSpot, to: spot, heading: heading) {
            let old = view
            view = target
            if let old { leave(old, for: target) }
            resignFirstResponder(outside: target)
            if let target { enter(target, item: entry) }
        }
    }

    /// Moves a list's focused item to `item`, through the focus engine; the list takes the focus
    /// if something else had it (the arrows act on the list the user is in). Returns whether
    /// the item moved.
    func moveItem(in list: KeyboardFocusList, to item: IndexPath, heading: UIFocusHeading) -> Bool {
        let old = currentSpot ?? list.focusedItem.map { FocusSpot(view: list, indexPath: $0) }
        let spot = FocusSpot(view: list, indexPath: item)
        guard !spot.isSame(as: old) else { return true }
        return FocusEngine.move(from: old, to: spot, heading: heading) {
            if let other = view, other !== list { leave(other, for: list) }
            view = list
            list.focusedItem = item
        }
    }

    /// Where the focus is, as the engine names it: the focused view, or the focused list and
    /// its item.
    var currentSpot: FocusSpot? {
        guard let view else { return nil }
        return FocusSpot(view: view, indexPath: (view as? KeyboardFocusList)?.focusedItem)
    }

    /// The focus item UIKit's focus system names: the focused control, or the focused list's
    /// cell (the list when the cell is off screen).
    var focusedItem: UIFocusItem? { currentSpot?.item }

    /// The pointer touched the screen: the halo goes, as it does on iPad (a list keeps its
    /// focused item, which a tap moves on anyway).
    func pointerWasUsed() {
        guard let old = view, !(old is KeyboardFocusList) else { return }
        view = nil
        FocusHalo.hide(on: old)
    }

    /// The stop that holds the focus: the first responder's, else the focused view's.
    private func currentStopIndex(in stops: [UIView]) -> Int? {
        let first = UIResponder.currentFirstResponder as? UIView
        for candidate in [first, view].compactMap({ $0 }) {
            // The stop itself first: a row's switch is a stop inside the list's stop.
            if let index = stops.firstIndex(where: { $0 === candidate }) ?? stops.firstIndex(where: { candidate.isDescendant(of: $0) }) {
                return index
            }
        }
        return nil
    }

    private func leave(_ old: UIView, for target: UIView?) {
        FocusHalo.hide(on: old)
        if let list = old as? KeyboardFocusList, !(target?.isDescendant(of: old) ?? false) {
            if let item = list.focusedItem { remembered[ObjectIdentifier(old)] = (Weak(view: old), item) }
            list.focusedItem = nil
        }
    }

    /// A field that was editing stops when the focus moves out of it.
    private func resignFirstResponder(outside target: UIView?) {
        guard let responder = UIResponder.currentFirstResponder as? UIView else { return }
        if let target, responder.isDescendant(of: target) { return }
        _ = responder.resignFirstResponder()
    }

    private func enter(_ target: UIView, item: IndexPath?) {
        if let list = target as? KeyboardFocusList {
            list.focusedItem = item
            list.scrollFocusedItemIntoView()
            return
        }
        if target is UIKeyInput {
            _ = target.becomeFirstResponder()
            return
        }
        FocusHalo.show(on: target)
    }

    /// The item the focus lands on in a list: the item it already has (back from a control in
    /// the focused row); the item it left, when the list ``remembersLastFocusedIndexPath``; the
    /// delegate's preferred item; else the first item on screen that can take the focus.
    private func entryItem(for list: KeyboardFocusList) -> IndexPath? {
        if let current = list.focusedItem, list.hasItem(current) { return current }
        let entry = remembered.removeValue(forKey: ObjectIdentifier(list))
        if list.remembersFocusedItem, let entry, entry.list.view === list, list.hasItem(entry.item) { return entry.item }
        if let preferred = list.preferredFocusItem, list.hasItem(preferred) { return preferred }
        return list.firstVisibleItem.flatMap { list.focusableItem(from: $0, forward: true) }
    }

    /// Which views take the focus when they say nothing: enabled controls the user can touch.
    static func canFocusByDefault(_ view: UIView) -> Bool {
        guard let control = view as? UIControl, !(control is UIRefreshControl) else { return false }
        return control.isEnabled && control.isUserInteractionEnabled
    }
}

/// A list that takes the keyboard focus as a group: the arrows move its focused item.
@MainActor protocol KeyboardFocusList: UIView {
    /// The item the arrow keys act on (its cell shows the focus).
    var focusedItem: IndexPath? { get set }
    /// The first item on screen, where the focus lands the first time.
    var firstVisibleItem: IndexPath? { get }
    var hasAnyItem: Bool { get }
    func hasItem(_ indexPath: IndexPath) -> Bool
    /// The focused item's cell when it is on screen: its controls are stops after the list,
    /// so Tab reaches a switch in a settings row.
    var focusedCell: UIView? { get }
    func scrollFocusedItemIntoView()
    /// The cell of `indexPath` when it is on screen (the focus item UIKit names).
    func focusCell(at indexPath: IndexPath) -> UIView?
    /// The index path of `cell` when it is one of this list's cells on screen.
    func indexPathOfFocusCell(_ cell: UIView) -> IndexPath?
    /// The cells on screen whose items can take the focus.
    func visibleFocusCells() -> [UIView]
    /// Whether the list is a Tab stop: `allowsFocus`, and `allowsFocusDuringEditing` while editing.
    var takesFocus: Bool { get }
    var remembersFocusedItem: Bool { get }
    /// The delegate's `indexPathForPreferredFocusedView(in:)`.
    var preferredFocusItem: IndexPath? { get }
    /// Whether `indexPath` can take the focus: the delegate's `canFocus…At`, else its cell's
    /// `canBecomeFocused`, else true.
    func canFocusItem(at indexPath: IndexPath) -> Bool
    /// The first item from `start` on (or back, when `forward` is false) that can take the
    /// focus; nil when none is left that way.
    func focusableItem(from start: IndexPath, forward: Bool) -> IndexPath?
    func focusContext(previous: UIFocusItem?, next: UIFocusItem?, heading: UIFocusHeading,
                      from: IndexPath?, to: IndexPath?) -> UIFocusUpdateContext
    func delegateShouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    func delegateDidUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
}
