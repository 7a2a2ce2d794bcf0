import Foundation
import TesseraCore

/// A part of a list view that names items by index path (the selection, a touched item, the
/// keyboard focus, what was prefetched): it follows a batch update to the items' new index paths
/// and forgets them on a reload.
///
/// The view keeps its parts in one list and walks it, so a new part is added to that list, not
/// threaded by hand into every update and reload.
@MainActor protocol ItemStatePart: AnyObject {
    /// Moves what the part holds to the items' new index paths; items the update deleted or
    /// reloaded are dropped.
    func follow(_ mapping: UpdateMapping)
    /// Forgets every index path: the data behind them may be gone (`reloadData()`).
    func forgetItems()
}
