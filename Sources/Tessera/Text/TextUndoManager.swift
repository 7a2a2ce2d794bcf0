import Foundation

/// What a text object's undo manager acts on: its edits' own history.
@MainActor protocol TextUndoTarget: AnyObject {
    var canUndoEdit: Bool { get }
    var canRedoEdit: Bool { get }
    func undoEdit()
    func redoEdit()
}

/// A text field's or text view's `undoManager`: Foundation's `UndoManager` whose undo and redo
/// are the text's edits (typing coalesced into one step, as the keyboard's Ctrl+Z does).
@MainActor final class TextUndoManager: UndoManager {
    private weak var target: (AnyObject & TextUndoTarget)?

    init(target: AnyObject & TextUndoTarget) {
        self.target = target
        super.init()
    }

    override var canUndo: Bool { target?.canUndoEdit ?? false }
    override var canRedo: Bool { target?.canRedoEdit ?? false }
    override func undo() { target?.undoEdit() }
    override func redo() { target?.redoEdit() }
}
