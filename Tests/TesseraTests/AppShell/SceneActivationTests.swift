import Foundation
import Testing
@testable import Tessera
import TesseraCore
import TesseraTesting

/// What scene delegates of a document app hear.
@MainActor final class DocumentLog {
    static var entries: [String] = []
    static var savedPage: Int?
}

/// A scene per document: its window shows the activity's title; it saves the page it is on.
final class DocumentSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var page = 0

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let title = connectionOptions.userActivities.first?.title ?? "Main"
        page = session.stateRestorationActivity?.userInfo?["page"] as? Int ?? 0
        let shortcut = connectionOptions.shortcutItem.map { " shortcut=\($0.type)" } ?? ""
        DocumentLog.entries.append("connect \(title) page=\(page)\(shortcut)")
        if title.hasPrefix("doc-") { scene.activationConditions.prefersToActivateForTargetContentIdentifierPredicate = NSPredicate { id, _ in (id as? String) == title } }
        let controller = UIViewController()
        let label = UILabel(frame: CGRect(x: 20, y: 40, width: 300, height: 30))
        label.text = title
        controller.view.addSubview(label)
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = controller
        window?.makeKeyAndVisible()
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) { DocumentLog.entries.append("continue \(userActivity.title ?? "")") }
    func sceneDidBecomeActive(_ scene: UIScene) { DocumentLog.entries.append("active \(label(of: scene))") }
    func sceneWillResignActive(_ scene: UIScene) { DocumentLog.entries.append("resign \(label(of: scene))") }
    func sceneDidDisconnect(_ scene: UIScene) { DocumentLog.entries.append("disconnect \(label(of: scene))") }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        guard let saved = DocumentLog.savedPage else { return nil }
        let activity = NSUserActivity(activityType: "com.example.reading")
        activity.userInfo = ["page": saved, "notAPropertyList": UIView()]
        return activity
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        DocumentLog.entries.append("perform \(shortcutItem.type)")
        completionHandler(shortcutItem.type == "new")
    }

    private func label(of scene: UIScene) -> String {
        ((scene as? UIWindowScene)?.windows.first?.rootViewController?.view.subviews.first as? UILabel)?.text ?? "?"
    }
}

final class DocumentAppDelegate: UIResponder, UIApplicationDelegate {
    var discarded: [String] = []
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = DocumentSceneDelegate.self
        return configuration
    }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        discarded += sceneSessions.map(\.persistentIdentifier)
    }
}

@MainActor struct SceneActivationTests {
    func launch(multipleScenes: Bool, state: URL? = nil, shortcut: UIApplicationShortcutItem? = nil) -> (HeadlessScreen, ApplicationLaunch, DocumentAppDelegate) {
        UIApplication.registerClass(DocumentSceneDelegate.self) { DocumentSceneDelegate() }
        DocumentLog.entries = []
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let delegate = DocumentAppDelegate()
        let manifest = AppManifest(dictionary: ["UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": multipleScenes]], module: nil)
        let launch = ApplicationLaunch(delegate: delegate, manifest: manifest, bundle: nil)
        launch.stateDirectory = state ?? FileManager.default.temporaryDirectory.appendingPathComponent("tessera-scenes-\(UUID().uuidString)")
        launch.launchShortcutItem = shortcut
        if let window = launch.launch() { screen.show(window) }
        screen.runUntilIdle()
        return (screen, launch, delegate)
    }

    func document(_ name: String) -> NSUserActivity {
        let activity = NSUserActivity(activityType: "com.example.document")
        activity.title = name
        activity.targetContentIdentifier = name
        return activity
    }

    @Test func aRequestedSceneConnectsWithItsActivityInItsOwnWindow() throws {
        let (screen, launch, _) = launch(multipleScenes: true)
        var shown: [UIWindow] = []
        launch.sceneWindowDidAppear = { shown.append($0) }
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: document("doc-1"), options: nil)
        #expect(DocumentLog.entries == ["connect Main page=0", "active Main", "connect doc-1 page=0", "resign Main", "active doc-1"])
        #expect(UIApplication.shared.connectedScenes.count == 2)
        let window = try #require(shown.first)
        screen.show(window)
        screen.runUntilIdle()
        #expect(screen.frameOfText("doc-1") != nil, "the new scene's window shows its document")
        DocumentLog.entries = []
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: document("doc-1"), options: nil)
        #expect(DocumentLog.entries == ["continue doc-1"], "the scene preferring doc-1 takes it again, already active; no new scene")
        let main = try #require(UIApplication.shared.connectedScenes.first { $0 !== window.windowScene })
        UIApplication.shared.requestSceneSessionActivation(main.session, userActivity: nil, options: nil)
        #expect(DocumentLog.entries.suffix(2) == ["resign doc-1", "active Main"], "a session's own scene comes forward")
    }

    @Test func withoutMultipleScenesARequestForANewSceneFails() {
        let (_, _, _) = launch(multipleScenes: false)
        var errors: [String] = []
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { errors.append("\($0)") }
        #expect(errors.count == 1 && errors[0].contains("UIApplicationSupportsMultipleScenes"), "\(errors)")
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: document("doc-9"), options: nil) { errors.append("\($0)") }
        #expect(errors.count == 1 && DocumentLog.entries.last == "continue doc-9", "the app's one scene continues the activity instead")
        #expect(UIApplication.shared.connectedScenes.count == 1)
    }

    @Test func closingASceneDiscardsItsSessionButNotTheLastOne() throws {
        let (_, _, delegate) = launch(multipleScenes: true)
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: document("doc-2"), options: nil)
        let second = try #require(UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive })
        UIApplication.shared.requestSceneSessionDestruction(second.session, options: UIWindowSceneDestructionRequestOptions())
        #expect(DocumentLog.entries.suffix(2) == ["resign doc-2", "disconnect doc-2"])
        #expect(delegate.discarded == [second.session.persistentIdentifier])
        #expect(UIApplication.shared.connectedScenes.count == 1)
        var errors: [String] = []
        let last = try #require(UIApplication.shared.connectedScenes.first)
        UIApplication.shared.requestSceneSessionDestruction(last.session, options: nil) { errors.append("\($0)") }
        #expect(errors.first?.contains("last scene") == true)
    }

    @Test func aScenesStateIsSavedAtTerminationAndGivenBackAtTheNextLaunch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-restore-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, first, _) = launch(multipleScenes: false, state: folder)
        let identifier = try #require(UIApplication.shared.connectedScenes.first?.session.persistentIdentifier)
        DocumentLog.savedPage = 7
        defer { DocumentLog.savedPage = nil }
        first.terminate()
        let (_, _, _) = launch(multipleScenes: false, state: folder)
        #expect(DocumentLog.entries.first == "connect Main page=7", "the saved page comes back: \(DocumentLog.entries)")
        let session = try #require(UIApplication.shared.connectedScenes.first?.session)
        #expect(session.persistentIdentifier == identifier, "the same session")
        #expect(session.stateRestorationActivity?.activityType == "com.example.reading")
        #expect(session.stateRestorationActivity?.userInfo?["notAPropertyList"] == nil, "what is not a property list is left out")
    }

    @Test func shortcutItemsLaunchTheAppAndArePerformedWhileItRuns() {
        let item = UIApplicationShortcutItem(type: "new", localizedTitle: "New Document", localizedSubtitle: nil,
                                             icon: UIApplicationShortcutIcon(systemImageName: "plus"))
        let (_, launch, _) = launch(multipleScenes: false, shortcut: item)
        #expect(DocumentLog.entries.first == "connect Main page=0 shortcut=new")
        var handled: [Bool] = []
        launch.perform(item) { handled.append($0) }
        launch.perform(UIApplicationShortcutItem(type: "unknown", localizedTitle: "?")) { handled.append($0) }
        #expect(handled == [true, false])
        #expect(DocumentLog.entries.suffix(2) == ["perform new", "perform unknown"])
        let changed = item.mutableCopy() as? UIMutableApplicationShortcutItem
        changed?.localizedTitle = "New Note"
        UIApplication.shared.shortcutItems = [changed].compactMap { $0 }
        #expect(UIApplication.shared.shortcutItems?.first?.localizedTitle == "New Note" && item.localizedTitle == "New Document")
        #expect(item.icon?.image != nil, "the system symbol as the icon")
    }

    @Test func geometryRequestsResizeWithinTheRestrictionsAndRefuseRotation() throws {
        let (_, _, _) = launch(multipleScenes: false)
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(scene.interfaceOrientation == .landscapeRight, "a 400×300 window is landscape")
        #expect(UIApplication.shared.statusBarOrientation == .landscapeRight, "the older form answers the same")
        scene.sizeRestrictions?.minimumSize = CGSize(width: 320, height: 240)
        scene.sizeRestrictions?.maximumSize = CGSize(width: 1000, height: 800)
        scene.requestGeometryUpdate(.Mac(systemFrame: CGRect(x: 0, y: 0, width: 200, height: 900)))
        #expect(scene.windows.first?.bounds.size == CGSize(width: 320, height: 800), "clamped to the restrictions")
        #expect(scene.interfaceOrientation == .portrait)
        #expect(UIApplication.shared.statusBarOrientation.isPortrait)
        #expect(scene.effectiveGeometry.systemFrame.size == CGSize(width: 320, height: 800))
        var errors: [String] = []
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { errors.append("\($0)") }
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait)) { errors.append("\($0)") }
        #expect(errors.count == 1 && errors[0].contains("not rotated"), "\(errors)")
        scene.requestGeometryUpdate(.Mac(systemFrame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10))) { errors.append("\($0)") }
        #expect(errors.last?.contains("no finite, positive size") == true)
        #expect(scene.statusBarManager?.isStatusBarHidden == true && scene.statusBarManager?.statusBarFrame == .zero, "a desktop window has none")
        #expect(scene.windowingBehaviors?.isClosable == true)
    }

    @Test func anOpenInNewWindowActionRequestsASceneOrFallsBack() {
        let (_, _, _) = launch(multipleScenes: true)
        let open = UIWindowScene.ActivationAction { _ in UIWindowScene.ActivationConfiguration(userActivity: self.document("doc-5")) }
        #expect(open.title == "Open in New Window")
        open.perform(withSender: nil, target: nil)
        #expect(DocumentLog.entries.contains("connect doc-5 page=0") && UIApplication.shared.connectedScenes.count == 2)

        let (_, _, _) = launch(multipleScenes: false)
        var fellBack = false
        let single = UIWindowScene.ActivationAction(alternate: UIAction { _ in fellBack = true }) { _ in
            UIWindowScene.ActivationConfiguration(userActivity: self.document("doc-6"))
        }
        single.perform(withSender: nil, target: nil)
        #expect(fellBack && UIApplication.shared.connectedScenes.count == 1, "one window only: the alternate action runs")
    }
}
