import Foundation

/// An object that answers key-value coding for its own keys (responders, layouts): what
/// Interface Builder's outlets and runtime attributes are set through.
@MainActor protocol KeyValueCodable: AnyObject {
    func setValue(_ value: Any?, forKey key: String)
    func value(forKey key: String) -> Any?
}

extension UIResponder: KeyValueCodable {}

/// Key paths (`layer.cornerRadius`) over the key-value coding that classes answer for
/// themselves (``UIResponder/setValue(_:forKey:)``), and the report for a key nobody takes.
@MainActor enum KeyValueCoding {
    static func reportUndefined(_ key: String, of object: AnyObject, setting: Bool) {
        let method = setting ? "setValue:forUndefinedKey:" : "valueForUndefinedKey:"
        TesseraDiagnostics.report("[<\(type(of: object))> \(method)]: this class is not key value coding-compliant for the key \(key). "
            + "(An outlet or runtime attribute set by name: run tessera-port on the class, which writes its setValue(_:forKey:).)")
    }

    /// Sets `value` at `keyPath`: every key but the last is read, the last one set.
    static func setValue(_ value: Any?, forKeyPath keyPath: String, of object: AnyObject) {
        let keys = keyPath.split(separator: ".").map(String.init)
        guard let last = keys.last else { return }
        var target: AnyObject? = object
        for key in keys.dropLast() { target = read(key, of: target) }
        switch target {
        case let codable as KeyValueCodable: codable.setValue(value, forKey: last)
        case let layer as CALayer: layer.setValue(value, forKey: last)
        default: reportUndefined(keyPath, of: object, setting: true)
        }
    }

    static func value(forKeyPath keyPath: String, of object: AnyObject) -> Any? {
        var target: Any? = object
        for key in keyPath.split(separator: ".").map(String.init) { target = read(key, of: target as AnyObject?) }
        return target
    }

    private static func read(_ key: String, of object: AnyObject?) -> AnyObject? {
        switch object {
        case let codable as KeyValueCodable: codable.value(forKey: key) as AnyObject?
        case let layer as CALayer: layer.value(forKey: key) as AnyObject?
        default: nil
        }
    }
}

extension UIResponder {
    /// Sets the value at a dotted key path (`layer.cornerRadius`), as user-defined runtime
    /// attributes do: each key but the last is read with ``UIResponder/value(forKey:)``.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        KeyValueCoding.setValue(value, forKeyPath: keyPath, of: self)
    }

    /// The value at a dotted key path.
    public func value(forKeyPath keyPath: String) -> Any? {
        KeyValueCoding.value(forKeyPath: keyPath, of: self)
    }
}

extension CALayer {
    /// The layer's properties that Interface Builder's runtime attributes set
    /// (`layer.cornerRadius`, `layer.borderColor`…); another key is reported.
    public func setValue(_ value: Any?, forKey key: String) {
        let number = (value as? NSNumber).map { CGFloat($0.doubleValue) } ?? (value as? CGFloat) ?? (value as? Double).map { CGFloat($0) }
        switch key {
        case "cornerRadius": if let number { cornerRadius = number }
        case "borderWidth": if let number { borderWidth = number }
        case "shadowRadius": if let number { shadowRadius = number }
        case "shadowOpacity": if let number { shadowOpacity = Float(number) }
        case "masksToBounds": if let flag = value as? Bool ?? (value as? NSNumber)?.boolValue { masksToBounds = flag }
        case "borderColor": borderColor = value as? UIColor
        case "shadowColor": shadowColor = (value as? UIColor)?.cgColor
        case "shadowOffset": if let size = value as? CGSize { shadowOffset = size }
        default: TesseraDiagnostics.report("[<CALayer> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
        }
    }

    /// The layer's property named `key` (those ``CALayer/setValue(_:forKey:)`` sets).
    public func value(forKey key: String) -> Any? {
        switch key {
        case "cornerRadius": cornerRadius
        case "borderWidth": borderWidth
        case "shadowRadius": shadowRadius
        case "shadowOpacity": shadowOpacity
        case "masksToBounds": masksToBounds
        case "borderColor": borderColor
        case "shadowColor": shadowColor
        case "shadowOffset": shadowOffset
        default: nil
        }
    }
}

extension NSCoder {
    /// Key-value coding on a coder, as Objective-C code reaches a keyed unarchiver's values
    /// (`[coder valueForKey:@"delegate"]`): the decoded object at `key`, or nil.
    public func value(forKey key: String) -> Any? { containsValue(forKey: key) ? decodeObject(forKey: key) : nil }
}
