import Foundation
import TesseraCore

/// Placeholder cells of drops: shown at an index path the data source does not have yet.
///
/// The collection view counts a placeholder as an item of its section and asks the data source
/// for the items around it as if it were not there. The app's updates meanwhile are written in
/// the data source's numbering, as usual; the placeholder follows the item before it
/// (``ExtraSlotUpdate``). `reloadData()` deletes placeholders, as Apple documents.
extension UICollectionView {
    /// Whether placeholders show that the data source has not heard of.
    public var hasUncommittedUpdates: Bool { !dragAndDrop.placeholders.isEmpty }

    func placeholderContext(at path: IndexPath) -> DropPlaceholderContext? {
        dragAndDrop.placeholders.first { $0.indexPath == path }
    }

    /// Where the data source has the item shown at `shown`, placeholders and a drop's gap
    /// taken out.
    func withoutPlaceholders(_ shown: IndexPath) -> IndexPath {
        guard !dragAndDrop.placeholders.isEmpty || dragAndDrop.gap != nil, shown.count == 2 else { return shown }
        var before = dragAndDrop.placeholders.filter { $0.indexPath?.section == shown.section && ($0.indexPath?.item ?? .max) < shown.item }.count
        if let gap = dragAndDrop.gap, gap.section == shown.section, gap.item < shown.item { before += 1 }
        return IndexPath(item: shown.item - before, section: shown.section)
    }

    /// A place numbered on screen without the drop's gap (as a drop finds it) in the data
    /// source's numbering: the placeholders before it taken out.
    func dataIndexPath(forGapless path: IndexPath) -> IndexPath {
        let gap = dragAndDrop.gap
        let before = dragAndDrop.placeholders.compactMap(\.indexPath).filter { placeholder in
            guard placeholder.section == path.section else { return false }
            let pastGap = gap.map { $0.section == placeholder.section && placeholder.item > $0.item } ?? false
            return (pastGap ? placeholder.item - 1 : placeholder.item) < path.item
        }.count
        return IndexPath(item: path.item - before, section: path.section)
    }

    /// Whether the collection view shows slots the data source does not have (placeholders,
    /// a drop's gap), so shown index paths are not the data source's.
    var showsExtraSlots: Bool { !dragAndDrop.placeholders.isEmpty || dragAndDrop.gap != nil }

    func placeholderCell(for context: DropPlaceholderContext, at path: IndexPath) -> UICollectionReusableView {
        let cell = dequeueReusableCell(withReuseIdentifier: context.placeholder.reuseIdentifier, for: path)
        cell.dequeuedFor = nil
        context.placeholder.cellUpdateHandler?(cell)
        return cell
    }

    /// Inserts the placeholder's cell, animated, without asking the data source.
    func insertPlaceholder(_ context: DropPlaceholderContext) {
        guard let path = context.indexPath, var counts = sectionCounts, counts.indices.contains(path.section),
              path.item >= 0, path.item <= counts[path.section] else {
            TesseraDiagnostics.report("UICollectionViewDropCoordinator: the placeholder's index path \(context.placeholder.insertionIndexPath) is outside the collection view (items per section: \(sectionCounts ?? []))")
            context.indexPath = nil
            return
        }
        counts[path.section] += 1
        changeShownSlots(to: counts, [.insertItems([path])], adding: context)
    }

    /// The app has the item now: its update runs, then the data source's cell replaces the
    /// placeholder's. The update is given the data source's index path: the placeholder's
    /// place without the other placeholders and a drop's gap before it.
    func commitPlaceholder(_ context: DropPlaceholderContext, at path: IndexPath, dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        let dataPath = withoutPlaceholders(path)
        dataSourceUpdates(dataPath)
        dragAndDrop.placeholders.removeAll { $0 === context }
        context.indexPath = nil
        performBatchUpdates { reloadItems(at: [dataPath]) }
        return true
    }

    /// Takes the placeholder's cell away, animated.
    func removePlaceholder(_ context: DropPlaceholderContext, at path: IndexPath) {
        dragAndDrop.placeholders.removeAll { $0 === context }
        context.indexPath = nil
        guard var counts = sectionCounts, counts.indices.contains(path.section) else { return }
        counts[path.section] -= 1
        changeShownSlots(to: counts, [.deleteItems([path])])
    }

    /// Shows slots the data source does not know of coming or going (placeholders, a drop's
    /// gap): `requests` as an animated update to `counts`, the placeholders on screen following
    /// and `newPlaceholder` (already at its new place) joining them before its cell is made.
    /// The gap follows too, unless `movesGap` (the update is the gap's own, and it is named at
    /// its new place already). False when the update does not fit the counts (nothing changes).
    @discardableResult
    func changeShownSlots(to counts: [Int], _ requests: [CollectionUpdateRequest], adding newPlaceholder: DropPlaceholderContext? = nil,
                          movesGap: Bool = false) -> Bool {
        guard let old = sectionCounts,
              let mapping = try? BatchUpdateValidator(oldCounts: old, newCounts: counts).validate(requests) else { return false }
        for placeholder in dragAndDrop.placeholders { placeholder.indexPath = placeholder.indexPath.flatMap { mapping.newIndexPath(forOld: $0) } }
        if !movesGap, let gap = dragAndDrop.gap { dragAndDrop.gap = mapping.newIndexPath(forOld: gap) }
        if let newPlaceholder { dragAndDrop.placeholders.append(newPlaceholder) }
        sectionCounts = counts
        applyUpdate(mapping) { _ in }
        return true
    }

    /// An app's update while placeholders or a drop's gap show: checked against the data
    /// source's counts (what the app wrote), applied in the numbering on screen with the slots
    /// following their items.
    func applyAroundExtraSlots(oldShownCounts: [Int], newDataCounts: [Int], _ requests: [CollectionUpdateRequest],
                               completion: @escaping (Bool) -> Void) throws {
        let slots = dragAndDrop.slots
        var dataOldCounts = oldShownCounts
        for slot in slots where dataOldCounts.indices.contains(slot.section) { dataOldCounts[slot.section] -= 1 }
        let update = try ExtraSlotUpdate(dataOldCounts: dataOldCounts, dataNewCounts: newDataCounts, slots: slots, requests: requests)
        guard let mapping = try? BatchUpdateValidator(oldCounts: update.oldShownCounts, newCounts: update.newShownCounts).validate(update.requests) else {
            // The slots cannot be carried through this update (a section move, say): they go.
            reloadData()
            MainLoop.shared.performOnNextTurn { completion(true) }
            return
        }
        dragAndDrop.place(slotsAfter: update.slotsAfter)
        sectionCounts = update.newShownCounts
        applyUpdate(mapping, completion: completion)
    }
}
