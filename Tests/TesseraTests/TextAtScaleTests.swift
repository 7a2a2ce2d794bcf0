import Testing
import Foundation
@testable @_spi(Host) import Tessera
import TesseraTesting

/// A long text pasted into a text view: the lines that show are wrapped as a full layout would
/// wrap them, the rest is estimated, and scrolling through settles the height exactly.
@MainActor struct TextAtScaleTests {
    /// Prose of `paragraphs` paragraphs of 20 to 1,400 characters, words of 1 to 14 letters.
    private func prose(paragraphs: Int) -> String {
        var generator = SeededGenerator(state: 7)
        return (0..<paragraphs).map { _ in
            let words = Int.random(in: 4...250, using: &generator)
            return (0..<words).map { _ in String(repeating: "abcdefghijklm".randomElement(using: &generator)!, count: Int.random(in: 1...14, using: &generator)) }
                .joined(separator: " ")
        }.joined(separator: "\n")
    }

    private func show() -> (HeadlessScreen, UITextView) {
        let screen = HeadlessScreen(size: CGSize(width: 420, height: 400), scale: 1)
        let view = UITextView(frame: CGRect(x: 10, y: 10, width: 400, height: 300))
        screen.window.addSubview(view)
        _ = view.becomeFirstResponder()
        screen.runUntilIdle()
        return (screen, view)
    }

    private func fullLayout(of view: UITextView) -> TextViewLayout { .madeAfresh(for: view) }

    private func lineRanges(_ layout: TextViewLayout) -> Set<Range<Int>> {
        Set((0..<layout.lineCount).map { layout.range(ofLine: $0) })
    }

    private func shownLines(_ view: UITextView) -> [Range<Int>] {
        view.visibleLines.clamped(to: 0...(view.layout.lineCount - 1)).map { view.layout.range(ofLine: $0) }
    }

    @Test func aLongPasteWrapsWhatShowsAsAFullLayoutWould() {
        let (screen, view) = show()
        let text = prose(paragraphs: 600)
        #expect(text.count > TextViewLayout.eagerLimit, "long enough to be laid out lazily")
        view.insertText(text)
        screen.runUntilIdle()
        #expect(view.layout.paragraphs.contains { $0.lines == nil }, "most paragraphs are only estimated")
        let caret = view.caretRect(for: view.endOfDocument)
        #expect(view.bounds.contains(caret), "the caret at the end shows: \(caret) in \(view.bounds)")
        let full = lineRanges(fullLayout(of: view))
        let shown = shownLines(view)
        for line in shown { #expect(view.layout.measure(view.editor.text(in: line).trimmingCharacters(in: .whitespaces)) <= view.textWidth) }
        #expect(shown.count > 10)
        for line in shown { #expect(full.contains(line), "line \(line) is not a line of the full layout") }
        #expect(shown.last?.upperBound == view.editor.count, "the last line shown ends the text")
    }

    @Test func theEstimatedHeightIsCloseAndScrollingThroughMakesItExact() {
        let (screen, view) = show()
        view.insertText(prose(paragraphs: 600))
        screen.runUntilIdle()
        let full = fullLayout(of: view)
        let exact = CGFloat(full.lineCount) * full.lineHeight + view.textContainerInset.top + view.textContainerInset.bottom
        #expect(abs(view.contentSize.height - exact) / exact < 0.1, "estimated \(view.contentSize.height), exact \(exact)")
        view.contentOffset = .zero
        view.layoutIfNeeded()
        while view.contentOffset.y + view.bounds.height < view.contentSize.height {
            view.contentOffset.y += view.bounds.height
            view.layoutIfNeeded()
        }
        #expect(view.layout.lineCount == full.lineCount, "every paragraph passed is wrapped")
        #expect(view.contentSize.height == exact)
    }

    @Test func aTapWhereTheTextIsEstimatedPutsTheCaretOnTheLineTapped() {
        let (screen, view) = show()
        view.insertText(prose(paragraphs: 600))
        screen.runUntilIdle()
        view.contentOffset.y = (view.contentSize.height / 2).rounded()
        screen.runUntilIdle()
        let tapped = view.convert(CGPoint(x: 100, y: view.bounds.minY + 150), to: nil)
        screen.tap(at: tapped)
        screen.runUntilIdle()
        // Where the user sees the caret: wrapping the lines above may scroll the content, but
        // the caret shows on the line that was tapped.
        let caret = view.convert(view.caretRect(for: view.selectedTextRange!.start), to: nil)
        #expect(abs(caret.midY - tapped.y) <= view.layout.lineHeight / 2, "caret at \(caret.midY), tapped at \(tapped.y)")
    }
}

extension TextViewLayout {
    /// A text view's text laid out afresh and whole, at its font and width: what an edit's
    /// incremental (or lazy) layout must agree with.
    static func madeAfresh(for view: UITextView) -> TextViewLayout {
        let fresh = TextViewLayout()
        fresh.font = view.layout.font
        fresh.width = view.layout.width
        let text = view.editor.storage
        fresh.source = { text.text(in: $0) }
        fresh.rebuild(text)
        fresh.wrapAll()
        return fresh
    }
}
