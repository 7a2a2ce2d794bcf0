import Foundation

/// A pasteboard: items that copy and paste move around, each holding one value in one or more
/// representations named by type identifiers (`"public.utf8-plain-text"`, `"public.url"`,
/// `"public.png"`).
///
/// `general` keeps its first text in the installed `PasteboardBackend` (memory when headless,
/// the system clipboard in the window host): text another program copies is what `general`
/// holds next, and text copied here reaches other programs. The rest — URLs, images,
/// colours, data, several items — stays in the process. Named pasteboards are the app's own.
/// Each change bumps ``changeCount`` and posts ``changedNotification``; items set with an
/// expiration date are gone once it has passed.
@preconcurrency @MainActor open class UIPasteboard: NSObject {
    /// A pasteboard's name.
    public struct Name: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let general = Name("com.apple.UIKit.pboard.general")
        public static let find = Name("com.apple.UIKit.pboard.find")
    }

    /// Options for ``setItems(_:options:)``.
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The items stay on this device (always so here).
        public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
        /// A `Date` after which the items are removed.
        public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
    }

    public static let general = UIPasteboard.make(.general)
    nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    nonisolated public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
    nonisolated public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    nonisolated public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    nonisolated public static let typeListString: [String] = [PasteboardTypes.text, "public.text", "public.plain-text"]
    nonisolated public static let typeListURL: [String] = [PasteboardTypes.url]
    nonisolated public static let typeListImage: [String] = [PasteboardTypes.png, "public.jpeg", "public.image"]
    nonisolated public static let typeListColor: [String] = [PasteboardTypes.color]
    /// Lets the pasteboard choose the type of a value it is given.
    nonisolated public static let typeAutomatic = "com.apple.uikit.type-automatic"

    /// The store for `general`'s text; a host replaces it with the system clipboard.
    @_spi(Host) public var backend: PasteboardBackend {
        get { store.backend }
        set { store.backend = newValue }
    }
    public let name: Name
    /// Whether the pasteboard outlives the app (kept; named pasteboards live as long as the process).
    open var isPersistent = false
    /// Bumped on every change.
    public var changeCount: Int { store.changeCount }

    /// The items, shared by every pasteboard object of this name.
    private let store: PasteboardStore
    private static var stores: [Name: PasteboardStore] = [:]

    private init(name: Name, store: PasteboardStore) {
        self.name = name
        self.store = store
        super.init()
    }

    /// The pasteboard named `pasteboardName` (sharing its items with every other object of that
    /// name), made when `create` and there is none yet; nil when there is none and not `create`.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        if let existing = UIPasteboard.stores[pasteboardName] {
            self.init(name: pasteboardName, store: existing)
            return
        }
        guard create else { return nil }
        let store = PasteboardStore()
        UIPasteboard.stores[pasteboardName] = store
        self.init(name: pasteboardName, store: store)
    }

    private static func make(_ name: Name) -> UIPasteboard {
        let store = stores[name] ?? PasteboardStore()
        stores[name] = store
        return UIPasteboard(name: name, store: store)
    }

    /// A pasteboard with a name of its own.
    public static func withUniqueName() -> UIPasteboard { make(Name("com.apple.UIKit.pboard.\(UUID().uuidString)")) }

    /// Forgets the pasteboard named `pasteboardName` (the general one stays).
    public static func remove(withName pasteboardName: Name) {
        guard pasteboardName != .general, stores.removeValue(forKey: pasteboardName) != nil else { return }
        NotificationCenter.default.post(name: removedNotification, object: nil)
    }

    // MARK: Items

    /// Every item: each a dictionary from type identifier to value.
    open var items: [[String: Any]] {
        get { currentItems() }
        set { replaceItems(newValue) }
    }

    open var numberOfItems: Int { items.count }

    open func addItems(_ items: [[String: Any]]) { replaceItems(self.items + items) }

    /// Replaces the items; `.expirationDate` removes them once that date has passed.
    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        replaceItems(items, expiring: options[.expirationDate] as? Date)
    }

    /// The types of the first item.
    open var types: [String] { items.first.map { Array($0.keys).sorted() } ?? [] }

    open func types(forItemSet itemSet: IndexSet?) -> [[String]]? {
        selected(itemSet).map { $0.map { Array($0.keys).sorted() } }
    }

    open func contains(pasteboardTypes: [String]) -> Bool {
        items.contains { item in pasteboardTypes.contains { item[$0] != nil } }
    }

    open func contains(pasteboardTypes: [String], inItemSet itemSet: IndexSet?) -> Bool {
        (selected(itemSet) ?? []).contains { item in pasteboardTypes.contains { item[$0] != nil } }
    }

    /// The indexes of the items that have one of `pasteboardTypes`.
    open func itemSet(withPasteboardTypes pasteboardTypes: [String]) -> IndexSet? {
        let indexes = items.indices.filter { index in pasteboardTypes.contains { items[index][$0] != nil } }
        return indexes.isEmpty ? nil : IndexSet(indexes)
    }

    /// The first item's value of `pasteboardType`.
    open func value(forPasteboardType pasteboardType: String) -> Any? { items.first?[pasteboardType] }

    open func values(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Any]? {
        selected(itemSet)?.compactMap { $0[pasteboardType] }
    }

    /// The first item's value of `pasteboardType` as data: text as UTF-8, an image as PNG.
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        value(forPasteboardType: pasteboardType).flatMap(PasteboardTypes.data(of:))
    }

    open func data(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Data]? {
        values(forPasteboardType: pasteboardType, inItemSet: itemSet)?.compactMap(PasteboardTypes.data(of:))
    }

    /// Replaces the items by one holding `value` as `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        replaceItems([[pasteboardType: value]])
    }

    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        replaceItems([[pasteboardType: data]])
    }

    // MARK: Values

    open var string: String? {
        get { strings?.first }
        set { replaceItems(newValue.map { [[PasteboardTypes.text: $0]] } ?? []) }
    }

    open var strings: [String]? { get { values(PasteboardTypes.text) } set { replace(newValue, as: PasteboardTypes.text) } }

    open var url: URL? {
        get { urls?.first }
        set { replaceItems(newValue.map { [[PasteboardTypes.url: $0]] } ?? []) }
    }

    open var urls: [URL]? { get { values(PasteboardTypes.url) } set { replace(newValue, as: PasteboardTypes.url) } }

    open var image: UIImage? {
        get { images?.first }
        set { replaceItems(newValue.map { [[PasteboardTypes.png: $0]] } ?? []) }
    }

    open var images: [UIImage]? { get { values(PasteboardTypes.png) } set { replace(newValue, as: PasteboardTypes.png) } }

    open var color: UIColor? {
        get { colors?.first }
        set { replaceItems(newValue.map { [[PasteboardTypes.color: $0]] } ?? []) }
    }

    open var colors: [UIColor]? { get { values(PasteboardTypes.color) } set { replace(newValue, as: PasteboardTypes.color) } }

    open var hasStrings: Bool { strings != nil }
    open var hasURLs: Bool { urls != nil }
    open var hasImages: Bool { images != nil }
    open var hasColors: Bool { colors != nil }

    // MARK: Storage

    private func values<T>(_ type: String) -> [T]? {
        let found = items.compactMap { $0[type] as? T }
        return found.isEmpty ? nil : found
    }

    private func replace<T>(_ values: [T]?, as type: String) {
        replaceItems((values ?? []).map { [type: $0] })
    }

    private func selected(_ itemSet: IndexSet?) -> [[String: Any]]? {
        let all = items
        guard let itemSet else { return all }
        guard itemSet.allSatisfy({ all.indices.contains($0) }) else { return nil }
        return itemSet.map { all[$0] }
    }

    /// The items now: gone once expired; for `general`, the system clipboard's text when
    /// another program copied since.
    private func currentItems() -> [[String: Any]] {
        if let expiration = store.expiration, expiration <= Date() { replaceItems([]) }
        guard name == .general else { return store.items }
        let text = store.backend.string
        if text != store.mirroredText {
            store.items = text.map { [[PasteboardTypes.text: $0]] } ?? []
            store.mirroredText = text
        }
        return store.items
    }

    private func replaceItems(_ newItems: [[String: Any]], expiring: Date? = nil) {
        let before = Set(store.items.flatMap(\.keys))
        store.items = newItems.map(PasteboardTypes.normalized)
        store.expiration = expiring
        if name == .general {
            store.backend.string = store.items.first?[PasteboardTypes.text] as? String
            store.mirroredText = store.backend.string
        }
        store.changeCount += 1
        let after = Set(store.items.flatMap(\.keys))
        NotificationCenter.default.post(name: Self.changedNotification, object: self, userInfo: [
            Self.changedTypesAddedUserInfoKey: Array(after.subtracting(before)).sorted(),
            Self.changedTypesRemovedUserInfoKey: Array(before.subtracting(after)).sorted(),
        ])
    }
}

/// One name's pasteboard contents.
@MainActor final class PasteboardStore {
    var items: [[String: Any]] = []
    var expiration: Date?
    var changeCount = 0
    /// Where `general`'s text lives (other pasteboards keep theirs in `items` only).
    var backend: PasteboardBackend = MemoryPasteboard()
    /// The text last written to the backend, to notice another program's copy.
    var mirroredText: String?
}

/// The type identifiers the pasteboard reads its values by, and how a value becomes data.
enum PasteboardTypes {
    static let text = "public.utf8-plain-text"
    static let url = "public.url"
    static let png = "public.png"
    static let color = "com.apple.uikit.color"

    /// An item with UIKit's names for what it holds: any text type is text, any image type an
    /// image, a value of the automatic type named by what it is.
    @MainActor static func normalized(_ item: [String: Any]) -> [String: Any] {
        var result: [String: Any] = [:]
        for (type, value) in item {
            let key: String
            switch value {
            case is String where UIPasteboard.typeListString.contains(type) || type == UIPasteboard.typeAutomatic: key = text
            case is URL where type == UIPasteboard.typeAutomatic: key = url
            case is UIImage where UIPasteboard.typeListImage.contains(type) || type == UIPasteboard.typeAutomatic: key = png
            case is UIColor where type == UIPasteboard.typeAutomatic: key = color
            default: key = type
            }
            result[key] = value
        }
        return result
    }

    /// Text as UTF-8, a URL as its string's UTF-8, an image as PNG, data as itself.
    @MainActor static func data(of value: Any) -> Data? {
        switch value {
        case let data as Data: data
        case let string as String: Data(string.utf8)
        case let url as URL: Data(url.absoluteString.utf8)
        case let image as UIImage: image.pngData()
        default: nil
        }
    }
}
