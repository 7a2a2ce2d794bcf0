import Foundation

/// A key combination a responder handles by sending an action up the responder chain.
///
/// `input` is the character the key types without modifiers (`"c"`, `"\r"`, `"\u{8}"`) or one of
/// the special inputs (``inputUpArrow``, ``inputEscape`` …). The action is performed by the first
/// responder from the one that listed the command out along the chain whose
/// `canPerformAction(_:withSender:)` says yes, with the command as sender.
/// A key command is a ``UICommand``: in a menu it shows its key combination.
@preconcurrency @MainActor open class UIKeyCommand: UICommand {
    open var input: String?
    open var modifierFlags: UIKeyModifierFlags
    open var wantsPriorityOverSystemBehavior = false
    /// Whether the input follows the keyboard layout's letters (kept for UIKit code; keys are
    /// matched by the characters they type).
    open var allowsAutomaticLocalization = true
    /// Whether the arrows and brackets swap in right-to-left layouts.
    open var allowsAutomaticMirroring = true

    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, alternates: [UICommandAlternate] = [],
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// Whether `key` is this command's combination (Caps Lock and the numeric pad flag aside).
    func matches(_ key: UIKey) -> Bool {
        let significant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        guard key.modifierFlags.intersection(significant) == modifierFlags.intersection(significant) else { return false }
        return input?.lowercased() == key.charactersIgnoringModifiers.lowercased()
    }

    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    nonisolated public static let inputHome = "UIKeyInputHome"
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    nonisolated public static let inputDelete = "UIKeyInputDelete"
}
