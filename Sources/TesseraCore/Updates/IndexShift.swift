import Foundation

/// How the places of one list change when some elements leave and new ones arrive: the
/// elements that stay keep their order and fill, in order, the places no arrival takes.
///
/// Kept as the two sorted lists of what changed, so an update that touches k elements of a
/// list of n costs O(k) to build and O(log k) per lookup, whatever n is.
@usableFromInline
struct IndexShift: Sendable, Equatable {
    /// Old indexes that leave (deleted, moved away), sorted.
    @usableFromInline let removed: [Int]
    /// New indexes that arrivals take (inserted, moved here), sorted.
    @usableFromInline let taken: [Int]
    /// `removed[j] - j` and `taken[j] - j`: how many staying elements come before each,
    /// nondecreasing, so "how many come before the r-th staying one" is a binary search.
    @usableFromInline let removedRank: [Int]
    @usableFromInline let takenRank: [Int]

    @usableFromInline static let identity = IndexShift(removed: [], taken: [])

    @inlinable
    init(removed: [Int], taken: [Int]) {
        self.removed = removed.sorted()
        self.taken = taken.sorted()
        removedRank = self.removed.enumerated().map { $0.element - $0.offset }
        takenRank = self.taken.enumerated().map { $0.element - $0.offset }
    }

    @inlinable var isIdentity: Bool { removed.isEmpty && taken.isEmpty }

    @inlinable func isRemoved(_ old: Int) -> Bool { IndexShift.contains(removed, old) }
    @inlinable func isTaken(_ new: Int) -> Bool { IndexShift.contains(taken, new) }

    /// The new index of `old`, an element that stays (not in `removed`).
    @inlinable func new(forStaying old: Int) -> Int {
        guard !isIdentity else { return old }
        let rank = old - IndexShift.count(in: removed, below: old)
        return rank + IndexShift.count(in: takenRank, atMost: rank)
    }

    /// The old index of the element that fills `new`, a place no arrival takes.
    @inlinable func old(forFree new: Int) -> Int {
        guard !isIdentity else { return new }
        let rank = new - IndexShift.count(in: taken, below: new)
        return rank + IndexShift.count(in: removedRank, atMost: rank)
    }

    /// How many values of the sorted `values` are below `bound`.
    @inlinable static func count(in values: [Int], below bound: Int) -> Int {
        var lo = 0, hi = values.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if values[mid] < bound { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    @inlinable static func count(in values: [Int], atMost bound: Int) -> Int { count(in: values, below: bound + 1) }

    @inlinable static func contains(_ values: [Int], _ value: Int) -> Bool {
        let index = count(in: values, below: value)
        return index < values.count && values[index] == value
    }
}
