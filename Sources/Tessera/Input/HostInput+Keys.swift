import Foundation

extension HostInput {
    /// A key went down, with the modifiers held; `characters` is what it types (derived from the
    /// key when nil).
    ///
    /// The key goes to the first responder (or, without one, to the top presented controller,
    /// else the collection view under the pointer or the first one showing, else the root view
    /// controller) and out along its chain: key commands first, then `pressesBegan(_:with:)`.
    /// What no responder takes gets the standard bindings (Ctrl or Command + C sends `copy:`
    /// up the chain), then ``unhandledKey``. Escape closes a visible edit menu before anything
    /// else sees it, as the system does.
    public func keyDown(_ code: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = [], characters: String? = nil) {
        enqueue { input in
            let key = HostInput.key(code, modifiers: modifiers, characters: characters)
            input.handleKeyDown(key)
        }
    }

    /// Text the keyboard typed (a key's character, or an input method's result): inserted by
    /// the first responder when it takes text (`UIKeyInput`), in place of its composition.
    public func text(_ text: String) {
        enqueue { input in
            guard let responder = UIResponder.currentFirstResponder, input.isInWindow(responder),
                  let target = responder as? UIKeyInput else { return }
            target.insertText(text)
        }
    }

    /// An input method's composing text, its caret `cursor` characters in: shown as marked text
    /// by the first responder (`UITextInput`); empty text ends the composition without text.
    public func compose(_ text: String, cursor: Int) {
        enqueue { input in
            guard let responder = UIResponder.currentFirstResponder, input.isInWindow(responder),
                  let target = responder as? UITextInput else { return }
            target.setMarkedText(text, selectedRange: NSRange(location: max(0, cursor), length: 0))
        }
    }

    /// The key went up: `pressesEnded(_:with:)` to the responder that got it.
    public func keyUp(_ code: UIKeyboardHIDUsage) {
        enqueue { input in
            guard let (press, responder) = input.pressed.removeValue(forKey: code) else { return }
            press.phase = .ended
            press.timestamp = input.now
            responder.pressesEnded([press], with: UIPressesEvent(presses: [press], timestamp: input.now))
        }
    }

    private func handleKeyDown(_ key: UIKey) {
        // A menu showing in this window takes every key (another window's menu does not).
        if let menu = ContextMenuPresentation.current, menu.window === window, menu.handleKey(key) { return }
        if key.keyCode == .keyboardEscape, UIMenuController.shared.isMenuVisible {
            UIMenuController.shared.hideMenu()
            log?("menu closed")
            return
        }
        let start = keyResponder()
        if performKeyCommand(matching: key, from: start) { return }
        let press = UIPress(key: key, phase: .began, timestamp: now, window: window)
        press.responder = start
        pressed[key.keyCode] = (press, start)
        let event = UIPressesEvent(presses: [press], timestamp: now)
        start.pressesBegan([press], with: event)
        guard event.reachedEndOfChain else { return }
        if performStandardAction(for: key, from: start) { return }
        if UIMenuSystem.main.performKeyCommand(matching: key, from: start) { return }
        if performFocusKey(key) { return }
        unhandledKey?(key)
    }

    /// Where keys start when nothing is first responder in this window.
    func keyResponder() -> UIResponder {
        if let first = UIResponder.currentFirstResponder, isInWindow(first) { return first }
        var top = window.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        let modal = top.flatMap { $0.presentingViewController != nil ? $0 : nil }
        // The focused view, unless a controller presented since covers it (Escape then
        // reaches the presented one).
        if let focused = KeyboardFocus.shared.view, isInWindow(focused),
           modal.map({ focused.isDescendant(of: $0.view) }) ?? true { return focused }
        if let modal { return modal }
        if let list = listView(under: pointer) { return list }
        return window.rootViewController ?? window
    }

    func isInWindow(_ responder: UIResponder) -> Bool {
        if let view = responder as? UIView { return view.window === window }
        if let controller = responder as? UIViewController { return controller.viewIfLoaded?.window === window }
        return false
    }

    /// The first key command along the chain that matches, performed by the first responder
    /// from its owner out that can perform its action.
    private func performKeyCommand(matching key: UIKey, from start: UIResponder) -> Bool {
        var responder: UIResponder? = start
        while let owner = responder {
            for command in owner.keyCommands ?? [] where command.matches(key) {
                let action = command.action
                guard let target = owner.target(forAction: action, withSender: command) else { continue }
                target.perform(action, withSender: command)
                return true
            }
            responder = owner.next
        }
        return false
    }

    /// The bindings every UIKit app has: Ctrl (or Command) + C is Copy.
    private func performStandardAction(for key: UIKey, from start: UIResponder) -> Bool {
        let copyModifiers = key.modifierFlags.intersection([.control, .command])
        guard key.keyCode == .keyboardC, !copyModifiers.isEmpty else { return false }
        let command = UIKeyCommand(title: "Copy", action: .copy, input: "c", modifierFlags: copyModifiers)
        guard let target = start.target(forAction: .copy, withSender: command) else { return false }
        target.perform(.copy, withSender: command)
        log?("copied \(UIPasteboard.general.string ?? "")")
        return true
    }

    /// A key as UIKit describes it: special keys carry their `UIKeyCommand` input.
    static func key(_ code: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags, characters: String?) -> UIKey {
        let plain = plainCharacters(for: code)
        let typed = characters ?? (modifiers.contains(.shift) ? plain.uppercased() : plain)
        return UIKey(keyCode: code, characters: typed, charactersIgnoringModifiers: plain, modifierFlags: modifiers)
    }

    private static func plainCharacters(for code: UIKeyboardHIDUsage) -> String {
        switch code {
        case .keyboardUpArrow: return UIKeyCommand.inputUpArrow
        case .keyboardDownArrow: return UIKeyCommand.inputDownArrow
        case .keyboardLeftArrow: return UIKeyCommand.inputLeftArrow
        case .keyboardRightArrow: return UIKeyCommand.inputRightArrow
        case .keyboardEscape: return UIKeyCommand.inputEscape
        case .keyboardPageUp: return UIKeyCommand.inputPageUp
        case .keyboardPageDown: return UIKeyCommand.inputPageDown
        case .keyboardHome: return UIKeyCommand.inputHome
        case .keyboardEnd: return UIKeyCommand.inputEnd
        case .keyboardDeleteForward: return UIKeyCommand.inputDelete
        case .keyboardReturnOrEnter: return "\r"
        case .keyboardDeleteOrBackspace: return "\u{8}"
        case .keyboardTab: return "\t"
        case .keyboardSpacebar: return " "
        default: break
        }
        let raw = code.rawValue
        if (0x04...0x1D).contains(raw) { return String(UnicodeScalar(UInt8(0x61 + raw - 0x04))) }
        if (0x1E...0x26).contains(raw) { return String(raw - 0x1E + 1) }
        if raw == 0x27 { return "0" }
        return ""
    }
}
