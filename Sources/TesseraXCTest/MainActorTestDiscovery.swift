import XCTest

// Synchronous test methods of `@MainActor` XCTest classes (or `@MainActor` test methods), as
// iOS teams write them, on Linux.
//
// SwiftPM lists a test target's methods in a generated file and hands each class's list to
// XCTest's `testCase(_:)`. A main-actor method's type is `(T) -> @MainActor () -> Void`, which
// XCTest's overloads do not take: the list is cast at run time and the cast traps ("Could not
// cast value of type '(MyTests) -> @MainActor () -> ()'"), so no test runs. These overloads
// take such lists and run each method on the main actor, where XCTest on Linux already runs
// tests (the main thread). The generated file sees them when the test target re-exports this
// module: one line in any of its files, `@_exported import TesseraXCTest`.

/// Test discovery's entry for a class's main-actor test methods that do not throw.
public func testCase<T: XCTestCase>(_ allTests: [(String, (T) -> @MainActor () -> Void)]) -> XCTestCaseEntry {
    testCase(allTests.map { name, method in
        (name, { (test: T) -> () throws -> Void in { MainActor.assumeIsolated { method(test)() } } })
    })
}

/// Test discovery's entry for a class's main-actor test methods that throw.
public func testCase<T: XCTestCase>(_ allTests: [(String, (T) -> @MainActor () throws -> Void)]) -> XCTestCaseEntry {
    testCase(allTests.map { name, method in
        (name, { (test: T) -> () throws -> Void in { try MainActor.assumeIsolated { try method(test)() } } })
    })
}
