import Foundation

/// One dragged item as the drop delegate sees it: where it came from if it came from this
/// collection view.
@preconcurrency @MainActor public protocol UICollectionViewDropItem: AnyObject {
    var dragItem: UIDragItem { get }
    /// The item's index path in this collection view when the drag started here, else nil.
    var sourceIndexPath: IndexPath? { get }
    var previewSize: CGSize { get }
}

/// What `performDropWith` gets: the items, where they are dropped, and how to animate each
/// into its new place.
@preconcurrency @MainActor public protocol UICollectionViewDropCoordinator: AnyObject {
    var items: [UICollectionViewDropItem] { get }
    /// Where the drop happened; nil when not at an item position (the caller chooses).
    var destinationIndexPath: IndexPath? { get }
    var proposal: UICollectionViewDropProposal { get }
    var session: UIDropSession { get }
    /// Shows a placeholder cell at the placeholder's index path until the data arrives.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> UICollectionViewDropPlaceholderContext
    /// Animates the item's preview into the cell at `indexPath` (update the data first).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating
    /// Animates the item's preview into `rect` of the cell at `indexPath`, shrinking away.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating
    /// Animates the item's preview to `target`: its centre in its container, with its
    /// transform; the preview leaves when it arrives.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating
}

/// A dragged item's entry in a drop.
@MainActor final class DropItem: UICollectionViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize
    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
    }
}

/// Animations a drop runs alongside the preview landing, and completions when it lands.
@MainActor final class DropAnimation: NSObject, UIDragAnimating {
    private(set) var animations: [() -> Void] = []
    private(set) var completions: [(UIViewAnimatingPosition) -> Void] = []
    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }
}

/// The coordinator of one drop: records where the delegate sent each item, for the drag
/// controller to animate the previews there.
@MainActor final class DropCoordinator: UICollectionViewDropCoordinator {
    enum Target {
        case item(IndexPath, DropAnimation)
        case into(IndexPath, CGRect, DropAnimation)
        case placeholder(DropPlaceholderContext)
        case target(UIDragPreviewTarget, DropAnimation)
    }

    let items: [UICollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UICollectionViewDropProposal
    let session: UIDropSession
    weak var collectionView: UICollectionView?
    private(set) var targets: [ObjectIdentifier: Target] = [:]

    init(items: [UICollectionViewDropItem], destinationIndexPath: IndexPath?, proposal: UICollectionViewDropProposal,
         session: UIDropSession, collectionView: UICollectionView) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        self.collectionView = collectionView
    }

    func target(for item: UIDragItem) -> Target? { targets[ObjectIdentifier(item)] }

    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> UICollectionViewDropPlaceholderContext {
        let context = DropPlaceholderContext(dragItem: dragItem, placeholder: placeholder, collectionView: collectionView)
        collectionView?.insertPlaceholder(context)
        targets[ObjectIdentifier(dragItem)] = .placeholder(context)
        return context
    }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating {
        let animation = DropAnimation()
        targets[ObjectIdentifier(dragItem)] = .item(indexPath, animation)
        return animation
    }

    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating {
        let animation = DropAnimation()
        targets[ObjectIdentifier(dragItem)] = .into(indexPath, rect, animation)
        return animation
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating {
        let animation = DropAnimation()
        targets[ObjectIdentifier(dragItem)] = .target(target, animation)
        return animation
    }
}
