import Foundation

/// An area of the plane, for field behaviors: a circle or a rectangle around the field's
/// position, everything, and their inverses, unions, differences and intersections.
open class UIRegion: NSObject, NSCopying, @unchecked Sendable {
    private let test: @Sendable (CGPoint) -> Bool

    private init(_ test: @escaping @Sendable (CGPoint) -> Bool) {
        self.test = test
        super.init()
    }

    /// Everything.
    public class var infinite: UIRegion { UIRegion { _ in true } }

    /// The circle of `radius` around the field's position.
    public convenience init(radius: CGFloat) {
        self.init { hypot($0.x, $0.y) <= radius }
    }

    /// The rectangle of `size` centred on the field's position.
    public convenience init(size: CGSize) {
        self.init { abs($0.x) <= size.width / 2 && abs($0.y) <= size.height / 2 }
    }

    /// Whether `point` (relative to the field's position) is in the region.
    open func contains(_ point: CGPoint) -> Bool { test(point) }

    open func inverse() -> UIRegion { let test = self.test; return UIRegion { !test($0) } }
    open func union(with region: UIRegion) -> UIRegion { let a = test, b = region.test; return UIRegion { a($0) || b($0) } }
    open func difference(from region: UIRegion) -> UIRegion { let a = test, b = region.test; return UIRegion { a($0) && !b($0) } }
    open func intersection(with region: UIRegion) -> UIRegion { let a = test, b = region.test; return UIRegion { a($0) && b($0) } }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
