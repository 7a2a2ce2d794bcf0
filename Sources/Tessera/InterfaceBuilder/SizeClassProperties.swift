import Foundation
import TesseraCore

/// The properties of one view that its document sets per size class (the + beside a font or a
/// stack view's axis in the Attributes inspector: `<variation key="widthClass=compact"
/// axis="vertical"/>`). When the view's traits change, the Any × Any values of the varying
/// properties are set again, then those of each matching variation, least specific first.
/// Only the varying properties are set, so what the app set on others stays.
@MainActor final class SizeClassProperties: TraitDependent {
    /// The view holds this part, so it outlives it.
    private unowned let view: UIView
    private let base: NibValueCoder
    private let variations: [(variation: IBVariation, values: NibValueCoder)]

    /// The values a property has when the document leaves it at UIKit's default.
    private static let defaults: [String: String] = [
        "axis": "horizontal", "alignment": "fill", "distribution": "fill", "spacing": "0",
        "hidden": "NO", "alpha": "1", "textAlignment": "natural", "numberOfLines": "1",
    ]

    /// The part for `element`'s view, nil when no variation sets a property.
    static func make(_ element: IBElement, view: UIView, in instantiation: NibInstantiation) -> SizeClassProperties? {
        let varying = element.sizeClassVariations.compactMap { variation in
            variation.properties.map { (variation, NibValueCoder($0, in: instantiation)) }
        }
        guard !varying.isEmpty else { return nil }
        var keys: Set<String> = []
        for (_, values) in varying { keys.formUnion(values.keys) }
        return SizeClassProperties(view: view, base: baseValues(of: element, keys: keys, in: instantiation), variations: varying)
    }

    private init(view: UIView, base: NibValueCoder, variations: [(IBVariation, NibValueCoder)]) {
        self.view = view
        self.base = base
        self.variations = variations.map { (variation: $0.0, values: $0.1) }
    }

    /// The Any × Any values of `keys`: the element's own, else UIKit's defaults.
    private static func baseValues(of element: IBElement, keys: Set<String>, in instantiation: NibInstantiation) -> NibValueCoder {
        var values: [String: Any] = [:]
        for key in keys {
            if let child = element.child(key: key) {
                values[key] = instantiation.value(of: child)
            } else if let value = element[key] ?? defaults[key] {
                values[key] = value
            } else {
                NibDiagnostics.report("\"\(key)\" varies by size class but has no Any × Any value; it keeps the last variation's",
                                      element, in: instantiation.document)
            }
        }
        return NibValueCoder(values)
    }

    func traitsDidChange(to traits: UITraitCollection) {
        let classes = SizeClasses(traits)
        let matching = variations.filter { $0.variation.applies(width: classes.width, height: classes.height) }
        apply(base)
        for (_, values) in matching.sorted(by: { $0.variation.specificity < $1.variation.specificity }) {
            apply(values)
        }
    }

    /// Sets the values through the same decoding `init?(coder:)` uses, which sets only what
    /// the coder has.
    private func apply(_ values: NibValueCoder) {
        view.decodeVariableAttributes(values)
        (view as? UIStackView)?.decodeStackSettings(values)
        (view as? UILabel)?.decodeLabelAttributes(values)
        if let font = values.decoded("fontDescription", as: UIFont.self) { (view as? DocumentFontHolder)?.setDocumentFont(font) }
    }
}

/// A coder over values already read from a document (for a property set again later, when
/// the document's instantiation is gone): attributes as the document writes them, children
/// as the values they make.
final class NibValueCoder: NSCoder {
    private let values: [String: Any]

    init(_ values: [String: Any]) {
        self.values = values
        super.init()
    }

    @MainActor convenience init(_ element: IBElement, in instantiation: NibInstantiation) {
        var values: [String: Any] = element.attributes
        for child in element.children {
            guard let key = child.key else { continue }
            values[key] = instantiation.value(of: child)
        }
        self.init(values)
    }

    var keys: Dictionary<String, Any>.Keys { values.keys }

    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { values[key] != nil }
    override func decodeObject(forKey key: String) -> Any? { values[key] }

    override func decodeBool(forKey key: String) -> Bool {
        (values[key] as? Bool) ?? (values[key] as? String == "YES")
    }

    override func decodeDouble(forKey key: String) -> Double {
        (values[key] as? String).flatMap(Double.init) ?? (values[key] as? NSNumber)?.doubleValue ?? 0
    }

    override func decodeInteger(forKey key: String) -> Int { Int(decodeDouble(forKey: key)) }
    override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }
}
