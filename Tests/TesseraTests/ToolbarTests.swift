import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// A navigation controller's toolbar showing its top controller's items.
@MainActor struct ToolbarTests {
    final class Editor: UIViewController {
        var log: [String] = []
        override func perform(_ action: Selector, withSender sender: Any?) -> Bool {
            guard action == "share:" else { return super.perform(action, withSender: sender) }
            log.append("share")
            return true
        }
    }

    @Test func theToolbarShowsTheTopControllersItemsSpacedAsAsked() throws {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 400), scale: 1)
        let editor = Editor()
        let share = UIBarButtonItem(barButtonSystemItem: .action, target: editor, action: "share:")
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in editor.log.append("add") })
        editor.toolbarItems = [share, .flexibleSpace(), add]
        let navigation = UINavigationController(rootViewController: editor)
        screen.rootViewController = navigation
        screen.runUntilIdle()
        #expect(screen.frameOfText("Share") == nil, "hidden until shown, as in UIKit")
        navigation.setToolbarHidden(false, animated: false)
        screen.runUntilIdle()
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 400 - UIToolbar.height, width: 600, height: UIToolbar.height))
        let shareFrame = try #require(screen.frameOfText("Share"))
        let addFrame = try #require(screen.frameOfText("Add"))
        #expect(shareFrame.minX < 40 && addFrame.maxX > 560, "the flexible space pushes Add to the far end")
        #expect(editor.view.frame.maxY <= 400 - UIToolbar.height, "the content ends above the toolbar")
        screen.tap(at: CGPoint(x: shareFrame.midX, y: shareFrame.midY))
        screen.tap(at: CGPoint(x: addFrame.midX, y: addFrame.midY))
        #expect(editor.log == ["share", "add"])
        let next = UIViewController()
        next.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)]
        navigation.pushViewController(next, animated: false)
        screen.runUntilIdle()
        #expect(screen.frameOfText("Delete") != nil && screen.frameOfText("Share") == nil, "the new top's items")
    }
}
