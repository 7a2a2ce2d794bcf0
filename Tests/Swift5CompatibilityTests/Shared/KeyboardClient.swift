// Keyboard handling as UIKit code writes it (iOS 13.4+): key commands on a controller and
// presses on a first responder, compiled in both language modes and driven by real keys.
import Testing
import UIKit
import TesseraTesting

final class ShortcutViewController: UIViewController {
    var log: [String] = []

    override var canBecomeFirstResponder: Bool { true }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "r", modifierFlags: .command, action: "refresh:"),
         UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: "cancelSearch:")]
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == "refresh:" || action == "cancelSearch:"
    }

    override func perform(_ action: Selector, withSender sender: Any?) -> Bool {
        log.append(NSStringFromSelector(action))
        return true
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var handled = false
        for press in presses {
            guard let key = press.key else { continue }
            if key.keyCode == .keyboardSpacebar {
                log.append("space")
                handled = true
            }
        }
        if !handled { super.pressesBegan(presses, with: event) }
    }
}

@MainActor struct KeyboardClientTests {
    @Test func keyCommandsAndPressesReachTheController() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let controller = ShortcutViewController()
        screen.rootViewController = controller
        screen.runUntilIdle()
        #expect(controller.becomeFirstResponder())
        screen.press(.keyboardR, modifiers: .command)
        screen.press(.keyboardSpacebar)
        screen.press(.keyboardEscape)
        screen.press(.keyboardR)
        #expect(controller.log == ["refresh:", "space", "cancelSearch:"])
        _ = controller.resignFirstResponder()
    }
}
