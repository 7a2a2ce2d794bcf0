import Foundation

/// A cell shown where data will be, before the data source has it (iOS 11): made from the
/// cell class registered for `reuseIdentifier` and configured by `cellUpdateHandler`.
@preconcurrency @MainActor open class UICollectionViewPlaceholder: NSObject {
    public let insertionIndexPath: IndexPath
    public let reuseIdentifier: String
    open var cellUpdateHandler: ((UICollectionViewCell) -> Void)?

    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }
}

/// A placeholder for a dropped item whose data is still loading.
@preconcurrency @MainActor open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {
    open var previewParametersProvider: ((UICollectionViewCell) -> UIDragPreviewParameters?)?
}

/// A placeholder on screen: replace it with the real item once the data is there, or remove it.
@preconcurrency @MainActor public protocol UICollectionViewPlaceholderContext: UIDragAnimating {
    /// Runs `dataSourceUpdates` with the placeholder's index path (update the model there), then
    /// shows the data source's cell in its place. False if the placeholder is gone.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Removes the placeholder, animated. False if it is gone already.
    @discardableResult
    func deletePlaceholder() -> Bool
    /// Runs the placeholder's `cellUpdateHandler` again on its cell.
    func setNeedsCellUpdate()
}

@preconcurrency @MainActor public protocol UICollectionViewDropPlaceholderContext: UICollectionViewPlaceholderContext {
    var dragItem: UIDragItem { get }
}

@MainActor final class DropPlaceholderContext: NSObject, UICollectionViewDropPlaceholderContext {
    let dragItem: UIDragItem
    let placeholder: UICollectionViewDropPlaceholder
    weak var collectionView: UICollectionView?
    let animation = DropAnimation()
    /// Where the placeholder shows now (later updates may move it); nil once committed or deleted.
    var indexPath: IndexPath?

    init(dragItem: UIDragItem, placeholder: UICollectionViewDropPlaceholder, collectionView: UICollectionView?) {
        self.dragItem = dragItem
        self.placeholder = placeholder
        self.collectionView = collectionView
        indexPath = placeholder.insertionIndexPath
    }

    func addAnimations(_ animations: @escaping () -> Void) { animation.addAnimations(animations) }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { animation.addCompletion(completion) }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard let collectionView, let path = indexPath else { return false }
        return collectionView.commitPlaceholder(self, at: path, dataSourceUpdates: dataSourceUpdates)
    }

    func deletePlaceholder() -> Bool {
        guard let collectionView, let path = indexPath else { return false }
        collectionView.removePlaceholder(self, at: path)
        return true
    }

    func setNeedsCellUpdate() {
        guard let path = indexPath, let cell = collectionView?.cellForItem(at: path) else { return }
        placeholder.cellUpdateHandler?(cell)
    }
}
