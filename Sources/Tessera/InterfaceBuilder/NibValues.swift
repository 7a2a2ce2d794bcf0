import Foundation
import TesseraCore

/// The document's colours and fonts as UIKit values.
@MainActor enum NibValues {
    static func color(_ element: IBElement, in document: IBDocument, bundle: Bundle? = nil) -> UIColor? {
        guard let color = IBColor(element, resources: document.resourceColors) else {
            NibDiagnostics.unknown("colour", element, in: document)
            return nil
        }
        return uiColor(color, element: element, document: document, bundle: bundle)
    }

    private static func uiColor(_ color: IBColor, element: IBElement, document: IBDocument, bundle: Bundle?) -> UIColor? {
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
            // The asset catalog's colour (dynamic, with its dark appearance), as UIKit loads
            // it; else the document's own copy (`<namedColor>` in its resources), reported.
            if let catalog = UIColor(named: name, in: bundle, compatibleWith: nil) { return catalog }
            if let fallback {
                NibDiagnostics.report("colour \"\(name)\" is in no asset catalog of the app; the document's copy is used", element, in: document)
                return self.color(fallback, in: document, bundle: bundle)
            }
            NibDiagnostics.report("colour \"\(name)\" is in no asset catalog of the app nor in the document's resources", element, in: document)
            return nil
        }
    }

    /// UIKit's colours by the names documents use.
    static func systemColor(_ name: String) -> UIColor? { UIColor.system(named: name) }

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
