import Foundation
import TesseraCore

extension UITextField {
    /// The editing keys; false for a key the field leaves to the responder chain.
    func handleKey(_ key: UIKey) -> Bool {
        let shift = key.modifierFlags.contains(.shift)
        let command = !key.modifierFlags.intersection([.control, .command]).isEmpty
        if command { return handleCommandKey(key, shift: shift) }
        switch key.keyCode {
        case .keyboardLeftArrow: moveCaret(.left, extend: shift)
        case .keyboardRightArrow: moveCaret(.right, extend: shift)
        case .keyboardUpArrow, .keyboardHome: moveCaretToEnd(.left, extend: shift)
        case .keyboardDownArrow, .keyboardEnd: moveCaretToEnd(.right, extend: shift)
        case .keyboardDeleteOrBackspace: deleteBackward()
        case .keyboardDeleteForward: deleteForward()
        case .keyboardReturnOrEnter: returnPressed()
        // Tab goes on to the keyboard focus, which moves to the next field, button or list.
        case .keyboardEscape, .keyboardTab: return false
        default: return false
        }
        return true
    }

    /// Ctrl (or Command) with A, C, X, V, Z, Y.
    private func handleCommandKey(_ key: UIKey, shift: Bool) -> Bool {
        switch key.keyCode {
        case .keyboardA: selectAll(nil)
        case .keyboardC: copy(nil)
        case .keyboardX: cut(nil)
        case .keyboardV: paste(nil)
        case .keyboardZ: shift ? redoEdit() : undoEdit()
        case .keyboardY: redoEdit()
        default: return false
        }
        return true
    }

    private func moveCaret(_ direction: TextEditor.Direction, extend: Bool) {
        editor.unmarkText()
        editor.move(direction, extend: extend)
        selectionDidChange()
    }

    private func moveCaretToEnd(_ direction: TextEditor.Direction, extend: Bool) {
        editor.unmarkText()
        editor.moveToEnd(direction, extend: extend)
        selectionDidChange()
    }

    private func deleteForward() {
        let range = editor.selection.isEmpty ? editor.caret..<min(editor.count, editor.caret + 1) : editor.selection
        guard !range.isEmpty else { return }
        replaceText(in: range, with: "")
    }

    /// Return: the delegate's `textFieldShouldReturn`, then `.editingDidEndOnExit` and
    /// `.primaryActionTriggered`, as UIKit sends them.
    private func returnPressed() {
        editor.unmarkText()
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
    }

    // MARK: Edit actions

    /// Which edit actions the field answers (nil: not an edit action).
    func canPerformEditingAction(_ action: Selector) -> Bool? {
        switch action {
        case .copy, .cut: isEditing && !editor.selection.isEmpty && !isSecureTextEntry
        case .paste: isEditing && UIPasteboard.general.hasStrings
        case .selectAll: isEditing && hasText
        default: nil
        }
    }

    func performCopy() {
        guard !editor.selection.isEmpty, !isSecureTextEntry else { return }
        UIPasteboard.general.string = editor.selectedText
    }

    func performCut() {
        guard !editor.selection.isEmpty, !isSecureTextEntry else { return }
        UIPasteboard.general.string = editor.selectedText
        replaceText(in: editor.selection, with: "")
    }

    /// Pastes the pasteboard's text (on one line: line breaks become spaces).
    func performPaste() {
        guard isEditing, let string = UIPasteboard.general.string else { return }
        let oneLine = string.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
        replaceText(in: editor.selection, with: oneLine)
    }

    func performSelectAll() {
        editor.selectAll()
        selectionDidChange()
    }

    func undoEdit() {
        guard editor.undo() else { return }
        textDidChange()
    }

    func redoEdit() {
        guard editor.redo() else { return }
        textDidChange()
    }

    // MARK: Touches

    /// A touch starts editing, places the caret where it is (two taps: selects the word, three:
    /// everything).
    func beginTextTouch(_ touch: UITouch) -> Bool {
        guard becomeFirstResponder() else { return false }
        editor.unmarkText()
        let index = contentView.characterIndex(at: touch.location(in: contentView))
        switch touch.tapCount {
        case 2: editor.select(editor.wordRange(at: index))
        case 3...: editor.selectAll()
        default: editor.setCaret(index)
        }
        dragStart = touch.tapCount <= 1 ? index : nil
        selectionDidChange()
        return true
    }

    /// A drag selects from where it started to the character under the finger.
    func continueTextTouch(_ touch: UITouch) -> Bool {
        guard let start = dragStart else { return true }
        editor.select(from: start, to: contentView.characterIndex(at: touch.location(in: contentView)))
        selectionDidChange()
        return true
    }
}
