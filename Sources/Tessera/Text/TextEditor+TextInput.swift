import Foundation
import TesseraCore

/// What a text field and a text view answer for `UITextInput`, from their editor: one place
/// for both (their `open` methods forward here, so subclasses can still override them).
extension TextEditor {
    @MainActor var selectedTextRange: UITextRange {
        UITextRange(start: UITextPosition(offset: selection.lowerBound), end: UITextPosition(offset: selection.upperBound))
    }

    @MainActor var markedTextRange: UITextRange? {
        marked.map { UITextRange(start: UITextPosition(offset: $0.lowerBound), end: UITextPosition(offset: $0.upperBound)) }
    }

    /// A range's characters, inside the text.
    @MainActor func characters(of range: UITextRange) -> Range<Int> { range.characters.clamped(to: 0..<count) }

    @MainActor func text(in range: UITextRange) -> String { text(in: characters(of: range)) }

    /// `offset` characters from `position`; nil past either end, as UIKit's.
    @MainActor func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        return target >= 0 && target <= count ? UITextPosition(offset: target) : nil
    }

    /// A character range as UIKit counts it: UTF-16 units.
    func utf16Range(_ range: Range<Int>) -> NSRange {
        let clamped = range.clamped(to: 0..<count)
        let start = storage.utf16Offset(ofCharacter: clamped.lowerBound)
        return NSRange(location: start, length: storage.utf16Offset(ofCharacter: clamped.upperBound) - start)
    }

    /// A UTF-16 range as characters (a position inside a character moves to the next one).
    func characterRange(_ range: NSRange) -> Range<Int> {
        let (end, overflow) = range.location.addingReportingOverflow(max(0, range.length))
        let upper = storage.characterOffset(ofUTF16: overflow ? Int.max : end)
        return min(storage.characterOffset(ofUTF16: range.location), upper)..<upper
    }

    /// Where a composition's own caret goes within `text`, from UIKit's `selectedRange`.
    static func markedSelection(in text: String, _ selectedRange: NSRange) -> Range<Int> {
        let lower = min(selectedRange.location, text.count)
        return lower..<max(lower, min(selectedRange.location + selectedRange.length, text.count))
    }
}

extension UITextPosition {
    /// The order of two positions.
    func compared(to other: UITextPosition) -> ComparisonResult {
        offset < other.offset ? .orderedAscending : (offset > other.offset ? .orderedDescending : .orderedSame)
    }
}
