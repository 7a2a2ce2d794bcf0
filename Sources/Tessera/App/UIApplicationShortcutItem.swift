import Foundation

/// A shortcut's icon: one of the system's, or an image by name.
@preconcurrency @MainActor open class UIApplicationShortcutIcon: NSObject {
    public enum IconType: Int, Sendable {
        case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite, love, cloud,
             invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task, taskCompleted, alarm,
             bookmark, shuffle, audio, update
    }

    public let type: IconType?
    public let templateImageName: String?
    public let systemImageName: String?

    private init(type: IconType?, template: String?, system: String?) {
        self.type = type
        templateImageName = template
        systemImageName = system
        super.init()
    }

    public convenience init(type: IconType) { self.init(type: type, template: nil, system: nil) }
    public convenience init(templateImageName: String) { self.init(type: nil, template: templateImageName, system: nil) }
    public convenience init(systemImageName: String) { self.init(type: nil, template: nil, system: systemImageName) }

    /// The icon as an image: the system symbol or the named image, drawn as a template.
    var image: UIImage? {
        if let systemImageName { return UIImage(systemName: systemImageName) }
        return templateImageName.flatMap { UIImage(named: $0)?.withRenderingMode(.alwaysTemplate) }
    }
}

/// One of the app's shortcuts (on iOS, the Home Screen icon's menu): a type the app
/// recognises, a title, and what it carries. `UIApplication.shared.shortcutItems` are the
/// dynamic ones; an app is launched from one (its scene's connection options carry it) or told
/// of one while running (`windowScene(_:performActionFor:completionHandler:)`).
@preconcurrency @MainActor open class UIApplicationShortcutItem: NSObject {
    open internal(set) var type: String
    open internal(set) var localizedTitle: String
    open internal(set) var localizedSubtitle: String?
    open internal(set) var icon: UIApplicationShortcutIcon?
    open internal(set) var userInfo: [String: NSSecureCoding]?
    /// An object the app attaches to the item (not saved).
    open internal(set) var targetContentIdentifier: Any?

    public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
                userInfo: [String: NSSecureCoding]? = nil) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
        super.init()
    }

    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }

    /// A copy that can be changed.
    nonisolated open override func mutableCopy() -> Any {
        MainActor.assumeIsolated { Copied(value: makeMutableCopy()) }.value
    }

    private func makeMutableCopy() -> UIMutableApplicationShortcutItem {
        let copy = UIMutableApplicationShortcutItem(type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle,
                                                    icon: icon, userInfo: userInfo)
        copy.targetContentIdentifier = targetContentIdentifier
        return copy
    }

    /// The copy, carried out of the main actor's closure (it is made and used on the main thread).
    private struct Copied: @unchecked Sendable { let value: Any }
}

/// A shortcut item whose parts can be set.
@preconcurrency @MainActor open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
    open override var type: String {
        get { super.type }
        set { super.type = newValue }
    }
    open override var localizedTitle: String {
        get { super.localizedTitle }
        set { super.localizedTitle = newValue }
    }
    open override var localizedSubtitle: String? {
        get { super.localizedSubtitle }
        set { super.localizedSubtitle = newValue }
    }
    open override var icon: UIApplicationShortcutIcon? {
        get { super.icon }
        set { super.icon = newValue }
    }
    open override var userInfo: [String: NSSecureCoding]? {
        get { super.userInfo }
        set { super.userInfo = newValue }
    }
    open override var targetContentIdentifier: Any? {
        get { super.targetContentIdentifier }
        set { super.targetContentIdentifier = newValue }
    }
}

extension UIApplication {
    /// The app's dynamic shortcuts, in order (the desktop shows them in the window's menu of
    /// the app; hosts read them here).
    public var shortcutItems: [UIApplicationShortcutItem]? {
        get { AppShell.shortcutItems }
        set { AppShell.shortcutItems = newValue }
    }
}
