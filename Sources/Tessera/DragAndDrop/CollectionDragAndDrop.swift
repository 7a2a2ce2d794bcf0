import Foundation

/// What a collection view keeps for drag and drop, in one place: the long press that lifts
/// items, the placeholder cells of drops whose data is loading, and the gap a drag over the
/// collection view opens where its items would go.
@MainActor final class CollectionDragAndDrop {
    /// The long press that lifts an item for a drag, while there is a drag delegate.
    var press: UILongPressGestureRecognizer?
    /// Placeholder cells shown for drops whose data is loading.
    var placeholders: [DropPlaceholderContext] = []
    /// The empty slot a drag over the collection view opens where its items would go.
    var gap: IndexPath?
    /// The invisible cell that holds the gap's place.
    lazy var gapCell: UICollectionViewCell = {
        let cell = UICollectionViewCell(frame: .zero)
        cell.isHidden = true
        cell.isUserInteractionEnabled = false
        return cell
    }()
}
