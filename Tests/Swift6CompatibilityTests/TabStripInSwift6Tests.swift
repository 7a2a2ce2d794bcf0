// The tab strip fixture, as tessera-port ports it, used from Swift 6 code.
import Testing
import UIKit
import TesseraTesting

@MainActor struct TabStripInSwift6Tests {
    @Test func aTapMakesThePageFromItsMetatype() throws {
        let screen = HeadlessScreen(size: CGSize(width: 360, height: 640), scale: 1)
        let strip = TabStripViewController()
        strip.tabs = [TabStripViewController.Tab(title: "Hello", page: GreetingPageViewController.self)]
        screen.rootViewController = strip
        screen.runUntilIdle()
        let hello = try #require(screen.frameOfText("Hello"))
        #expect(hello.width < 120, "inside a 120-point tab")
        screen.tap(at: CGPoint(x: hello.midX, y: hello.midY))
        screen.runUntilIdle()
        #expect(strip.currentPage is GreetingPageViewController)
    }
}
