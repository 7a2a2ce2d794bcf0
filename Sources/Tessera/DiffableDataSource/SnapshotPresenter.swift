import Foundation
import TesseraCore

/// What a ``SnapshotPresenter`` shows snapshots in: a collection view, or a table view.
@MainActor protocol SnapshotTarget: AnyObject {
    /// Whether the view has asked for its data yet; before that a snapshot is shown by reloading.
    var hasLoadedData: Bool { get }
    /// Runs `change` (the data source takes the new snapshot) and records `requests` as one
    /// batch update; `completion` runs when it is on screen.
    func applyBatch(_ requests: [CollectionUpdateRequest], change: @escaping () -> Void, completion: @escaping () -> Void)
    func reloadData()
    func layoutIfNeeded()
    /// Updates the cells of these items (index paths in the data now shown) in place.
    func reconfigure(_ indexPaths: [IndexPath])
}

/// The snapshot a diffable data source shows and how a new one reaches the screen: the
/// differences as one batch update (animated, or at once), or a reload; from the main thread, or
/// diffed on a background queue and applied on the main thread. A part both diffable data
/// sources own, typed to ``SnapshotTarget``, not to a view class.
@MainActor final class SnapshotPresenter<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Section, Item>
    weak var target: SnapshotTarget?
    /// The data shown now.
    var current = Snapshot()
    /// The latest snapshot applied from any thread, and the number of the one showing.
    nonisolated let submitted = SubmittedSnapshot<Section, Item>()
    var currentGeneration = 0

    init(target: SnapshotTarget) { self.target = target }

    /// Shows `snapshot` as one batch update of the differences (see the data sources' `apply`).
    nonisolated func apply(_ snapshot: Snapshot, animatingDifferences: Bool, completion: (() -> Void)?) {
        let done = MainThreadBound(value: completion)
        if MainQueue.isCurrent {
            return MainActor.assumeIsolated {
                show(snapshot, requests: nil, generation: submitted.record(snapshot), animating: animatingDifferences, completion: done.value)
            }
        }
        let (base, baseGeneration, generation) = submitted.submit(snapshot)
        let requests = snapshot.differ(base, snapshot)
        MainLoop.performOnMainThread { [self] in
            // Something changed the data since the diff's base (a reorder): diff again.
            let fresh = currentGeneration == baseGeneration ? requests : nil
            show(snapshot, requests: fresh, generation: generation, animating: animatingDifferences, completion: done.value)
        }
    }

    /// Applies the differences from what shows to `snapshot` (`requests`, if computed already).
    private func show(_ snapshot: Snapshot, requests: [CollectionUpdateRequest]?, generation: Int, animating: Bool,
                      completion: (() -> Void)?) {
        currentGeneration = generation
        guard let target, target.hasLoadedData else { return reload(with: snapshot, completion: completion) }
        let requests = requests ?? snapshot.differ(current, snapshot)
        // Reconfigured items keep their cells (UIKit's reconfigureItems): they are not in the
        // batch, and are updated in place once the batch has the new data.
        let reconfigured = snapshot.reconfiguredItemIdentifiers.compactMap { snapshot.indexPath(of: $0) }
        let update = {
            target.applyBatch(requests, change: { self.current = snapshot }, completion: { completion?() })
            if !reconfigured.isEmpty { target.reconfigure(reconfigured) }
        }
        guard !animating else { return update() }
        let wasEnabled = UIView.areAnimationsEnabled
        UIView.setAnimationsEnabled(false)
        update()
        target.layoutIfNeeded()
        UIView.setAnimationsEnabled(wasEnabled)
    }

    func reload(with snapshot: Snapshot, completion: (() -> Void)?) {
        current = snapshot
        target?.reloadData()
        MainLoop.shared.performOnNextTurn { completion?() }
    }

    /// Shows `snapshot` by reloading, without animation; callable from a background queue too.
    nonisolated func applyUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)?) {
        let done = MainThreadBound(value: completion)
        let generation = submitted.record(snapshot)
        let work: @Sendable @MainActor () -> Void = { [self] in
            currentGeneration = generation
            reload(with: snapshot, completion: done.value)
        }
        if MainQueue.isCurrent { MainActor.assumeIsolated(work) } else { MainLoop.performOnMainThread(work) }
    }

    /// The data changed on screen (a drag reordered it): `snapshot` is now what shows.
    func adopt(_ snapshot: Snapshot) {
        current = snapshot
        currentGeneration = submitted.record(snapshot)
    }

    func itemIdentifier(for indexPath: IndexPath) -> Item? { current.item(at: indexPath) }
    func indexPath(for item: Item) -> IndexPath? { current.indexPath(of: item) }
    func sectionIdentifier(for index: Int) -> Section? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }
    func index(for section: Section) -> Int? { current.indexOfSection(section) }
    func numberOfItems(inSection index: Int) -> Int {
        guard let identifier = sectionIdentifier(for: index) else { return 0 }
        return current.numberOfItems(inSection: identifier)
    }
}
