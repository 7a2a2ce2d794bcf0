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

/// The keyboard traits of a text object (UIKit's are optional properties; these are read-only
/// here, and `UITextField` keeps settable ones).
@preconcurrency @MainActor public protocol UITextInputTraits: AnyObject {
    var keyboardType: UIKeyboardType { get }
    var returnKeyType: UIReturnKeyType { get }
    var autocapitalizationType: UITextAutocapitalizationType { get }
    var autocorrectionType: UITextAutocorrectionType { get }
    var isSecureTextEntry: Bool { get }
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
}
