import Foundation
import TesseraCore

/// The coder an object's `init?(coder:)` reads when a nib or storyboard makes it.
///
/// It answers with the document's own names for the element being made: an attribute
/// (`text`, `hidden`, `alpha`), a child that sets a property (`<color key="backgroundColor">`
/// is a `UIColor`, `<rect key="frame">` a `CGRect`, `<fontDescription>` a `UIFont`, a
/// `<view key="contentView">` the view, made), or a container (`subviews`, `segments`: an
/// array, its objects made). Classes read their own keys after their superclass's, as UIKit's
/// do; a custom class's `init?(coder:)` calls `super.init(coder:)` and gets them all.
final class NibDecoder: NSCoder {
    let element: IBElement
    unowned let instantiation: NibInstantiation

    /// The document's localized strings (see `NibLocalization`).
    private let strings: [String: String]

    @MainActor init(element: IBElement, instantiation: NibInstantiation) {
        self.element = element
        self.instantiation = instantiation
        strings = instantiation.context.strings
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }

    /// The document being read (its name for messages, its resources).
    var document: IBDocument { instantiation.document }

    override func containsValue(forKey key: String) -> Bool {
        element[key] != nil || element.child(key: key) != nil || container(key) != nil
    }

    override func decodeObject(forKey key: String) -> Any? {
        if let localized = localized(key) { return localized }
        let strings = self.strings, id = element.id
        if let child = element.child(key: key) {
            return onMain { NibDecoder.localize($0.value(of: child), strings: strings, id: id, key: key) }
        }
        if let container = container(key) {
            // A container holds objects or values (`subviews`, `segments`); a childless element
            // of that name is a value itself (`<blurEffect style="…"/>`).
            if container.children.isEmpty, !container.attributes.isEmpty { return onMain { $0.value(of: container) } }
            // Subviews installed for some size classes only are made all the same, as UIKit
            // makes them; `SizeClassLayout` takes them out of the hierarchy where they are not.
            let children = container.children
            return onMain { instantiation in
                children.enumerated().compactMap { index, child in
                    NibDecoder.localize(instantiation.value(of: child), strings: strings, id: id, key: key, index: index)
                }
            }
        }
        guard let text = element[key] else { return nil }
        if key == "image" || key.hasSuffix("Image") { return onMain { $0.image(named: text) } }
        return text
    }

    /// Runs `body` on the main actor, where objects are made: `init?(coder:)` of UIKit's
    /// classes runs there, and NSCoder's methods are not isolated.
    private func onMain(_ body: @MainActor (NibInstantiation) -> Any?) -> Any? {
        nonisolated(unsafe) var result: Any?
        let instantiation = self.instantiation
        MainActor.assumeIsolated { result = body(instantiation) }
        return result
    }

    override func decodeBool(forKey key: String) -> Bool {
        element.bool(key) ?? element.child(key: key)?.bool("value") ?? false
    }

    override func decodeDouble(forKey key: String) -> Double {
        element.number(key) ?? element.child(key: key)?.number("value") ?? 0
    }

    override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }
    override func decodeInteger(forKey key: String) -> Int { Int(decodeDouble(forKey: key)) }
    override func decodeInt32(forKey key: String) -> Int32 { Int32(clamping: decodeInteger(forKey: key)) }
    override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }

    /// The string the document's localization gives this object's `key` (`"ID.text"`).
    private func localized(_ key: String) -> String? {
        guard let id = element.id else { return nil }
        return strings["\(id).\(key)"]
    }

    /// Settings with their localized title: a button state's (`"ID.normalTitle"`) or a
    /// segment's (`"ID.segmentTitles[0]"`).
    private static func localize(_ value: Any?, strings: [String: String], id: String?, key: String, index: Int? = nil) -> Any? {
        guard var settings = value as? [String: Any], let id else { return value }
        let name = index.map { "\(id).segmentTitles[\($0)]" } ?? "\(id).\(key)Title"
        if let title = strings[name] { settings["title"] = title }
        return settings
    }

    /// A child without a key named `key` that holds objects (`<subviews>`, `<segments>`).
    private func container(_ key: String) -> IBElement? {
        element.children.first { $0.name == key && $0.attributes["key"] == nil }
    }

    // MARK: What Tessera's own classes ask beyond keyed values

    /// The object whose id the attribute `key` holds (a table cell's `textLabel="…"`), made by now.
    @MainActor func object(named key: String) -> AnyObject? {
        element[key].flatMap { instantiation.object($0) }
    }

    /// The elements of a container (a static table's `sections`), for a class that makes its
    /// objects itself.
    func elements(in container: String) -> [IBElement] {
        self.container(container)?.children ?? []
    }

    /// The object made from `element` (a static cell).
    @MainActor func make(_ element: IBElement) -> AnyObject? { instantiation.make(element) }

    /// The reusable views an element holds as prototypes (a collection view's `cells`, a
    /// table view's `prototypes`), each a nib of its own under its reuse identifier, as Xcode
    /// compiles prototype cells into nibs of their own.
    @MainActor func prototypeNibs(in container: String) -> [(identifier: String, nib: UINib)] {
        let prototypes = self.container(container)?.children ?? []
        return prototypes.compactMap { prototype in
            guard let identifier = prototype["reuseIdentifier"] else {
                NibDiagnostics.report("a prototype <\(prototype.name)> has no reuse identifier; it cannot be dequeued", prototype, in: document)
                return nil
            }
            return (identifier, instantiation.nib(for: prototype))
        }
    }

    /// The nib of the child at `key` (a collection view's section header prototype).
    @MainActor func prototypeNib(key: String) -> (identifier: String, nib: UINib)? {
        guard let prototype = element.child(key: key), let identifier = prototype["reuseIdentifier"] else { return nil }
        return (identifier, instantiation.nib(for: prototype))
    }
}
