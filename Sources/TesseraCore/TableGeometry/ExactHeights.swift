import Foundation

/// The rows of an estimated section whose real heights are known, kept sparse: a million rows
/// at an estimate cost nothing until rows are shown, and each row measured costs O(k) for the k
/// measured so far. A row's top is its index times the estimate plus the differences of the
/// measured rows above it, found by binary search.
package struct ExactHeights: Sendable, Equatable {
    /// Measured rows, ascending.
    package private(set) var rows: [Int] = []
    package private(set) var heights: [CGFloat] = []
    /// For each measured row, the sum of (height − estimate) over it and the measured rows above.
    private var differenceThrough: [CGFloat] = []

    package init() {}

    package var count: Int { rows.count }

    /// The sum of (height − estimate) over every measured row.
    package var totalDifference: CGFloat { differenceThrough.last ?? 0 }

    /// Row `row`'s measured height, if it was measured.
    package func height(of row: Int) -> CGFloat? {
        let index = position(of: row)
        return index < rows.count && rows[index] == row ? heights[index] : nil
    }

    /// The sum of (height − estimate) over the measured rows above `row`.
    package func difference(before row: Int) -> CGFloat {
        let index = position(of: row)
        return index == 0 ? 0 : differenceThrough[index - 1]
    }

    /// Records row `row`'s height against `estimate`.
    package mutating func set(_ height: CGFloat, ofRow row: Int, estimate: CGFloat) {
        let index = position(of: row)
        if index < rows.count, rows[index] == row {
            heights[index] = height
        } else {
            rows.insert(row, at: index)
            heights.insert(height, at: index)
            differenceThrough.insert(0, at: index)
        }
        var sum = index == 0 ? 0 : differenceThrough[index - 1]
        for later in index..<rows.count {
            sum += heights[later] - estimate
            differenceThrough[later] = sum
        }
    }

    /// The index in `rows` of the first measured row at or after `row`.
    private func position(of row: Int) -> Int {
        TableGeometry.firstIndex(in: rows) { $0 >= row } ?? rows.count
    }
}
