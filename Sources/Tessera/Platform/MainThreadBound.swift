import Foundation

/// A value carried to the main thread that the compiler cannot see is safe to carry: a
/// completion block UIKit's signature leaves non-sendable, run only on the main thread.
struct MainThreadBound<Value>: @unchecked Sendable {
    let value: Value
}
