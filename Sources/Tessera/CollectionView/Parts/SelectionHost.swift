import Foundation

/// A cell that shows whether it is selected and highlighted.
@MainActor protocol SelectableCell: AnyObject {
    var isSelected: Bool { get set }
    var isHighlighted: Bool { get set }
}

/// What a ``SelectionModel`` needs from the view it serves: a collection view, and a table view
/// alike. The delegate questions and notices are the view's own delegate's, with UIKit's
/// defaults when there is no delegate.
@MainActor protocol SelectionHost: AnyObject {
    /// Whether the user may select items now (a table in edit mode has its own setting).
    var selectsItems: Bool { get }
    /// Whether the user may select more than one item now.
    var selectsManyItems: Bool { get }
    func isExistingItem(_ indexPath: IndexPath) -> Bool
    /// The cell on screen for `indexPath`, if any.
    func selectableCell(at indexPath: IndexPath) -> SelectableCell?
    func shouldHighlight(_ indexPath: IndexPath) -> Bool
    func didHighlight(_ indexPath: IndexPath)
    func didUnhighlight(_ indexPath: IndexPath)
    /// The item the user's choice of `indexPath` selects: itself, another (a table's
    /// `willSelectRowAt` may redirect it), or nil when the delegate refuses.
    func willSelect(_ indexPath: IndexPath) -> IndexPath?
    func shouldDeselect(_ indexPath: IndexPath) -> Bool
    /// Whether a single-selection choice asks before deselecting the item it replaces
    /// (a table asks `willDeselectRowAt`; a collection view deselects without asking).
    var asksBeforeReplacingSelection: Bool { get }
    func didSelect(_ indexPath: IndexPath)
    func didDeselect(_ indexPath: IndexPath)
    /// The keyboard focus moved (cells show it in their configuration state).
    func focusDidChange(from old: IndexPath?, to new: IndexPath?)
}
