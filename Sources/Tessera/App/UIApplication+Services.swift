import Foundation

/// A background task's identifier (`UIApplication.beginBackgroundTask(expirationHandler:)`).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// The services iOS gives an app around its life, with a desktop's answers: a desktop app is
/// never suspended, so background tasks run to their end and never expire; there are no push
/// notifications and no alternate icons.
extension UIApplication {
    /// Starts a task that should finish in the background. The identifier is valid until
    /// ``endBackgroundTask(_:)``; the expiration handler is never called (nothing suspends the app).
    public func beginBackgroundTask(withName taskName: String? = nil, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        AppServices.nextTask += 1
        AppServices.runningTasks.insert(AppServices.nextTask)
        return UIBackgroundTaskIdentifier(rawValue: AppServices.nextTask)
    }

    public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Ends a task; an identifier that is not running is reported, as UIKit logs it.
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        guard AppServices.runningTasks.remove(identifier.rawValue) != nil else {
            TesseraDiagnostics.report("endBackgroundTask: background task \(identifier.rawValue) is not running (never begun, or ended already)")
            return
        }
    }

    /// Unlimited: a desktop app is not suspended.
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

    /// Push notifications do not exist on the desktop: the delegate's
    /// `application(_:didFailToRegisterForRemoteNotificationsWithError:)` is told so.
    public func registerForRemoteNotifications() {
        delegate?.application(self, didFailToRegisterForRemoteNotificationsWithError: RemoteNotificationsError())
    }

    public func unregisterForRemoteNotifications() {}
    public var isRegisteredForRemoteNotifications: Bool { false }

    /// The user's text size.
    public var preferredContentSizeCategory: UIContentSizeCategory { UIScreen.main.preferredContentSizeCategory }

    /// A desktop app has one icon.
    public var supportsAlternateIcons: Bool { false }
    public var alternateIconName: String? { nil }
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: (@MainActor @Sendable (Error?) -> Void)? = nil) {
        completionHandler?(AlternateIconError())
    }

    /// Sends `action` to `target`, or up the responder chain from `sender` (the first responder
    /// of the key window first) when the target is nil; whether a responder took it.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let responder = target as? UIResponder { return responder.perform(action, withSender: sender) }
        let start = UIResponder.currentFirstResponder ?? (sender as? UIResponder)
        guard let responder = start?.target(forAction: action, withSender: sender) else { return false }
        return responder.perform(action, withSender: sender)
    }
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {}
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
}

struct RemoteNotificationsError: Error, CustomStringConvertible {
    var description: String { "remote (push) notifications do not exist on the Linux desktop" }
}

struct AlternateIconError: Error, CustomStringConvertible {
    var description: String { "a desktop app has no alternate icons" }
}

/// The background tasks running now.
@MainActor enum AppServices {
    static var nextTask = 0
    static var runningTasks: Set<Int> = []
}
