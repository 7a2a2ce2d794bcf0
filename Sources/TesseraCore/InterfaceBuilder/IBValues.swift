import Foundation

/// A colour as a document writes it (`<color key="…" …/>`), before it is a `UIColor`.
package enum IBColor: Equatable, Sendable {
    package enum Space: Equatable, Sendable { case sRGB, displayP3, calibratedRGB, deviceRGB }
    case rgb(red: Double, green: Double, blue: Double, alpha: Double, space: Space)
    case white(Double, alpha: Double)
    /// A UIKit system colour by its `UIColor` name (`systemBackgroundColor`, `labelColor`).
    case system(String)
    /// A colour of the asset catalog (`UIColor(named:)`), with the document's copy of its value.
    case named(String, fallback: IBElement?)

    package static func == (lhs: IBColor, rhs: IBColor) -> Bool {
        switch (lhs, rhs) {
        case let (.rgb(r1, g1, b1, a1, s1), .rgb(r2, g2, b2, a2, s2)): r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2 && s1 == s2
        case let (.white(w1, a1), .white(w2, a2)): w1 == w2 && a1 == a2
        case let (.system(n1), .system(n2)): n1 == n2
        case let (.named(n1, _), .named(n2, _)): n1 == n2
        default: false
        }
    }

    /// The colour of a `<color>` element; nil for one the reader does not know.
    package init?(_ element: IBElement, resources: [String: IBElement] = [:]) {
        if let system = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            self = .system(system)
        } else if let name = element["name"] {
            self = .named(name, fallback: resources[name])
        } else if let white = element.number("white") {
            self = .white(white, alpha: element.number("alpha") ?? 1)
        } else if let red = element.number("red"), let green = element.number("green"), let blue = element.number("blue") {
            self = .rgb(red: red, green: green, blue: blue, alpha: element.number("alpha") ?? 1, space: IBColor.space(of: element))
        } else {
            return nil
        }
    }

    private static func space(of element: IBElement) -> Space {
        switch element["colorSpace"] {
        case "calibratedRGB": return .calibratedRGB
        case "deviceRGB": return .deviceRGB
        default: return element["customColorSpace"] == "displayP3" ? .displayP3 : .sRGB
        }
    }
}

/// A font as a document writes it (`<fontDescription key="fontDescription" …/>`).
package enum IBFont: Equatable, Sendable {
    case system(size: Double, weight: String?)
    case boldSystem(size: Double)
    case italicSystem(size: Double)
    /// A Dynamic Type style (`UICTFontTextStyleHeadline`).
    case textStyle(String)
    case custom(name: String, family: String?, size: Double)

    package init?(_ element: IBElement) {
        let size = element.number("pointSize") ?? 17
        if let style = element["style"] {
            self = .textStyle(style)
            return
        }
        switch element["type"] {
        case "system": self = .system(size: size, weight: element["weight"])
        case "boldSystem": self = .boldSystem(size: size)
        case "italicSystem": self = .italicSystem(size: size)
        default:
            guard let name = element["name"] else { return nil }
            self = .custom(name: name, family: element["family"], size: size)
        }
    }
}

/// A constraint as a document writes it, its items still ids. A missing `firstItem` is the
/// view whose `<constraints>` hold it.
package struct IBConstraint: Sendable {
    package let id: String?
    package let firstItem: String?
    package let firstAttribute: String
    package let relation: String
    package let secondItem: String?
    package let secondAttribute: String?
    package let multiplier: Double
    package let constant: Double
    package let priority: Float
    package let identifier: String?
    /// Xcode's placeholder constraints ("Remove at build time"), which are not made.
    package let isPlaceholder: Bool
    package let line: Int

    package init?(_ element: IBElement) {
        guard element.name == "constraint", let first = element["firstAttribute"] else { return nil }
        id = element.id
        firstItem = element["firstItem"]
        firstAttribute = first
        relation = element["relation"] ?? "equal"
        secondItem = element["secondItem"]
        secondAttribute = element["secondAttribute"]
        multiplier = IBConstraint.multiplier(element["multiplier"])
        constant = element.number("constant") ?? 0
        priority = Float(element.number("priority") ?? 1000)
        identifier = element["identifier"]
        isPlaceholder = element.bool("placeholder") ?? false
        line = element.line
    }

    /// Xcode writes multipliers as a number or a ratio (`16:9`).
    static func multiplier(_ text: String?) -> Double {
        guard let text else { return 1 }
        let parts = text.split(separator: ":")
        if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { return a / b }
        return Double(text) ?? 1
    }
}

/// A connection of a document's `<connections>`: from the object that holds it to another.
package enum IBConnection: Sendable {
    case outlet(property: String, destination: String, line: Int)
    case outletCollection(property: String, destination: String, line: Int)
    /// An action message: `eventType` for controls, none for recognizers and bar items.
    case action(selector: String, destination: String, eventType: String?, line: Int)
    case segue(IBSegue)

    package init?(_ element: IBElement) {
        let destination = element["destination"] ?? ""
        switch element.name {
        case "outlet":
            guard let property = element["property"] else { return nil }
            self = .outlet(property: property, destination: destination, line: element.line)
        case "outletCollection":
            guard let property = element["property"] else { return nil }
            self = .outletCollection(property: property, destination: destination, line: element.line)
        case "action":
            guard let selector = element["selector"] else { return nil }
            self = .action(selector: selector, destination: destination, eventType: element["eventType"], line: element.line)
        case "segue":
            self = .segue(IBSegue(element))
        default:
            return nil
        }
    }

    /// The id of the object at the other end.
    package var destination: String {
        switch self {
        case .outlet(_, let d, _), .outletCollection(_, let d, _), .action(_, let d, _, _): d
        case .segue(let segue): segue.destination
        }
    }
}

/// A segue: `kind` is `show`, `showDetail`, `presentation`, `popoverPresentation`, `custom`,
/// `embed`, `relationship` (`relationship` then names which: `rootViewController`,
/// `viewControllers`), or `unwind`.
package struct IBSegue: Sendable {
    package let destination: String
    package let kind: String
    package let identifier: String?
    package let relationship: String?
    package let customClass: String?
    package let customModule: String?
    package let unwindAction: String?
    package let animates: Bool
    package let id: String?
    /// The segue's presentation and transition styles (`fullScreen`, `crossDissolve`), when set.
    package let modalPresentationStyle: String?
    package let modalTransitionStyle: String?

    init(_ element: IBElement) {
        destination = element["destination"] ?? ""
        kind = element["kind"] ?? "show"
        identifier = element["identifier"]
        relationship = element["relationship"]
        customClass = element["customClass"]
        customModule = element["customModule"]
        unwindAction = element["unwindAction"]
        animates = element.bool("animates") ?? true
        id = element.id
        modalPresentationStyle = element["modalPresentationStyle"]
        modalTransitionStyle = element["modalTransitionStyle"]
    }
}

extension IBElement {
    /// The connections this element holds, in order.
    package var connections: [IBConnection] {
        (child(named: "connections")?.children ?? []).compactMap(IBConnection.init)
    }

    /// The constraints this element holds, in order.
    package var constraints: [IBConstraint] {
        (child(named: "constraints")?.children ?? []).compactMap(IBConstraint.init)
    }

    /// A `<rect>`, `<size>` or `<point>` child as numbers (missing numbers are 0).
    package func geometry(key: String) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard let element = child(key: key) else { return nil }
        return (element.number("x") ?? 0, element.number("y") ?? 0, element.number("width") ?? 0, element.number("height") ?? 0)
    }

    /// An `<inset>` (minX, minY, maxX, maxY) or `<edgeInsets>` (top, left, bottom, right) child
    /// as top, left, bottom, right.
    package func insets(key: String) -> (top: Double, left: Double, bottom: Double, right: Double)? {
        guard let element = child(key: key) else { return nil }
        if element.name == "inset" {
            return (element.number("minY") ?? 0, element.number("minX") ?? 0, element.number("maxY") ?? 0, element.number("maxX") ?? 0)
        }
        return (element.number("top") ?? 0, element.number("left") ?? element.number("leading") ?? 0,
                element.number("bottom") ?? 0, element.number("right") ?? element.number("trailing") ?? 0)
    }
}
