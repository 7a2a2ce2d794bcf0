import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// `UITextInput` as custom editors and input systems use it: the tokenizer's units, the
/// geometry of carets and selections, hit testing, moves by line, and the input delegate.
@MainActor struct TextInputProtocolTests {
    func field(_ text: String) -> (HeadlessScreen, UITextField) {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 300), scale: 1)
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 340, height: 34))
        field.text = text
        screen.window.addSubview(field)
        screen.runUntilIdle()
        return (screen, field)
    }

    func at(_ offset: Int) -> UITextPosition { UITextPosition(offset: offset) }

    @Test func theStringTokenizerFindsWordsSentencesAndParagraphs() {
        let (screen, field) = field("Hello there. It’s a test! Next")
        defer { withExtendedLifetime(screen) {} }
        let tokenizer = field.tokenizer
        let word = tokenizer.rangeEnclosingPosition(at(2), with: .word, inDirection: .storage(.forward))
        #expect(word.map { field.text(in: $0) } == "Hello")
        #expect(tokenizer.rangeEnclosingPosition(at(5), with: .word, inDirection: .storage(.forward)) == nil,
                "at a word's end going forward: the space after it is in no word")
        #expect(tokenizer.rangeEnclosingPosition(at(5), with: .word, inDirection: .storage(.backward)).map { field.text(in: $0) } == "Hello")
        let its = tokenizer.rangeEnclosingPosition(at(14), with: .word, inDirection: .storage(.forward))
        #expect(its.map { field.text(in: $0) } == "It’s", "an apostrophe inside a word keeps it whole")
        #expect(tokenizer.isPosition(at(5), atBoundary: .word, inDirection: .storage(.forward)), "a word ends here")
        #expect(tokenizer.isPosition(at(6), atBoundary: .word, inDirection: .storage(.backward)), "a word starts here")
        #expect(!tokenizer.isPosition(at(3), atBoundary: .word, inDirection: .storage(.forward)))
        #expect(tokenizer.position(from: at(0), toBoundary: .word, inDirection: .storage(.forward))?.offset == 5)
        #expect(tokenizer.position(from: at(9), toBoundary: .word, inDirection: .storage(.backward))?.offset == 6)
        let sentence = tokenizer.rangeEnclosingPosition(at(15), with: .sentence, inDirection: .storage(.forward))
        #expect(sentence.map { field.text(in: $0) } == "It’s a test! ")
        #expect(tokenizer.position(from: at(0), toBoundary: .sentence, inDirection: .layout(.right))?.offset == 13)
        #expect(tokenizer.isPosition(at(8), withinTextUnit: .word, inDirection: .storage(.forward)))
        #expect(!tokenizer.isPosition(at(12), withinTextUnit: .word, inDirection: .storage(.forward)), "a full stop is in no word")
        #expect(tokenizer.rangeEnclosingPosition(at(3), with: .document, inDirection: .storage(.forward)).map { field.text(in: $0) } == field.text)
    }

    @Test func caretsAndSelectionRectanglesLieOnTheText() {
        let (screen, field) = field("abcdef")
        defer { withExtendedLifetime(screen) {} }
        let start = field.caretRect(for: at(0))
        let end = field.caretRect(for: at(6))
        #expect(start.height > 10 && start.minY >= 0 && start.maxY <= field.bounds.height, "\(start)")
        #expect(end.minX > start.minX + 20, "six characters to the right, got \(start) and \(end)")
        let range = UITextRange(start: at(1), end: at(4))
        let rects = field.selectionRects(for: range)
        #expect(rects.count == 1 && rects[0].containsStart && rects[0].containsEnd)
        #expect(abs(rects[0].rect.minX - field.caretRect(for: at(1)).minX) < 0.5)
        #expect(abs(rects[0].rect.maxX - field.caretRect(for: at(4)).minX) < 0.5)
        #expect(field.firstRect(for: range) == rects[0].rect)
        let middle = CGPoint(x: field.caretRect(for: at(3)).minX + 1, y: start.midY)
        #expect(field.closestPosition(to: middle)?.offset == 3)
        #expect(field.closestPosition(to: middle, within: UITextRange(start: at(4), end: at(6)))?.offset == 4, "clamped to the range")
        #expect(field.characterRange(at: middle).map { field.text(in: $0) } == "d")
        #expect(field.position(from: at(2), in: .right, offset: 2)?.offset == 4)
        #expect(field.position(from: at(1), in: .left, offset: 2) == nil, "past the start")
        #expect(field.position(within: range, farthestIn: .left)?.offset == 1)
        #expect(field.characterRange(byExtending: at(2), in: .right).map { field.text(in: $0) } == "cdef")
    }

    @Test func aTextViewMovesByLinesAndGivesARectanglePerLine() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 400), scale: 1)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.text = "first line\nsecond line\nthird"
        screen.window.addSubview(view)
        screen.runUntilIdle()
        let down = view.position(from: at(3), in: .down, offset: 1)
        let x = view.caretRect(for: at(3)).minX
        #expect((11...22).contains(down?.offset ?? -1), "on the next line, got \(String(describing: down?.offset))")
        let gap = down.map { abs(view.caretRect(for: $0).minX - x) } ?? .infinity
        let neighbours = [-1, 1].compactMap { step in down.map { abs(view.caretRect(for: at($0.offset + step)).minX - x) } }
        #expect(neighbours.allSatisfy { gap <= $0 }, "the caret nearest the same x, \(gap) against \(neighbours)")
        #expect(view.position(from: at(25), in: .down, offset: 1) == nil, "no line below the last")
        let rects = view.selectionRects(for: UITextRange(start: at(6), end: at(16)))
        #expect(rects.count == 2, "two lines of the selection")
        #expect(rects.first?.containsStart == true && rects.last?.containsEnd == true)
        #expect((rects.last?.rect.minY ?? 0) > (rects.first?.rect.maxY ?? 0) - 1)
    }

    @Test func theInputDelegateHearsEditsAndSelectionChanges() {
        final class Listener: UITextInputDelegate {
            var calls: [String] = []
            func selectionWillChange(_ textInput: UITextInput?) { calls.append("selectionWill") }
            func selectionDidChange(_ textInput: UITextInput?) { calls.append("selectionDid") }
            func textWillChange(_ textInput: UITextInput?) { calls.append("textWill \((textInput as? UITextField)?.text ?? "")") }
            func textDidChange(_ textInput: UITextInput?) { calls.append("textDid \((textInput as? UITextField)?.text ?? "")") }
        }
        let (screen, field) = field("ab")
        let listener = Listener()
        field.inputDelegate = listener
        _ = field.becomeFirstResponder()
        screen.type("c")
        field.selectedTextRange = UITextRange(start: at(0), end: at(1))
        #expect(listener.calls == ["textWill ab", "textDid abc", "selectionWill", "selectionDid"])
    }

    @Test func traitsPasswordRulesAndAssistantItemsAreKept() {
        let field = UITextField()
        field.passwordRules = UITextInputPasswordRules(descriptor: "required: upper; required: digit; minlength: 8; allowed: lower, [-_]")
        #expect(field.passwordRules?.requirements["required"] == ["upper", "digit"])
        #expect(field.passwordRules?.requirements["minlength"] == ["8"])
        #expect(field.passwordRules?.requirements["allowed"] == ["lower", "[-_]"])
        field.smartQuotesType = .no
        let traits: UITextInputTraits = field
        #expect(traits.smartQuotesType == .no && traits.smartDashesType == .default)
        let group = UIBarButtonItemGroup(barButtonItems: [UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil)], representativeItem: nil)
        field.inputAssistantItem.leadingBarButtonGroups = [group]
        #expect(field.inputAssistantItem.leadingBarButtonGroups.first === group, "the same item each time it is asked for")
        let keys = UIInputView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), inputViewStyle: .keyboard)
        #expect(keys.inputViewStyle == .keyboard && keys.backgroundColor == .systemGray5)
    }
}
