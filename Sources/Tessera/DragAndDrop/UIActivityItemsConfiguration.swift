import Foundation

/// An item for the share sheet made when an activity is chosen: the sheet sees the
/// placeholder until then, and asks ``item`` (a subclass's work: rendering a file, fetching a
/// link) with ``activityType`` set to the chosen activity.
/// - Note: UIKit asks `item` on a background thread; Tessera asks it as the activity runs, on
///   the main thread.
open class UIActivityItemProvider: Operation, @unchecked Sendable, UIActivityItemSource {
    public let placeholderItem: Any?
    /// The activity being prepared while ``item`` is asked; nil at other times.
    public private(set) var activityType: UIActivity.ActivityType?

    public init(placeholderItem: Any) {
        self.placeholderItem = placeholderItem
        super.init()
    }

    /// The item itself; subclasses return theirs (the placeholder by default).
    open var item: Any { placeholderItem ?? "" }

    public func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
        placeholderItem ?? ""
    }

    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        self.activityType = activityType
        defer { self.activityType = nil }
        return item
    }
}

/// What a view or controller offers to share or copy, as item providers, with its metadata.
@preconcurrency @MainActor public protocol UIActivityItemsConfigurationReading: AnyObject {
    var itemProvidersForActivityItemsConfiguration: [NSItemProvider] { get }
    func activityItemsConfigurationSupports(interaction: UIActivityItemsConfigurationInteraction) -> Bool
    func activityItemsConfigurationMetadata(key: UIActivityItemsConfigurationMetadataKey) -> Any?
    func activityItemsConfigurationMetadataForItem(at index: Int, key: UIActivityItemsConfigurationMetadataKey) -> Any?
    func activityItemsConfigurationPreviewForItem(at index: Int, intent: UIActivityItemsConfigurationPreviewIntent, suggestedSize: CGSize) -> NSItemProvider?
    var applicationActivitiesForActivityItemsConfiguration: [UIActivity]? { get }
}

extension UIActivityItemsConfigurationReading {
    public func activityItemsConfigurationSupports(interaction: UIActivityItemsConfigurationInteraction) -> Bool { true }
    public func activityItemsConfigurationMetadata(key: UIActivityItemsConfigurationMetadataKey) -> Any? { nil }
    public func activityItemsConfigurationMetadataForItem(at index: Int, key: UIActivityItemsConfigurationMetadataKey) -> Any? { nil }
    public func activityItemsConfigurationPreviewForItem(at index: Int, intent: UIActivityItemsConfigurationPreviewIntent,
                                                        suggestedSize: CGSize) -> NSItemProvider? { nil }
    public var applicationActivitiesForActivityItemsConfiguration: [UIActivity]? { nil }
}

/// Something that has an activity items configuration (what a share command shares).
@preconcurrency @MainActor public protocol UIActivityItemsConfigurationProviding: AnyObject {
    var activityItemsConfiguration: UIActivityItemsConfigurationReading? { get }
}

public struct UIActivityItemsConfigurationInteraction: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let share = UIActivityItemsConfigurationInteraction(rawValue: "share")
    public static let copy = UIActivityItemsConfigurationInteraction(rawValue: "copy")
}

public struct UIActivityItemsConfigurationMetadataKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let title = UIActivityItemsConfigurationMetadataKey(rawValue: "title")
    public static let messageBody = UIActivityItemsConfigurationMetadataKey(rawValue: "messageBody")
    public static let linkPresentationMetadata = UIActivityItemsConfigurationMetadataKey(rawValue: "linkPresentationMetadata")
    public static let shareRecipients = UIActivityItemsConfigurationMetadataKey(rawValue: "shareRecipients")
}

public struct UIActivityItemsConfigurationPreviewIntent: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fullSize = UIActivityItemsConfigurationPreviewIntent(rawValue: "fullSize")
    public static let thumbnail = UIActivityItemsConfigurationPreviewIntent(rawValue: "thumbnail")
}

/// The usual configuration: objects or item providers, with providers of metadata, previews
/// and the app's own activities.
@preconcurrency @MainActor open class UIActivityItemsConfiguration: NSObject, UIActivityItemsConfigurationReading {
    /// Anything the app keeps with the configuration.
    open var localObject: Any?
    /// Share and copy by default.
    open var supportedInteractions: [UIActivityItemsConfigurationInteraction] = [.share, .copy]
    open var metadataProvider: ((UIActivityItemsConfigurationMetadataKey) -> Any?)?
    open var perItemMetadataProvider: ((Int, UIActivityItemsConfigurationMetadataKey) -> Any?)?
    open var previewProvider: ((Int, UIActivityItemsConfigurationPreviewIntent, CGSize) -> NSItemProvider?)?
    open var applicationActivitiesProvider: (() -> [UIActivity])?
    private let providers: [NSItemProvider]

    public init(objects: [NSItemProviderWriting]) {
        providers = objects.map(NSItemProvider.init(object:))
        super.init()
    }

    public init(itemProviders: [NSItemProvider]) {
        providers = itemProviders
        super.init()
    }

    open var itemProvidersForActivityItemsConfiguration: [NSItemProvider] { providers }

    open func activityItemsConfigurationSupports(interaction: UIActivityItemsConfigurationInteraction) -> Bool {
        supportedInteractions.contains(interaction)
    }

    open func activityItemsConfigurationMetadata(key: UIActivityItemsConfigurationMetadataKey) -> Any? { metadataProvider?(key) }

    open func activityItemsConfigurationMetadataForItem(at index: Int, key: UIActivityItemsConfigurationMetadataKey) -> Any? {
        perItemMetadataProvider?(index, key)
    }

    open func activityItemsConfigurationPreviewForItem(at index: Int, intent: UIActivityItemsConfigurationPreviewIntent,
                                                      suggestedSize: CGSize) -> NSItemProvider? {
        previewProvider?(index, intent, suggestedSize)
    }

    open var applicationActivitiesForActivityItemsConfiguration: [UIActivity]? { applicationActivitiesProvider?() }
}

extension UIActivityViewController {
    /// A share sheet for a configuration: its items (text and images its providers carry) and
    /// its application activities; Copy only when the configuration supports copying.
    public convenience init(activityItemsConfiguration: UIActivityItemsConfigurationReading) {
        let items: [Any] = activityItemsConfiguration.itemProvidersForActivityItemsConfiguration.compactMap { provider in
            if let text = provider.object(as: NSString.self) as? NSString { return text as String }
            return provider.object(as: UIImage.self)
        }
        self.init(activityItems: items, applicationActivities: activityItemsConfiguration.applicationActivitiesForActivityItemsConfiguration)
        if !activityItemsConfiguration.activityItemsConfigurationSupports(interaction: .copy) {
            excludedActivityTypes = (excludedActivityTypes ?? []) + [.copyToPasteboard]
        }
    }
}
