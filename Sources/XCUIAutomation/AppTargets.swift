import Foundation
@_spi(Host) import Tessera

/// Which linked app an `XCUIApplication` launches.
///
/// On iOS the UI test target names its app in Xcode ("Target Application"). On Linux the app
/// is linked into the tests (the UI test target depends on the app's executable target) and
/// is found by name: the UI test target `PhotoAlbumsUITests` launches `PhotoAlbums`, the
/// convention of Xcode's templates; with one app linked, that one; with a bundle identifier,
/// the app whose `Info.plist` says it (or whose module ends the identifier).
enum AppTargets {
    static func module(testModule: String, bundleIdentifier: String?, linked: [String]) throws -> String {
        guard !linked.isEmpty else {
            throw XCUIFailure("No app is linked into the tests: make the UI test target depend on the app's executable target")
        }
        if let bundleIdentifier {
            if let module = linked.first(where: { identifier(ofModule: $0) == bundleIdentifier }) { return module }
            if let last = bundleIdentifier.split(separator: ".").last, let module = linked.first(where: { $0 == last }) { return module }
            if linked.count == 1 { return linked[0] }
            throw XCUIFailure("No linked app has the bundle identifier \(bundleIdentifier) (linked: \(linked.sorted().joined(separator: ", ")))")
        }
        for suffix in ["UITests", "UITest", "UiTests", "Tests"] where testModule.hasSuffix(suffix) {
            let name = String(testModule.dropLast(suffix.count))
            if linked.contains(name) { return name }
        }
        if linked.count == 1 { return linked[0] }
        throw XCUIFailure("\(linked.count) apps are linked into the tests (\(linked.sorted().joined(separator: ", "))): name the UI test "
            + "target after its app (<App>UITests) or use XCUIApplication(bundleIdentifier:)")
    }

    /// `CFBundleIdentifier` of the module's `Info.plist`, when it is written out (not a build setting).
    private static func identifier(ofModule module: String) -> String? {
        let folder = Bundle.main.bundleURL
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for entry in entries where entry.hasSuffix("_\(module).resources") {
            for path in ["Supporting/Info.plist", "Info.plist"] {
                let url = folder.appendingPathComponent(entry).appendingPathComponent(path)
                guard let data = try? Data(contentsOf: url),
                      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
                      let identifier = plist["CFBundleIdentifier"] as? String, !identifier.hasPrefix("$(") else { continue }
                return identifier
            }
        }
        return nil
    }
}

/// A problem a UI test reports as a failure, in XCTest's words.
struct XCUIFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
