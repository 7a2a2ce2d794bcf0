import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as Core Animation defines it.
public final class CAMediaTimingFunction: @unchecked Sendable {
    /// The named curves (Core Animation's names; any other name is the default curve).
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let linear = Name(rawValue: "linear")
        public static let easeIn = Name(rawValue: "easeIn")
        public static let easeOut = Name(rawValue: "easeOut")
        public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
        public static let `default` = Name(rawValue: "default")
    }

    public let c1: CGPoint
    public let c2: CGPoint

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        c1 = CGPoint(x: CGFloat(c1x), y: CGFloat(c1y)); c2 = CGPoint(x: CGFloat(c2x), y: CGFloat(c2y))
    }

    /// linear (0,0,1,1), easeIn (0.42,0,1,1), easeOut (0,0,0.58,1), easeInEaseOut (0.42,0,0.58,1),
    /// default (0.25,0.1,0.25,1).
    public convenience init(name: Name) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// The eased progress for linear time `x` in 0…1.
    public func value(at x: CGFloat) -> CGFloat {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if c1.x == c1.y && c2.x == c2.y { return x }
        let s = parameter(forX: x)
        return bezier(s, c1.y, c2.y)
    }

    private func bezier(_ s: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    private func slope(_ s: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// Newton's method, falling back to bisection where the curve is flat.
    private func parameter(forX x: CGFloat) -> CGFloat {
        var s = x
        for _ in 0..<8 {
            let error = bezier(s, c1.x, c2.x) - x
            if abs(error) < 1e-7 { return s }
            let d = slope(s, c1.x, c2.x)
            if abs(d) < 1e-6 { break }
            s -= error / d
        }
        var lo: CGFloat = 0, hi: CGFloat = 1
        s = x
        for _ in 0..<60 {
            let v = bezier(s, c1.x, c2.x)
            if abs(v - x) < 1e-7 { break }
            if v < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }
}
