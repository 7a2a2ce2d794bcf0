import Foundation

/// The one place where a non-finite number (NaN, ±infinity) that an app hands to layout,
/// constraints or physics is caught: it is reported with the value and where it went, and the
/// caller is told to use a safe value instead (or to leave the input out).
///
/// UIKit leaves these undefined (a NaN frame, an exception from the engine, a crash in the
/// physics); Tessera keeps the app running with the last good layout. A message is said once
/// per distinct text, so a bad value read on every frame does not flood the log.
@_spi(Host) public enum FiniteInput {
    /// Whether `value` is finite; when not, reports `what` (with the value) and `outcome`.
    public static func isFinite(_ value: CGFloat, _ what: @autoclosure () -> String, _ outcome: @autoclosure () -> String) -> Bool {
        if value.isFinite { return true }
        TesseraDiagnostics.reportOnce("\(what()) is \(value), not a finite number; \(outcome())")
        return false
    }

    /// `value`, or `replacement` (reported) when it is not finite.
    public static func checked(_ value: CGFloat, _ what: @autoclosure () -> String, replacement: CGFloat = 0) -> CGFloat {
        isFinite(value, what(), "using \(replacement)") ? value : replacement
    }

    /// `point` with each non-finite coordinate replaced by `replacement` (reported).
    public static func checked(_ point: CGPoint, _ what: @autoclosure () -> String, replacement: CGFloat = 0) -> CGPoint {
        if point.x.isFinite, point.y.isFinite { return point }
        TesseraDiagnostics.reportOnce("\(what()) is \(point), not finite; its non-finite coordinates become \(replacement)")
        return CGPoint(x: point.x.isFinite ? point.x : replacement, y: point.y.isFinite ? point.y : replacement)
    }

    /// `vector` with each non-finite component replaced by 0 (reported).
    public static func checked(_ vector: CGVector, _ what: @autoclosure () -> String) -> CGVector {
        if vector.dx.isFinite, vector.dy.isFinite { return vector }
        TesseraDiagnostics.reportOnce("\(what()) is \(vector), not finite; its non-finite components become 0")
        return CGVector(dx: vector.dx.isFinite ? vector.dx : 0, dy: vector.dy.isFinite ? vector.dy : 0)
    }

    /// `insets` with each non-finite side replaced by 0 (reported).
    public static func checked(_ insets: NSDirectionalEdgeInsets, _ what: @autoclosure () -> String) -> NSDirectionalEdgeInsets {
        let sides = [insets.top, insets.leading, insets.bottom, insets.trailing]
        if sides.allSatisfy(\.isFinite) { return insets }
        TesseraDiagnostics.reportOnce("\(what()) are \(insets), not finite; their non-finite sides become 0")
        return NSDirectionalEdgeInsets(top: insets.top.finiteOrZero, leading: insets.leading.finiteOrZero,
                                       bottom: insets.bottom.finiteOrZero, trailing: insets.trailing.finiteOrZero)
    }

    /// `vector` bounded to `limit` in length for a physics engine (a huge but finite value would
    /// overflow to infinity inside it); nil, reported, when it is not finite.
    public static func bounded(_ vector: CGVector, limit: CGFloat, _ what: @autoclosure () -> String) -> CGVector? {
        guard isFinite(vector.dx, "\(what()).dx", "ignored"), isFinite(vector.dy, "\(what()).dy", "ignored") else { return nil }
        let length = hypot(vector.dx, vector.dy)
        guard length > limit else { return vector }
        return CGVector(dx: vector.dx / length * limit, dy: vector.dy / length * limit)
    }

    /// `value` within ±`limit`; nil, reported, when it is not finite.
    public static func bounded(_ value: CGFloat, limit: CGFloat, _ what: @autoclosure () -> String) -> CGFloat? {
        guard isFinite(value, what(), "ignored") else { return nil }
        return min(max(value, -limit), limit)
    }
}
