import Foundation

// What Foundation on Apple's platforms adds for UIKit code and Linux's Foundation lacks.

extension NSIndexPath {
    /// An index path for an item in a collection view section: `[section, item]`.
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }
    /// An index path for a row in a table section.
    public convenience init(row: Int, section: Int) { self.init(item: row, section: section) }
    /// The first index; `NSNotFound` for an empty path, as UIKit answers.
    public var section: Int { length > 0 ? index(atPosition: 0) : NSNotFound }
    /// The second index; `NSNotFound` when there is none.
    public var item: Int { length > 1 ? index(atPosition: 1) : NSNotFound }
    /// The same as ``item``.
    public var row: Int { item }
}

extension CGPoint {
    /// Whether the two points are equal (`CGPointEqualToPoint`).
    @inlinable public func equalTo(_ point: CGPoint) -> Bool { self == point }
}

extension CGSize {
    /// Whether the two sizes are equal (`CGSizeEqualToSize`).
    @inlinable public func equalTo(_ size: CGSize) -> Bool { self == size }
}

extension CGRect {
    /// Whether the two rectangles are equal (`CGRectEqualToRect`).
    @inlinable public func equalTo(_ rect: CGRect) -> Bool { self == rect }
}

extension NSValue {
    /// Boxes a rectangle, as UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public var cgRectValue: CGRect { rectValue }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
}

public let CGRectZero = CGRect.zero
public let CGRectNull = CGRect.null
public let CGRectInfinite = CGRect.infinite
public let CGPointZero = CGPoint.zero
public let CGSizeZero = CGSize.zero
@inlinable public func CGRectIsNull(_ r: CGRect) -> Bool { r.isNull }
@inlinable public func CGRectIsInfinite(_ r: CGRect) -> Bool { r.isInfinite }
@inlinable public func CGRectStandardize(_ r: CGRect) -> CGRect { r.standardized }
@inlinable public func CGRectIntegral(_ r: CGRect) -> CGRect { r.integral }
