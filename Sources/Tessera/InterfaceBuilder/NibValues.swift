import Foundation
import TesseraCore

/// The document's colours and fonts as UIKit values.
@MainActor enum NibValues {
    static func color(_ element: IBElement, in document: IBDocument) -> UIColor? {
        guard let color = IBColor(element, resources: document.resourceColors) else {
            NibDiagnostics.unknown("colour", element, in: document)
            return nil
        }
        return uiColor(color, element: element, document: document)
    }

    private static func uiColor(_ color: IBColor, element: IBElement, document: IBDocument) -> UIColor? {
        switch color {
        case let .rgb(red, green, blue, alpha, space):
            if space == .displayP3 {
                return UIColor(displayP3Red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
            }
            return UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
        case let .white(white, alpha):
            return UIColor(white: CGFloat(white), alpha: CGFloat(alpha))
        case .system(let name):
            if let system = systemColor(name) { return system }
            NibDiagnostics.report("unknown system colour \"\(name)\"", element, in: document)
            return document.resourceColors[name].flatMap { self.color($0, in: document) }
        case let .named(name, fallback):
            // The asset catalog's colours come with the app shell; until then the document's
            // own copy of the colour (`<namedColor>` in its resources) is used.
            if let fallback { return self.color(fallback, in: document) }
            NibDiagnostics.report("colour \"\(name)\" is not in the document's resources", element, in: document)
            return nil
        }
    }

    /// UIKit's colours by the names documents use (`systemBackgroundColor`, `labelColor`,
    /// and the older `darkTextColor`).
    static func systemColor(_ name: String) -> UIColor? {
        let stem = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        return systemColors[stem]?()
    }

    private static let systemColors: [String: @MainActor () -> UIColor] = [
        "systemBackground": { .systemBackground }, "secondarySystemBackground": { .secondarySystemBackground },
        "tertiarySystemBackground": { .tertiarySystemBackground }, "systemGroupedBackground": { .systemGroupedBackground },
        "secondarySystemGroupedBackground": { .secondarySystemGroupedBackground },
        "tertiarySystemGroupedBackground": { .tertiarySystemGroupedBackground },
        "groupTableViewBackground": { .systemGroupedBackground },
        "label": { .label }, "secondaryLabel": { .secondaryLabel }, "tertiaryLabel": { .tertiaryLabel },
        "quaternaryLabel": { .quaternaryLabel }, "placeholderText": { .placeholderText }, "link": { .link },
        "separator": { .separator }, "opaqueSeparator": { .opaqueSeparator }, "systemFill": { .systemFill },
        "secondarySystemFill": { .secondarySystemFill }, "tertiarySystemFill": { .tertiarySystemFill },
        "systemBlue": { .systemBlue }, "systemRed": { .systemRed }, "systemGreen": { .systemGreen },
        "systemOrange": { .systemOrange }, "systemYellow": { .systemYellow }, "systemPink": { .systemPink },
        "systemPurple": { .systemPurple }, "systemTeal": { .systemTeal }, "systemIndigo": { .systemIndigo },
        "systemBrown": { .systemBrown }, "systemMint": { .systemMint }, "systemCyan": { .systemCyan },
        "systemGray": { .systemGray }, "systemGray2": { .systemGray2 }, "systemGray3": { .systemGray3 },
        "systemGray4": { .systemGray4 }, "systemGray5": { .systemGray5 }, "systemGray6": { .systemGray6 },
        "tint": { .tintColor }, "clear": { .clear }, "black": { .black }, "white": { .white },
        "darkGray": { .darkGray }, "gray": { .gray }, "lightGray": { .lightGray }, "red": { .red },
        "green": { .green }, "blue": { .blue }, "cyan": { .cyan }, "yellow": { .yellow }, "magenta": { .magenta },
        "orange": { .orange }, "purple": { .purple }, "brown": { .brown },
        "darkText": { .black }, "lightText": { UIColor(white: 1, alpha: 0.6) },
    ]

    static func font(_ element: IBElement, in document: IBDocument) -> UIFont? {
        guard let font = IBFont(element) else {
            NibDiagnostics.unknown("font", element, in: document)
            return nil
        }
        switch font {
        case let .system(size, weight):
            return UIFont.systemFont(ofSize: CGFloat(size), weight: fontWeight(weight))
        case .boldSystem(let size):
            return UIFont.boldSystemFont(ofSize: CGFloat(size))
        case .italicSystem(let size):
            return UIFont.italicSystemFont(ofSize: CGFloat(size))
        case .textStyle(let style):
            return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        case let .custom(name, _, size):
            return UIFont(name: name, size: CGFloat(size)) ?? UIFont.systemFont(ofSize: CGFloat(size))
        }
    }

    private static func fontWeight(_ name: String?) -> UIFont.Weight {
        switch name {
        case "ultraLight": .ultraLight
        case "thin": .thin
        case "light": .light
        case "medium": .medium
        case "semibold": .semibold
        case "bold": .bold
        case "heavy": .heavy
        case "black": .black
        default: .regular
        }
    }

    static func autoresizingMask(_ element: IBElement) -> UIView.AutoresizingMask {
        let flags: [(String, UIView.AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        var mask: UIView.AutoresizingMask = []
        for (attribute, flag) in flags where element.bool(attribute) == true { mask.insert(flag) }
        return mask
    }

    /// The accessibility section as label, hint, identifier and whether it is an element.
    static func accessibility(_ element: IBElement) -> [String: Any] {
        var settings: [String: Any] = [:]
        for attribute in ["label", "hint", "identifier"] { settings[attribute] = element[attribute] }
        if let isElement = element.child(key: "isElement")?.bool("value") { settings["isElement"] = isElement }
        return settings
    }

    /// A plain string from an attributed string's fragments (`<fragment content="…">`).
    static func attributedString(_ element: IBElement) -> NSAttributedString {
        let text = element.children.filter { $0.name == "fragment" }.map { $0["content"] ?? $0.child(key: "content")?.text ?? "" }.joined()
        return NSAttributedString(string: text)
    }
}
