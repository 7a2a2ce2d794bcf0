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
    /// false), wrapping at the ends; from the first responder when one is there.
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
        focus(stops[next])
    }

    /// Puts the focus on `target` (nil clears it).
    public func focus(_ target: UIView?) {
        guard target !== view || target == nil else { return }
        let old = view
        view = target
        if let old { leave(old, for: target) }
        resignFirstResponder(outside: target)
        if let target { enter(target) }
    }

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

    private func enter(_ target: UIView) {
        if let list = target as? KeyboardFocusList {
            let entry = remembered.removeValue(forKey: ObjectIdentifier(target))
            let item = entry.flatMap { $0.list.view === target && list.hasItem($0.item) ? $0.item : nil }
            // Back from a control in the focused row, the row is still the list's focus.
            list.focusedItem = list.focusedItem ?? item ?? list.firstVisibleItem
            list.scrollFocusedItemIntoView()
            return
        }
        if target is UIKeyInput {
            _ = target.becomeFirstResponder()
            return
        }
        FocusHalo.show(on: target)
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
}
