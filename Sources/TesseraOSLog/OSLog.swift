import Foundation

// Apple's unified logging as UIKit code calls it (`os_log`, `Logger`), written to standard
// error: Linux has no unified log. Debug and info messages are left out unless the environment
// sets TESSERA_OS_LOG_DEBUG=1, as the system log leaves them out unless asked. The module is not
// named `os`: packages take `canImport(os)` to mean "on Darwin" (swift-argument-parser,
// swift-syntax), and a module of that name would send them down Darwin's branch. So
// `tessera-port` writes `import TesseraOSLog` for `import os` and `import os.log`.

/// A log: a subsystem and a category, shown with each message.
public final class OSLog: @unchecked Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "disabled")

    /// Writes `text` at `type`, unless this log is disabled or the type is not shown.
    func write(_ text: String, type: OSLogType) {
        guard self !== OSLog.disabled, type.isShown else { return }
        let place = subsystem.isEmpty ? "" : "[\(subsystem)\(category.isEmpty ? "" : ":" + category)] "
        FileHandle.standardError.write(Data("\(type.name): \(place)\(text)\n".utf8))
    }
}

public struct OSLogType: RawRepresentable, Equatable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(rawValue: 0x00)
    public static let info = OSLogType(rawValue: 0x01)
    public static let debug = OSLogType(rawValue: 0x02)
    public static let error = OSLogType(rawValue: 0x10)
    public static let fault = OSLogType(rawValue: 0x11)

    var name: String {
        switch self {
        case .info: "info"
        case .debug: "debug"
        case .error: "error"
        case .fault: "fault"
        default: "notice"
        }
    }

    var isShown: Bool {
        guard self == .debug || self == .info else { return true }
        return ProcessInfo.processInfo.environment["TESSERA_OS_LOG_DEBUG"] == "1"
    }
}

/// Logs `message`, a `printf`-style format of `args`.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   type: OSLogType = .default, _ args: CVarArg...) {
    log.write(String(format: "\(message)".replacingOccurrences(of: "{public}", with: "").replacingOccurrences(of: "{private}", with: ""),
                     arguments: args), type: type)
}

/// The form with the type first.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   _ message: StaticString, _ args: CVarArg...) {
    log.write(String(format: "\(message)", arguments: args), type: type)
}

/// Whether a value is shown or redacted; every value is shown here (there is no log store to
/// protect).
public struct OSLogPrivacy: Sendable {
    public static let auto = OSLogPrivacy()
    public static let `public` = OSLogPrivacy()
    public static let `private` = OSLogPrivacy()
    public static let sensitive = OSLogPrivacy()
}

/// A message with interpolated values: `"loaded \(count, privacy: .public) items"`.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<Value>(_ value: @autoclosure () -> Value, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value())
        }
    }

    let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
}

/// The structured logger: `Logger(subsystem:category:).error("…")`.
public struct Logger: Sendable {
    private let log: OSLog

    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    public init(_ log: OSLog) { self.log = log }
    public init() { log = .default }

    public func log(level: OSLogType = .default, _ message: OSLogMessage) { log.write(message.text, type: level) }
    public func log(_ message: OSLogMessage) { log.write(message.text, type: .default) }
    public func trace(_ message: OSLogMessage) { log.write(message.text, type: .debug) }
    public func debug(_ message: OSLogMessage) { log.write(message.text, type: .debug) }
    public func info(_ message: OSLogMessage) { log.write(message.text, type: .info) }
    public func notice(_ message: OSLogMessage) { log.write(message.text, type: .default) }
    public func warning(_ message: OSLogMessage) { log.write(message.text, type: .error) }
    public func error(_ message: OSLogMessage) { log.write(message.text, type: .error) }
    public func critical(_ message: OSLogMessage) { log.write(message.text, type: .fault) }
    public func fault(_ message: OSLogMessage) { log.write(message.text, type: .fault) }
}
