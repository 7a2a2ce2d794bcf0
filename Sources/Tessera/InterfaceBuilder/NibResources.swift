import Foundation

/// Finds a storyboard or nib where UIKit code expects it: in the bundle it names, or (a nil
/// bundle) the main bundle, the bundles registered with `UIImage.register(bundle:)`, and the
/// resource bundles SwiftPM puts beside the executable or test binary (`*.resources`, what
/// `Bundle.module` opens). In each bundle: its top, `Base.lproj`, the preferred language's
/// `.lproj`, and folders below (SwiftPM's `.copy("Resources")` keeps the folder).
enum NibResources {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var indexes: [String: [String: String]] = [:]

    /// The file `name.ext` (`Main.storyboard`) in `bundle`, or in the searched bundles when nil.
    static func url(named name: String, extension ext: String, bundle: Bundle?) -> URL? {
        let file = name.hasSuffix("." + ext) ? name : name + "." + ext
        for root in bundle.map({ [$0.bundleURL] }) ?? searchRoots() {
            if let path = index(of: root)[file] { return URL(fileURLWithPath: path) }
        }
        return nil
    }

    /// Where a nil bundle searches, in order: the main bundle (whose index takes in the
    /// `*.resources` bundles beside the executable), then the registered bundles.
    static func searchRoots() -> [URL] {
        var seen: Set<String> = []
        return ([Bundle.main.bundleURL] + UIImage.searchBundles.map(\.bundleURL)).filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// The documents below `root` by file name, read once: a file at the top or in `Base.lproj`
    /// wins over one in a language folder other than the preferred one.
    private static func index(of root: URL) -> [String: String] {
        let key = root.standardizedFileURL.path
        lock.lock()
        defer { lock.unlock() }
        if let known = indexes[key] { return known }
        var found: [String: (path: String, rank: Int)] = [:]
        collect(in: root, depth: 0, into: &found)
        let index = found.mapValues(\.path)
        indexes[key] = index
        return index
    }

    private static func collect(in folder: URL, depth: Int, into found: inout [String: (path: String, rank: Int)]) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for entry in entries.sorted() {
            let url = folder.appendingPathComponent(entry)
            let ext = url.pathExtension
            if ext == "storyboard" || ext == "xib" {
                let rank = self.rank(of: folder.lastPathComponent, depth: depth)
                if found[entry].map({ rank < $0.rank }) ?? true { found[entry] = (url.path, rank) }
            } else if depth < 3, shouldDescend(into: url, depth: depth) {
                collect(in: url, depth: depth + 1, into: &found)
            }
        }
    }

    /// Bundles and folders of resources, not the build folder's object files.
    private static func shouldDescend(into url: URL, depth: Int) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { return false }
        let ext = url.pathExtension
        if ext == "lproj" || ext == "resources" || ext == "bundle" { return true }
        return depth > 0 && !url.lastPathComponent.hasPrefix(".") && ext.isEmpty
    }

    /// The preferred language's folder first, then the top and `Base.lproj`, then others.
    private static func rank(of folder: String, depth: Int) -> Int {
        guard folder.hasSuffix(".lproj") else { return 1 }
        let language = String(folder.dropLast(6))
        if let preferred = Locale.preferredLanguages.first, preferred == language || preferred.hasPrefix(language + "-") { return 0 }
        return language == "Base" ? 1 : 2
    }

    /// Forgets what was found (a test that writes files after a lookup).
    static func forget() {
        lock.lock()
        indexes.removeAll()
        lock.unlock()
    }
}
