import Demos
import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// The gallery's tabs demo as the gallery shows it: pushed on a navigation controller.
@MainActor struct TabsDemoTests {
    @Test func tabsBadgesAndTheToolbar() throws {
        let screen = HeadlessScreen(size: CGSize(width: 900, height: 700), scale: 1)
        let navigation = UINavigationController(rootViewController: UIViewController())
        screen.rootViewController = navigation
        navigation.pushViewController(TabsDemoController(), animated: false)
        screen.runUntilIdle()
        #expect(screen.frameOfText("128 photos in the library") != nil)
        #expect(screen.frameOfText("3") != nil, "the Library tab's badge")
        let share = try #require(screen.frameOfText("Share"), "the toolbar's Share")
        screen.tap(at: CGPoint(x: share.midX, y: share.midY))
        screen.runUntilIdle()
        #expect(screen.frameOfText("Share: sent") != nil)
        let favorites = try #require(screen.frameOfText("Favorites"))
        screen.tap(at: CGPoint(x: favorites.midX, y: favorites.midY))
        screen.runUntilIdle()
        #expect(screen.frameOfText("Your favourite photos") != nil)
        let library = try #require(screen.frameOfText("Library"))
        screen.tap(at: CGPoint(x: library.midX, y: library.midY))
        screen.runUntilIdle()
        #expect(screen.frameOfText("3") == nil, "opening the tab read its badge")
        if let folder = ProcessInfo.processInfo.environment["TESSERA_TEST_PNG"] {
            try screen.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("tabs-demo.png"))
        }
        navigation.popViewController(animated: false)
        screen.runUntilIdle()
        #expect(navigation.isToolbarHidden, "the demo hides the toolbar again when it leaves")
    }
}
