import Foundation

/// An Xcode project (`X.xcodeproj/project.pbxproj`) as far as porting needs it: its targets,
/// each with its Swift sources, resources, `Info.plist`, Swift version and package products,
/// and what in it cannot come over to Linux. Read with Foundation's `PropertyListSerialization`
/// (the file is an OpenStep property list).
public struct XcodeProject: Sendable {
    /// A resource of a target: a file or folder, or a localized file's variants
    /// (`Base.lproj/Main.storyboard`, `fr.lproj/Main.strings`).
    public struct Resource: Sendable, Equatable {
        /// Paths relative to the project's folder.
        public let paths: [String]
    }

    public struct Target: Sendable {
        public let name: String
        public let productType: String
        /// Swift files, relative to the project's folder.
        public let sources: [String]
        public let resources: [Resource]
        public let infoPlist: String?
        /// What Xcode writes into the generated `Info.plist` (`GENERATE_INFOPLIST_FILE`): the
        /// `INFOPLIST_KEY_…` settings, and the scene manifest Xcode's template asks for.
        public let generatedInfo: [String: String]
        public let swiftVersion: String?
        public let packageProducts: [String]
        /// What the target has that Linux cannot build, each said in a sentence.
        public let unportable: [String]

        public var isApplication: Bool { productType == "com.apple.product-type.application" }
        public var isUnitTests: Bool { productType == "com.apple.product-type.bundle.unit-test" }
        public var isUITests: Bool { productType == "com.apple.product-type.bundle.ui-testing" }
    }

    /// A Swift package the project depends on (`XCRemoteSwiftPackageReference`).
    public struct Package: Sendable, Equatable {
        public let url: String
        public let minimumVersion: String?
    }

    /// The folder holding the `.xcodeproj`.
    public let folder: URL
    public let name: String
    public let targets: [Target]
    public let packages: [Package]
    /// The project's development region (`en`).
    public let developmentRegion: String

    public init(url: URL) throws {
        let file = url.appendingPathComponent("project.pbxproj")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw XcodeProjectError("\(file.path) cannot be read")
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw XcodeProjectError("\(file.path) is not a property list: \(error.localizedDescription)")
        }
        guard let root = plist as? [String: Any], let objects = root["objects"] as? [String: [String: Any]],
              let rootID = root["rootObject"] as? String, let project = objects[rootID] else {
            throw XcodeProjectError("\(file.path) has no project object")
        }
        let graph = ProjectGraph(objects: objects)
        folder = url.deletingLastPathComponent()
        name = url.deletingPathExtension().lastPathComponent
        developmentRegion = project["developmentRegion"] as? String ?? "en"
        targets = (project["targets"] as? [String] ?? []).compactMap { graph.target($0, folder: url.deletingLastPathComponent()) }
        packages = (project["packageReferences"] as? [String] ?? []).compactMap { id in
            guard let reference = objects[id], let url = reference["repositoryURL"] as? String else { return nil }
            let requirement = reference["requirement"] as? [String: Any]
            return Package(url: url, minimumVersion: requirement?["minimumVersion"] as? String ?? requirement?["version"] as? String)
        }
    }
}

public struct XcodeProjectError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// The project's objects and the paths of its files (a file's path is its groups' paths
/// joined, for files relative to their group).
struct ProjectGraph {
    let objects: [String: [String: Any]]
    private var parents: [String: String] = [:]

    init(objects: [String: [String: Any]]) {
        self.objects = objects
        for (id, object) in objects {
            for child in object["children"] as? [String] ?? [] { parents[child] = id }
        }
    }

    /// The path of a file or group, relative to the project's folder; nil for SDK and build files.
    func path(of id: String) -> String? {
        guard let object = objects[id] else { return nil }
        let own = object["path"] as? String
        switch object["sourceTree"] as? String ?? "<group>" {
        case "<group>":
            let parent = parents[id].flatMap { path(of: $0) } ?? ""
            guard let own else { return parent }
            return parent.isEmpty ? own : parent + "/" + own
        case "SOURCE_ROOT": return own ?? ""
        case "<absolute>": return own
        default: return nil
        }
    }

    func target(_ id: String, folder: URL) -> XcodeProject.Target? {
        guard let target = objects[id], target["isa"] as? String == "PBXNativeTarget" else { return nil }
        let name = target["name"] as? String ?? "App"
        var sources: [String] = [], resources: [XcodeProject.Resource] = [], unportable: [String] = []
        for phaseID in target["buildPhases"] as? [String] ?? [] {
            guard let phase = objects[phaseID] else { continue }
            let files = (phase["files"] as? [String] ?? []).compactMap { objects[$0]?["fileRef"] as? String }
            switch phase["isa"] as? String {
            case "PBXSourcesBuildPhase":
                for file in files {
                    guard let path = path(of: file) else { continue }
                    if path.hasSuffix(".swift") { sources.append(path) } else { unportable.append("\(path): not Swift; not ported (Objective-C and C sources are not brought over)") }
                }
            case "PBXResourcesBuildPhase":
                resources += files.compactMap { resource($0) }
            case "PBXFrameworksBuildPhase":
                for file in files {
                    let name = objects[file]?["name"] as? String ?? objects[file]?["path"] as? String ?? file
                    unportable.append("links \(name): a framework (of Apple's platforms, a binary, or another target of the project)")
                }
            case "PBXShellScriptBuildPhase":
                let phaseName = phase["name"] as? String ?? "Run Script"
                let script = phase["shellScript"] as? String ?? ""
                if phaseName.hasPrefix("[CP]") { unportable.append("CocoaPods (\(phaseName)): its pods are not brought over") }
                else if script.contains("carthage") { unportable.append("Carthage (\(phaseName)): its frameworks are not brought over") }
                else { unportable.append("the build phase \"\(phaseName)\" (a script) is not run") }
            default:
                break
            }
        }
        synchronizedFiles(of: target, sources: &sources, resources: &resources, folder: folder)
        let settings = buildSettings(of: target)
        let products = (target["packageProductDependencies"] as? [String] ?? []).compactMap { objects[$0]?["productName"] as? String }
        return XcodeProject.Target(name: name, productType: target["productType"] as? String ?? "", sources: sources, resources: resources,
                                   infoPlist: (settings["INFOPLIST_FILE"] as? String).map(unquoted), generatedInfo: generatedInfo(settings),
                                   swiftVersion: settings["SWIFT_VERSION"] as? String,
                                   packageProducts: products, unportable: unportable)
    }

    /// A resource: a file or folder, or a variant group's localized files.
    private func resource(_ id: String) -> XcodeProject.Resource? {
        guard let object = objects[id] else { return nil }
        if object["isa"] as? String == "PBXVariantGroup" {
            let paths = (object["children"] as? [String] ?? []).compactMap { path(of: $0) }
            return paths.isEmpty ? nil : XcodeProject.Resource(paths: paths)
        }
        return path(of: id).map { XcodeProject.Resource(paths: [$0]) }
    }

    /// Xcode 16's folders (`PBXFileSystemSynchronizedRootGroup`): every file in them belongs to
    /// the target, but for the exceptions listed.
    private func synchronizedFiles(of target: [String: Any], sources: inout [String], resources: inout [XcodeProject.Resource], folder: URL) {
        for groupID in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
            guard let group = objects[groupID], let root = path(of: groupID) else { continue }
            var excluded: Set<String> = []
            for exceptionID in group["exceptions"] as? [String] ?? [] {
                for member in objects[exceptionID]?["membershipExceptions"] as? [String] ?? [] { excluded.insert(root + "/" + member) }
            }
            let enumerator = FileManager.default.enumerator(atPath: folder.appendingPathComponent(root).path)
            var lproj: [String: [String]] = [:]
            while let relative = enumerator?.nextObject() as? String {
                let path = root + "/" + relative
                guard !excluded.contains(path), !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
                let parts = relative.split(separator: "/")
                if relative.hasSuffix(".swift") { sources.append(path); continue }
                if parts.contains(where: { $0.hasSuffix(".xcassets") }) {
                    if parts.last?.hasSuffix(".xcassets") == true { resources.append(.init(paths: [path])) }
                    continue
                }
                if let folderName = parts.dropLast().last, folderName.hasSuffix(".lproj") {
                    lproj[String(parts.last!), default: []].append(path)
                    continue
                }
                var isDirectory: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
                if !isDirectory.boolValue, relative != "Info.plist" { resources.append(.init(paths: [path])) }
            }
            for (_, paths) in lproj.sorted(by: { $0.key < $1.key }) { resources.append(.init(paths: paths.sorted())) }
        }
    }

    /// The Debug configuration's settings (a release build's differ in optimisation only).
    private func buildSettings(of target: [String: Any]) -> [String: Any] {
        guard let listID = target["buildConfigurationList"] as? String,
              let configurations = objects[listID]?["buildConfigurations"] as? [String] else { return [:] }
        let chosen = configurations.first { objects[$0]?["name"] as? String == "Debug" } ?? configurations.first
        return chosen.flatMap { objects[$0]?["buildSettings"] as? [String: Any] } ?? [:]
    }

    /// The `INFOPLIST_KEY_…` build settings when Xcode generates the `Info.plist`, by key.
    private func generatedInfo(_ settings: [String: Any]) -> [String: String] {
        guard (settings["GENERATE_INFOPLIST_FILE"] as? String) == "YES" else { return [:] }
        var keys: [String: String] = [:]
        for (name, value) in settings where name.hasPrefix("INFOPLIST_KEY_") {
            guard let text = value as? String else { continue }
            keys[String(name.dropFirst("INFOPLIST_KEY_".count))] = unquoted(text)
        }
        if let identifier = settings["PRODUCT_BUNDLE_IDENTIFIER"] as? String { keys["CFBundleIdentifier"] = unquoted(identifier) }
        return keys
    }

    /// A setting's path without quotes, relative to the project's folder (`$(SRCROOT)/App/Info.plist`
    /// is `App/Info.plist`, as Xcode expands it).
    private func unquoted(_ text: String) -> String {
        var path = text.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        for variable in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where path.hasPrefix(variable) {
            path = String(path.dropFirst(variable.count))
        }
        return path
    }
}
