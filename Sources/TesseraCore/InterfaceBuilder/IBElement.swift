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
}

/// A size-class variation of an element (`<variation key="heightClass=compact-widthClass=regular">`):
/// the size classes it is for (nil: any) and the constraints and subviews it adds and removes.
package struct IBVariation: Sendable {
    package let width: String?
    package let height: String?
    package let includes: Set<String>
    package let excludes: Set<String>
    /// The properties the variation sets, as the element sets them (`<variation key=…
    /// axis="vertical">`, `<fontDescription key="fontDescription" …>` inside it); nil when it
    /// only installs and uninstalls.
    package let properties: IBElement?

    init?(_ element: IBElement) {
        guard element.name == "variation", let key = element.key, key != "default" else { return nil }
        var width: String?, height: String?
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=").map(String.init)
            guard pair.count == 2 else { continue }
            if pair[0] == "widthClass" { width = pair[1] } else if pair[0] == "heightClass" { height = pair[1] }
        }
        var includes: Set<String> = [], excludes: Set<String> = []
        for mask in element.children where mask.name == "mask" {
            for reference in mask.children {
                guard let id = reference["reference"] else { continue }
                if reference.name == "include" { includes.insert(id) } else if reference.name == "exclude" { excludes.insert(id) }
            }
        }
        self.width = width
        self.height = height
        self.includes = includes
        self.excludes = excludes
        var attributes = element.attributes
        attributes["key"] = nil
        let values = element.children.filter { $0.name != "mask" }
        let changes = !attributes.isEmpty || !values.isEmpty
        properties = changes ? IBElement(name: element.name, attributes: attributes, children: values, line: element.line) : nil
    }

    /// How many size classes the variation names: one for both decides over one for either.
    package var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }

    /// Whether the variation applies to these size classes (`compact`, `regular`).
    package func applies(width: String, height: String) -> Bool {
        (self.width.map { $0 == width } ?? true) && (self.height.map { $0 == height } ?? true)
    }
}

extension IBElement {
    /// The element's size-class variations, the Any × Any one left out.
    package var sizeClassVariations: [IBVariation] { children.compactMap(IBVariation.init) }
}
