// An app's delegates, tabs, toolbar, catalog names and offscreen drawing as UIKit code writes
// them, compiled in both language modes (UserNotifications, MessageUI and AVFoundation too).
import AVFoundation
import MessageUI
import Testing
import TesseraTesting
import UIKit
import UserNotifications

final class ClientAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var launched = false

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let tabs = UITabBarController()
        let home = UIViewController()
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        home.toolbarItems = [UIBarButtonItem.flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)]
        tabs.viewControllers = nil
        tabs.setViewControllers([UINavigationController(rootViewController: home),
                                 ClientSettingsController()], animated: false)
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
        launched = true
        return true
    }
}

final class ClientSettingsController: UIViewController, UITabBarControllerDelegate, MFMailComposeViewControllerDelegate {
    override var tabBarItem: UITabBarItem! {
        get { UITabBarItem(tabBarSystemItem: .more, tag: 9) }
        set {}
    }

    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {}

    func thumbnail() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
            UIColor(named: "Missing")?.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            let text = NSLocalizedString("Settings", comment: "")
            _ = text.size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        }
    }
}

@MainActor struct AppShellClientTests {
    @Test func anAppDelegateWithTabsAToolbarAndTheCompanionFrameworksCompilesAndRuns() {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 400), scale: 1)
        let delegate = ClientAppDelegate()
        // An app with no Info.plist: its own empty resource folder (a test binary's folder holds
        // other apps' bundles).
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("client-app-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let launch = screen.launch(delegate, bundle: Bundle(url: folder))
        #expect(delegate.launched && UIApplication.shared.applicationState == .active)
        let tabs = screen.window.rootViewController as? UITabBarController
        #expect(tabs?.viewControllers?.count == 2 && tabs?.tabBar.items?.last?.title == "More")
        #expect(ClientSettingsController().thumbnail().size == CGSize(width: 8, height: 8))
        #expect(AVMakeRect(aspectRatio: CGSize(width: 2, height: 1), insideRect: CGRect(x: 0, y: 0, width: 10, height: 10)).height == 5)
        let content = UNMutableNotificationContent()
        content.title = "Hi"
        #expect(UNNotificationRequest(identifier: "a", content: content, trigger: nil).identifier == "a")
        #expect(!MFMessageComposeViewController.canSendText())
        launch.terminate()
    }
}
