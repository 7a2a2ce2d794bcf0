import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

@MainActor struct ControllerMembersTests {
    @Test func addedKeyCommandsAnswerKeysAndCanBeRemoved() {
        final class Editor: UIViewController {
            var saved = 0
            override func perform(_ action: Selector, withSender sender: Any?) -> Bool {
                guard action == Selector("save:") else { return super.perform(action, withSender: sender) }
                saved += 1
                return true
            }
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                action == Selector("save:") || super.canPerformAction(action, withSender: sender)
            }
        }
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 300), scale: 1)
        let editor = Editor()
        let save = UIKeyCommand(input: "s", modifierFlags: .control, action: Selector("save:"))
        editor.addKeyCommand(save)
        editor.addKeyCommand(save)
        #expect(editor.keyCommands?.count == 1)
        screen.rootViewController = editor
        screen.runUntilIdle()
        screen.press(.keyboardS, modifiers: .control)
        #expect(editor.saved == 1)
        editor.removeKeyCommand(save)
        screen.press(.keyboardS, modifiers: .control)
        #expect(editor.saved == 1 && editor.keyCommands == nil)
    }

    @Test func theActivePresentationControllerIsThePresentedOnes() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 700), scale: 1)
        let root = UIViewController()
        screen.rootViewController = root
        screen.runUntilIdle()
        let sheet = UIViewController()
        #expect(sheet.activePresentationController == nil, "not presented yet")
        root.present(sheet, animated: false)
        screen.runUntilIdle()
        #expect(sheet.activePresentationController === sheet.presentationController)
        #expect(sheet.activePresentationController is UISheetPresentationController)
    }

    @Test func aRootViewKeepsTheSystemMinimumMargins() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 700), scale: 1)
        let root = UIViewController()
        screen.rootViewController = root
        screen.runUntilIdle()
        #expect(root.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(root.view.effectiveLayoutMargins.left == 16 && root.view.effectiveLayoutMargins.right == 16)
        root.viewRespectsSystemMinimumLayoutMargins = false
        #expect(root.view.effectiveLayoutMargins.left == 8)
        let plain = UIView()
        #expect(plain.effectiveLayoutMargins.left == 8, "only a controller's root view")
    }

    @Test func desktopAnswersAreGivenAndForwardedAsUIKitCodeExpects() {
        final class Game: UIViewController {
            override var prefersPointerLocked: Bool { true }
            override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .bottom }
        }
        let container = UIViewController()
        let game = Game()
        container.addChild(game)
        #expect(game.prefersPointerLocked && game.preferredScreenEdgesDeferringSystemGestures == .bottom)
        #expect(container.childViewControllerForPointerLock == nil && !container.performsActionsWhilePresentingModally)
        game.modalPresentationStyle = .formSheet
        #expect(game.disablesAutomaticKeyboardDismissal)
    }
}

@MainActor struct CoderKeyValueTests {
    @Test func aCodersValueForKeyIsItsDecodedObject() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode("Monday", forKey: "firstDay")
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        #expect(unarchiver.value(forKey: "firstDay") as? String == "Monday")
        #expect(unarchiver.value(forKey: "missing") == nil)
    }
}
