import Foundation

/// A value an explicit animation moves between, read from what UIKit code hands Core Animation
/// as `Any` (`NSNumber`, `CGFloat`, `CGPoint`, `CATransform3D`, `CGColor`, `CGPath`, arrays of
/// numbers or colours), and the straight-line mix between two of them.
///
/// Values that cannot be mixed (two paths of different shapes, strings) change at the end of
/// the step, as Core Animation's discrete interpolation does.
enum LayerValue {
    case number(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(UIColor)
    case path(UIBezierPath)
    case numbers([CGFloat])
    case colors([UIColor])
    case other(Any)

    init?(_ any: Any?) {
        guard let any else { return nil }
        if let number = LayerValue.number(any) {
            self = .number(number)
            return
        }
        if let boxed = any as? NSValue, !(any is NSNumber), let value = boxed.layerValue {
            self = value
            return
        }
        switch any {
        case let value as CGPoint: self = .point(value)
        case let value as CGSize: self = .size(value)
        case let value as CGRect: self = .rect(value)
        case let value as CATransform3D: self = .transform(value)
        case let value as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(value))
        case let value as UIColor: self = .color(value)
        case let value as UIBezierPath: self = .path(value)
        case let value as [UIColor]: self = .colors(value)
        case let value as [Any]:
            let numbers = value.compactMap(LayerValue.number)
            self = numbers.count == value.count ? .numbers(numbers) : .other(any)
        default: self = .other(any)
        }
    }

    /// A number from any of the numeric types Swift code passes (`0`, `1.0`, `Float`, `NSNumber`).
    static func number(_ any: Any) -> CGFloat? {
        switch any {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as Bool: value ? 1 : 0
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    /// The value as Swift code reads it back: numbers as `CGFloat`, colours as `CGColor`.
    var any: Any {
        switch self {
        case .number(let value): value
        case .point(let value): value
        case .size(let value): value
        case .rect(let value): value
        case .transform(let value): value
        case .color(let value): value
        case .path(let value): value
        case .numbers(let value): value.map { NSNumber(value: Double($0)) }
        case .colors(let value): value
        case .other(let value): value
        }
    }

    /// The value a fraction `t` of the way to `to` (t may go past 0…1 for springs).
    func mixed(to: LayerValue, _ t: CGFloat) -> LayerValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (self, to) {
        case let (.number(a), .number(b)): return .number(mix(a, b))
        case let (.point(a), .point(b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.size(a), .size(b)): return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.transform(a), .transform(b)):
            return .transform(CATransform3D(entries: zip(a.entries, b.entries).map { mix($0, $1) }))
        case let (.color(a), .color(b)):
            return .color(a.interpolated(to: b, fraction: min(max(t, 0), 1)))
        case let (.numbers(a), .numbers(b)) where a.count == b.count:
            return .numbers(zip(a, b).map { mix($0, $1) })
        case let (.colors(a), .colors(b)) where a.count == b.count:
            return .colors(zip(a, b).map { $0.interpolated(to: $1, fraction: min(max(t, 0), 1)) })
        case let (.path(a), .path(b)):
            return LayerValue.mixedPath(a, b, t) ?? (t < 1 ? self : to)
        default:
            return t < 1 ? self : to
        }
    }

    /// The sum of two values: what `byValue` and additive animations add.
    func adding(_ other: LayerValue) -> LayerValue {
        switch (self, other) {
        case let (.number(a), .number(b)): .number(a + b)
        case let (.point(a), .point(b)): .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case let (.transform(a), .transform(b)): .transform(CATransform3DConcat(b, a))
        default: other
        }
    }

    /// `other` taken from this value: what a `byValue` animation starts from when only its end is given.
    func subtracting(_ other: LayerValue) -> LayerValue {
        switch (self, other) {
        case let (.number(a), .number(b)): .number(a - b)
        case let (.point(a), .point(b)): .point(CGPoint(x: a.x - b.x, y: a.y - b.y))
        case let (.size(a), .size(b)): .size(CGSize(width: a.width - b.width, height: a.height - b.height))
        default: self
        }
    }

    /// Paths of the same shape (as many subpaths of as many points) mix point by point, as
    /// Core Animation morphs paths with the same elements.
    private static func mixedPath(_ a: UIBezierPath, _ b: UIBezierPath, _ t: CGFloat) -> LayerValue? {
        let from = a.flattened, to = b.flattened
        guard from.count == to.count, zip(from, to).allSatisfy({ $0.points.count == $1.points.count }) else { return nil }
        let path = UIBezierPath()
        for (f, g) in zip(from, to) {
            let points = zip(f.points, g.points).map { CGPoint(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) }
            path.move(to: points[0])
            for point in points.dropFirst() { path.addLine(to: point) }
            if f.closed { path.close() }
        }
        return .path(path)
    }
}
