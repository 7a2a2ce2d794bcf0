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

/// Column widths follow UIKit's documented rule (SplitColumnWidth), and a controller is in one
/// column at a time.
@MainActor struct SplitColumnWidthTests {
    private func show(_ split: UISplitViewController, width: CGFloat = 1000) -> HeadlessScreen {
        let screen = HeadlessScreen(size: CGSize(width: width, height: 600), scale: 1)
        screen.rootViewController = split
        screen.runUntilIdle()
        return screen
    }

    private func split(_ configure: (UISplitViewController) -> Void) -> (UISplitViewController, UIViewController, UIViewController) {
        let split = UISplitViewController(style: .doubleColumn)
        let sidebar = UIViewController(), detail = UIViewController()
        split.viewControllers = [sidebar, detail]
        configure(split)
        return (split, sidebar, detail)
    }

    @Test func aFractionIsHeldToTheAutomaticMaximumUnlessTheMaximumIsRaised() {
        let (capped, sidebar, detail) = split { $0.preferredPrimaryColumnWidthFraction = 0.5 }
        _ = show(capped)
        #expect(capped.primaryColumnWidth == 320, "automatic maximum: 320")
        #expect(sidebar.view.frame.width == 320 && detail.view.frame.minX == 320)
        let (wide, wideSidebar, _) = split {
            $0.preferredPrimaryColumnWidthFraction = 0.5
            $0.maximumPrimaryColumnWidth = 600
        }
        _ = show(wide)
        #expect(wide.primaryColumnWidth == 500 && wideSidebar.view.frame.width == 500)
        let (narrow, _, _) = split {
            $0.preferredPrimaryColumnWidthFraction = 0.1
            $0.minimumPrimaryColumnWidth = 250
        }
        _ = show(narrow)
        #expect(narrow.primaryColumnWidth == 250, "held up to the minimum")
    }

    @Test func pointsWinOverTheFractionAndTheLimitsWinOverBoth() {
        let (points, _, _) = split {
            $0.preferredPrimaryColumnWidthFraction = 0.2
            $0.preferredPrimaryColumnWidth = 400
        }
        _ = show(points)
        #expect(points.primaryColumnWidth == 400, "points win; an automatic maximum does not cut them")
        let (small, _, _) = split { $0.preferredPrimaryColumnWidth = 0.5 }
        _ = show(small)
        #expect(small.primaryColumnWidth == 0.5, "points are points, not a fraction")
        let (limited, _, _) = split {
            $0.preferredPrimaryColumnWidth = 400
            $0.maximumPrimaryColumnWidth = 300
        }
        _ = show(limited)
        #expect(limited.primaryColumnWidth == 300)
    }

    @Test func hostileWidthsAreReportedAndTheColumnsStayOnTheScreen() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        TesseraDiagnostics.forgetSaid()
        let (inverted, _, _) = split {
            $0.minimumPrimaryColumnWidth = 400
            $0.maximumPrimaryColumnWidth = 200
        }
        _ = show(inverted)
        #expect(inverted.primaryColumnWidth == 400, "the minimum wins")
        #expect(messages.all.contains { $0.contains("minimumPrimaryColumnWidth 400.0 is above maximumPrimaryColumnWidth 200.0") })
        let (infinite, _, detail) = split {
            $0.preferredPrimaryColumnWidth = .infinity
            $0.minimumPrimaryColumnWidth = .nan
        }
        _ = show(infinite)
        #expect(infinite.primaryColumnWidth == 320, "not finite: automatic")
        #expect(messages.all.contains { $0.contains("preferredPrimaryColumnWidth is inf") })
        #expect(detail.view.frame.minX == 320)
        let (huge, hugeSidebar, _) = split {
            $0.preferredPrimaryColumnWidth = 5000
            $0.preferredDisplayMode = .oneOverSecondary
        }
        _ = show(huge)
        #expect(hugeSidebar.view.frame == CGRect(x: 0, y: 0, width: 1000, height: 600), "no wider than the split view")
    }

    @Test func aControllerSetForASecondColumnMovesThere() {
        let split = UISplitViewController(style: .doubleColumn)
        let shared = UIViewController(), other = UIViewController()
        split.setViewController(shared, for: .primary)
        split.setViewController(shared, for: .secondary)
        let screen = show(split)
        #expect(split.viewController(for: .primary) == nil && split.viewController(for: .secondary) === shared)
        #expect(shared.parent === split && shared.view.superview === split.view)
        #expect(shared.view.frame.width == 1000 - split.primaryColumnWidth || shared.view.frame.width == 1000)
        split.setViewController(other, for: .primary)
        screen.runUntilIdle()
        #expect(shared.parent === split && shared.view.superview === split.view, "replacing the primary leaves the moved controller in place")
        #expect(split.viewControllers.count == 2 && split.viewControllers.last === shared)
        #expect(shared.view.frame == CGRect(x: 320, y: 0, width: 680, height: 600) && !shared.view.isHidden)
        split.viewControllers = [other, other]
        screen.runUntilIdle()
        #expect(split.viewController(for: .secondary) === other && shared.parent == nil && shared.view.superview == nil)
    }
}
