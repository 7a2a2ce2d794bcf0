import Foundation
import XCTest

/// What `measure(metrics:block:)` records.
public protocol XCTMetric {}

/// How long the app takes to launch: Xcode's template measures `XCUIApplication().launch()` with it.
open class XCTApplicationLaunchMetric: NSObject, XCTMetric {
    public let waitUntilResponsive: Bool
    public init(waitUntilResponsive: Bool = false) { self.waitUntilResponsive = waitUntilResponsive }
}

/// Wall-clock time.
open class XCTClockMetric: NSObject, XCTMetric {}

extension XCTestCase {
    /// Runs `block` five times and prints each run's time and their average, as XCTest reports
    /// a measurement (Linux's XCTest keeps no baselines).
    public func measure(metrics: [XCTMetric], block: () -> Void) {
        var times: [TimeInterval] = []
        for _ in 0..<5 {
            let start = Date()
            block()
            times.append(Date().timeIntervalSince(start))
        }
        let average = times.reduce(0, +) / Double(times.count)
        let values = times.map { String(format: "%.3f", $0) }.joined(separator: ", ")
        print("\(name): measured [Time, seconds] average: \(String(format: "%.3f", average)), values: [\(values)]")
    }
}
