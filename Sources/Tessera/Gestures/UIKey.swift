import Foundation

/// Modifier keys held with a key or a pointer event.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A key's USB HID usage, the code UIKit reports as `UIKey.keyCode`.
///
/// Only the usages Tessera's hosts produce are named; `UIKeyboardHIDUsage(rawValue:)` takes any
/// code. SDL's scancodes are these same numbers.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    public static let keyboardB = UIKeyboardHIDUsage(rawValue: 0x05)
    public static let keyboardC = UIKeyboardHIDUsage(rawValue: 0x06)
    public static let keyboardD = UIKeyboardHIDUsage(rawValue: 0x07)
    public static let keyboardE = UIKeyboardHIDUsage(rawValue: 0x08)
    public static let keyboardF = UIKeyboardHIDUsage(rawValue: 0x09)
    public static let keyboardG = UIKeyboardHIDUsage(rawValue: 0x0A)
    public static let keyboardH = UIKeyboardHIDUsage(rawValue: 0x0B)
    public static let keyboardI = UIKeyboardHIDUsage(rawValue: 0x0C)
    public static let keyboardJ = UIKeyboardHIDUsage(rawValue: 0x0D)
    public static let keyboardK = UIKeyboardHIDUsage(rawValue: 0x0E)
    public static let keyboardL = UIKeyboardHIDUsage(rawValue: 0x0F)
    public static let keyboardM = UIKeyboardHIDUsage(rawValue: 0x10)
    public static let keyboardN = UIKeyboardHIDUsage(rawValue: 0x11)
    public static let keyboardO = UIKeyboardHIDUsage(rawValue: 0x12)
    public static let keyboardP = UIKeyboardHIDUsage(rawValue: 0x13)
    public static let keyboardQ = UIKeyboardHIDUsage(rawValue: 0x14)
    public static let keyboardR = UIKeyboardHIDUsage(rawValue: 0x15)
    public static let keyboardS = UIKeyboardHIDUsage(rawValue: 0x16)
    public static let keyboardT = UIKeyboardHIDUsage(rawValue: 0x17)
    public static let keyboardU = UIKeyboardHIDUsage(rawValue: 0x18)
    public static let keyboardV = UIKeyboardHIDUsage(rawValue: 0x19)
    public static let keyboardW = UIKeyboardHIDUsage(rawValue: 0x1A)
    public static let keyboardX = UIKeyboardHIDUsage(rawValue: 0x1B)
    public static let keyboardY = UIKeyboardHIDUsage(rawValue: 0x1C)
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 0x1D)
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 0x1E)
    public static let keyboard2 = UIKeyboardHIDUsage(rawValue: 0x1F)
    public static let keyboard3 = UIKeyboardHIDUsage(rawValue: 0x20)
    public static let keyboard4 = UIKeyboardHIDUsage(rawValue: 0x21)
    public static let keyboard5 = UIKeyboardHIDUsage(rawValue: 0x22)
    public static let keyboard6 = UIKeyboardHIDUsage(rawValue: 0x23)
    public static let keyboard7 = UIKeyboardHIDUsage(rawValue: 0x24)
    public static let keyboard8 = UIKeyboardHIDUsage(rawValue: 0x25)
    public static let keyboard9 = UIKeyboardHIDUsage(rawValue: 0x26)
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 0x27)
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    public static let keyboardHyphen = UIKeyboardHIDUsage(rawValue: 0x2D)
    public static let keyboardEqualSign = UIKeyboardHIDUsage(rawValue: 0x2E)
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 0x4A)
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 0x4B)
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 0x4C)
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 0x4D)
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 0x4E)
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)
}

/// A key on a hardware keyboard, as a press carries it (iOS 13.4).
@preconcurrency @MainActor open class UIKey: NSObject {
    /// What the key types with its modifiers (`"C"` with Shift).
    open var characters: String
    /// What the key types without them (`"c"`); a `UIKeyCommand` input for special keys
    /// (`UIKeyCommand.inputUpArrow`).
    open var charactersIgnoringModifiers: String
    open var modifierFlags: UIKeyModifierFlags
    open var keyCode: UIKeyboardHIDUsage

    public init(keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String,
                modifierFlags: UIKeyModifierFlags) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        super.init()
    }
}
