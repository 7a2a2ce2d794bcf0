import Foundation

/// The launch's arguments and environment put in place for the app, which reads them from
/// `ProcessInfo` (and `CommandLine`) as it would in its own process; given back at termination.
/// Compiled in the Swift 5 mode, where `CommandLine.arguments` can still be set.
final class LaunchContext {
    private let savedArguments: [String]
    private var savedEnvironment: [String: String?] = [:]

    init(arguments: [String], environment: [String: String]) {
        savedArguments = CommandLine.arguments
        CommandLine.arguments = [savedArguments.first ?? "app"] + arguments
        let current = ProcessInfo.processInfo.environment
        for (key, value) in environment {
            savedEnvironment[key] = .some(current[key])
            setenv(key, value, 1)
        }
    }

    func restore() {
        CommandLine.arguments = savedArguments
        for (key, value) in savedEnvironment {
            if let value { setenv(key, value, 1) } else { unsetenv(key) }
        }
        savedEnvironment = [:]
    }
}
