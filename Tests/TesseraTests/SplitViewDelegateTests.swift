import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// A split view's delegate, its sidebar button and its column widths.
@MainActor struct SplitViewDelegateTests {
    final class Listener: UISplitViewControllerDelegate {
        var heard: [String] = []
        var takesDetail = false
        func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
            heard.append("mode \(displayMode.rawValue)")
        }
        func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { heard.append("show \(column.rawValue)") }
        func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { heard.append("hide \(column.rawValue)") }
        func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
            heard.append("detail")
            return takesDetail
        }
    }

    func split() -> (HeadlessScreen, UISplitViewController, Listener) {
        let screen = HeadlessScreen(size: CGSize(width: 1200, height: 800), scale: 1)
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        let listener = Listener()
        split.delegate = listener
        screen.rootViewController = split
        screen.runUntilIdle()
        return (screen, split, listener)
    }

    @Test func hidingAndShowingTheSidebarTellsTheDelegateFirst() {
        let (screen, split, listener) = split()
        #expect(split.displayMode == .oneBesideSecondary)
        split.hide(.primary)
        #expect(listener.heard == ["hide 0", "mode \(UISplitViewController.DisplayMode.secondaryOnly.rawValue)"])
        screen.runUntilIdle()
        #expect(split.viewController(for: .primary)?.view.isHidden == true)
        listener.heard = []
        let button = split.displayModeButtonItem
        button.primaryAction?.perform(withSender: button, target: nil)
        #expect(listener.heard == ["show 0", "mode \(UISplitViewController.DisplayMode.oneBesideSecondary.rawValue)"], "the sidebar button shows it again")
        split.show(.primary)
        #expect(listener.heard.count == 2, "already shown: nothing changes")
    }

    @Test func theDetailGoesToTheSecondaryColumnUnlessTheDelegateTakesIt() {
        let (_, split, listener) = split()
        let detail = UIViewController()
        split.showDetailViewController(detail, sender: nil)
        #expect(split.viewController(for: .secondary) === detail)
        listener.takesDetail = true
        let other = UIViewController()
        split.showDetailViewController(other, sender: nil)
        #expect(split.viewController(for: .secondary) === detail && listener.heard.last == "detail")
    }

    @Test func columnWidthsFollowFractionsWithinTheirLimits() {
        let (screen, split, _) = split()
        split.preferredPrimaryColumnWidthFraction = 0.4
        screen.runUntilIdle()
        #expect(split.primaryColumnWidth == 320, "the automatic maximum is 320 points")
        split.maximumPrimaryColumnWidth = 800
        screen.runUntilIdle()
        #expect(split.primaryColumnWidth == 480)
        split.maximumPrimaryColumnWidth = 400
        screen.runUntilIdle()
        #expect(split.primaryColumnWidth == 400, "clamped to the maximum")
        #expect(split.viewController(for: .primary)?.view.frame.width == 400)
        split.preferredPrimaryColumnWidth = 100
        split.minimumPrimaryColumnWidth = 250
        screen.runUntilIdle()
        #expect(split.primaryColumnWidth == 250, "raised to the minimum")
    }
}
