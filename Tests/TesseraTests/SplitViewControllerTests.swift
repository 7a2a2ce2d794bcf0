import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

@MainActor struct SplitViewControllerTests {
    private func show(_ split: UISplitViewController, width: CGFloat = 1000) -> HeadlessScreen {
        let screen = HeadlessScreen(size: CGSize(width: width, height: 600), scale: 1)
        screen.rootViewController = split
        screen.runUntilIdle()
        return screen
    }

    @Test func aDoubleColumnSplitShowsTheSidebarBesideTheDetail() {
        let split = UISplitViewController(style: .doubleColumn)
        let sidebar = UIViewController(), detail = UIViewController()
        split.setViewController(sidebar, for: .primary)
        split.setViewController(detail, for: .secondary)
        _ = show(split)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(sidebar.view.frame == CGRect(x: 0, y: 0, width: 320, height: 600))
        #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 680, height: 600))
        #expect(split.viewControllers.map { $0 === sidebar || $0 === detail } == [true, true])
        #expect(sidebar.parent === split && !split.isCollapsed)
    }

    @Test func hidingAndShowingTheSidebarAndANarrowWindow() {
        let split = UISplitViewController(style: .doubleColumn)
        let sidebar = UIViewController(), detail = UIViewController()
        split.viewControllers = [sidebar, detail]
        let screen = show(split)
        split.hide(.primary)
        screen.runUntilIdle()
        #expect(split.displayMode == .secondaryOnly)
        #expect(detail.view.frame.width == 1000 && sidebar.view.isHidden)
        split.show(.primary)
        screen.runUntilIdle()
        #expect(!sidebar.view.isHidden && detail.view.frame.minX == 320)
        let narrow = UISplitViewController(style: .doubleColumn)
        narrow.viewControllers = [UIViewController(), UIViewController()]
        _ = show(narrow, width: 500)
        #expect(narrow.displayMode == .secondaryOnly, "too narrow for both columns")
    }

    @Test func overlayTrailingAndThreeColumns() {
        let split = UISplitViewController(style: .tripleColumn)
        let primary = UIViewController(), middle = UIViewController(), detail = UIViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(middle, for: .supplementary)
        split.setViewController(detail, for: .secondary)
        split.preferredPrimaryColumnWidth = 200
        let screen = show(split, width: 1200)
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(middle.view.frame == CGRect(x: 200, y: 0, width: 320, height: 600))
        #expect(detail.view.frame == CGRect(x: 520, y: 0, width: 680, height: 600))
        split.preferredDisplayMode = .twoOverSecondary
        split.primaryEdge = .trailing
        screen.runUntilIdle()
        #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 1200, height: 600), "over: the detail keeps the width")
        #expect(primary.view.frame.maxX == 1200, "trailing edge")
        #expect(split.view.subviews.last === middle.view || split.view.subviews.last === primary.view)
    }
}
