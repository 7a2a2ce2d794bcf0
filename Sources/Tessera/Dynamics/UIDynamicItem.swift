import Foundation

/// Something UIKit Dynamics can move: a centre it sets, bounds it reads, a transform it turns.
@preconcurrency @MainActor public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    /// The outline the item collides with; `.rectangle` when the item does not say.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
}

/// The outline an item collides with.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    case rectangle
    /// The ellipse inscribed in the item's bounds.
    case ellipse
    /// UIKit's `collisionBoundingPath`. Tessera has no `UIBezierPath` yet: such an item
    /// collides as its rectangle, and the animator says so once.
    case path
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
}

extension UIView: UIDynamicItem {}
extension UICollectionViewLayoutAttributes: UIDynamicItem {}
