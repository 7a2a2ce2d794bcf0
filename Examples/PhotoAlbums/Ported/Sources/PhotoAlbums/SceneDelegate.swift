import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        AppDelegate.lifeCycle.append("willConnect")
        guard scene is UIWindowScene else { return }
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        AppDelegate.lifeCycle.append("didBecomeActive")
    }

    func sceneWillResignActive(_ scene: UIScene) {
        AppDelegate.lifeCycle.append("willResignActive")
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        AppDelegate.lifeCycle.append("didEnterBackground")
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        AppDelegate.lifeCycle.append("didDisconnect")
    }
}
