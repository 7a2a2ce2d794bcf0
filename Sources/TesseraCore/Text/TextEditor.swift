import Foundation

/// The text being edited, its selection, its marked (composing) text and its undo history: the
/// editing engine of a text field or text view, free of views.
///
/// Positions count characters (grapheme clusters: an accented letter or an emoji is one), so
/// the caret never lands inside one. The text is a ``TextStorage`` (UTF-8 in chunks), so an
/// edit costs the chunks it touches, even in ten megabytes, and the text takes about its UTF-8
/// size in memory; undo keeps the strings it was given (a pasted text is shared, not copied).
/// Consecutive typing coalesces into one undo step, as a user expects; moving the caret or
/// deleting after typing starts a new one.
package struct TextEditor: Sendable {
    package private(set) var storage: TextStorage
    /// The selected characters; empty is a caret.
    package private(set) var selection: Range<Int>
    /// Where a selection made with shift started (the end that stays as the other moves).
    private var anchor: Int
    /// Composing text (an input method's), inside the text.
    package private(set) var marked: Range<Int>?
    /// What the composition replaced when it began (the selection it was typed over), so
    /// undo brings it back.
    private var composingReplaced = ""
    private var undoStack: [Edit] = []
    private var redoStack: [Edit] = []
    /// Whether the last edit was typing that the next typed character may join.
    private var typing = false

    /// One change: the characters at `range` before it became `inserted`, which now takes
    /// `insertedCount` characters.
    package struct Edit: Sendable {
        package var range: Range<Int>
        package var removed: String
        package var inserted: String
        package var insertedCount: Int
        package var selectionBefore: Range<Int>
    }

    package enum Direction: Sendable { case left, right }

    package init(_ text: String = "") {
        storage = TextStorage(text)
        selection = storage.count..<storage.count
        anchor = storage.count
    }

    package var text: String { storage.string }
    package var count: Int { storage.count }
    package var caret: Int { selection.upperBound }
    package var selectedText: String { storage.text(in: selection) }
    /// The characters in `range` (clamped to the text).
    package func text(in range: Range<Int>) -> String { storage.text(in: range) }
    package func character(at offset: Int) -> Character { storage.character(at: offset) }
    package var canUndo: Bool { !undoStack.isEmpty }
    package var canRedo: Bool { !redoStack.isEmpty }

    // MARK: Changing the text

    /// Puts `text` in place of the selection (typing, pasting); the caret goes after it.
    /// Returns the edit made.
    @discardableResult
    package mutating func insert(_ text: String, coalescing: Bool = true) -> Edit {
        let edit = replace(selection, with: text, coalesce: coalescing && selection.isEmpty && marked == nil)
        setCaret(edit.range.lowerBound + edit.insertedCount)
        typing = coalescing
        return edit
    }

    /// Deletes the selection, or the character before the caret. Nil when there is nothing.
    @discardableResult
    package mutating func deleteBackward() -> Edit? {
        let range = selection.isEmpty ? max(0, caret - 1)..<caret : selection
        guard !range.isEmpty else { return nil }
        let edit = replace(range, with: "", coalesce: false)
        setCaret(range.lowerBound)
        return edit
    }

    /// Deletes the selection, or the character after the caret.
    @discardableResult
    package mutating func deleteForward() -> Edit? {
        let range = selection.isEmpty ? caret..<min(count, caret + 1) : selection
        guard !range.isEmpty else { return nil }
        let edit = replace(range, with: "", coalesce: false)
        setCaret(range.lowerBound)
        return edit
    }

    /// Replaces the characters in `range` (clamped to the text) with `text`, for a text view's
    /// `replace(_:withText:)`; the caret goes after the new text.
    @discardableResult
    package mutating func replace(_ range: Range<Int>, with text: String) -> Edit {
        let clamped = clamp(range)
        let edit = replace(clamped, with: text, coalesce: false)
        setCaret(clamped.lowerBound + edit.insertedCount)
        return edit
    }

    /// Replaces everything (setting `text` from code): no undo step, caret at the end.
    package mutating func reset(to text: String) {
        storage = TextStorage(text)
        marked = nil
        composingReplaced = ""
        setCaret(storage.count)
        undoStack.removeAll()
        redoStack.removeAll()
        typing = false
    }

    private mutating func replace(_ range: Range<Int>, with inserted: String, coalesce: Bool) -> Edit {
        if let composing = marked, range.lowerBound >= composing.lowerBound, range.upperBound <= composing.upperBound {
            // An edit inside the composition (a backspace while composing) keeps composing; its
            // text becomes an undo step when the composition ends.
            let (removed, count) = storage.replace(range, with: inserted)
            let edit = Edit(range: range, removed: removed, inserted: inserted, insertedCount: count, selectionBefore: selection)
            let upper = composing.upperBound - range.count + count
            marked = upper > composing.lowerBound ? composing.lowerBound..<upper : nil
            if marked == nil { recordComposition(at: composing.lowerBound, inserted: "", count: 0) }
            typing = false
            return edit
        }
        // An edit elsewhere ends the composition first, so the marked range never names
        // characters it no longer covers.
        endComposition()
        let (removed, count) = storage.replace(range, with: inserted)
        let edit = Edit(range: range, removed: removed, inserted: inserted, insertedCount: count, selectionBefore: selection)
        redoStack.removeAll()
        if coalesce, typing, removed.isEmpty, var last = undoStack.last, last.removed.isEmpty,
           last.range.lowerBound + last.insertedCount == range.lowerBound {
            last.inserted += inserted
            last.insertedCount += count
            undoStack[undoStack.count - 1] = last
        } else {
            undoStack.append(edit)
        }
        typing = false
        return edit
    }

    // MARK: Undo

    /// Takes back the last change; returns the text's range it touched.
    @discardableResult
    package mutating func undo() -> Bool {
        // A composition in progress is the last change: it is what undo takes back.
        endComposition()
        guard let edit = undoStack.popLast() else { return false }
        let range = edit.range.lowerBound..<(edit.range.lowerBound + edit.insertedCount)
        storage.replace(range, with: edit.removed)
        redoStack.append(edit)
        selection = clamp(edit.selectionBefore)
        anchor = selection.lowerBound
        marked = nil
        typing = false
        return true
    }

    @discardableResult
    package mutating func redo() -> Bool {
        guard marked == nil, var edit = redoStack.popLast() else { return false }
        edit.insertedCount = storage.replace(edit.range, with: edit.inserted).inserted
        undoStack.append(edit)
        setCaret(edit.range.lowerBound + edit.insertedCount)
        typing = false
        return true
    }

    // MARK: The selection

    package mutating func setCaret(_ position: Int) {
        let clamped = min(max(0, position), count)
        selection = clamped..<clamped
        anchor = clamped
    }

    /// Selects `range`, clamped to the text.
    package mutating func select(_ range: Range<Int>) {
        selection = clamp(range)
        anchor = selection.lowerBound
        typing = false
    }

    /// Selects from where a drag started to where it is now.
    package mutating func select(from start: Int, to end: Int) {
        let a = min(max(0, start), count), b = min(max(0, end), count)
        selection = min(a, b)..<max(a, b)
        anchor = a
        typing = false
    }

    package mutating func selectAll() { select(0..<count) }

    /// One character left or right; with `extend` the selection grows or shrinks from its
    /// anchor; without, a selection collapses to its edge in that direction.
    package mutating func move(_ direction: Direction, extend: Bool) {
        typing = false
        if extend {
            let moving = selection.lowerBound == anchor ? selection.upperBound : selection.lowerBound
            let next = direction == .left ? moving - 1 : moving + 1
            select(from: anchor, to: next)
            return
        }
        if !selection.isEmpty { return setCaret(direction == .left ? selection.lowerBound : selection.upperBound) }
        setCaret(direction == .left ? caret - 1 : caret + 1)
    }

    /// To the start or end of the text (Home, End), extending the selection with `extend`.
    package mutating func moveToEnd(_ direction: Direction, extend: Bool) {
        typing = false
        let target = direction == .left ? 0 : count
        if extend { select(from: anchor, to: target) } else { setCaret(target) }
    }

    /// The word around `position` (letters and digits; a run of anything else is its own).
    package func wordRange(at position: Int) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        let index = min(max(0, position), count - 1)
        // The characters around the position, a window that doubles while the word fills it.
        var reach = 256
        while true {
            let window = max(0, index - reach)..<min(count, index + reach)
            let characters = Array(storage.text(in: window))
            let found = Self.run(around: index - window.lowerBound, in: characters)
            let start = found.lowerBound + window.lowerBound, end = found.upperBound + window.lowerBound
            let cut = (start == window.lowerBound && start > 0) || (end == window.upperBound && end < count)
            if !cut { return start..<end }
            reach *= 2
        }
    }

    /// The run of word characters (letters, digits, underscore) or of others around `index`.
    private static func run(around index: Int, in characters: [Character]) -> Range<Int> {
        let isWord = { (c: Character) in c.isLetter || c.isNumber || c == "_" }
        let kind = isWord(characters[index])
        var start = index, end = index + 1
        while start > 0, isWord(characters[start - 1]) == kind { start -= 1 }
        while end < characters.count, isWord(characters[end]) == kind { end += 1 }
        return start..<end
    }

    // MARK: Marked text

    /// Shows an input method's composing `text` in place of the marked text (or the
    /// selection), its own caret at `selectedRange` within it.
    package mutating func setMarkedText(_ text: String, selectedRange: Range<Int>) {
        if marked == nil { composingReplaced = storage.text(in: selection) }
        let range = marked ?? selection
        let count = storage.replace(range, with: text).inserted
        marked = count == 0 ? nil : range.lowerBound..<(range.lowerBound + count)
        // A composition emptied (or typed over) leaves only what it replaced gone.
        if marked == nil { recordComposition(at: range.lowerBound, inserted: "", count: 0) }
        let base = range.lowerBound
        let caretRange = (base + min(selectedRange.lowerBound, count))..<(base + min(selectedRange.upperBound, count))
        selection = caretRange
        anchor = caretRange.lowerBound
        typing = false
    }

    /// Ends composition, keeping the composed text as typed text (one undo step).
    package mutating func unmarkText() {
        guard let range = marked else { return }
        endComposition()
        redoStack.removeAll()
        setCaret(range.upperBound)
    }

    /// Ends a composition, keeping the composed text as one undo step.
    private mutating func endComposition() {
        guard let range = marked else { return }
        marked = nil
        recordComposition(at: range.lowerBound, inserted: storage.text(in: range), count: range.count)
    }

    /// One undo step for a whole composition: what it replaced, and what it left.
    private mutating func recordComposition(at start: Int, inserted: String, count: Int) {
        let replaced = composingReplaced
        composingReplaced = ""
        guard !(replaced.isEmpty && inserted.isEmpty) else { return }
        let range = start..<(start + replaced.count)
        undoStack.append(Edit(range: range, removed: replaced, inserted: inserted, insertedCount: count, selectionBefore: range))
        redoStack.removeAll()
    }

    private func clamp(_ range: Range<Int>) -> Range<Int> {
        let lower = min(max(0, range.lowerBound), count)
        let upper = min(max(lower, range.upperBound), count)
        return lower..<upper
    }
}
