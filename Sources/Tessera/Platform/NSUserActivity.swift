import Foundation

/// What the user is doing, so it can be picked up again: a scene saves one to be restored
/// (`stateRestorationActivity(for:)`), a new window is opened for one
/// (`requestSceneSessionActivation`), a responder keeps one current (`userActivity`).
///
/// - Note: Foundation's class on Apple's platforms, absent from Foundation on Linux; Tessera
///   declares it with the members UIKit code uses. Handoff, Spotlight and Siri do not exist
///   here: the eligibility flags are kept, and `becomeCurrent()` makes the activity the app's
///   current one.
open class NSUserActivity: NSObject, @unchecked Sendable {
    public let activityType: String
    open var title: String?
    /// Property-list values (strings, numbers, dates, data, arrays and dictionaries of them),
    /// as Foundation requires; others are dropped when the activity is saved.
    open var userInfo: [AnyHashable: Any]?
    open var requiredUserInfoKeys: Set<String>?
    open var targetContentIdentifier: String?
    open var persistentIdentifier: String?
    open var webpageURL: URL?
    open var referrerURL: URL?
    open var expirationDate: Date?
    open var keywords: Set<String> = []
    open var needsSave = false
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false
    open var isEligibleForPublicIndexing = false
    open var isEligibleForPrediction = false
    open weak var delegate: NSUserActivityDelegate?
    /// Whether ``invalidate()`` was called: it can no longer become current.
    public private(set) var isInvalidated = false

    /// The app's current activity (``becomeCurrent()``).
    nonisolated(unsafe) public private(set) static var current: NSUserActivity?

    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var merged = userInfo ?? [:]
        for (key, value) in otherDictionary { merged[key] = value }
        userInfo = merged
    }

    open func becomeCurrent() {
        guard !isInvalidated else { return }
        NSUserActivity.current = self
    }

    open func resignCurrent() {
        if NSUserActivity.current === self { NSUserActivity.current = nil }
    }

    open func invalidate() {
        resignCurrent()
        isInvalidated = true
    }

    /// The activity as a property list (what a scene's saved state is written as); values
    /// that are not property-list values are left out.
    var propertyList: [String: Any] {
        var list: [String: Any] = ["activityType": activityType]
        list["title"] = title
        list["targetContentIdentifier"] = targetContentIdentifier
        list["persistentIdentifier"] = persistentIdentifier
        list["webpageURL"] = webpageURL?.absoluteString
        var info: [String: Any] = [:]
        for (key, value) in userInfo ?? [:] {
            guard let key = key as? String, PropertyListSerialization.propertyList(value, isValidFor: .binary) else { continue }
            info[key] = value
        }
        list["userInfo"] = info
        return list
    }

    /// An activity read back from ``propertyList``; nil when it has no type.
    convenience init?(propertyList list: [String: Any]) {
        guard let type = list["activityType"] as? String else { return nil }
        self.init(activityType: type)
        title = list["title"] as? String
        targetContentIdentifier = list["targetContentIdentifier"] as? String
        persistentIdentifier = list["persistentIdentifier"] as? String
        webpageURL = (list["webpageURL"] as? String).flatMap(URL.init(string:))
        userInfo = list["userInfo"] as? [String: Any]
    }
}

/// Hears when an activity is about to be saved or continued.
public protocol NSUserActivityDelegate: AnyObject {
    func userActivityWillSave(_ userActivity: NSUserActivity)
    func userActivityWasContinued(_ userActivity: NSUserActivity)
}

extension NSUserActivityDelegate {
    public func userActivityWillSave(_ userActivity: NSUserActivity) {}
    public func userActivityWasContinued(_ userActivity: NSUserActivity) {}
}
