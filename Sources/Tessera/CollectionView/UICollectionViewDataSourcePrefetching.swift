import Foundation

/// Told ahead of time which items the user is about to scroll to, so their data can start
/// loading before the cells are asked for (iOS 10).
///
/// The collection view names the items of about one screen ahead of the visible rectangle in
/// the direction of scrolling, each once, nearest first; when the direction reverses, the items
/// it named that are now behind are cancelled. An item that comes on screen is neither named
/// again nor cancelled. Index paths named before a batch update or `reloadData()` are
/// forgotten without cancelling (they may no longer name the same items).
@preconcurrency @MainActor public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
