import Foundation

/// The keyboard's language: on a desktop, the user's language from the environment (`LANG`).
@preconcurrency @MainActor open class UITextInputMode: NSObject {
    nonisolated public static let currentInputModeDidChangeNotification = Notification.Name("UITextInputCurrentInputModeDidChangeNotification")

    /// A BCP 47 language tag (`en-US`, `fr-FR`), or nil when the environment names none.
    public let primaryLanguage: String?

    init(primaryLanguage: String?) {
        self.primaryLanguage = primaryLanguage
        super.init()
    }

    /// The input modes the user has: the desktop's one.
    public static var activeInputModes: [UITextInputMode] { [current] }

    /// The desktop keyboard's mode, from `LANG` (`fr_FR.UTF-8` → `fr-FR`).
    static var current: UITextInputMode {
        let lang = ProcessInfo.processInfo.environment["LANG"].flatMap { $0.split(separator: ".").first.map(String.init) }
        let tag = lang.flatMap { $0 == "C" || $0 == "POSIX" ? nil : $0.replacingOccurrences(of: "_", with: "-") }
        return UITextInputMode(primaryLanguage: tag)
    }
}

extension UIResponder {
    /// The input mode of a responder that takes text (the desktop keyboard's); nil otherwise.
    public var textInputMode: UITextInputMode? { self is UIKeyInput ? UITextInputMode.current : nil }
    /// An identifier under which the input mode is remembered for this responder (none).
    public var textInputContextIdentifier: String? { nil }
    /// Forgets the input mode remembered under `identifier` (nothing is remembered here).
    public static func clearTextInputContextIdentifier(_ identifier: String) {}
}
