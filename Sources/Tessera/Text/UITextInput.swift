import Foundation

/// The keyboard an app would like for a text object. Accepted and kept: a desktop's keyboard
/// is whatever the user has.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}
public enum UIReturnKeyType: Int, Sendable { case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue` }
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
public enum UIKeyboardAppearance: Int, Sendable { case `default`, dark, light }

/// What kind of content a field holds (for autofill); accepted and kept.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let URL = UITextContentType(rawValue: "url")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}

public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartInsertDeleteType: Int, Sendable { case `default`, no, yes }

/// The keyboard traits of a text object (UIKit's are optional properties; these are read-only
/// here, with UIKit's defaults, and `UITextField` and `UITextView` keep settable ones).
@preconcurrency @MainActor public protocol UITextInputTraits: AnyObject {
    var keyboardType: UIKeyboardType { get }
    var returnKeyType: UIReturnKeyType { get }
    var autocapitalizationType: UITextAutocapitalizationType { get }
    var autocorrectionType: UITextAutocorrectionType { get }
    var isSecureTextEntry: Bool { get }
    var spellCheckingType: UITextSpellCheckingType { get }
    var smartQuotesType: UITextSmartQuotesType { get }
    var smartDashesType: UITextSmartDashesType { get }
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get }
    var keyboardAppearance: UIKeyboardAppearance { get }
    var enablesReturnKeyAutomatically: Bool { get }
    var textContentType: UITextContentType? { get }
    var passwordRules: UITextInputPasswordRules? { get }
}

extension UITextInputTraits {
    public var spellCheckingType: UITextSpellCheckingType { .default }
    public var smartQuotesType: UITextSmartQuotesType { .default }
    public var smartDashesType: UITextSmartDashesType { .default }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType { .default }
    public var keyboardAppearance: UIKeyboardAppearance { .default }
    public var enablesReturnKeyAutomatically: Bool { false }
    public var textContentType: UITextContentType? { nil }
    public var passwordRules: UITextInputPasswordRules? { nil }
}

/// The rules a new password must follow, in the password-rules language
/// (`required: upper; required: digit; minlength: 8;`), for password managers to read. Kept
/// as given; ``requirements`` reads the common rules.
public final class UITextInputPasswordRules: NSObject, @unchecked Sendable {
    public let passwordRulesDescriptor: String

    public init(descriptor passwordRulesDescriptor: String) {
        self.passwordRulesDescriptor = passwordRulesDescriptor
        super.init()
    }

    /// The descriptor's rules by name (`required`, `allowed`, `minlength`, `maxlength`,
    /// `max-consecutive`), each with its values in order; rules the descriptor repeats add up.
    public var requirements: [String: [String]] {
        var rules: [String: [String]] = [:]
        for rule in passwordRulesDescriptor.split(separator: ";") {
            let parts = rule.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let name = parts[0].trimmingCharacters(in: .whitespaces).lowercased()
            let values = parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            rules[name, default: []] += values
        }
        return rules
    }
}

/// A responder that takes typed text: what a text field is to the keyboard.
@preconcurrency @MainActor public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

/// A place in a text object's text (an offset in characters here).
@preconcurrency @MainActor open class UITextPosition: NSObject {
    let offset: Int
    init(offset: Int) { self.offset = offset; super.init() }
    open override func isEqual(_ object: Any?) -> Bool { (object as? UITextPosition)?.offset == offset }
}

/// A stretch of a text object's text.
@preconcurrency @MainActor open class UITextRange: NSObject {
    public let start: UITextPosition
    public let end: UITextPosition
    open var isEmpty: Bool { start.offset == end.offset }
    init(start: UITextPosition, end: UITextPosition) {
        self.start = start
        self.end = end
        super.init()
    }
    var characters: Range<Int> { min(start.offset, end.offset)..<max(start.offset, end.offset) }
}

/// The text-input API list code touches: positions, ranges, the selection and marked text.
@preconcurrency @MainActor public protocol UITextInput: UIKeyInput {
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func unmarkText()
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// How marked text draws (UIKit's attributes); nil: underlined in the text's colour.
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// `offset` positions from `position` moving on screen (left and right by characters, up
    /// and down by lines).
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// The system's observer of text and selection changes.
    var inputDelegate: UITextInputDelegate? { get set }
    /// Where words, sentences and paragraphs begin and end.
    var tokenizer: UITextInputTokenizer { get }
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
    /// The first line's rectangle of `range`, in ``textInputView``'s coordinates.
    func firstRect(for range: UITextRange) -> CGRect
    /// The caret's rectangle at `position`, in ``textInputView``'s coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// A rectangle per line `range` covers.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    func closestPosition(to point: CGPoint) -> UITextPosition?
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    func characterRange(at point: CGPoint) -> UITextRange?
    // Optional in UIKit (defaults in the extension below).
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool
    func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition?
    func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int
    var textInputView: UIView { get }
    var selectionAffinity: UITextStorageDirection { get set }
    func insertTextPlaceholder(with size: CGSize) -> UITextPlaceholder
    func remove(_ textPlaceholder: UITextPlaceholder)
}

extension UITextInput {
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }
    public func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition? {
        position(from: range.start, offset: offset)
    }
    public func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int {
        offset(from: range.start, to: position)
    }
    /// The text input itself when it is a view.
    public var textInputView: UIView { (self as? UIView) ?? UIView() }
    public var selectionAffinity: UITextStorageDirection {
        get { .forward }
        set {}
    }
    /// A placeholder with no rectangles: nothing is inserted (a text input that shows
    /// placeholders implements both methods).
    public func insertTextPlaceholder(with size: CGSize) -> UITextPlaceholder { UITextPlaceholder() }
    public func remove(_ textPlaceholder: UITextPlaceholder) {}
}
