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

    @MainActor func text(in range: UITextRange) -> String { String(characters[characters(of: range)]) }

    /// `offset` characters from `position`; nil past either end, as UIKit's.
    @MainActor func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        return target >= 0 && target <= count ? UITextPosition(offset: target) : nil
    }

    /// A character range as UIKit counts it: UTF-16 units (a pass over the text before it).
    func utf16Range(_ range: Range<Int>) -> NSRange {
        let clamped = range.clamped(to: 0..<count)
        let start = characters[0..<clamped.lowerBound].reduce(0) { $0 + $1.utf16.count }
        return NSRange(location: start, length: characters[clamped].reduce(0) { $0 + $1.utf16.count })
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
