import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    /// What the app went through, in order (the unit tests read it).
    static var lifeCycle: [String] = []

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        AppDelegate.lifeCycle.append("didFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        AppDelegate.lifeCycle.append("configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func applicationWillTerminate(_ application: UIApplication) {
        AppDelegate.lifeCycle.append("willTerminate")
    }

    // tessera-port: UIKit makes the app delegate and the scene delegates from their class names;
    // on Linux they are registered with their initializers, then the app starts.
    static func main() {
        UIApplication.registerClass(AppDelegate.self) { AppDelegate() }
        UIApplication.registerClass(SceneDelegate.self) { SceneDelegate() }
        UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
    }
}
