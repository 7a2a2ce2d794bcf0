import Foundation

/// What can hold views that an appearance proxy names as their container: views and view
/// controllers.
@preconcurrency @MainActor public protocol UIAppearanceContainer: AnyObject {}

/// Setting a look once for every instance of a class: `UINavigationBar.appearance().tintColor =
/// .systemOrange`, `UILabel.appearance(whenContainedInInstancesOf: [UITableViewHeaderFooterView.self]).textColor = .secondaryLabel`.
///
/// A proxy is an instance of the class kept aside; set properties on it as on any instance.
/// When an instance enters a window for the first time, each property set on the proxies of
/// its class and superclasses (the general proxy, then the ones for containers, then the ones
/// for traits) is copied to it — unless the instance's own value was changed from the class's
/// default before, which wins, as an explicitly set value does in UIKit. The properties a
/// class takes from its proxies are its `UI_APPEARANCE_SELECTOR` ones: colours and tints,
/// fonts and text attributes, bar appearances (each class lists its own).
/// - Note: The proxy is made with the class's `init(coder:)`; a class that does not implement
///   it (`fatalError`) cannot have a proxy of its own — use its UIKit superclass's.
@preconcurrency @MainActor public protocol UIAppearance: AnyObject {
    static func appearance() -> Self
    static func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self
    static func appearance(for trait: UITraitCollection) -> Self
    static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self
}

extension UIView: UIAppearance, UIAppearanceContainer {
    public static func appearance() -> Self { AppearanceProxies.proxy(of: self, containers: [], trait: nil) }

    public static func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self {
        AppearanceProxies.proxy(of: self, containers: containerTypes, trait: nil)
    }

    public static func appearance(for trait: UITraitCollection) -> Self {
        AppearanceProxies.proxy(of: self, containers: [], trait: trait)
    }

    public static func appearance(for trait: UITraitCollection,
                                  whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self {
        AppearanceProxies.proxy(of: self, containers: containerTypes, trait: trait)
    }
}

extension UIViewController: UIAppearanceContainer {}

/// One property a class takes from its appearance proxies.
@MainActor struct AppearanceProperty {
    /// Whether the proxy's value differs from the class default (`pristine`'s).
    let isSet: (_ proxy: AnyObject, _ pristine: AnyObject) -> Bool
    /// Whether the target's value is still the class default.
    let isDefault: (_ target: AnyObject, _ pristine: AnyObject) -> Bool
    /// Gives the target the proxy's value.
    let copy: (_ proxy: AnyObject, _ target: AnyObject) -> Void

    static func make<Root: AnyObject, Value>(_ get: @escaping (Root) -> Value, _ set: @escaping (Root, Value) -> Void,
                                             same: @escaping (Value, Value) -> Bool) -> AppearanceProperty {
        AppearanceProperty(
            isSet: { proxy, pristine in
                guard let proxy = proxy as? Root, let pristine = pristine as? Root else { return false }
                return !same(get(proxy), get(pristine))
            },
            isDefault: { target, pristine in
                guard let target = target as? Root, let pristine = pristine as? Root else { return false }
                return same(get(target), get(pristine))
            },
            copy: { proxy, target in
                guard let proxy = proxy as? Root, let target = target as? Root else { return }
                set(target, get(proxy))
            })
    }

    /// An object-valued property (a colour, a font, a bar appearance), compared with `isEqual`.
    static func object<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) -> AppearanceProperty {
        make({ (root: Root) in root[keyPath: keyPath] }, { (root: Root, value: Value) in root[keyPath: keyPath] = value },
             same: { (a: Value, b: Value) in sameObject(a, b) })
    }

    /// A plain value, compared with `==`.
    static func value<Root: AnyObject, Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) -> AppearanceProperty {
        make({ (root: Root) in root[keyPath: keyPath] }, { (root: Root, value: Value) in root[keyPath: keyPath] = value },
             same: { (a: Value, b: Value) in a == b })
    }

    /// Text attributes, compared by their descriptions.
    static func attributes<Root: AnyObject>(_ get: @escaping (Root) -> [NSAttributedString.Key: Any]?,
                                            _ set: @escaping (Root, [NSAttributedString.Key: Any]?) -> Void) -> AppearanceProperty {
        make(get, set, same: { describe($0) == describe($1) })
    }

    static func sameObject<Value>(_ a: Value, _ b: Value) -> Bool {
        let left = unwrapped(a)
        let right = unwrapped(b)
        if left == nil || right == nil { return left == nil && right == nil }
        return left === right || (left as? NSObject)?.isEqual(right) == true
    }

    private static func unwrapped(_ value: Any) -> AnyObject? {
        if case Optional<Any>.none = value as Any? { return nil }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return mirror.children.first.map { $0.value as AnyObject } }
        return value as AnyObject
    }

    private static func describe(_ attributes: [NSAttributedString.Key: Any]?) -> String {
        (attributes ?? [:]).map { "\($0.key.rawValue)=\($0.value)" }.sorted().joined(separator: ";")
    }
}

/// The proxies made so far, and their copying to new instances.
@MainActor enum AppearanceProxies {
    struct Entry {
        let type: UIView.Type
        let containers: [ObjectIdentifier]
        let containerTypes: [AnyClass]
        let trait: UITraitCollection?
        let proxy: UIView
        let pristine: UIView
    }

    private static var entries: [Entry] = []
    /// Instances that have had their appearance (each only once).
    private static var styled = Set<ObjectIdentifier>()
    private static var proxies = Set<ObjectIdentifier>()

    static func proxy<View: UIView>(of type: View.Type, containers: [UIAppearanceContainer.Type], trait: UITraitCollection?) -> View {
        let ids = containers.map { ObjectIdentifier($0) }
        if let existing = entries.first(where: { $0.type == type && $0.containers == ids && $0.trait == trait }) {
            return existing.proxy as! View
        }
        let proxy = type.init(coder: AppearanceProxyCoder())!
        let pristine = type.init(coder: AppearanceProxyCoder())!
        proxies.formUnion([ObjectIdentifier(proxy), ObjectIdentifier(pristine)])
        entries.append(Entry(type: type, containers: ids, containerTypes: containers, trait: trait, proxy: proxy, pristine: pristine))
        return proxy
    }

    /// Forgets every proxy (tests start from UIKit's defaults).
    static func reset() {
        entries.removeAll()
        styled.removeAll()
        proxies.removeAll()
    }

    /// Copies what the proxies say to `view` the first time it enters a window.
    static func styleOnce(_ view: UIView) {
        guard !entries.isEmpty, !proxies.contains(ObjectIdentifier(view)), styled.insert(ObjectIdentifier(view)).inserted else { return }
        let matching = entries.filter { view.isKind(of: $0.type) && contains(view, $0.containerTypes) && traitsMatch(view, $0.trait) }
        let ordered = matching.sorted { specificity($0) < specificity($1) }
        // Which properties the instance left at their defaults, decided before any proxy
        // writes (a subclass's list extends its superclass's, so positions agree).
        let own = type(of: view).appearanceProperties
        let untouched = Set(own.indices.filter { index in
            ordered.contains { index < $0.type.appearanceProperties.count && own[index].isDefault(view, $0.pristine) }
        })
        for entry in ordered {
            for (index, property) in entry.type.appearanceProperties.enumerated()
            where untouched.contains(index) && property.isSet(entry.proxy, entry.pristine) {
                property.copy(entry.proxy, view)
            }
        }
    }

    /// A superclass's proxy before a subclass's; the general before containers before traits.
    private static func specificity(_ entry: Entry) -> (Int, Int, Int) {
        var depth = 0
        var current: AnyClass? = entry.type
        while let type = current {
            depth += 1
            current = _getSuperclass(type)
        }
        return (depth, entry.containerTypes.count, entry.trait == nil ? 0 : 1)
    }

    /// Whether `view` is inside instances of `containers`, nearest first, views and their
    /// controllers counted, as UIKit reads the list.
    private static func contains(_ view: UIView, _ containers: [AnyClass]) -> Bool {
        var remaining = containers[...]
        var current = view.superview
        while let ancestor = current, let wanted = remaining.first {
            if ancestor.isKind(of: wanted) || ancestor.owningViewController?.isKind(of: wanted) == true { remaining = remaining.dropFirst() }
            current = ancestor.superview
        }
        return remaining.isEmpty
    }

    private static func traitsMatch(_ view: UIView, _ trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return view.traitCollection.containsTraits(in: trait)
    }
}

/// The empty document a proxy is made from: every key absent.
final class AppearanceProxyCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeDouble(forKey key: String) -> Double { 0 }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeFloat(forKey key: String) -> Float { 0 }
    override func decodeInt32(forKey key: String) -> Int32 { 0 }
    override func decodeInt64(forKey key: String) -> Int64 { 0 }
}
