import Dispatch
import Foundation
import XCTest

/// XCUITest's types are not tied to the main actor (tests call them from ordinary synchronous
/// methods); the app is. Each call crosses to the main thread, where XCTest runs tests, and
/// runs there on the main actor.
enum MainThread {
    static func run<T>(_ body: @MainActor () throws -> T) rethrows -> T {
        if Thread.isMainThread || isOnMainQueue { return try MainActor.assumeIsolated(body) }
        return try DispatchQueue.main.sync { try MainActor.assumeIsolated(body) }
    }

    /// Whether the caller runs on the main queue: where the main actor runs when the main
    /// thread is parked in `dispatchMain()` (a program of async code) and a worker thread
    /// drains the main queue — `sync` onto it from there would wait for itself.
    private static var isOnMainQueue: Bool {
        _ = marked
        return DispatchQueue.getSpecific(key: key) == true
    }

    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: true)
}

/// Failures are recorded on the test that made the call, at the line of the call.
enum TestFailure {
    /// Where failures go: XCTest's `XCTFail` (tests of this module catch them instead).
    nonisolated(unsafe) static var recorder: (String, StaticString, UInt) -> Void = { message, file, line in
        XCTFail(message, file: file, line: line)
    }

    static func record(_ message: String, file: StaticString, line: UInt) {
        recorder(message, file, line)
    }
}
