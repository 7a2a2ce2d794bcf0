import Foundation
import TesseraCore

/// How large a unit of text a tokenizer moves by.
public enum UITextGranularity: Int, Sendable {
    case character, word, sentence, paragraph, line, document
}

/// Forward or backward through the text's storage.
public enum UITextStorageDirection: Int, Sendable {
    case forward, backward
}

/// A direction on screen.
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2, left, up, down
}

/// A storage or a layout direction, as the tokenizer takes them.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }

    /// Forward, right and down go toward the text's end (left-to-right text).
    var isForward: Bool {
        rawValue == UITextStorageDirection.forward.rawValue || rawValue == UITextLayoutDirection.right.rawValue
            || rawValue == UITextLayoutDirection.down.rawValue
    }
}

/// The direction a piece of text is written in.
public enum NSWritingDirection: Int, Sendable {
    case natural = -1, leftToRight, rightToLeft
}

/// Tells a text input system that the text or the selection is about to change and has changed.
@preconcurrency @MainActor public protocol UITextInputDelegate: AnyObject {
    func selectionWillChange(_ textInput: UITextInput?)
    func selectionDidChange(_ textInput: UITextInput?)
    func textWillChange(_ textInput: UITextInput?)
    func textDidChange(_ textInput: UITextInput?)
}

/// Answers where units of text (words, sentences, paragraphs, lines) begin and end.
@preconcurrency @MainActor public protocol UITextInputTokenizer: AnyObject {
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextRange?
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextPosition?
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
}

/// The tokenizer of a text input that reads its text: words are runs of letters and digits,
/// sentences end at a full stop, a question or an exclamation mark, paragraphs at line breaks.
/// A position is at a boundary going forward when a unit ends there, going backward when one
/// starts there; it is within a unit when inside it, or at the unit's start going forward or
/// its end going backward. Lines are paragraphs here (the tokenizer sees the text, not its
/// layout).
@preconcurrency @MainActor open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    private weak var textInput: (UIResponder & UITextInput)?

    public init(textInput: UIResponder & UITextInput) {
        self.textInput = textInput
        super.init()
    }

    /// The units of `granularity` in the text now.
    private func units(_ granularity: UITextGranularity) -> [Range<Int>] {
        guard let textInput, let range = textInput.textRange(from: textInput.beginningOfDocument, to: textInput.endOfDocument),
              let text = textInput.text(in: range) else { return [] }
        return TextBoundaries.units(Self.unit(granularity), in: Array(text))
    }

    private static func unit(_ granularity: UITextGranularity) -> TextBoundaries.Unit {
        switch granularity {
        case .character: return .character
        case .word: return .word
        case .sentence: return .sentence
        case .paragraph, .line: return .paragraph
        case .document: return .document
        }
    }

    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        let offset = position.offset
        let forward = direction.isForward
        let unit = units(granularity).first { forward ? ($0.lowerBound <= offset && offset < $0.upperBound) : ($0.lowerBound < offset && offset <= $0.upperBound) }
        return unit.map { UITextRange(start: UITextPosition(offset: $0.lowerBound), end: UITextPosition(offset: $0.upperBound)) }
    }

    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool {
        let forward = direction.isForward
        return units(granularity).contains { (forward ? $0.upperBound : $0.lowerBound) == position.offset }
    }

    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        let offset = position.offset
        let found = units(granularity)
        let target = direction.isForward
            ? found.map(\.upperBound).first { $0 > offset }
            : found.map(\.lowerBound).last { $0 < offset }
        return target.map { UITextPosition(offset: $0) }
    }

    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool {
        rangeEnclosingPosition(position, with: granularity, inDirection: direction) != nil
    }
}

/// One rectangle of a selection, as `selectionRects(for:)` answers.
@preconcurrency @MainActor open class UITextSelectionRect: NSObject {
    open var rect: CGRect { storedRect }
    open var writingDirection: NSWritingDirection { .leftToRight }
    open var containsStart: Bool { startsSelection }
    open var containsEnd: Bool { endsSelection }
    open var isVertical: Bool { false }
    private let storedRect: CGRect
    private let startsSelection: Bool
    private let endsSelection: Bool

    /// Subclasses override the properties (UIKit's initializer is the object's own).
    public override init() {
        storedRect = .zero
        startsSelection = false
        endsSelection = false
        super.init()
    }

    init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        startsSelection = containsStart
        endsSelection = containsEnd
        super.init()
    }
}

/// A placeholder inserted in text for content still to come; its rectangles are where it shows.
@preconcurrency @MainActor open class UITextPlaceholder: NSObject {
    open var rects: [UITextSelectionRect] { [] }
}

/// Shortcut buttons a text input shows beside the keyboard's suggestions (an iPad's). A desktop
/// keyboard has no such bar; the groups are kept.
@preconcurrency @MainActor open class UITextInputAssistantItem: NSObject {
    open var allowsHidingShortcuts = true
    open var leadingBarButtonGroups: [UIBarButtonItemGroup] = []
    open var trailingBarButtonGroups: [UIBarButtonItemGroup] = []
}

/// One phrase of dictation, with what else it may have been.
@preconcurrency @MainActor open class UIDictationPhrase: NSObject {
    open var text: String { phrase }
    open var alternativeInterpretations: [String]? { alternatives }
    private let phrase: String
    private let alternatives: [String]?

    init(text: String, alternatives: [String]?) {
        phrase = text
        self.alternatives = alternatives
        super.init()
    }
}
