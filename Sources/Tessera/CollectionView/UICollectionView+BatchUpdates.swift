import Foundation
import TesseraCore

extension UICollectionView {
    /// How long batch updates and animated layout changes animate: 0.3 s, ease-in-out.
    public static let updateAnimationDuration: TimeInterval = 0.3

    nonisolated(unsafe) private static var handler: ((String) -> Void)?

    /// Receives the message of an invalid batch update; nil (the default) sends it, prefixed
    /// with `UICollectionView: `, to ``TesseraDiagnostics``, where every other problem Tessera
    /// recovers from is reported.
    ///
    /// UIKit raises `NSInternalInconsistencyException` here. Tessera reports UIKit's message,
    /// leaves the data source alone and recovers with `reloadData()`, so the screen shows what
    /// the data source says; the update's completion runs on the next turn with `false`.
    public static var inconsistencyHandler: ((String) -> Void)? {
        get { handler }
        set { handler = newValue }
    }

    func performBatch(_ updates: () -> Void, completion: ((Bool) -> Void)?) {
        if batch.requests != nil {
            updates()
            if let completion { batch.completions.append(completion) }
            return
        }
        layoutIfNeeded()
        // The data source has not heard of a drag in progress: the update is checked against
        // its order, so the dragged item first goes back where the data source has it.
        restoreMovingItemBeforeUpdate()
        let oldCounts = sectionCounts ?? { loadSectionCounts(); return sectionCounts ?? [] }()
        batch.requests = []
        updates()
        let requests = batch.requests ?? []
        batch.requests = nil
        let completions = (completion.map { [$0] } ?? []) + batch.completions
        batch.completions = []
        loadSectionCounts()
        let newCounts = sectionCounts ?? []
        let finish: (Bool) -> Void = { finished in completions.forEach { $0(finished) } }
        do {
            if showsExtraSlots {
                try applyAroundExtraSlots(oldShownCounts: oldCounts, newDataCounts: newCounts, requests, completion: finish)
                return
            }
            let mapping = try BatchUpdateValidator(oldCounts: oldCounts, newCounts: newCounts).validate(requests)
            followMovingItem(through: mapping)
            applyUpdate(mapping, completion: finish)
            makeRoomUnderMovingItem()
        } catch let error as InvalidUpdate {
            reportInconsistency(error.message)
            reloadData()
            MainLoop.shared.performOnNextTurn { finish(false) }
        } catch {
            reportInconsistency("\(error)")
        }
    }

    func reportInconsistency(_ message: String) {
        if let handler = UICollectionView.inconsistencyHandler {
            handler(message)
        } else {
            TesseraDiagnostics.report("UICollectionView: \(message)")
        }
    }

    private func request(_ request: CollectionUpdateRequest) {
        if batch.requests != nil {
            batch.requests?.append(request)
        } else {
            performBatchUpdates { self.batch.requests?.append(request) }
        }
    }

    func performInsertSections(_ sections: IndexSet) { request(.insertSections(sections)) }
    func performDeleteSections(_ sections: IndexSet) { request(.deleteSections(sections)) }
    func performReloadSections(_ sections: IndexSet) { request(.reloadSections(sections)) }
    func performMoveSection(_ section: Int, toSection newSection: Int) { request(.moveSection(section, newSection)) }
    func performInsertItems(at indexPaths: [IndexPath]) { request(.insertItems(indexPaths)) }
    func performDeleteItems(at indexPaths: [IndexPath]) { request(.deleteItems(indexPaths)) }
    func performReloadItems(at indexPaths: [IndexPath]) { request(.reloadItems(indexPaths)) }
    func performMoveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { request(.moveItem(indexPath, newIndexPath)) }
}
