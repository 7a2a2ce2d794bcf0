import Foundation

/// What an app's `Info.plist` says about how it starts and looks, read with Foundation's
/// `PropertyListSerialization` (XML or binary).
package struct AppManifest: Sendable, Equatable {
    /// One scene configuration of `UIApplicationSceneManifest` (`UISceneConfigurations`).
    package struct SceneConfiguration: Sendable, Equatable {
        package let name: String?
        package let role: String
        package let delegateClassName: String?
        package let storyboardName: String?
    }

    /// `CFBundleDisplayName`, else `CFBundleName`: the window's title.
    package let displayName: String?
    /// `UIMainStoryboardFile`, for apps without scenes.
    package let mainStoryboard: String?
    package let sceneConfigurations: [SceneConfiguration]
    package let supportsMultipleScenes: Bool
    /// Whether `UIApplicationSceneManifest` is there.
    package let hasSceneManifest: Bool
    /// `UIUserInterfaceStyle`: `Light` or `Dark` forces the app's appearance.
    package let userInterfaceStyle: String?
    /// `CFBundleIdentifier`.
    package let bundleIdentifier: String?

    /// The manifest of an app with no `Info.plist`: no storyboard, no scenes.
    package static let empty = AppManifest(dictionary: [:], module: nil)

    /// Reads `Info.plist` at `url`; `module` replaces Xcode's `$(PRODUCT_MODULE_NAME)`.
    package static func read(_ url: URL, module: String?) throws -> AppManifest {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw AppManifestError(file: url.lastPathComponent, problem: "cannot be read")
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw AppManifestError(file: url.lastPathComponent, problem: "is not a property list (\(error.localizedDescription))")
        }
        guard let dictionary = plist as? [String: Any] else {
            throw AppManifestError(file: url.lastPathComponent, problem: "is not a dictionary")
        }
        return AppManifest(dictionary: dictionary, module: module)
    }

    package init(dictionary: [String: Any], module: String?) {
        func expand(_ text: String?) -> String? {
            guard let text else { return nil }
            return text.replacingOccurrences(of: "$(PRODUCT_MODULE_NAME)", with: module ?? "")
                .replacingOccurrences(of: "${PRODUCT_MODULE_NAME}", with: module ?? "")
        }
        displayName = expand(dictionary["CFBundleDisplayName"] as? String ?? dictionary["CFBundleName"] as? String)
        mainStoryboard = dictionary["UIMainStoryboardFile"] as? String
        userInterfaceStyle = dictionary["UIUserInterfaceStyle"] as? String
        bundleIdentifier = expand(dictionary["CFBundleIdentifier"] as? String)
        let scenes = dictionary["UIApplicationSceneManifest"] as? [String: Any]
        hasSceneManifest = scenes != nil
        supportsMultipleScenes = scenes?["UIApplicationSupportsMultipleScenes"] as? Bool ?? false
        var configurations: [SceneConfiguration] = []
        for (role, entries) in scenes?["UISceneConfigurations"] as? [String: Any] ?? [:] {
            for entry in entries as? [[String: Any]] ?? [] {
                configurations.append(SceneConfiguration(name: entry["UISceneConfigurationName"] as? String, role: role,
                                                         delegateClassName: expand(entry["UISceneDelegateClassName"] as? String),
                                                         storyboardName: entry["UISceneStoryboardFile"] as? String))
            }
        }
        sceneConfigurations = configurations.sorted { ($0.role, $0.name ?? "") < ($1.role, $1.name ?? "") }
    }

    /// Whether the file describes an app (SwiftPM's own resource-bundle `Info.plist` holds only
    /// `CFBundleDevelopmentRegion`).
    package var isApplication: Bool {
        displayName != nil || mainStoryboard != nil || usesScenes || bundleIdentifier != nil || userInterfaceStyle != nil
    }

    /// Whether the app has a scene manifest (a scene-based app), even one whose configurations
    /// the app delegate makes in code.
    package var usesScenes: Bool { hasSceneManifest }
}

/// An `Info.plist` that cannot be read: the file and what is wrong with it.
package struct AppManifestError: Error, CustomStringConvertible, Sendable {
    package let file: String
    package let problem: String
    package var description: String { "\(file): \(problem)" }
}
