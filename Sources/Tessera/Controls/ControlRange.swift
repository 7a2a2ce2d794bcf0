import Foundation

/// Where controls check the numbers apps give them — limits, steps, widths, insets — so every
/// control answers bad input the same way: where UIKit raises, a message that names the
/// control, the property and the values, and the control keeps its last consistent state.
@MainActor enum ControlRange {
    /// `new` when it is a finite number; else reported and `old` kept.
    static func finite<T: BinaryFloatingPoint>(_ new: T, else old: T, _ control: String, _ property: String) -> T {
        guard new.isFinite else {
            TesseraDiagnostics.report("\(control).\(property) is \(new), not a finite number; it stays \(old)")
            return old
        }
        return new
    }

    /// A stepper's limits must leave room between them (UIKit raises when the minimum is not
    /// below the maximum): `new` for `property` when it does, else reported and `old` kept.
    static func ordered(_ new: Double, else old: Double, minimum: Double, maximum: Double, _ control: String, _ property: String) -> Double {
        guard minimum < maximum else {
            TesseraDiagnostics.report("\(control).\(property) \(new) leaves minimumValue \(minimum) not below maximumValue \(maximum) "
                + "(UIKit raises); it stays \(old)")
            return old
        }
        return new
    }

    /// A length that must be finite and not negative: `new`, or `fallback` (reported).
    static func length(_ new: CGFloat, fallback: CGFloat, _ control: String, _ property: String) -> CGFloat {
        guard new.isFinite, new >= 0 else {
            TesseraDiagnostics.report("\(control).\(property) is \(new), not a finite length of 0 or more; \(fallback) is used")
            return fallback
        }
        return new
    }

    /// Insets with every side finite: `new`, or `old` (reported).
    static func insets(_ new: NSDirectionalEdgeInsets, else old: NSDirectionalEdgeInsets, _ control: String, _ property: String)
        -> NSDirectionalEdgeInsets {
        let sides = [new.top, new.leading, new.bottom, new.trailing]
        guard sides.allSatisfy(\.isFinite) else {
            TesseraDiagnostics.report("\(control).\(property) is \(new), with a side that is not a finite number; \(old) is used")
            return old
        }
        return new
    }
}
