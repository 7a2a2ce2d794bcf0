import Foundation

/// An asset catalog (`Assets.xcassets`) as Xcode writes it, read at run time from the app's
/// resources: SwiftPM on Linux copies the folder as it is (`.process` and `.copy` alike), and
/// no `actool` compiles it.
///
/// Reading is lazy, so a launch reads only what its first screen shows: the catalog's folder
/// names are listed the first time an asset is asked for (no file is opened), and a set's
/// `Contents.json` is read the first time that set is asked for, then kept.
package final class AssetCatalog: @unchecked Sendable {
    package let url: URL
    private let lock = NSLock()
    private var index: [String: URL]?
    /// The sets read so far, by `name.kind`.
    private var sets: [String: any Sendable] = [:]

    package init(url: URL) {
        self.url = url
    }

    /// The colour set called `name` (a namespace's assets are `Folder/Name`).
    package func colorSet(named name: String) throws -> AssetColorSet? {
        try set(named: name, kind: "colorset") { try AssetColorSet(contentsOf: $0) }
    }

    /// The image set called `name`; a symbol set of that name when there is no image set.
    package func imageSet(named name: String) throws -> AssetImageSet? {
        if let images = try set(named: name, kind: "imageset", read: { try AssetImageSet(contentsOf: $0, key: "images") }) {
            return images
        }
        return try set(named: name, kind: "symbolset") { try AssetImageSet(contentsOf: $0, key: "symbols") }
    }

    /// The data set called `name`.
    package func dataSet(named name: String) throws -> AssetDataSet? {
        try set(named: name, kind: "dataset") { try AssetDataSet(contentsOf: $0) }
    }

    /// Whether the catalog has an asset of that name and kind (`imageset`), with no file read.
    package func hasAsset(named name: String, kind: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return loadedIndex()["\(name).\(kind)"] != nil
    }

    /// The names of every asset of a kind (`colorset`, `imageset`), for messages.
    package func names(of kind: String) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return loadedIndex().keys.filter { $0.hasSuffix("." + kind) }.map { String($0.dropLast(kind.count + 1)) }.sorted()
    }

    /// The set, read the first time it is asked for and kept; nil when the catalog has none
    /// of that name. A set that cannot be read throws each time, naming its file.
    private func set<Set: Sendable>(named name: String, kind: String, read: (URL) throws -> Set) throws -> Set? {
        let key = "\(name).\(kind)"
        lock.lock()
        let known = sets[key] as? Set
        let folder = loadedIndex()[key]
        lock.unlock()
        if let known { return known }
        guard let folder else { return nil }
        let made = try read(folder)
        lock.lock()
        sets[key] = made
        lock.unlock()
        return made
    }

    private func loadedIndex() -> [String: URL] {
        if let index { return index }
        var found: [String: URL] = [:]
        Self.list(url, prefix: "", into: &found)
        index = found
        return found
    }

    /// Walks the catalog's folders: a folder with an extension is a set; any other is a group,
    /// whose assets are named `Group/Name` when its `Contents.json` says it provides a namespace.
    /// Names are listed by path, with no file's attributes read: Foundation's URL listing with
    /// attributes costs 15 ms for 400 sets here, the path listing a quarter of a millisecond.
    private static func list(_ folder: URL, prefix: String, into found: inout [String: URL]) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where !name.hasPrefix(".") && name != "Contents.json" {
            let child = folder.appendingPathComponent(name)
            let ext = (name as NSString).pathExtension
            if ext.isEmpty {
                // A group when it can be listed (a file without an extension cannot).
                guard (try? FileManager.default.contentsOfDirectory(atPath: child.path)) != nil else { continue }
                let namespace = providesNamespace(child) ? prefix + name + "/" : prefix
                list(child, prefix: namespace, into: &found)
            } else {
                found[prefix + name] = child
            }
        }
    }

    private static func providesNamespace(_ group: URL) -> Bool {
        guard let contents = try? AssetContents.read(group.appendingPathComponent("Contents.json")) else { return false }
        let properties = contents["properties"] as? [String: Any]
        return properties?["provides-namespace"] as? Bool == true
    }
}

/// What went wrong reading a catalog: the file and what is wrong with it.
package struct AssetCatalogError: Error, CustomStringConvertible, Sendable {
    package let file: String
    package let problem: String

    package var description: String { "\(file): \(problem)" }
}

/// Reading a set's `Contents.json`.
enum AssetContents {
    static func read(_ file: URL) throws -> [String: Any] {
        let name = file.deletingLastPathComponent().lastPathComponent + "/" + file.lastPathComponent
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw AssetCatalogError(file: name, problem: "cannot be read")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw AssetCatalogError(file: name, problem: "is not JSON (\(error.localizedDescription))")
        }
        guard let contents = object as? [String: Any] else {
            throw AssetCatalogError(file: name, problem: "is not a JSON object")
        }
        return contents
    }
}

/// The appearance an entry of a set is for: any, or dark, or light, and high contrast or not.
package struct AssetAppearance: Hashable, Sendable {
    /// `dark`, `light`, or nil for any.
    package let luminosity: String?
    package let highContrast: Bool

    init(_ entry: [String: Any]) {
        var luminosity: String?, highContrast = false
        for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
            let value = appearance["value"] as? String
            switch appearance["appearance"] as? String {
            case "luminosity": luminosity = value
            case "contrast": highContrast = value == "high"
            default: break
            }
        }
        self.luminosity = luminosity
        self.highContrast = highContrast
    }

    /// How well this entry fits (nil: it does not): a dark entry fits dark only; any fits all;
    /// an entry for exactly the asked luminosity and contrast fits best.
    package func score(dark: Bool, highContrast wantsHigh: Bool) -> Int? {
        if let luminosity, luminosity != (dark ? "dark" : "light") { return nil }
        if highContrast, !wantsHigh { return nil }
        return (luminosity == nil ? 0 : 2) + (highContrast ? 1 : 0)
    }
}
