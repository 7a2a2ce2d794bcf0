// App code written as for iOS, using the ported tab strip (a library in older UIKit styles).
import Testing
import UIKit
import TesseraTesting
@testable import PortedFixtures

@MainActor struct TabStripAppTests {
    @Test func tabsAreSizedBySelectorAndATapMakesThePageFromItsMetatype() throws {
        let screen = HeadlessScreen(size: CGSize(width: 360, height: 640), scale: 1)
        let strip = TabStripViewController()
        strip.tabs = [
            TabStripViewController.Tab(title: "Hello", page: GreetingPageViewController.self),
            TabStripViewController.Tab(title: "Goodbye", page: FarewellPageViewController.self),
        ]
        screen.rootViewController = strip
        screen.runUntilIdle()
        let second = try #require(strip.strip.cellForItem(at: IndexPath(item: 1, section: 0)) as? TitleTabCell)
        #expect(second.frame.size == CGSize(width: 120, height: 44), "the Swift 2-named sizeForItemAtIndexPath is used")
        #expect(second.titleLabel.superview === second.contentView, "the cell's override of addSubviewsForLayout is the one called")
        let goodbye = try #require(screen.frameOfText("Goodbye"))
        screen.tap(at: CGPoint(x: goodbye.midX, y: goodbye.midY))
        screen.runUntilIdle()
        #expect(strip.currentPage is FarewellPageViewController)
        #expect(strip.currentPage?.parent === strip)
    }
}
