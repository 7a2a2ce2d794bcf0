import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// A seeded run of hostile operations on a text view: typing (words, line breaks, emoji,
/// accents), deleting, replacing careless ranges, composing (marked text committed or typed
/// over), cutting, copying and pasting (up to a few thousand characters at a time), undo and
/// redo, selecting, and resizing so every paragraph wraps again.
///
/// A shadow model applies each edit as UIKit documents it (the selection or the marked text
/// is replaced, the caret follows the insertion). After each operation the view's text and
/// selection must be the model's; after an undo or a redo the text must be one the view
/// showed before. Every few operations the view's incrementally updated line layout must be
/// the layout of the same text made afresh, and the content height must follow it.
@MainActor final class TextHostileRun: HostileSteps {
    private var random: SeededGenerator
    var log: HostileLog
    private let screen: HeadlessScreen
    private let view: UITextView
    private let messages = MessageLog()
    /// The shadow model, in characters.
    private var text: [Character] = []
    private var selection = 0..<0
    private var marked: Range<Int>?
    /// Every text the view has shown since the last reset: what undo and redo may go back to.
    private var history: Set<String> = [""]
    private static let words = ["the", "quick", "brown", "fox", "jumps", "over", "lazy", "dogs", "a", "wrapping",
                                "extraordinarily-long-hyphenated-word", "🙂", "é", "naïve", "日本語", "\n", "\n\n", " ", "\t"]
    let idleEvery = 60
    var failures: [String] { log.failures }
    var operations: Int { log.operations }

    init(seed: UInt64) {
        random = SeededGenerator(state: seed)
        log = HostileLog(seed: seed, name: "text")
        screen = HeadlessScreen(size: CGSize(width: 420, height: 500), scale: 1)
        view = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 400))
        screen.window.addSubview(view)
        _ = view.becomeFirstResponder()
        screen.runUntilIdle()
    }

    func run(_ count: Int) { runSteps(count, reportingTo: messages) }

    func step() {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<26: type()
        case 26..<36: deleteBackward()
        case 36..<44: replaceARange()
        case 44..<54: compose()
        case 54..<62: select()
        case 62..<68: cutOrCopy()
        case 68..<76: paste()
        case 76..<86: undoOrRedo()
        case 86..<90: resize()
        case 90..<92: reset()
        default: typeWithKeys()
        }
        check(deep: log.operations % 10 == 0)
        if text.count > 20_000 { reset() }
    }

    private func phrase(_ count: Int) -> String {
        (0..<count).map { _ in Self.words.randomElement(using: &random)! }.joined(separator: Bool.random(using: &random) ? " " : "")
    }

    // MARK: Operations

    private func type() {
        let typed = phrase(Int.random(in: 1...4, using: &random))
        log.note("insertText \(typed.debugDescription)")
        view.insertText(typed)
        typeOverComposition(typed)
    }

    private func typeWithKeys() {
        let typed = ["ab", "x y", "Zz"].randomElement(using: &random)!
        log.note("type \(typed.debugDescription) on the keyboard")
        screen.type(typed)
        typeOverComposition(typed)
    }

    private func deleteBackward() {
        log.note("deleteBackward")
        view.deleteBackward()
        let range = selection.isEmpty ? max(0, selection.lowerBound - 1)..<selection.lowerBound : selection
        if !range.isEmpty { replace(range, with: "") }
    }

    private func replaceARange() {
        let start = Int.random(in: -3...(text.count + 3), using: &random)
        let end = start + Int.random(in: 0...8, using: &random)
        let replacement = Bool.random(using: &random) ? phrase(2) : ""
        log.note("replace \(start)..<\(end) with \(replacement.debugDescription)")
        let range = UITextRange(start: UITextPosition(offset: start), end: UITextPosition(offset: end))
        view.replace(range, withText: replacement)
        let clamped = (start..<end).clamped(to: 0..<text.count)
        if !(replacement.isEmpty && clamped.isEmpty) { replace(clamped, with: replacement) }
    }

    /// An input method composes: marked text that grows, then is committed or typed over.
    private func compose() {
        let pieces = ["n", "ni", "nih", "にほ", "日本"]
        let steps = Int.random(in: 1...pieces.count, using: &random)
        for piece in pieces.prefix(steps) {
            log.note("setMarkedText \(piece)")
            view.setMarkedText(piece, selectedRange: NSRange(location: piece.utf16.count, length: 0))
            let range = marked ?? selection
            text.replaceSubrange(range, with: Array(piece))
            history.insert(String(text))
            marked = range.lowerBound..<(range.lowerBound + piece.count)
            selection = marked!.upperBound..<marked!.upperBound
        }
        if Bool.random(using: &random) {
            log.note("unmarkText")
            view.unmarkText()
            marked = nil
        }
    }

    private func select() {
        let a = Int.random(in: 0...text.count, using: &random)
        let b = Bool.random(using: &random) ? a : Int.random(in: a...text.count, using: &random)
        log.note("select \(a)..<\(b)")
        // A click ends a composition, keeping its text, then selects.
        if marked != nil {
            view.unmarkText()
            marked = nil
        }
        view.selectedTextRange = UITextRange(start: UITextPosition(offset: a), end: UITextPosition(offset: b))
        selection = a..<b
    }

    private func cutOrCopy() {
        let cut = Bool.random(using: &random)
        log.note(cut ? "cut" : "copy")
        guard marked == nil else { return }
        if selection.isEmpty {
            if cut { view.cut(nil) } else { view.copy(nil) }
            return
        }
        let copied = String(text[selection])
        if cut { view.cut(nil) } else { view.copy(nil) }
        if UIPasteboard.general.string != copied { log.fail("the pasteboard holds \(UIPasteboard.general.string?.debugDescription ?? "nothing"), not \(copied.debugDescription)") }
        if cut { replace(selection, with: "") }
    }

    private func paste() {
        guard marked == nil else { return }
        let big = Int.random(in: 0..<5, using: &random) == 0
        let string = big ? (0..<Int.random(in: 100...600, using: &random)).map { _ in Self.words.randomElement(using: &random)! }.joined(separator: " ")
                         : phrase(3)
        log.note("paste \(string.count) characters")
        UIPasteboard.general.string = string
        view.paste(nil)
        replace(selection, with: string)
    }

    private func undoOrRedo() {
        let undo = Bool.random(using: &random)
        log.note(undo ? "undo" : "redo")
        if undo { view.undoManager?.undo() } else { view.undoManager?.redo() }
        if !history.contains(view.text) { log.fail("after \(undo ? "undo" : "redo") the view shows a text it never showed: \(view.text.debugDescription.prefix(200))") }
        // The model follows the view: which step undo takes is the editor's to choose.
        text = Array(view.text)
        selection = view.selectedTextRange.map { $0.start.offset..<$0.end.offset } ?? 0..<0
        // Undo ends a composition (and takes it back); redo waits for it to end.
        if undo { marked = nil }
    }

    private func resize() {
        let width = CGFloat(Int.random(in: 80...400, using: &random))
        log.note("resize to \(width) wide")
        view.frame.size.width = width
        screen.runUntilIdle()
    }

    private func reset() {
        let fresh = phrase(Int.random(in: 0...30, using: &random))
        log.note("text = \(fresh.count) characters")
        view.text = fresh
        text = Array(fresh)
        selection = text.count..<text.count
        marked = nil
        history = [fresh]
        // Setting the text puts the caret at the end, as UIKit does.
    }

    // MARK: The model

    /// Typing replaces the composition (or the selection). Typed over a composition, undo takes
    /// back the typing and then the composition as two steps, so the text between them (what
    /// the composition replaced, gone, and nothing typed yet) is one undo may show.
    private func typeOverComposition(_ typed: String) {
        if let composing = marked {
            var between = text
            between.removeSubrange(composing)
            history.insert(String(between))
        }
        replace(marked ?? selection, with: typed)
        marked = nil
    }

    /// An edit as the view makes it: inside a composition it keeps composing (the marked range
    /// grows or shrinks with it); elsewhere it ends the composition, keeping its text.
    private func replace(_ range: Range<Int>, with string: String) {
        let clamped = range.clamped(to: 0..<text.count)
        if let composing = marked {
            if clamped.lowerBound >= composing.lowerBound, clamped.upperBound <= composing.upperBound {
                let upper = composing.upperBound - clamped.count + string.count
                marked = upper > composing.lowerBound ? composing.lowerBound..<upper : nil
            } else {
                marked = nil
            }
        }
        text.replaceSubrange(clamped, with: Array(string))
        let caret = clamped.lowerBound + string.count
        selection = caret..<caret
        history.insert(String(text))
    }

    // MARK: Checks

    private func check(deep: Bool) {
        let shown = view.text ?? ""
        if shown != String(text) {
            return log.fail("the view shows \(shown.debugDescription.prefix(300)), the model \(String(text).debugDescription.prefix(300))")
        }
        let selected = view.selectedTextRange.map { $0.start.offset..<$0.end.offset }
        if marked == nil, selected != selection { log.fail("the selection is \(selected.map { "\($0)" } ?? "none"), the model's \(selection)") }
        if deep { checkLayout() }
        let said = messages.all
        if !said.isEmpty { log.fail("reported: \(said.prefix(3))") }
        messages.removeAll()
    }

    /// The lines kept up to date edit by edit are the lines the same text makes afresh.
    private func checkLayout() {
        let fresh = TextViewLayout.madeAfresh(for: view)
        let count = view.layout.lineCount
        guard count == fresh.lineCount else {
            return log.fail("\(count) lines kept up to date, \(fresh.lineCount) made afresh")
        }
        for line in 0..<count where view.layout.range(ofLine: line) != fresh.range(ofLine: line) {
            return log.fail("line \(line) is \(view.layout.range(ofLine: line)) kept up to date, \(fresh.range(ofLine: line)) made afresh")
        }
        let height = CGFloat(count) * view.layout.lineHeight + view.textContainerInset.top + view.textContainerInset.bottom
        if abs(view.contentSize.height - height) > 0.5 { log.fail("content height \(view.contentSize.height) for \(count) lines (\(height))") }
    }

    func settle() {
        screen.runUntilIdle(limit: 5)
        if MainLoop.shared.hasPendingWork { log.fail("the loop is still busy after 5 seconds") }
        check(deep: true)
    }
}
