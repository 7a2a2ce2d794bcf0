import Foundation
@_spi(Host) import Tessera

public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

public enum UNAuthorizationStatus: Int, Sendable { case notDetermined, denied, authorized, provisional, ephemeral }

/// How a notification is shown while the app is in front (the delegate says).
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// The app's notification settings.
@preconcurrency @MainActor open class UNNotificationSettings: NSObject {
    public let authorizationStatus: UNAuthorizationStatus
    init(authorizationStatus: UNAuthorizationStatus) {
        self.authorizationStatus = authorizationStatus
        super.init()
    }
}

/// Decides how a notification shows while the app is in front.
@preconcurrency @MainActor public protocol UNUserNotificationCenterDelegate: AnyObject {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([])
    }
}

public struct UNError: Error, CustomStringConvertible {
    public let description: String
}

/// The app's notifications on the Linux desktop: shown by the desktop's notification daemon
/// through libnotify's `notify-send`. Authorization is granted when `notify-send` is there (a
/// desktop asks no permission), denied otherwise. A request is delivered when its trigger fires
/// (a time interval on the main loop's clock; a calendar date's interval from now); as in
/// UIKit, the delegate's `userNotificationCenter(_:willPresent:withCompletionHandler:)` decides
/// whether it is shown (a banner, alert or list) while the app is active, and without a delegate
/// it is not; while the app is in the background (its window minimised) it is shown.
@preconcurrency @MainActor open class UNUserNotificationCenter: NSObject {
    private static let shared = UNUserNotificationCenter()
    /// The center of the app.
    open class func current() -> UNUserNotificationCenter { shared }

    open weak var delegate: UNUserNotificationCenterDelegate?
    private var status: UNAuthorizationStatus = .notDetermined
    private var pending: [UNNotificationRequest] = []
    private var delivered: [UNNotification] = []
    /// Shows a notification on the desktop; returns whether it could (a test replaces it).
    var show: (_ title: String, _ body: String) -> Bool = DesktopNotifier.show
    /// Whether the desktop can show notifications (a test replaces it).
    var canShow: () -> Bool = DesktopNotifier.isAvailable

    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, Error?) -> Void) {
        status = canShow() ? .authorized : .denied
        let granted = status == .authorized
        completionHandler(granted, granted ? nil : UNError(description: "the desktop has no notify-send (Debian's libnotify-bin): notifications are not shown"))
    }

    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        var result: (Bool, Error?) = (false, nil)
        requestAuthorization(options: options) { result = ($0, $1) }
        if let error = result.1 { throw error }
        return result.0
    }

    open func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings(authorizationStatus: status))
    }

    open func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings(authorizationStatus: status) }

    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
        pending.removeAll { $0.identifier == request.identifier }
        pending.append(request)
        schedule(request)
        completionHandler?(nil)
    }

    open func add(_ request: UNNotificationRequest) async throws { add(request, withCompletionHandler: nil) }

    open func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) { completionHandler(pending) }
    open func pendingNotificationRequests() async -> [UNNotificationRequest] { pending }
    open func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) { completionHandler(delivered) }
    open func deliveredNotifications() async -> [UNNotification] { delivered }

    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        pending.removeAll { identifiers.contains($0.identifier) }
    }

    open func removeAllPendingNotificationRequests() { pending.removeAll() }
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        delivered.removeAll { identifiers.contains($0.request.identifier) }
    }
    open func removeAllDeliveredNotifications() { delivered.removeAll() }

    private func schedule(_ request: UNNotificationRequest) {
        let delay: TimeInterval
        switch request.trigger {
        case let interval as UNTimeIntervalNotificationTrigger: delay = interval.timeInterval
        case let calendar as UNCalendarNotificationTrigger: delay = calendar.nextTriggerDate()?.timeIntervalSinceNow ?? 0
        default: delay = 0
        }
        MainLoop.shared.perform(after: max(0, delay)) { [weak self] in
            MainActor.assumeIsolated { self?.fire(request) }
        }
    }

    private func present(_ request: UNNotificationRequest) {
        guard status == .authorized else { return }
        let content = request.content
        _ = show(content.subtitle.isEmpty ? content.title : "\(content.title) — \(content.subtitle)", content.body)
    }

    private func fire(_ request: UNNotificationRequest) {
        // Removed, or replaced by a request of the same identifier, meanwhile.
        guard pending.contains(where: { $0 === request }) else { return }
        if !(request.trigger?.repeats ?? false) { pending.removeAll { $0 === request } }
        let notification = UNNotification(date: Date(), request: request)
        delivered.append(notification)
        if UIApplication.shared.applicationState != .active {
            // In the background (the window minimised) the desktop shows it, as iOS does.
            present(request)
        } else if let delegate {
            delegate.userNotificationCenter(self, willPresent: notification) { [weak self] options in
                guard let self, !options.isDisjoint(with: [.banner, .alert, .list]) else { return }
                self.present(request)
            }
        }
        if request.trigger?.repeats ?? false { schedule(request) }
    }
}

/// libnotify's `notify-send`, where the desktop has it.
enum DesktopNotifier {
    static let path = "/usr/bin/notify-send"

    static func isAvailable() -> Bool { FileManager.default.isExecutableFile(atPath: path) }

    static func show(_ title: String, _ body: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = [title, body]
        do {
            try process.run()
            return true
        } catch {
            TesseraDiagnostics.report("UNUserNotificationCenter: \(path) cannot run (\(error)); the notification \"\(title)\" is not shown")
            return false
        }
    }
}
