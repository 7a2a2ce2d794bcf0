import Foundation

/// The last snapshot handed to a diffable data source's `apply`, from whichever thread, with a
/// number that counts them. An apply from a background queue diffs against it there (off the
/// main thread) and hands the result to the main thread, which uses it only if nothing else
/// changed the data in between (else it diffs again). UIKit asks apps to apply either always
/// from the main queue or always from one background queue; either way the order holds.
final class SubmittedSnapshot<Section: Hashable & Sendable, Item: Hashable & Sendable>: @unchecked Sendable {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Section, Item>
    private let lock = NSLock()
    private var latest = Snapshot()
    private var generation = 0

    /// Takes `snapshot` as the latest; returns the one it follows with both numbers.
    func submit(_ snapshot: Snapshot) -> (base: Snapshot, baseGeneration: Int, generation: Int) {
        lock.lock(); defer { lock.unlock() }
        let base = latest, baseGeneration = generation
        latest = snapshot
        generation += 1
        return (base, baseGeneration, generation)
    }

    /// Takes `snapshot` as the latest (the main thread changed the data); returns its number.
    func record(_ snapshot: Snapshot) -> Int { submit(snapshot).generation }
}
