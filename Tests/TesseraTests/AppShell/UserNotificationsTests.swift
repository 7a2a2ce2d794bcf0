import Foundation
import Testing
@_spi(Host) @testable import Tessera
import TesseraTesting
@testable import UserNotifications

/// Notifications on the desktop, with the desktop's notifier replaced by a recorder.
@MainActor struct UserNotificationsTests {
    final class Presenter: UNUserNotificationCenterDelegate {
        var options: UNNotificationPresentationOptions = [.banner]
        func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
            completionHandler(options)
        }
    }

    private func center(shown: MessageLog, desktop: Bool = true) -> UNUserNotificationCenter {
        let center = UNUserNotificationCenter.current()
        center.removeAllPendingNotificationRequests()
        center.removeAllDeliveredNotifications()
        center.show = { title, body in shown.append("\(title): \(body)"); return true }
        center.canShow = { desktop }
        return center
    }

    private func request(_ id: String, after seconds: TimeInterval?) -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = "Photo Albums"
        content.body = "3 new photos in \(id)"
        return UNNotificationRequest(identifier: id, content: content,
                                     trigger: seconds.map { UNTimeIntervalNotificationTrigger(timeInterval: $0, repeats: false) })
    }

    @Test func aTimedNotificationIsShownWhenItsTriggerFires() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let shown = MessageLog()
        let center = center(shown: shown)
        let presenter = Presenter()
        center.delegate = presenter
        var granted = false
        center.requestAuthorization(options: [.alert, .sound]) { ok, _ in granted = ok }
        #expect(granted)
        center.add(request("Space", after: 5))
        var pending: [String] = []
        center.getPendingNotificationRequests { pending = $0.map(\.identifier) }
        #expect(pending == ["Space"])
        screen.advance(by: 4)
        #expect(shown.all.isEmpty, "not yet")
        screen.advance(by: 2)
        #expect(shown.all == ["Photo Albums: 3 new photos in Space"])
        center.getPendingNotificationRequests { pending = $0.map(\.identifier) }
        #expect(pending.isEmpty)
    }

    @Test func inFrontTheDelegateDecidesAndWithoutOneNothingShows() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let shown = MessageLog()
        let center = center(shown: shown)
        center.requestAuthorization { _, _ in }
        center.delegate = nil
        center.add(request("Animals", after: nil))
        screen.advance(by: 0.1)
        #expect(shown.all.isEmpty, "an active app without a delegate shows nothing, as in UIKit")
        var delivered = 0
        center.getDeliveredNotifications { delivered = $0.count }
        #expect(delivered == 1)
        let presenter = Presenter()
        presenter.options = []
        center.delegate = presenter
        center.add(request("Science", after: nil))
        screen.advance(by: 0.1)
        #expect(shown.all.isEmpty, "the delegate asked for no banner")
    }

    @Test func withoutTheDesktopsNotifierAuthorizationIsDenied() {
        let shown = MessageLog()
        let center = center(shown: shown, desktop: false)
        var result: (Bool, Error?) = (true, nil)
        center.requestAuthorization(options: .alert) { result = ($0, $1) }
        #expect(result.0 == false && "\(result.1!)".contains("notify-send"))
        var status = UNAuthorizationStatus.notDetermined
        center.getNotificationSettings { status = $0.authorizationStatus }
        #expect(status == .denied)
    }

    @Test func inTheBackgroundTheDesktopShowsIt() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        UIApplication.registerClass(CodeSceneDelegate.self) { CodeSceneDelegate() }
        let launch = screen.launch(CodeAppDelegate(), bundle: .module)
        let shown = MessageLog()
        let center = center(shown: shown)
        center.requestAuthorization { _, _ in }
        center.delegate = nil
        launch.enterBackground()
        #expect(UIApplication.shared.applicationState == .background)
        center.add(request("History", after: 1))
        screen.advance(by: 1.5)
        #expect(shown.all == ["Photo Albums: 3 new photos in History"], "minimised: shown without asking the delegate")
        launch.enterForeground()
        launch.becomeActive()
        #expect(UIApplication.shared.applicationState == .active)
    }
}
