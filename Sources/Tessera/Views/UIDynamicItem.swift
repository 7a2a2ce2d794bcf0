import Foundation

/// Something UIKit Dynamics can move (declared beside the views that are such items: a view,
/// layout attributes and a compositional layout's visible items conform): a centre it sets, bounds it reads, a transform it turns.
@preconcurrency @MainActor public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    /// The outline the item collides with; `.rectangle` when the item does not say.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// The outline for `.path`, in points around the item's centre (convex: a concave path
    /// collides as its convex hull, as in UIKit).
    var collisionBoundingPath: UIBezierPath { get }
}

/// The outline an item collides with.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    case rectangle
    /// The ellipse inscribed in the item's bounds.
    case ellipse
    /// The item's `collisionBoundingPath`.
    case path
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    public var collisionBoundingPath: UIBezierPath { UIBezierPath() }
}

extension UIView: UIDynamicItem {}
