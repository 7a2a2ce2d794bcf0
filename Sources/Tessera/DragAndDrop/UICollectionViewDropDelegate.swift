import Foundation

/// Lets a collection view take drops (iOS 11). While a drag moves over it, the delegate
/// proposes what a drop would do; on release, `performDropWith` updates the data and tells the
/// coordinator where each item went.
///
/// Without `dropSessionDidUpdate`, the proposal is `.cancel` (nothing would be dropped), as a
/// drop interaction's is in UIKit; `canHandle` defaults to true.
@preconcurrency @MainActor public protocol UICollectionViewDropDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator)
    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession)
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession)
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession)
    func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UICollectionViewDropDelegate {
    public func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .cancel)
    }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
}
