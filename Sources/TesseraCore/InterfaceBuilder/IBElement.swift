import Foundation

/// One element of an Interface Builder document, as Xcode wrote it: its name (`label`,
/// `collectionViewCell`, `constraint`), its attributes, its children in order and the line it
/// starts on (for messages). Immutable once read, so a parsed document is a template that
/// any number of instantiations share, from any thread.
package final class IBElement: Sendable {
    package let name: String
    package let attributes: [String: String]
    package let children: [IBElement]
    package let line: Int
    /// Text between the tags (`<string key="text">…</string>`), nil when there is none.
    package let text: String?

    package init(name: String, attributes: [String: String], children: [IBElement], line: Int, text: String? = nil) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.line = line
        self.text = text
    }

    package subscript(attribute: String) -> String? { attributes[attribute] }

    /// The object's id in its document (`BYZ-38-t0r`).
    package var id: String? { attributes["id"] }
    /// The property of the parent this element sets (`<color key="backgroundColor">`).
    package var key: String? { attributes["key"] }

    /// The child that sets `key` of this element.
    package func child(key: String) -> IBElement? {
        children.first { $0.attributes["key"] == key }
    }

    /// The first child named `name` (a container such as `subviews` or `connections`).
    package func child(named name: String) -> IBElement? {
        children.first { $0.name == name }
    }

    /// Every element below this one, this one first, in document order.
    package func forEachDescendant(_ body: (IBElement) -> Void) {
        body(self)
        for child in children { child.forEachDescendant(body) }
    }

    /// `YES`/`NO` of `attribute`, nil when absent or neither.
    package func bool(_ attribute: String) -> Bool? {
        switch attributes[attribute] {
        case "YES": true
        case "NO": false
        default: nil
        }
    }

    /// The number in `attribute`, nil when absent or not a finite number.
    package func number(_ attribute: String) -> Double? {
        guard let text = attributes[attribute], let value = Double(text), value.isFinite else { return nil }
        return value
    }
}

extension IBElement {
    /// The ids the `default` variation (Any width, Any height) leaves out: constraints and
    /// subviews installed only for some size classes (`<variation key="default"><mask
    /// key="constraints"><exclude reference="…"/>`).
    package var excludedByDefault: Set<String> {
        let variations = children.filter { $0.name == "variation" && $0.key == "default" }
        var excluded: Set<String> = []
        for variation in variations {
            for mask in variation.children where mask.name == "mask" {
                for exclude in mask.children where exclude.name == "exclude" {
                    if let reference = exclude["reference"] { excluded.insert(reference) }
                }
            }
        }
        return excluded
    }

    /// Whether the element has variations for particular size classes.
    package var hasSizeClassVariations: Bool {
        children.contains { $0.name == "variation" && $0.key != "default" }
    }
}
