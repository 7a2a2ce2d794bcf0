import Testing
@testable import TesseraCore

struct TextEditorTests {
    @Test func typingDeletingAndTheCaretCountCharactersNotBytes() {
        var editor = TextEditor("café")
        #expect(editor.count == 4 && editor.caret == 4)
        editor.insert(" 👩‍👩‍👧")
        #expect(editor.text == "café 👩‍👩‍👧" && editor.count == 6)
        editor.deleteBackward()
        #expect(editor.text == "café ", "the family emoji is one character")
        editor.move(.left, extend: false)
        editor.move(.left, extend: false)
        editor.deleteForward()
        #expect(editor.text == "caf ")
    }

    @Test func shiftArrowsGrowAndShrinkTheSelectionFromItsAnchor() {
        var editor = TextEditor("hello world")
        editor.setCaret(5)
        editor.move(.right, extend: true)
        editor.move(.right, extend: true)
        #expect(editor.selection == 5..<7)
        editor.move(.left, extend: true)
        editor.move(.left, extend: true)
        editor.move(.left, extend: true)
        #expect(editor.selection == 4..<5, "past the anchor it grows the other way")
        editor.moveToEnd(.right, extend: true)
        #expect(editor.selection == 5..<11)
        editor.move(.left, extend: false)
        #expect(editor.selection == 5..<5, "an arrow without shift collapses to that edge")
        editor.insert("!")
        #expect(editor.text == "hello! world")
    }

    @Test func typingIsOneUndoStepAndRedoPutsItBack() {
        var editor = TextEditor("")
        for letter in "abc" { editor.insert(String(letter)) }
        editor.insert(" ")
        editor.deleteBackward()
        #expect(editor.text == "abc")
        editor.undo()
        #expect(editor.text == "abc ")
        editor.undo()
        #expect(editor.text == "", "the typed run goes at once")
        #expect(!editor.canUndo)
        editor.redo()
        #expect(editor.text == "abc ")
        editor.insert("x")
        #expect(!editor.canRedo, "a new edit forgets what could be redone")
    }

    @Test func aDoubleClickSelectsTheWordAndSelectAllEverything() {
        var editor = TextEditor("find the_word here")
        #expect(editor.wordRange(at: 7) == 5..<13)
        #expect(editor.wordRange(at: 4) == 4..<5, "a space on its own")
        editor.selectAll()
        #expect(editor.selectedText == "find the_word here")
    }

    @Test func composingShowsMarkedTextThenKeepsItAsTyped() {
        var editor = TextEditor("a")
        editor.setMarkedText("´", selectedRange: 1..<1)
        #expect(editor.text == "a´" && editor.marked == 1..<2)
        editor.setMarkedText("é", selectedRange: 1..<1)
        #expect(editor.text == "aé" && editor.marked == 1..<2)
        editor.unmarkText()
        #expect(editor.marked == nil && editor.caret == 2)
        editor.undo()
        #expect(editor.text == "a")
    }

    @Test func aMillionCharactersEditInPlace() {
        var editor = TextEditor(String(repeating: "x", count: 1_000_000))
        editor.setCaret(500_000)
        editor.insert("y")
        editor.deleteBackward()
        editor.insert("z")
        #expect(editor.count == 1_000_001 && editor.character(at: 500_000) == "z")
    }
}
