import Foundation

extension ProcessInfo {
    /// Whether the app runs as a Mac Catalyst app: false on Linux (Tessera runs iOS code as
    /// iOS code, in a desktop window).
    public var isMacCatalystApp: Bool { false }
    /// Whether an iPhone or iPad app runs on a Mac: false on Linux.
    public var isiOSAppOnMac: Bool { false }
}
