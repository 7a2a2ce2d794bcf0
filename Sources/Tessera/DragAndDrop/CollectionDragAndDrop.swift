import Foundation
import TesseraCore

/// What a collection view keeps for drag and drop, in one place: the long press that lifts
/// items, the placeholder cells of drops whose data is loading, and the gap a drag over the
/// collection view opens where its items would go.
@MainActor final class CollectionDragAndDrop: ItemStatePart {
    /// The collection view whose drag and drop this is.
    weak var owner: UICollectionView?
    /// The long press that lifts an item for a drag, while there is a drag delegate.
    var press: UILongPressGestureRecognizer?
    /// Placeholder cells shown for drops whose data is loading.
    var placeholders: [DropPlaceholderContext] = []
    /// The empty slot a drag over the collection view opens where its items would go.
    var gap: IndexPath?
    /// The slots on screen the data source does not have: the placeholders', then the gap.
    var slots: [IndexPath] { placeholders.compactMap(\.indexPath) + (gap.map { [$0] } ?? []) }

    /// Puts the slots where an update took them (in the order of ``slots``); a placeholder
    /// whose section went away is deleted.
    func place(slotsAfter: [IndexPath?]) {
        let hadGap = gap != nil
        for (context, after) in zip(placeholders, slotsAfter) { context.indexPath = after }
        placeholders.removeAll { $0.indexPath == nil }
        if hadGap { gap = slotsAfter.last ?? nil }
    }

    /// A drag from this collection view keeps its items' places through the update. (The
    /// slots — placeholders, the gap — are placed by the update that carries them.)
    func follow(_ mapping: UpdateMapping) {
        guard let owner, let drag = DragController.current, drag.source === owner else { return }
        drag.sourceFollows(mapping)
    }

    /// `reloadData()`: placeholders are deleted (as Apple documents) and the gap closes; a
    /// drag still over the collection view opens it again where it moves next, and a drag from
    /// it no longer knows its items' places.
    func forgetItems() {
        forgetSlots()
        guard let owner, let drag = DragController.current, drag.source === owner else { return }
        drag.forgetSources()
    }

    private func forgetSlots() {
        for context in placeholders { context.indexPath = nil }
        placeholders.removeAll()
        gap = nil
    }

    /// The invisible cell that holds the gap's place.
    lazy var gapCell: UICollectionViewCell = {
        let cell = UICollectionViewCell(frame: .zero)
        cell.isHidden = true
        cell.isUserInteractionEnabled = false
        return cell
    }()
}
