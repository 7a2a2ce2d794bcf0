import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

@MainActor struct InputViewTests {
    @Test func aFieldsPickerAndToolbarDockAtTheBottomWithKeyboardNotifications() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 700), scale: 1)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 0, height: 216))
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
        field.inputView = picker
        field.inputAccessoryView = bar
        screen.window.addSubview(field)
        screen.runUntilIdle()
        final class Events: @unchecked Sendable { var list: [(String, CGRect)] = [] }
        let recorded = Events()
        let names: [Notification.Name] = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                                          UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null
                recorded.list.append((name.rawValue, frame))
            }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        _ = field.becomeFirstResponder()
        var events: [(String, CGRect)] { recorded.list }
        #expect(picker.window === screen.window)
        #expect(picker.convert(picker.bounds, to: nil) == CGRect(x: 0, y: 484, width: 390, height: 216))
        #expect(bar.convert(bar.bounds, to: nil) == CGRect(x: 0, y: 440, width: 390, height: 44))
        #expect(events.map(\.0) == ["UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification"])
        #expect(events.first?.1 == CGRect(x: 0, y: 440, width: 390, height: 260))
        _ = field.resignFirstResponder()
        #expect(picker.window == nil && bar.window == nil)
        #expect(events.suffix(2).map(\.0) == ["UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification"])
        #expect(events.last?.1.minY == 700, "off the bottom")
    }

    @Test func aControllersAccessoryShowsWhileItIsFirstResponderAndReloads() {
        final class Chat: UIViewController {
            var bar: UIView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 50))
            override var canBecomeFirstResponder: Bool { true }
            override var inputAccessoryView: UIView? { bar }
        }
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 700), scale: 1)
        let chat = Chat()
        screen.rootViewController = chat
        screen.runUntilIdle()
        _ = chat.becomeFirstResponder()
        #expect(chat.bar.convert(chat.bar.bounds, to: nil) == CGRect(x: 0, y: 650, width: 390, height: 50))
        let taller = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 80))
        chat.bar = taller
        chat.reloadInputViews()
        #expect(taller.convert(taller.bounds, to: nil).minY == 620)
        _ = chat.resignFirstResponder()
        #expect(taller.window == nil)
    }
}
