import Testing
@testable import TesseraCore

/// The diff keeps in place the longest run of items that stayed in order; these check the run
/// it picks against the textbook quadratic answer on random and nearly sorted inputs.
@Suite struct LongestIncreasingRunTests {
    /// Length of a longest strictly increasing subsequence, by dynamic programming.
    func quadraticLength(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
        }
        return best.max() ?? 0
    }

    func check(_ values: [Int]) {
        let keep = SnapshotDiff.longestIncreasingRun(values)
        let kept = values.indices.filter { keep[$0] }.map { values[$0] }
        #expect(zip(kept, kept.dropFirst()).allSatisfy { $0 < $1 }, "kept \(kept) of \(values) is not increasing")
        #expect(kept.count == quadraticLength(values), "kept \(kept.count) of \(values), the longest run is \(quadraticLength(values))")
    }

    @Test func randomPermutationsKeepALongestRun() {
        var random = SeededGenerator(state: 7)
        for count in [0, 1, 2, 5, 30, 200] {
            for _ in 0..<20 { check(Array(0..<count).shuffled(using: &random)) }
        }
    }

    /// What the diff sees most: items in order with a few moved far ahead or back.
    @Test func nearlySortedInputsKeepALongestRun() {
        var random = SeededGenerator(state: 11)
        for _ in 0..<50 {
            var values = Array(0..<300)
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let moved = values.remove(at: Int.random(in: 0..<values.count, using: &random))
                values.insert(moved, at: Int.random(in: 0...values.count, using: &random))
            }
            check(values)
        }
        check([5, 0, 1, 2, 3, 4])
        check([1, 2, 3, 4, 0])
        check([1, 2, 9, 3, 4, 5])
    }
}
