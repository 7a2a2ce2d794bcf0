import CSDL2
import Foundation
@_spi(Host) import Tessera

/// Translates SDL's events into `HostInput` calls, and nothing more: what a click, the wheel or
/// a key means is decided in the library (`HostInput`), the same for the window and for tests.
///
/// - Left button: the primary pointer (one touch; holding it is a long press).
/// - Right button: the secondary pointer (the item menu).
/// - Wheel and touchpad scrolling: the wheel in notches, with the modifiers held (Shift turns
///   it sideways, Ctrl pinches); a touchpad pinch: a pinch.
/// - Keys: SDL's scancodes are USB HID usages, which is what `UIKey.keyCode` holds.
@MainActor final class SDLInput {
    let input: HostInput

    init(host: SDLWindowHost) {
        input = HostInput(window: host.window)
        input.log = { [unowned host] message in host.log?(message) }
    }

    var isBusy: Bool { input.isBusy }

    func handle(_ e: inout SDL_Event) {
        switch SDL_EventType(e.type) {
        case SDL_MOUSEBUTTONDOWN:
            guard let button = Self.button(e.button.button) else { return }
            input.pointerDown(at: CGPoint(x: CGFloat(e.button.x), y: CGFloat(e.button.y)), button: button)
        case SDL_MOUSEMOTION:
            input.pointerMoved(to: CGPoint(x: CGFloat(e.motion.x), y: CGFloat(e.motion.y)))
        case SDL_MOUSEBUTTONUP:
            guard let button = Self.button(e.button.button) else { return }
            input.pointerUp(at: CGPoint(x: CGFloat(e.button.x), y: CGFloat(e.button.y)), button: button)
        case SDL_MOUSEWHEEL:
            input.wheel(dx: CGFloat(e.wheel.preciseX), dy: CGFloat(e.wheel.preciseY), modifiers: Self.modifiers(UInt32(SDL_GetModState().rawValue)))
        case SDL_MULTIGESTURE:
            if abs(e.mgesture.dDist) > 0.0005 { input.pinch(by: 1 + CGFloat(e.mgesture.dDist) * 4) }
        case SDL_KEYDOWN:
            let code = UIKeyboardHIDUsage(rawValue: Int(e.key.keysym.scancode.rawValue))
            input.keyDown(code, modifiers: Self.modifiers(UInt32(e.key.keysym.mod)))
        case SDL_KEYUP:
            input.keyUp(UIKeyboardHIDUsage(rawValue: Int(e.key.keysym.scancode.rawValue)))
        case SDL_TEXTINPUT:
            // What the keyboard typed, after any input method: committed text.
            guard let text = Self.string(fromUTF8: e.text.text, what: "typed text") else { return }
            input.text(text)
        case SDL_TEXTEDITING:
            // An input method's composing text and its caret.
            guard let text = Self.string(fromUTF8: e.edit.text, what: "composed text") else { return }
            input.compose(text, cursor: Int(e.edit.start))
        default:
            break
        }
    }

    /// SDL's fixed-size, NUL-terminated UTF-8 buffer as a string; invalid UTF-8 is reported
    /// and refused.
    private static func string<Buffer>(fromUTF8 buffer: Buffer, what: String) -> String? {
        withUnsafeBytes(of: buffer) { raw in UTF8Text.decode(Array(raw.prefix { $0 != 0 }), what: "SDL's \(what)") }
    }

    private static func button(_ sdlButton: UInt8) -> HostInput.Button? {
        switch Int32(sdlButton) {
        case SDL_BUTTON_LEFT: .primary
        case SDL_BUTTON_RIGHT: .secondary
        default: nil
        }
    }

    private static func modifiers(_ mod: UInt32) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if mod & KMOD_SHIFT.rawValue != 0 { flags.insert(.shift) }
        if mod & KMOD_CTRL.rawValue != 0 { flags.insert(.control) }
        if mod & KMOD_ALT.rawValue != 0 { flags.insert(.alternate) }
        if mod & KMOD_GUI.rawValue != 0 { flags.insert(.command) }
        if mod & KMOD_CAPS.rawValue != 0 { flags.insert(.alphaShift) }
        return flags
    }
}
