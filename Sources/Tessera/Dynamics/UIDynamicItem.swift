import Foundation

/// Something UIKit Dynamics can move: a centre it sets, bounds it reads, a transform it may turn.
@preconcurrency @MainActor public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
}

extension UIView: UIDynamicItem {}
extension UICollectionViewLayoutAttributes: UIDynamicItem {}
