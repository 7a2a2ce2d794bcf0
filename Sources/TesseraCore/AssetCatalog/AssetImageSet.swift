import Foundation

/// An image set (`Name.imageset`) or symbol set: its files by scale and appearance, and how
/// they are drawn.
package struct AssetImageSet: Sendable {
    package struct Entry: Sendable {
        package let file: URL
        /// 1, 2 or 3; nil for a single-scale (vector) entry.
        package let scale: Int?
        package let appearance: AssetAppearance
    }

    package let entries: [Entry]
    /// A vector (PDF or SVG) kept as vectors, drawn sharp at any size ("Preserve Vector Data").
    package let preservesVectors: Bool
    /// `template` or `original`; nil: as the file is (a symbol set is a template).
    package let renderingIntent: String?
    package let name: String

    init(contentsOf folder: URL, key: String) throws {
        let contents = try AssetContents.read(folder.appendingPathComponent("Contents.json"))
        var entries: [Entry] = []
        for entry in contents[key] as? [[String: Any]] ?? [] {
            guard AssetColorSet.isForThisDevice(entry), let file = entry["filename"] as? String else { continue }
            let scale = (entry["scale"] as? String).flatMap { Int($0.dropLast()) }
            entries.append(Entry(file: folder.appendingPathComponent(file), scale: scale, appearance: AssetAppearance(entry)))
        }
        let properties = contents["properties"] as? [String: Any]
        self.entries = entries
        preservesVectors = properties?["preserves-vector-representation"] as? Bool == true
        renderingIntent = (properties?["template-rendering-intent"] as? String) ?? (key == "symbols" ? "template" : nil)
        name = folder.deletingPathExtension().lastPathComponent
    }

    /// The file for a screen scale and appearance: the best appearance first, then a
    /// single-scale file, else the scale nearest above the screen's (a 2× file on a 1× screen
    /// rather than a blurry 1× on a 3× one), else the largest.
    package func entry(scale: Int, dark: Bool, highContrast: Bool) -> Entry? {
        let fitting = entries.compactMap { entry in entry.appearance.score(dark: dark, highContrast: highContrast).map { ($0, entry) } }
        guard let best = fitting.map(\.0).max() else { return nil }
        let candidates = fitting.filter { $0.0 == best }.map(\.1)
        if let vector = candidates.first(where: { $0.scale == nil }) { return vector }
        let above = candidates.filter { ($0.scale ?? 1) >= scale }.min { ($0.scale ?? 1) < ($1.scale ?? 1) }
        return above ?? candidates.max { ($0.scale ?? 1) < ($1.scale ?? 1) }
    }

    /// Whether any entry is for the dark appearance (the image then follows the traits).
    package var hasAppearances: Bool { entries.contains { $0.appearance.luminosity != nil || $0.appearance.highContrast } }
}

/// A data set (`Name.dataset`): a file and its type.
package struct AssetDataSet: Sendable {
    package let file: URL
    package let typeIdentifier: String

    init(contentsOf folder: URL) throws {
        let contents = try AssetContents.read(folder.appendingPathComponent("Contents.json"))
        let entries = (contents["data"] as? [[String: Any]] ?? []).filter(AssetColorSet.isForThisDevice)
        guard let entry = entries.first, let file = entry["filename"] as? String else {
            throw AssetCatalogError(file: folder.lastPathComponent + "/Contents.json", problem: "has no data file")
        }
        self.file = folder.appendingPathComponent(file)
        typeIdentifier = entry["universal-type-identifier"] as? String ?? "public.data"
    }
}
