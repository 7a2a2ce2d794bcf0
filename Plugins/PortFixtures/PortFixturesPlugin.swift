import Foundation
import PackagePlugin

/// Ports the UIKit sources in a target's `UIKitSources/` folder with tessera-port at build time
/// and hands the ported files to the compiler: a target using this plugin proves that what
/// tessera-port writes compiles against Tessera, and its tests can run it.
@main
struct PortFixturesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let sources = target.directoryURL.appending(path: "UIKitSources")
        let files = (try? FileManager.default.contentsOfDirectory(at: sources, includingPropertiesForKeys: nil)) ?? []
        let inputs = files.filter { $0.pathExtension == "swift" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "Ported")
        return [
            .buildCommand(
                displayName: "tessera-port \(target.name)/UIKitSources",
                executable: try context.tool(named: "tessera-port").url,
                arguments: [sources.path, "--output", output.path, "--quiet"],
                inputFiles: inputs,
                outputFiles: inputs.map { output.appending(path: $0.lastPathComponent) }),
        ]
    }
}
