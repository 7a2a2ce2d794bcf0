import Foundation

/// Finds the asset catalogs of a bundle: `*.xcassets` folders at its top and in the resource
/// bundles and folders below (SwiftPM's `X_Y.resources` beside an executable, a `.copy`'d
/// `Resources` folder). Each bundle is searched once; its catalogs are kept for the process.
package enum AssetCatalogLocator {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var found: [String: [AssetCatalog]] = [:]

    /// The catalogs under `root`, in a stable order (by path).
    package static func catalogs(under root: URL) -> [AssetCatalog] {
        let key = root.standardizedFileURL.path
        lock.lock()
        defer { lock.unlock() }
        if let known = found[key] { return known }
        var urls: [URL] = []
        collect(in: root, depth: 0, into: &urls)
        let catalogs = urls.sorted { $0.path < $1.path }.map(AssetCatalog.init(url:))
        found[key] = catalogs
        return catalogs
    }

    private static func collect(in folder: URL, depth: Int, into urls: inout [URL]) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for entry in entries where !entry.hasPrefix(".") {
            let url = folder.appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let ext = url.pathExtension
            if ext == "xcassets" {
                urls.append(url)
            } else if depth < 3, ext == "resources" || ext == "bundle" || ext == "lproj" || (depth > 0 && ext.isEmpty) {
                collect(in: url, depth: depth + 1, into: &urls)
            }
        }
    }

    /// Forgets what was found (a test that writes a catalog after a lookup).
    package static func forget() {
        lock.lock()
        found.removeAll()
        lock.unlock()
    }
}
