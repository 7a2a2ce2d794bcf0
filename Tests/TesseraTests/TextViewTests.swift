import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

@MainActor private final class TextViewLog: NSObject, UITextViewDelegate {
    var changes = 0
    var refuseTabs = false
    func textViewDidChange(_ textView: UITextView) { changes += 1 }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        !(refuseTabs && text.contains("\t"))
    }
}

@MainActor struct TextViewTests {
    private func show(_ text: String = "", width: CGFloat = 300) -> (HeadlessScreen, UITextView) {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 400), scale: 1)
        let view = UITextView(frame: CGRect(x: 10, y: 10, width: width, height: 200))
        view.text = text
        screen.window.addSubview(view)
        screen.runUntilIdle()
        return (screen, view)
    }

    @Test func returnStartsANewLineAndUpAndDownMoveBetweenLines() {
        let (screen, view) = show()
        // Letters of one width, so a place along one line is the same along another.
        view.font = .monospacedSystemFont(ofSize: 17, weight: .regular)
        let log = TextViewLog()
        view.delegate = log
        screen.tap(at: CGPoint(x: 100, y: 30))
        screen.type("first line")
        screen.press(.keyboardReturnOrEnter)
        screen.type("second")
        #expect(view.text == "first line\nsecond" && log.changes == 3)
        #expect(view.layout.lineCount == 2)
        screen.press(.keyboardUpArrow)
        screen.type("!")
        #expect(view.text == "first !line\nsecond", "up keeps the caret's place along the line")
        screen.press(.keyboardEnd)
        screen.press(.keyboardDownArrow)
        screen.press(.keyboardEnd)
        screen.type(".")
        #expect(view.text == "first !line\nsecond.")
        log.refuseTabs = true
        screen.press(.keyboardTab)
        #expect(!view.text.contains("\t"), "the delegate refused the tab")
    }

    @Test func typingAttributesGiveTheFontAndColourTypedTextTakes() {
        let (screen, view) = show("ab")
        #expect((view.typingAttributes[.font] as? UIFont) == view.font, "by default: the view's font")
        let kern = NSAttributedString.Key("NSKern")
        view.typingAttributes = [.font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: UIColor.red, kern: 2]
        #expect(view.font?.pointSize == 30 && view.textColor == .red)
        #expect(view.typingAttributes[kern] as? Int == 2, "other attributes are kept")
        screen.tap(at: CGPoint(x: 200, y: 30))
        screen.type("c")
        screen.runUntilIdle()
        #expect(view.text == "abc")
        let typed = view.attributedText.attributes(at: 2, effectiveRange: nil)
        #expect((typed[.font] as? UIFont)?.pointSize == 30 && (typed[.foregroundColor] as? UIColor) == .red, "typed text takes them")
    }

    @Test func longParagraphsWrapByWordsAndTheContentGrows() {
        let words = Array(repeating: "wrapping", count: 40).joined(separator: " ")
        let (_, view) = show(words, width: 200)
        #expect(view.layout.lineCount > 5, "\(view.layout.lineCount) lines")
        let first = view.layout.range(ofLine: 0)
        #expect(view.text[view.text.index(view.text.startIndex, offsetBy: first.upperBound - 1)] == " ", "a line ends after a word's space")
        #expect(view.contentSize.height == CGFloat(view.layout.lineCount) * view.layout.lineHeight + 16)
    }

    @Test func aClickPlacesTheCaretOnItsLineAndShiftArrowsSelect() throws {
        let (screen, view) = show("one\ntwo\nthree")
        let y = view.convert(CGPoint(x: 0, y: 8 + view.layout.lineHeight * 1.5), to: nil).y
        screen.tap(at: CGPoint(x: 300, y: y))
        #expect(view.selectedRange == NSRange(location: 7, length: 0), "the end of the second line")
        screen.press(.keyboardUpArrow, modifiers: .shift)
        #expect(view.text(in: view.selectedTextRange!) == "\ntwo")
    }

    @Test func aMillionCharactersEditWithoutWrappingTheRestAgain() {
        let line = String(repeating: "x", count: 49)
        let text = Array(repeating: line, count: 20_000).joined(separator: "\n")
        let (screen, view) = show(text)
        #expect(view.editor.count == 999_999)
        let paragraphs = view.layout.paragraphs.count
        screen.tap(at: CGPoint(x: 60, y: 30))
        screen.type("y")
        #expect(view.layout.paragraphs.count == paragraphs && view.editor.count == 1_000_000)
        view.selectedRange = NSRange(location: 500_000, length: 0)
        screen.type("\n")
        #expect(view.layout.paragraphs.count == paragraphs + 1)
        #expect(view.contentOffset.y > 1000, "the caret scrolled into view far down")
    }
}
