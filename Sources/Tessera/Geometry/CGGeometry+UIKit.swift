import Foundation

// The C-style geometry helpers of CoreGraphics that UIKit code calls and Foundation on Linux
// lacks. Each is the Swift one-liner it stands for.

/// Makes a rectangle from its origin and size.
@inlinable public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
/// Makes a size.
@inlinable public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize {
    CGSize(width: width, height: height)
}
/// Makes a point.
@inlinable public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
/// A rectangle inset by `dx` on the left and right and `dy` on the top and bottom.
@inlinable public func CGRectInset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect {
    rect.insetBy(dx: dx, dy: dy)
}
/// A rectangle moved by `dx`, `dy`.
@inlinable public func CGRectOffset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect {
    rect.offsetBy(dx: dx, dy: dy)
}
@inlinable public func CGRectGetMinX(_ r: CGRect) -> CGFloat { r.minX }
@inlinable public func CGRectGetMidX(_ r: CGRect) -> CGFloat { r.midX }
@inlinable public func CGRectGetMaxX(_ r: CGRect) -> CGFloat { r.maxX }
@inlinable public func CGRectGetMinY(_ r: CGRect) -> CGFloat { r.minY }
@inlinable public func CGRectGetMidY(_ r: CGRect) -> CGFloat { r.midY }
@inlinable public func CGRectGetMaxY(_ r: CGRect) -> CGFloat { r.maxY }
@inlinable public func CGRectGetWidth(_ r: CGRect) -> CGFloat { r.width }
@inlinable public func CGRectGetHeight(_ r: CGRect) -> CGFloat { r.height }
@inlinable public func CGRectIntersectsRect(_ a: CGRect, _ b: CGRect) -> Bool { a.intersects(b) }
@inlinable public func CGRectContainsRect(_ a: CGRect, _ b: CGRect) -> Bool { a.contains(b) }
@inlinable public func CGRectContainsPoint(_ r: CGRect, _ p: CGPoint) -> Bool { r.contains(p) }
@inlinable public func CGRectUnion(_ a: CGRect, _ b: CGRect) -> CGRect { a.union(b) }
@inlinable public func CGRectIntersection(_ a: CGRect, _ b: CGRect) -> CGRect { a.intersection(b) }
@inlinable public func CGRectIsEmpty(_ r: CGRect) -> Bool { r.isEmpty }
@inlinable public func CGRectEqualToRect(_ a: CGRect, _ b: CGRect) -> Bool { a == b }
@inlinable public func CGSizeEqualToSize(_ a: CGSize, _ b: CGSize) -> Bool { a == b }
@inlinable public func CGPointEqualToPoint(_ a: CGPoint, _ b: CGPoint) -> Bool { a == b }

/// The largest finite `Float`, C's `MAXFLOAT`. A `Float`, as Darwin declares it, so UIKit code
/// writes `CGFloat(MAXFLOAT)` here as there.
public let MAXFLOAT: Float = .greatestFiniteMagnitude

extension CGRect {
    /// The Swift 3 style initializer the seeds use: `CGRect(10, 0, 200, 50)`.
    @inlinable public init(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
        self.init(x: x, y: y, width: width, height: height)
    }
    /// The centre point of the rectangle.
    @inlinable public var center: CGPoint { CGPoint(x: midX, y: midY) }
}

extension CGSize {
    /// The Swift 3 style initializer the seeds use: `CGSize(50, 50)`.
    @inlinable public init(_ width: CGFloat, _ height: CGFloat) { self.init(width: width, height: height) }
}

extension CGPoint {
    /// The Swift 3 style initializer: `CGPoint(10, 20)`.
    @inlinable public init(_ x: CGFloat, _ y: CGFloat) { self.init(x: x, y: y) }
}

extension CGRect {
    /// Whether the rectangle has finite numbers everywhere (a layout's NaN or infinite frame does not).
    var isFiniteRect: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }

    /// `contains(_:)` for hit testing: false for a rectangle with NaN or infinite numbers, which
    /// Foundation on Linux traps on.
    func containsFinite(_ point: CGPoint) -> Bool { isFiniteRect && contains(point) }
}

extension CGFloat {
    /// The value, or 0 when it is NaN or infinite.
    var finiteOrZero: CGFloat { isFinite ? self : 0 }
}
