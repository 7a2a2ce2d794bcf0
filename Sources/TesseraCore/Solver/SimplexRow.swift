import Foundation

/// A symbol of the tableau: a variable (external), a slack of an inequality, an error of a
/// non-required constraint, or a dummy marking a required equality.
struct SimplexSymbol: Hashable, Comparable {
    enum Kind: UInt8 { case invalid, external, slack, error, dummy }
    let id: Int
    let kind: Kind
    static let invalid = SimplexSymbol(id: 0, kind: .invalid)
    var isValid: Bool { kind != .invalid }
    /// Slack and error symbols may leave the basis; dummies and externals may not.
    var isPivotable: Bool { kind == .slack || kind == .error }
    static func < (a: SimplexSymbol, b: SimplexSymbol) -> Bool { a.id < b.id }
}

/// `constant + Σ coefficient · symbol`; a basic row reads `basic = constant + cells`.
struct SimplexRow {
    var constant: Double
    var cells: [SimplexSymbol: Double] = [:]

    init(constant: Double = 0) { self.constant = constant }

    static func nearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    mutating func insert(_ symbol: SimplexSymbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if Self.nearZero(sum) { cells[symbol] = nil } else { cells[symbol] = sum }
    }

    mutating func insert(_ row: SimplexRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    mutating func remove(_ symbol: SimplexSymbol) { cells[symbol] = nil }

    mutating func reverseSign() {
        constant = -constant
        for key in cells.keys { cells[key] = -cells[key]! }
    }

    /// Rewrites `0 = row` as `symbol = …`.
    mutating func solve(for symbol: SimplexSymbol) {
        let coefficient = -1 / cells[symbol]!
        cells[symbol] = nil
        constant *= coefficient
        for key in cells.keys { cells[key]! *= coefficient }
    }

    /// Rewrites `lhs = row` (which contains `rhs`) as `rhs = …`.
    mutating func solve(for lhs: SimplexSymbol, _ rhs: SimplexSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    func coefficient(for symbol: SimplexSymbol) -> Double { cells[symbol] ?? 0 }

    /// Replaces `symbol` by `row`.
    mutating func substitute(_ symbol: SimplexSymbol, with row: SimplexRow) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient)
    }
}
