import Foundation

/// Lets the user drag items out of a collection view (iOS 11): a long press lifts the item,
/// then the finger (or the mouse) carries it.
///
/// Only `itemsForBeginning` is required; no items means no drag. UIKit's optional methods have
/// defaults here (`@objc optional` does not exist on Linux).
@preconcurrency @MainActor public protocol UICollectionViewDragDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]
    func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession)
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession)
    func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool
    func collectionView(_ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool
}

extension UICollectionViewDragDelegate {
    public func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] { [] }
    public func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession) {}
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) {}
    public func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool { false }
}
