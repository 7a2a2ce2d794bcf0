import Foundation

/// A value a layer animates, with the straight-line interpolation Core Animation uses.
///
/// Transforms interpolate entry by entry, which is exact for the scales and translations
/// layouts use; rotations animate through `UIView.transition` or explicit keyframes instead.
/// - Note: Core Animation decomposes transforms before interpolating; Tessera does not.
public enum AnimatableValue: Equatable, Sendable {
    case scalar(CGFloat)
    case point(CGPoint)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(UIColor?)

    /// The value a fraction `t` of the way from `self` to `to` (t may overshoot for springs).
    public func interpolated(to: AnimatableValue, fraction t: CGFloat) -> AnimatableValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (self, to) {
        case let (.scalar(a), .scalar(b)):
            return .scalar(mix(a, b))
        case let (.point(a), .point(b)):
            return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                                width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.transform(a), .transform(b)):
            return .transform(CATransform3D(entries: zip(a.entries, b.entries).map { mix($0, $1) }))
        case let (.color(a), .color(b)):
            let from = a ?? (b ?? .clear).withAlphaComponent(0)
            let target = b ?? (a ?? .clear).withAlphaComponent(0)
            return .color(from.interpolated(to: target, fraction: min(max(t, 0), 1)))
        default:
            return t < 1 ? self : to
        }
    }

    public static func == (lhs: AnimatableValue, rhs: AnimatableValue) -> Bool {
        switch (lhs, rhs) {
        case let (.scalar(a), .scalar(b)): return a == b
        case let (.point(a), .point(b)): return a == b
        case let (.rect(a), .rect(b)): return a == b
        case let (.transform(a), .transform(b)): return a == b
        case let (.color(a), .color(b)): return a == b || (a != nil && b != nil && a!.isEqual(b!))
        default: return false
        }
    }
}
