import Foundation

extension ApplicationLaunch {
    /// A scene the app asked for (`requestSceneSessionActivation`): connected with the activity,
    /// then brought to the foreground and made active; the host is given its window.
    func connectNewScene(userActivity: NSUserActivity?) {
        let role = UISceneSession.Role.windowApplication
        let session = UISceneSession(role: role, configuration: UISceneConfiguration(name: nil, sessionRole: role))
        let options = UIScene.ConnectionOptions()
        if let userActivity { options.userActivities = [userActivity] }
        let scene = connect(session, options: options)
        bringForward(scene)
    }

    /// An existing scene asked for again: it continues the activity, if any, and comes forward.
    func activate(_ scene: UIScene, continuing activity: NSUserActivity?) {
        if let activity {
            scene.delegate?.scene(scene, willContinueUserActivityWithType: activity.activityType)
            scene.delegate?.scene(scene, continue: activity)
            activity.delegate?.userActivityWasContinued(activity)
        }
        bringForward(scene)
    }

    /// Makes `scene` the active one: foreground, active, its window key and given to the host.
    private func bringForward(_ scene: UIScene) {
        for other in AppShell.scenes where other !== scene && other.activationState == .foregroundActive {
            setState(.foregroundInactive, of: other)
        }
        if scene.activationState != .foregroundInactive && scene.activationState != .foregroundActive {
            setState(.foregroundInactive, of: scene)
        }
        if scene.activationState != .foregroundActive { setState(.foregroundActive, of: scene) }
        guard let window = (scene as? UIWindowScene)?.windows.first else { return }
        window.makeKeyAndVisible()
        sceneWindowDidAppear?(window)
    }

    /// One scene's step, with its delegate's call and notification.
    private func setState(_ state: UIScene.ActivationState, of scene: UIScene) {
        let old = scene.activationState
        scene.activationState = state
        let center = NotificationCenter.default
        switch (old, state) {
        case (_, .foregroundActive):
            scene.delegate?.sceneDidBecomeActive(scene)
            center.post(name: UIScene.didActivateNotification, object: scene)
        case (.foregroundActive, .foregroundInactive):
            scene.delegate?.sceneWillResignActive(scene)
            center.post(name: UIScene.willDeactivateNotification, object: scene)
        case (_, .foregroundInactive):
            scene.delegate?.sceneWillEnterForeground(scene)
            center.post(name: UIScene.willEnterForegroundNotification, object: scene)
        default:
            break
        }
    }

    /// A scene closed for good: it resigns, disconnects, its windows go, and the app delegate is
    /// told its session is discarded (it is not restored at the next launch).
    func disconnect(_ scene: UIScene) {
        if scene.activationState == .foregroundActive { setState(.foregroundInactive, of: scene) }
        scene.activationState = .unattached
        scene.delegate?.sceneDidDisconnect(scene)
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        for window in (scene as? UIWindowScene)?.windows ?? [] { window.isHidden = true }
        AppShell.scenes.removeAll { $0 === scene }
        delegate.application(UIApplication.shared, didDiscardSceneSessions: [scene.session])
    }

    /// The user chose `shortcutItem` while the app runs: the active window scene's delegate
    /// performs it; `completion` says whether it was handled.
    public func perform(_ shortcutItem: UIApplicationShortcutItem, completion: @escaping (Bool) -> Void = { _ in }) {
        let target = AppShell.scenes.first { $0.activationState == .foregroundActive } ?? AppShell.scenes.first
        guard let windowScene = target as? UIWindowScene, let sceneDelegate = windowScene.delegate as? UIWindowSceneDelegate else {
            completion(false)
            return
        }
        sceneDelegate.windowScene(windowScene, performActionFor: shortcutItem, completionHandler: completion)
    }
}

/// Scenes' saved state between launches: each scene's session identifier and its delegate's
/// `stateRestorationActivity(for:)`, as a property list in the app's state folder. Nothing is
/// written when no scene has state to save (and an old file is removed then).
@MainActor final class SceneRestorationStore {
    /// The folder the file goes in; nil: the app's Application Support folder, named after the
    /// executable.
    var directory: URL?

    struct Saved {
        let persistentIdentifier: String
        let activity: NSUserActivity
    }

    private var file: URL? {
        let base = directory ?? FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first?
            .appendingPathComponent(ProcessInfo.processInfo.processName, isDirectory: true)
        return base?.appendingPathComponent("SceneState.plist")
    }

    func save(_ scenes: [UIScene]) {
        guard let file else { return }
        let entries: [[String: Any]] = scenes.compactMap { scene in
            guard let activity = scene.delegate?.stateRestorationActivity(for: scene) else { return nil }
            activity.delegate?.userActivityWillSave(activity)
            scene.session.stateRestorationActivity = activity
            return ["persistentIdentifier": scene.session.persistentIdentifier, "activity": activity.propertyList]
        }
        guard !entries.isEmpty else {
            try? FileManager.default.removeItem(at: file)
            return
        }
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let data = try PropertyListSerialization.data(fromPropertyList: entries, format: .binary, options: 0)
            try data.write(to: file, options: .atomic)
        } catch {
            TesseraDiagnostics.report("the scenes' state could not be saved to \(file.path): \(error)")
        }
    }

    func load() -> [Saved] {
        guard let file, let data = try? Data(contentsOf: file) else { return [] }
        guard let entries = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [[String: Any]] else {
            TesseraDiagnostics.report("the scenes' saved state at \(file.path) is not a property list of scenes; it is ignored")
            return []
        }
        return entries.compactMap { entry in
            guard let identifier = entry["persistentIdentifier"] as? String, let list = entry["activity"] as? [String: Any],
                  let activity = NSUserActivity(propertyList: list) else { return nil }
            return Saved(persistentIdentifier: identifier, activity: activity)
        }
    }
}

extension ApplicationLaunch {
    /// Where the scenes' saved state is kept between launches (nil: the app's Application
    /// Support folder); tests point it at a folder of their own.
    public var stateDirectory: URL? {
        get { restoration.directory }
        set { restoration.directory = newValue }
    }
}
