import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// Found by the hostile text run: an empty replacement deleted a character; an edit during a
/// composition left the marked range naming other characters, so the next keystroke deleted
/// them; undo of a composition typed over a selection lost the selection's text.
@MainActor struct TextEditReliabilityTests {
    private func editing(_ text: String) -> (HeadlessScreen, UITextView) {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 200), scale: 1)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 180))
        view.text = text
        screen.window.addSubview(view)
        _ = view.becomeFirstResponder()
        screen.runUntilIdle()
        return (screen, view)
    }

    private func range(_ start: Int, _ end: Int) -> UITextRange {
        UITextRange(start: UITextPosition(offset: start), end: UITextPosition(offset: end))
    }

    @Test func replacingNothingWithNothingChangesNothing() {
        let (screen, view) = editing("abc")
        view.replace(range(2, 2), withText: "")
        view.replace(range(9, 12), withText: "")
        #expect(view.text == "abc")
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.text = "abc"
        screen.window.addSubview(field)
        _ = field.becomeFirstResponder()
        field.selectedTextRange = range(2, 2)
        field.replace(range(2, 2), withText: "")
        #expect(field.text == "abc")
    }

    @Test func aBackspaceWhileComposingKeepsTheCompositionItsOwn() {
        let (_, view) = editing("hello world")
        view.selectedTextRange = range(5, 5)
        view.setMarkedText("にほ", selectedRange: NSRange(location: 2, length: 0))
        view.deleteBackward()
        #expect(view.text == "helloに world")
        #expect(view.markedTextRange.map { $0.start.offset..<$0.end.offset } == 5..<6, "the composition shrank with it")
        view.insertText("X")
        #expect(view.text == "helloX world", "typing replaces the composition, nothing else")
    }

    @Test func anEditOutsideTheCompositionEndsIt() {
        let (_, view) = editing("hello world")
        view.selectedTextRange = range(5, 5)
        view.setMarkedText("日本", selectedRange: NSRange(location: 2, length: 0))
        view.replace(range(0, 1), withText: "J")
        #expect(view.markedTextRange == nil, "the composition ended, its text kept")
        view.insertText("!")
        #expect(view.text == "J!ello日本 world", "the caret follows the replacement; the composed text stays")
    }

    @Test func undoingACompositionTypedOverASelectionBringsTheSelectionBack() {
        let (_, view) = editing("keep this part")
        view.selectedTextRange = range(5, 9)
        view.setMarkedText("n", selectedRange: NSRange(location: 1, length: 0))
        #expect(view.text == "keep n part")
        view.undoManager?.undo()
        #expect(view.text == "keep this part", "undo takes the composition back and restores what it replaced")
        view.undoManager?.redo()
        #expect(view.text == "keep n part")
    }

    @Test func theTextViewHasTheStandardEditActions() {
        let (_, view) = editing("copy me")
        view.selectedTextRange = range(0, 4)
        #expect(view.canPerformAction(.copy, withSender: nil) && view.canPerformAction(.cut, withSender: nil))
        view.copy(nil)
        #expect(UIPasteboard.general.string == "copy")
        view.cut(nil)
        #expect(view.text == " me")
        view.selectedTextRange = range(3, 3)
        UIPasteboard.general.string = "\nline two"
        view.paste(nil)
        #expect(view.text == " me\nline two", "a text view pastes line breaks")
        view.selectAll(nil)
        #expect(view.selectedTextRange.map { $0.start.offset..<$0.end.offset } == 0..<12)
        #expect(view.perform(.copy, withSender: nil))
        #expect(UIPasteboard.general.string == " me\nline two")
    }
}
