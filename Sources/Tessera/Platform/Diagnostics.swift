import Foundation

/// Where Tessera reports problems it recovers from: a corrupt image, an unknown font, a bad size.
///
/// UIKit logs such problems to the console and goes on; Tessera does the same through this one
/// place, so a test can read what was said.
/// - Note: Tessera's own type; UIKit logs through `os_log` instead.
public enum TesseraDiagnostics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var _handler: (@Sendable (String) -> Void)?

    /// Receives every message; nil (the default) writes them to standard error.
    public static var handler: (@Sendable (String) -> Void)? {
        get { lock.lock(); defer { lock.unlock() }; return _handler }
        set { lock.lock(); _handler = newValue; lock.unlock() }
    }

    nonisolated(unsafe) private static var said: Set<String> = []

    /// Reports `message` the first time it is said in this process only (a problem that
    /// would otherwise repeat every frame).
    static func reportOnce(_ message: String) {
        lock.lock()
        let first = said.insert(message).inserted
        lock.unlock()
        if first { report(message) }
    }

    /// Forgets what ``reportOnce(_:)`` said, so a test can see a message said before in the
    /// process.
    static func forgetSaid() {
        lock.lock()
        said.removeAll()
        lock.unlock()
    }

    /// Reports `message` to ``handler``, or to standard error when there is none.
    public static func report(_ message: String) {
        if let handler {
            handler(message)
        } else {
            FileHandle.standardError.write(Data("Tessera: \(message)\n".utf8))
        }
    }
}
