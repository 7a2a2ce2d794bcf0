import Foundation

/// What went wrong reading a document: the file and, where known, the line.
public struct IBDocumentError: Error, CustomStringConvertible, Sendable {
    public enum Reason: Error, Sendable {
        case unreadable(String)
        case notXML(line: Int, message: String)
        case notCocoaTouch(type: String?)
        case unsupportedVersion(String?)
    }

    public let file: String
    public let reason: Reason

    public var description: String {
        switch reason {
        case .unreadable(let why):
            "Could not read the Interface Builder document \(file): \(why)"
        case .notXML(let line, let message):
            "Could not read the Interface Builder document \(file), line \(line): \(message)"
        case .notCocoaTouch(let type):
            "\(file) is not a Cocoa Touch storyboard or xib (document type \(type.map { "\"\($0)\"" } ?? "missing"))"
        case .unsupportedVersion(let version):
            "\(file) is in document format \(version ?? "(none)"); Tessera reads format 3.0, which Xcode 5 and later write"
        }
    }
}

/// A storyboard or xib, read once: its elements, its objects by id, and what refers to what.
/// Instantiating it (in `Tessera`) only makes objects from this template; nothing is parsed again.
/// Public for the benchmarks, which time reading; apps reach documents through UINib and UIStoryboard.
public final class IBDocument: Sendable {
    package enum Kind: Sendable { case storyboard, xib }

    /// The file's name, for messages (`Main.storyboard`).
    package let name: String
    package let kind: Kind
    package let root: IBElement
    /// Every element that has an id, by id.
    package let elementsByID: [String: IBElement]
    /// The storyboard's `initialViewController`, if it names one.
    package var initialViewControllerID: String? { root["initialViewController"] }
    /// The colours the document carries for named and system colours (`<resources>`).
    package let resourceColors: [String: IBElement]

    public init(data: Data, name: String) throws(IBDocumentError) {
        let root: IBElement
        do { root = try IBDocumentReader.read(data) } catch { throw IBDocumentError(file: name, reason: error) }
        guard root.name == "document", let type = root["type"], type.contains("CocoaTouch") else {
            throw IBDocumentError(file: name, reason: .notCocoaTouch(type: root["type"]))
        }
        guard root["version"] == "3.0" else { throw IBDocumentError(file: name, reason: .unsupportedVersion(root["version"])) }
        self.name = name
        self.root = root
        self.kind = type.hasSuffix("Storyboard.XIB") ? .storyboard : .xib
        var byID: [String: IBElement] = [:]
        root.forEachDescendant { element in
            if let id = element.id { byID[id] = element }
        }
        elementsByID = byID
        var colors: [String: IBElement] = [:]
        for resource in root.child(named: "resources")?.children ?? [] where resource.name == "systemColor" || resource.name == "namedColor" {
            if let name = resource["name"], let color = resource.child(named: "color") { colors[name] = color }
        }
        resourceColors = colors
    }

    /// Reads the file at `url`.
    package convenience init(contentsOf url: URL) throws(IBDocumentError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw IBDocumentError(file: url.path, reason: .unreadable((error as NSError).localizedDescription))
        }
        try self.init(data: data, name: url.lastPathComponent)
    }

    /// The top-level objects of a xib (`<objects>`), placeholders included, in order.
    package var topLevelObjects: [IBElement] { root.child(named: "objects")?.children ?? [] }

    /// A storyboard's scenes' view controllers (the first object of each scene that is not a placeholder).
    package var sceneControllers: [IBElement] {
        (root.child(named: "scenes")?.children ?? []).compactMap { scene in
            scene.child(named: "objects")?.children.first { $0.name != "placeholder" && $0["sceneMemberID"] == "viewController" }
        }
    }

    /// The scene controller whose `storyboardIdentifier` is `identifier`.
    package func sceneController(identifier: String) -> IBElement? {
        sceneControllers.first { $0["storyboardIdentifier"] == identifier }
    }

    /// The other objects of the scene whose controller is `controller` (gesture recognizers,
    /// bar button items, exits and first responders), in order.
    package func sceneSiblings(of controller: IBElement) -> [IBElement] {
        for scene in root.child(named: "scenes")?.children ?? [] {
            let objects = scene.child(named: "objects")?.children ?? []
            if objects.contains(where: { $0 === controller }) { return objects.filter { $0 !== controller } }
        }
        return []
    }
}

/// Documents read once per file and kept, as UIKit keeps a loaded nib's archive: the second
/// `UINib` or `UIStoryboard` of the same file costs no parsing.
package final class IBDocumentCache: @unchecked Sendable {
    package static let shared = IBDocumentCache()
    private let lock = NSLock()
    private var documents: [String: IBDocument] = [:]

    package func document(at url: URL) throws(IBDocumentError) -> IBDocument {
        let key = url.standardizedFileURL.path
        lock.lock()
        let cached = documents[key]
        lock.unlock()
        if let cached { return cached }
        let document = try IBDocument(contentsOf: url)
        lock.lock()
        documents[key] = document
        lock.unlock()
        return document
    }
}
