import Foundation

/// A colour set (`Name.colorset`): one colour per appearance, as Xcode's Attributes inspector
/// writes them.
package struct AssetColorSet: Sendable {
    package struct Entry: Sendable {
        package let appearance: AssetAppearance
        package let color: AssetColor
    }

    package let entries: [Entry]

    init(contentsOf folder: URL) throws {
        let file = folder.lastPathComponent + "/Contents.json"
        let contents = try AssetContents.read(folder.appendingPathComponent("Contents.json"))
        var entries: [Entry] = []
        for entry in contents["colors"] as? [[String: Any]] ?? [] {
            guard Self.isForThisDevice(entry) else { continue }
            guard let color = entry["color"] as? [String: Any] else { continue }
            entries.append(Entry(appearance: AssetAppearance(entry), color: try AssetColor(color, file: file)))
        }
        guard !entries.isEmpty else { throw AssetCatalogError(file: file, problem: "has no colour") }
        self.entries = entries
    }

    /// Universal entries and the iPad's (Tessera is a desktop, nearest an iPad's idiom).
    static func isForThisDevice(_ entry: [String: Any]) -> Bool {
        let idiom = entry["idiom"] as? String ?? "universal"
        return ["universal", "ipad", "mac", "iphone"].contains(idiom)
    }

    /// The colour for a dark or light, high- or normal-contrast appearance.
    package func color(dark: Bool, highContrast: Bool) -> AssetColor {
        let fitting = entries.compactMap { entry in entry.appearance.score(dark: dark, highContrast: highContrast).map { ($0, entry) } }
        return (fitting.max { $0.0 < $1.0 }?.1 ?? entries[0]).color
    }
}

/// One colour of a set: components in a colour space, or a system colour by name.
package enum AssetColor: Sendable, Equatable {
    /// sRGB (or extended sRGB) components, 0…1.
    case srgb(red: Double, green: Double, blue: Double, alpha: Double)
    /// Display P3 components.
    case displayP3(red: Double, green: Double, blue: Double, alpha: Double)
    /// A grey level.
    case gray(white: Double, alpha: Double)
    /// A platform colour (`systemBlueColor`, `labelColor`).
    case system(name: String)

    init(_ color: [String: Any], file: String) throws {
        if let reference = color["reference"] as? String {
            self = .system(name: reference)
            return
        }
        let space = color["color-space"] as? String ?? "srgb"
        guard let components = color["components"] as? [String: Any] else {
            throw AssetCatalogError(file: file, problem: "a colour has no components")
        }
        func component(_ key: String) throws -> Double {
            guard let raw = components[key] else { return key == "alpha" ? 1 : 0 }
            return try Self.component(raw, key: key, file: file)
        }
        switch space {
        case "srgb", "extended-srgb", "extended-linear-srgb":
            self = .srgb(red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: try component("alpha"))
        case "display-p3":
            self = .displayP3(red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: try component("alpha"))
        case "gray-gamma-22", "extended-gray":
            self = .gray(white: try component("white"), alpha: try component("alpha"))
        default:
            throw AssetCatalogError(file: file, problem: "colour space \"\(space)\" is not one Xcode writes (srgb, display-p3, gray-gamma-22, …)")
        }
    }

    /// A component as Xcode writes it: a float (`0.502`), 8-bit (`128`) or hexadecimal (`0x80`).
    static func component(_ raw: Any, key: String, file: String) throws -> Double {
        if let number = raw as? Double { return number }
        let text = "\(raw)".trimmingCharacters(in: .whitespaces)
        let value: Double?
        if text.lowercased().hasPrefix("0x") {
            value = Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        } else if text.contains(".") {
            value = Double(text)
        } else {
            value = Int(text).map { Double($0) / 255 }
        }
        guard let value, value.isFinite else {
            throw AssetCatalogError(file: file, problem: "component \(key) \"\(text)\" is not a number")
        }
        return value
    }
}
