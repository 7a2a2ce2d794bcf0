import Foundation

/// The width of one leading column of a split view, as UIKit's documentation gives it: the
/// preferred width in points when set, else the preferred fraction of the split view's width,
/// else 320 points; then the minimum and maximum, which take precedence. An automatic minimum
/// is 0; an automatic maximum is 320 points, or the preferred width in points when that is
/// larger (a width the app asked for is not cut by a limit it never set). A minimum above the
/// maximum wins, with a message; no column is wider than the split view. Values that are not
/// finite count as automatic, with a message.
struct SplitColumnWidth {
    static let automatic: CGFloat = -1
    static let standard: CGFloat = 320

    var preferred: CGFloat
    var fraction: CGFloat
    var minimum: CGFloat
    var maximum: CGFloat
    /// "primary" or "supplementary", for the messages.
    var name: String

    /// The column's width in a split view `available` points wide.
    func resolve(in available: CGFloat) -> CGFloat {
        let points = given(preferred, "preferred\(name)ColumnWidth")
        let share = given(fraction, "preferred\(name)ColumnWidthFraction")
        var width = Self.standard
        if let points {
            width = max(0, points)
        } else if let share {
            width = min(1, max(0, share)) * available
        }
        let low = given(minimum, "minimum\(name)ColumnWidth").map { max(0, $0) } ?? 0
        let high = given(maximum, "maximum\(name)ColumnWidth").map { max(0, $0) } ?? max(Self.standard, points ?? 0)
        if low > high {
            TesseraDiagnostics.reportOnce("UISplitViewController: minimum\(name)ColumnWidth \(low) is above maximum\(name)ColumnWidth "
                + "\(high); the minimum wins")
        }
        width = max(low, min(width, high))
        return min(width, max(0, available))
    }

    /// The value when the app set one; nil for automatic, and for a value that is not finite
    /// (reported).
    private func given(_ value: CGFloat, _ property: String) -> CGFloat? {
        guard value != Self.automatic else { return nil }
        guard value.isFinite else {
            TesseraDiagnostics.reportOnce("UISplitViewController.\(property) is \(value), not a finite number; using the automatic width")
            return nil
        }
        return value
    }
}
