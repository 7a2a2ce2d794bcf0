import Demos
import Foundation
@_spi(Host) import Tessera

/// The gallery as a UIKit app: its window shows the demo cards in a navigation controller,
/// with the demo named by `--demo ID` pushed on top. How UI tests launch the gallery
/// (`XCUIApplication` with `launchArguments = ["--demo", "sign-in"]`); the window gallery shows
/// the same screens with its statistics and log around them.
final class GalleryAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    /// The demo the launch arguments name (`--demo sign-in`). Read from `CommandLine`: Linux's
    /// Foundation keeps `ProcessInfo`'s arguments as first read, so a relaunch in the same
    /// process (UI tests) would not see new ones there.
    private var demoID: String? {
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: "--demo"), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = GalleryAppDelegate.rootController(demoID: demoID)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    /// The demo cards, with `demoID`'s demo pushed when there is one.
    static func rootController(demoID: String?) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: GalleryHomeViewController())
        if let demoID, let demo = DemoCatalog.demo(id: demoID) {
            navigation.pushViewController(demo.make(), animated: false)
        }
        return navigation
    }
}
