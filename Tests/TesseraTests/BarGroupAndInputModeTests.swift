import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

@MainActor struct BarGroupAndInputModeTests {
    @Test func itemGroupsShowInTheBarAndABackActionReplacesGoingBack() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 600), scale: 1)
        let first = UIViewController()
        first.title = "Inbox"
        let second = UIViewController()
        var log: [String] = []
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        let flag = UIBarButtonItem(title: "Flag", style: .plain, target: nil, action: nil)
        let group = UIBarButtonItemGroup(barButtonItems: [share, flag], representativeItem: nil)
        second.navigationItem.trailingItemGroups = [group]
        second.navigationItem.backAction = UIAction { _ in log.append("custom back") }
        let navigation = UINavigationController(rootViewController: first)
        screen.rootViewController = navigation
        navigation.pushViewController(second, animated: false)
        screen.runUntilIdle()
        let shareFrame = try #require(screen.frameOfText("Share"))
        let flagFrame = try #require(screen.frameOfText("Flag"))
        #expect(shareFrame.maxX <= flagFrame.minX, "the group's items in reading order")
        #expect(share.buttonGroup === group && !group.isDisplayingRepresentativeItem)
        group.isHidden = true
        second.navigationItem.trailingItemGroups = [group]
        screen.runUntilIdle()
        #expect(screen.frameOfText("Share") == nil)
        let back = try #require(screen.frameOfText("‹ Inbox"))
        screen.tap(at: CGPoint(x: back.midX, y: back.midY))
        screen.runUntilIdle()
        #expect(log == ["custom back"] && navigation.viewControllers.count == 2)
    }

    @Test func aTextResponderReportsTheDesktopKeyboardsInputMode() {
        let field = UITextField()
        #expect(field.textInputMode != nil && UIView().textInputMode == nil)
        #expect(UITextInputMode.activeInputModes.count == 1)
    }
}
