import Foundation
import UniformTypeIdentifiers

/// Something an item provider can carry: it names the type identifiers it can be loaded as
/// (UTType strings such as `"public.utf8-plain-text"`).
public protocol NSItemProviderWriting: AnyObject {
    static var writableTypeIdentifiersForItemProvider: [String] { get }
}

/// Something an item provider can load: made from a carried object of the same kind.
public protocol NSItemProviderReading: AnyObject {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// The value carried in-process as `object`, if it can stand for this type.
    static func fromCarried(_ object: AnyObject) -> Self?
}

/// Carries data across a drag and drop or the pasteboard: objects registered with it (texts,
/// images) and loaded back by class.
///
/// Foundation on Linux has no `NSItemProvider`; Tessera's carries objects within the process
/// (drag and drop between views of one app), so loading gives the object registered.
/// `loadObject(ofClass:completionHandler:)` calls back on a background queue, as UIKit's does:
/// hop to the main thread with `DispatchQueue.main.async` before touching views.
open class NSItemProvider: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var carried: [(types: [String], object: AnyObject)] = []
    open var suggestedName: String?

    public override init() { super.init() }

    /// A provider carrying `object`.
    public convenience init(object: NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    public enum RepresentationVisibility: Int, Sendable { case all, teamOnly, group, ownProcess }

    open func registerObject(_ object: NSItemProviderWriting, visibility: RepresentationVisibility) {
        lock.lock(); defer { lock.unlock() }
        carried.append((type(of: object).writableTypeIdentifiersForItemProvider, object))
    }

    /// The type identifiers it can be loaded as, in the order registered.
    open var registeredTypeIdentifiers: [String] {
        lock.lock(); defer { lock.unlock() }
        return carried.flatMap(\.types)
    }

    /// The registered types as `UTType`s, in the order registered.
    open var registeredContentTypes: [UTType] { registeredTypeIdentifiers.compactMap { UTType($0) } }

    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains { $0 == typeIdentifier || UTTypeNames.conforms($0, to: typeIdentifier) }
    }

    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool { object(as: aClass) != nil }

    /// Loads the carried object as `aClass`; the handler runs on a background queue, with an
    /// error naming the types carried when none fits.
    @discardableResult
    open func loadObject(ofClass aClass: NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable (NSItemProviderReading?, Error?) -> Void) -> Progress {
        let found = object(as: aClass)
        let error = found == nil ? ItemProviderError.cannotLoad(String(describing: aClass), carried: registeredTypeIdentifiers) : nil
        let result = MainThreadBound(value: found)
        DispatchQueue.global().async { completionHandler(result.value, error) }
        return Progress(totalUnitCount: 1)
    }

    /// Loads a Swift value bridged to an Objective-C class (`String`): the Swift form of UIKit.
    @discardableResult
    public func loadObject<T: ItemProviderBridgeable>(ofClass aClass: T.Type,
                                                      completionHandler: @escaping @Sendable (T?, Error?) -> Void) -> Progress {
        loadObject(ofClass: T.ReferenceType.self) { object, error in
            completionHandler((object as? T.ReferenceType).map(T.init(bridging:)), error)
        }
    }

    public func canLoadObject<T: ItemProviderBridgeable>(ofClass aClass: T.Type) -> Bool { canLoadObject(ofClass: T.ReferenceType.self) }

    func object(as aClass: NSItemProviderReading.Type) -> NSItemProviderReading? {
        lock.lock(); let all = carried; lock.unlock()
        for entry in all { if let value = aClass.fromCarried(entry.object) { return value } }
        return nil
    }
}

/// Why an item provider could not load.
public enum ItemProviderError: Error, CustomStringConvertible {
    case cannotLoad(String, carried: [String])
    public var description: String {
        switch self {
        case let .cannotLoad(type, carried):
            "NSItemProvider: cannot load an object of class \(type); the provider carries \(carried.isEmpty ? "nothing" : carried.joined(separator: ", "))"
        }
    }
}

/// A Swift value an item provider carries as its reference type (String as NSString).
public protocol ItemProviderBridgeable: SendableMetatype {
    associatedtype ReferenceType: NSItemProviderReading
    init(bridging object: ReferenceType)
}

extension String: ItemProviderBridgeable {
    public init(bridging object: NSString) { self = object as String }
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTTypeNames.plainText] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTTypeNames.plainText] }
    public static func fromCarried(_ object: AnyObject) -> Self? {
        guard let text = object as? NSString else { return nil }
        return Self(string: text as String)
    }
}

extension UIImage: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTTypeNames.png, UTTypeNames.image] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTTypeNames.png, UTTypeNames.image] }
    public static func fromCarried(_ object: AnyObject) -> Self? { object as? Self }
}

/// The type identifiers Tessera's providers use; which conforms to which is `UTType`'s table.
enum UTTypeNames {
    static let plainText = UTType.utf8PlainText.identifier
    static let png = UTType.png.identifier
    static let image = UTType.image.identifier

    static func conforms(_ type: String, to parent: String) -> Bool {
        guard let child = UTType(type), let parentType = UTType(parent) else { return false }
        return child.conforms(to: parentType)
    }
}
