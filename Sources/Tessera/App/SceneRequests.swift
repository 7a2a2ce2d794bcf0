import Foundation

extension UIScene {
    /// How a scene asks for another to be shown.
    @preconcurrency @MainActor open class ActivationRequestOptions: NSObject {
        /// The scene the request comes from.
        open var requestingScene: UIScene?
        public override init() { super.init() }
    }

    /// What came with a URL the scene is asked to open.
    @preconcurrency @MainActor open class OpenURLOptions: NSObject {
        open internal(set) var sourceApplication: String?
        open internal(set) var annotation: Any?
        open internal(set) var openInPlace = false
        override init() { super.init() }
    }

    /// How ``UIScene/open(_:options:completionHandler:)`` opens a URL.
    @preconcurrency @MainActor open class OpenExternalURLOptions: NSObject {
        /// Only a universal link's app (there are none on a desktop: such a URL is not opened).
        open var universalLinksOnly = false
        public override init() { super.init() }
    }

    /// Opens `url` with the desktop's handler (as `UIApplication.open(_:)` does); the completion
    /// says whether it was opened.
    public func open(_ url: URL, options: OpenExternalURLOptions?, completionHandler completion: ((Bool) -> Void)? = nil) {
        if options?.universalLinksOnly == true {
            completion?(false)
            return
        }
        UIApplication.shared.open(url, options: [:]) { opened in completion?(opened) }
    }
}

extension UIWindowScene {
    /// How a window scene asks for another: its presentation.
    @preconcurrency @MainActor open class ActivationRequestOptions: UIScene.ActivationRequestOptions {
        open var preferredPresentationStyle: UIWindowScene.PresentationStyle = .automatic
    }

    public enum PresentationStyle: UInt, Sendable {
        case automatic, standard, prominent
    }

    public enum DismissalAnimation: Int, Sendable {
        case standard = 1, commit, decline
    }
}

/// How a scene is asked to go away.
@preconcurrency @MainActor open class UISceneDestructionRequestOptions: NSObject {
    public override init() { super.init() }
}

/// How a window scene's window goes away.
@preconcurrency @MainActor open class UIWindowSceneDestructionRequestOptions: UISceneDestructionRequestOptions {
    open var windowDismissalAnimation: UIWindowScene.DismissalAnimation = .standard
}

/// Which activities a scene can show, and which it prefers to, by their
/// `targetContentIdentifier`: a request for an activity goes to a connected scene that prefers
/// it, else to a new scene (or, in an app of one scene, to that scene if it can take it).
@preconcurrency @MainActor open class UISceneActivationConditions: NSObject {
    /// Every identifier by default.
    open var canActivateForTargetContentIdentifierPredicate = NSPredicate(value: true)
    /// None by default.
    open var prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(value: false)
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    func canActivate(for identifier: String?) -> Bool {
        canActivateForTargetContentIdentifierPredicate.evaluate(with: identifier ?? "")
    }

    func prefers(_ identifier: String?) -> Bool {
        prefersToActivateForTargetContentIdentifierPredicate.evaluate(with: identifier ?? "")
    }
}

/// Why a scene request failed.
public struct SceneRequestError: Error, CustomStringConvertible, Sendable {
    public let description: String
}

extension UIApplication {
    /// Shows a scene: `sceneSession`'s (brought to the front and made active, continuing
    /// `userActivity`), else one whose activation conditions prefer the activity's
    /// `targetContentIdentifier`, else a new scene connected with `userActivity` in its options
    /// (its own window). Without `UIApplicationSupportsMultipleScenes` no new scene can be made:
    /// the app's scene continues the activity if its conditions let it, else `errorHandler` is
    /// told why.
    public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
                                              options: UIScene.ActivationRequestOptions?, errorHandler: ((Error) -> Void)? = nil) {
        guard let launch = AppShell.launch else {
            errorHandler?(SceneRequestError(description: "requestSceneSessionActivation: the app has not launched"))
            return
        }
        if let scene = sceneSession?.scene ?? SceneChoice.scene(preferring: userActivity) {
            launch.activate(scene, continuing: userActivity)
            return
        }
        guard supportsMultipleScenes else {
            if let only = AppShell.scenes.first(where: { $0.activationConditions.canActivate(for: userActivity?.targetContentIdentifier) }),
               userActivity != nil {
                launch.activate(only, continuing: userActivity)
                return
            }
            errorHandler?(SceneRequestError(description: "requestSceneSessionActivation: the app does not support multiple scenes "
                + "(UIApplicationSupportsMultipleScenes is not true in its Info.plist)"))
            return
        }
        launch.connectNewScene(userActivity: userActivity)
    }

    /// Closes `sceneSession`'s scene: it disconnects and the app delegate is told the session is
    /// discarded. The last scene of the app cannot be closed this way.
    public func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
                                               errorHandler: ((Error) -> Void)? = nil) {
        guard let launch = AppShell.launch, let scene = sceneSession.scene, AppShell.scenes.contains(where: { $0 === scene }) else {
            errorHandler?(SceneRequestError(description: "requestSceneSessionDestruction: the session \(sceneSession.persistentIdentifier) has no connected scene"))
            return
        }
        guard AppShell.scenes.count > 1 else {
            errorHandler?(SceneRequestError(description: "requestSceneSessionDestruction: \(sceneSession.persistentIdentifier) is the app's last scene; "
                + "closing its window ends the app"))
            return
        }
        launch.disconnect(scene)
    }

    /// Asks for the session's scene to be drawn again (its snapshot, on iOS): the windows are
    /// laid out and drawn at the next frame.
    public func requestSceneSessionRefresh(_ sceneSession: UISceneSession) {
        for window in (sceneSession.scene as? UIWindowScene)?.windows ?? [] { window.setNeedsLayout() }
    }
}

/// Which connected scene takes an activity: one preferring its content; nil when a new scene
/// is needed.
@MainActor enum SceneChoice {
    static func scene(preferring activity: NSUserActivity?) -> UIScene? {
        guard let identifier = activity?.targetContentIdentifier else { return nil }
        let scenes = AppShell.scenes
        return scenes.first { $0.activationConditions.prefers(identifier) }
    }
}
