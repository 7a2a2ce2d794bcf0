import Foundation
import TesseraCore

/// A row that can slide aside to show swipe actions (its configuration state says it is swiped).
@MainActor protocol SwipeableCell: UIView {
    var isSwiped: Bool { get set }
}

/// What a ``ListSwipeController`` needs from the list it serves: a collection view with list
/// sections, and a table view alike.
@MainActor protocol SwipeActionsHost: UIView {
    /// The row under `point`, in the host's coordinates.
    func swipeRow(at point: CGPoint) -> IndexPath?
    /// The row's cell on screen.
    func swipeCell(at indexPath: IndexPath) -> SwipeableCell?
    /// The actions on the row's `trailing` (or leading) side, if it has any.
    func swipeActions(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration?
    /// The row's content slid by `offset`: views that belong to the row (separators) follow.
    func swipeRowDidSlide(_ indexPath: IndexPath, to offset: CGFloat)
}

/// Swipe actions of list rows: a mostly horizontal drag on a row whose list section has a
/// leading or trailing provider slides the row's content aside (the cell's bounds origin
/// moves, so its views move together; its separators follow) and shows its actions' buttons in
/// the space it leaves.
///
/// On release the row opens (its buttons fully shown) when dragged past half their width,
/// performs its first action when dragged past 60 % of its width (a full swipe, when the
/// configuration allows), and otherwise closes. A tap on a button performs its action; a touch
/// anywhere else, or another swipe, closes an open row without selecting anything.
/// Typed to ``SwipeActionsHost``, not to a view class. An open row follows its item through
/// batch updates (and closes when the item goes), so a button never acts on another item.
@MainActor final class ListSwipeController: NSObject, UIGestureRecognizerDelegate, ItemStatePart {
    struct OpenRow {
        /// The row's item; nil once an update removed it (its cell is on its way out).
        var indexPath: IndexPath?
        let cell: SwipeableCell
        let actions: SwipeActionsView
        var offset: CGFloat
    }

    weak var host: SwipeActionsHost?
    let pan = UIPanGestureRecognizer()
    private(set) var row: OpenRow?
    private var startOffset: CGFloat = 0
    /// The fraction of the row's width past which a release performs the first action.
    static let fullSwipeFraction: CGFloat = 0.6

    func install(on host: SwipeActionsHost) {
        self.host = host
        pan.delegate = self
        pan.addHandler { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handle(pan)
        }
        host.addGestureRecognizerFirst(pan)
        let tap = UITapGestureRecognizer()
        tap.delegate = self
        tap.addHandler { [weak self] recognizer in self?.tapped(recognizer) }
        host.addGestureRecognizerFirst(tap)
        tapRecognizer = tap
    }

    private weak var tapRecognizer: UITapGestureRecognizer?

    // MARK: Beginning

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let host else { return false }
        if gestureRecognizer === tapRecognizer { return row != nil }
        let moved = pan.movementSinceTouchDown
        guard abs(moved.x) > abs(moved.y) else { return false }
        guard let path = host.swipeRow(at: swipeStart(of: pan, in: host)) else { return false }
        if let row, row.indexPath == path { return true }
        return configuration(for: path, trailing: moved.x < 0) != nil
    }

    private func configuration(for path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let configuration = host?.swipeActions(for: path, trailing: trailing), !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    // MARK: Dragging

    private func handle(_ pan: UIPanGestureRecognizer) {
        guard let host else { return }
        switch pan.state {
        case .began:
            let moved = pan.movementSinceTouchDown
            guard let path = host.swipeRow(at: swipeStart(of: pan, in: host)) else { return }
            if let row, row.indexPath != path { close(animated: true) }
            if row == nil, !open(path, trailing: moved.x < 0) { return }
            startOffset = row?.offset ?? 0
            fallthrough
        case .changed:
            guard var current = row else { return }
            let proposed = startOffset - pan.translation(in: host).x
            // The row moves only towards the side its actions are on.
            current.offset = current.actions.trailing ? max(0, proposed) : min(0, proposed)
            row = current
            slide(current, to: current.offset)
        case .ended, .cancelled:
            settle()
        default:
            break
        }
    }

    /// Where the swipe started along the row, on the row under the finger now: the content
    /// may have moved under a still finger (a scroll animation), and the row the user sees
    /// sliding is the one under it.
    private func swipeStart(of pan: UIPanGestureRecognizer, in host: SwipeActionsHost) -> CGPoint {
        let now = pan.location(in: host)
        return CGPoint(x: now.x - pan.movementSinceTouchDown.x, y: now.y)
    }

    /// Puts the row's buttons beside its content; false when it has no actions that way.
    private func open(_ path: IndexPath, trailing: Bool) -> Bool {
        guard let configuration = configuration(for: path, trailing: trailing),
              let cell = host?.swipeCell(at: path) else { return false }
        let actions = SwipeActionsView(configuration: configuration, trailing: trailing, height: cell.bounds.height)
        actions.frame.origin.x = trailing ? cell.bounds.width : -actions.frame.width
        cell.addSubview(actions)
        cell.isSwiped = true
        row = OpenRow(indexPath: path, cell: cell, actions: actions, offset: 0)
        return true
    }

    /// Opens a row's actions fully without a swipe (a table's delete control does).
    func openFully(_ path: IndexPath, trailing: Bool) {
        if let row, row.indexPath != path { close(animated: true) }
        guard row != nil || open(path, trailing: trailing), let current = row else { return }
        move(to: current.actions.trailing ? current.actions.frame.width : -current.actions.frame.width)
    }

    private func settle() {
        guard let current = row else { return }
        // The row's item went while the finger was down: nothing to act on.
        guard current.indexPath != nil else {
            close(animated: true)
            return
        }
        let reveal = current.actions.frame.width
        let distance = abs(current.offset)
        if distance > current.cell.bounds.width * Self.fullSwipeFraction,
           current.actions.configuration.performsFirstActionWithFullSwipe, let (action, view) = current.actions.firstAction {
            move(to: current.actions.trailing ? current.cell.bounds.width : -current.cell.bounds.width)
            perform(action, from: view)
        } else if distance > reveal / 2 {
            move(to: current.actions.trailing ? reveal : -reveal)
        } else {
            close(animated: true)
        }
    }

    private func move(to offset: CGFloat) {
        guard var current = row else { return }
        current.offset = offset
        row = current
        UIView.animate(withDuration: 0.25) { self.slide(current, to: offset) }
    }

    /// Moves the row's content and its separators by `offset` (their own place plus the slide).
    private func slide(_ row: OpenRow, to offset: CGFloat) {
        row.cell.bounds.origin.x = offset
        if let indexPath = row.indexPath { host?.swipeRowDidSlide(indexPath, to: offset) }
    }

    // MARK: Actions and closing

    private func tapped(_ tap: UIGestureRecognizer) {
        guard let current = row else { return }
        guard current.indexPath != nil else {
            close(animated: true)
            return
        }
        let point = tap.location(in: current.actions)
        if let (action, view) = current.actions.action(at: point) {
            perform(action, from: view)
        } else {
            close(animated: true)
        }
    }

    private func perform(_ action: UIContextualAction, from view: UIView) {
        action.handler(action, view) { [weak self] _ in self?.close(animated: true) }
    }

    /// Slides the open row back and takes its buttons away.
    func close(animated: Bool) {
        guard let current = row else { return }
        row = nil
        current.cell.isSwiped = false
        let finish = { current.actions.removeFromSuperview() }
        guard animated else {
            slide(current, to: 0)
            finish()
            return
        }
        UIView.animate(withDuration: 0.25, animations: { self.slide(current, to: 0) }, completion: { _ in finish() })
    }

    /// A cell going back to its pool is closed at once.
    func forget(_ cell: UIView) {
        if row?.cell === cell { close(animated: false) }
    }

    // MARK: ItemStatePart

    /// The open row keeps its item: its index path follows the update. A deleted or reloaded
    /// item's row stays slid while its cell animates away (as in UIKit) but names no item any
    /// more, so neither its buttons nor a new swipe at its old place act on another item.
    ///
    /// An item that moved gets its actions again from the provider for its new index path (the
    /// same buttons in the same place, when the app gives the same): a handler that looks its
    /// item up by the index path it was made with then finds the item its row shows. When the
    /// provider gives none for the new place, the row stays open but acts on nothing.
    func follow(_ mapping: UpdateMapping) {
        guard let current = row, let path = current.indexPath else { return }
        let moved = mapping.newIndexPath(forOld: path)
        row?.indexPath = moved
        guard let moved, moved != path else { return }
        guard let configuration = configuration(for: moved, trailing: current.actions.trailing) else {
            row?.indexPath = nil
            return
        }
        let actions = SwipeActionsView(configuration: configuration, trailing: current.actions.trailing, height: current.actions.bounds.height)
        actions.frame = current.actions.frame
        current.actions.superview?.insertSubview(actions, aboveSubview: current.actions)
        current.actions.removeFromSuperview()
        row = OpenRow(indexPath: moved, cell: current.cell, actions: actions, offset: current.offset)
    }

    /// A reload closes the open row.
    func forgetItems() { close(animated: false) }

    /// Whether a touch at `point` (collection view coordinates) should not select: a row is
    /// open, and the touch will close it or press one of its buttons.
    func takesTouch(at point: CGPoint) -> Bool { row != nil }
}

extension UIView {
    /// Attaches a recognizer ahead of the view's others, so it is offered a touch first.
    func addGestureRecognizerFirst(_ recognizer: UIGestureRecognizer) {
        addGestureRecognizer(recognizer)
        attachedGestureRecognizers.removeAll { $0 === recognizer }
        attachedGestureRecognizers.insert(recognizer, at: 0)
    }
}
