import Foundation

/// Why a constraint could not be added or changed.
public enum LayoutSolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint conflicts with the required constraints already there.
    case unsatisfiable(LinearConstraint)
    case duplicate(LinearConstraint)
    case unknown(LinearConstraint)
    /// A coefficient or constant is NaN or infinite: the tableau would be poisoned.
    case nonFinite(LinearConstraint)
    /// The objective is unbounded or the tableau is inconsistent (a bug).
    case internalError(String)

    public var description: String {
        switch self {
        case .unsatisfiable(let c): "unsatisfiable constraint: \(c)"
        case .duplicate(let c): "the constraint was already added: \(c)"
        case .unknown(let c): "the constraint was never added: \(c)"
        case .nonFinite(let c): "the constraint has a NaN or infinite number: \(c)"
        case .internalError(let why): "layout solver: \(why)"
        }
    }
}

/// An incremental Cassowary solver: the simplex with error variables of Badros, Borning and
/// Stuckey, organised as Kiwi organises it. Required constraints must hold; the others are
/// satisfied as well as their priorities allow (see ``LinearConstraint/weight``).
///
/// Adding or removing a constraint, changing its constant (``updateConstant(of:to:)``) and
/// suggesting a value for an edit variable re-solve from the current solution (dual simplex),
/// not from scratch. Ties are broken by symbol age, so results do not depend on hashing.
public final class LayoutSolver {
    private struct Tag {
        var marker = SimplexSymbol.invalid
        var other = SimplexSymbol.invalid
        var markerCoefficient: Double = 1
        var otherCoefficient: Double = 1
        var constant: Double = 0
    }

    private var constraints: [LinearConstraint: Tag] = [:]
    private var rows: [SimplexSymbol: SimplexRow] = [:]
    /// For each parametric symbol, the basic symbols whose rows contain it: substitutions and
    /// ratio tests touch only those rows, so adding a constraint does not cost the whole tableau.
    private var columns: [SimplexSymbol: Set<SimplexSymbol>] = [:]
    private var variables: [LayoutVariable: SimplexSymbol] = [:]
    private var edits: [LayoutVariable: LinearConstraint] = [:]
    private var infeasibleRows: [SimplexSymbol] = []
    private var objective = SimplexRow()
    /// The largest weight in the objective. Its coefficients carry rounding of that size
    /// (priority 999 weighs about 10^10, so a sum that should cancel leaves ~10^-6): a
    /// coefficient is taken as negative only beyond a tolerance relative to it, or a residue
    /// would enter, find no row to leave and look like an unbounded objective.
    private var objectiveScale: Double = 1
    private var artificial: SimplexRow?
    private var nextID = 1

    public init() {}

    public var constraintCount: Int { constraints.count }
    public func contains(_ constraint: LinearConstraint) -> Bool { constraints[constraint] != nil }

    // MARK: Constraints

    public func add(_ constraint: LinearConstraint) throws {
        guard constraints[constraint] == nil else { throw LayoutSolverError.duplicate(constraint) }
        guard constraint.expression.constant.isFinite, constraint.expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw LayoutSolverError.nonFinite(constraint)
        }
        var tag = Tag(constant: constraint.expression.constant)
        var row = makeRow(for: constraint, tag: &tag)
        var subject = chooseSubject(row, tag)
        if !subject.isValid, row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard SimplexRow.nearZero(row.constant) else { throw LayoutSolverError.unsatisfiable(constraint) }
            subject = tag.marker
        }
        if !subject.isValid {
            // The artificial phase pivots the tableau; a refused constraint must leave none of
            // its row behind, so the tableau is restored (copy-on-write makes this cheap).
            let saved = (rows, columns, objective, infeasibleRows)
            guard try addWithArtificialVariable(row) else {
                (rows, columns, objective, infeasibleRows) = saved
                throw LayoutSolverError.unsatisfiable(constraint)
            }
        } else {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(subject, row)
        }
        constraints[constraint] = tag
        try optimize()
    }

    public func remove(_ constraint: LinearConstraint) throws {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw LayoutSolverError.unknown(constraint) }
        removeMarkerEffects(tag.marker, constraint)
        removeMarkerEffects(tag.other, constraint)
        if removeRow(tag.marker) == nil {
            guard let leaving = markerLeavingSymbol(tag.marker), var row = removeRow(leaving) else {
                throw LayoutSolverError.internalError("no row to remove \(constraint) from")
            }
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, with: row)
        }
        try optimize()
    }

    /// Changes the constant of `constraint`'s expression and re-solves from the current
    /// solution: the change moves the constraint's marker column, so only the rows that
    /// depend on it change (the way Cassowary updates edit variables).
    public func updateConstant(of constraint: LinearConstraint, to constant: Double) throws {
        guard var tag = constraints[constraint] else { throw LayoutSolverError.unknown(constraint) }
        guard constant.isFinite else { throw LayoutSolverError.nonFinite(constraint) }
        let delta = constant - tag.constant
        guard delta != 0 else { return }
        // A required equality whose marker is basic is redundant with the others: a new
        // constant can only contradict them.
        if tag.marker.kind == .dummy, rows[tag.marker] != nil { throw LayoutSolverError.unsatisfiable(constraint) }
        tag.constant = constant
        constraints[constraint] = tag
        constraint.currentConstant = constant
        if rows[tag.marker] != nil {
            if rows[tag.marker]!.add(-delta / tag.markerCoefficient) < 0 { infeasibleRows.append(tag.marker) }
        } else if tag.other.isValid, rows[tag.other] != nil {
            if rows[tag.other]!.add(-delta / tag.otherCoefficient) < 0 { infeasibleRows.append(tag.other) }
        } else {
            for symbol in (columns[tag.marker] ?? []).sorted() {
                let coefficient = rows[symbol]!.coefficient(for: tag.marker)
                guard coefficient != 0 else { continue }
                if rows[symbol]!.add(coefficient * delta / tag.markerCoefficient) < 0, symbol.kind != .external {
                    infeasibleRows.append(symbol)
                }
            }
        }
        try dualOptimize()
    }

    // MARK: Edit variables

    /// Lets `variable` be moved with ``suggestValue(_:for:)``, holding at `priority` (< 1000).
    public func addEditVariable(_ variable: LayoutVariable, priority: Float) throws {
        guard edits[variable] == nil else { return }
        let constraint = LinearConstraint(LinearExpression(variable), .equal, priority: min(priority, 999), label: "edit \(variable)")
        try add(constraint)
        edits[variable] = constraint
    }

    public func removeEditVariable(_ variable: LayoutVariable) throws {
        guard let constraint = edits.removeValue(forKey: variable) else { return }
        try remove(constraint)
    }

    public func hasEditVariable(_ variable: LayoutVariable) -> Bool { edits[variable] != nil }

    /// Asks for `variable` to be `value`, as strongly as its edit priority.
    public func suggestValue(_ value: Double, for variable: LayoutVariable) throws {
        guard let constraint = edits[variable] else { throw LayoutSolverError.internalError("\(variable) is not an edit variable") }
        try updateConstant(of: constraint, to: -value)
    }

    /// Copies the solution into the variables' `value`s.
    public func updateVariables() {
        for (variable, symbol) in variables { variable.value = rows[symbol]?.constant ?? 0 }
    }

    // MARK: Building rows

    private func symbol(_ kind: SimplexSymbol.Kind) -> SimplexSymbol {
        defer { nextID += 1 }
        return SimplexSymbol(id: nextID, kind: kind)
    }

    private func symbol(for variable: LayoutVariable) -> SimplexSymbol {
        if let existing = variables[variable] { return existing }
        let made = symbol(.external)
        variables[variable] = made
        return made
    }

    private func makeRow(for constraint: LinearConstraint, tag: inout Tag) -> SimplexRow {
        var row = SimplexRow(constant: constraint.expression.constant)
        for term in constraint.expression.terms {
            let external = symbol(for: term.variable)
            if let basic = rows[external] { row.insert(basic, term.coefficient) } else { row.insert(external, term.coefficient) }
        }
        let weight = constraint.weight
        if !constraint.isRequired { objectiveScale = max(objectiveScale, weight) }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = symbol(.slack)
            tag.marker = slack
            tag.markerCoefficient = coefficient
            row.insert(slack, coefficient)
            if !constraint.isRequired {
                let error = symbol(.error)
                tag.other = error
                tag.otherCoefficient = -coefficient
                row.insert(error, -coefficient)
                objective.insert(error, weight)
            }
        case .equal:
            if constraint.isRequired {
                let dummy = symbol(.dummy)
                tag.marker = dummy
                row.insert(dummy)
            } else {
                let plus = symbol(.error), minus = symbol(.error)
                tag.marker = plus; tag.markerCoefficient = -1
                tag.other = minus; tag.otherCoefficient = 1
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, weight)
                objective.insert(minus, weight)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    private func chooseSubject(_ row: SimplexRow, _ tag: Tag) -> SimplexSymbol {
        if let external = row.cells.keys.filter({ $0.kind == .external }).min() { return external }
        for candidate in [tag.marker, tag.other] where candidate.isPivotable && row.coefficient(for: candidate) < 0 {
            return candidate
        }
        return .invalid
    }

    private func addWithArtificialVariable(_ row: SimplexRow) throws -> Bool {
        let art = symbol(.slack)
        setRow(art, row)
        artificial = row
        try optimize(artificialPhase: true)
        let success = SimplexRow.nearZero(artificial!.constant)
        artificial = nil
        if var basic = removeRow(art) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.cells.keys.filter({ $0.isPivotable }).min() else { return false }
            basic.solve(for: art, entering)
            substitute(entering, with: basic)
            setRow(entering, basic)
        }
        for key in columns.removeValue(forKey: art) ?? [] { rows[key]!.remove(art) }
        objective.remove(art)
        return success
    }

    /// Makes `row` the row of basic `key`, indexing its symbols.
    private func setRow(_ key: SimplexSymbol, _ row: SimplexRow) {
        rows[key] = row
        for symbol in row.cells.keys { columns[symbol, default: []].insert(key) }
    }

    /// Takes the row of `key` out of the tableau and the index.
    @discardableResult
    private func removeRow(_ key: SimplexSymbol) -> SimplexRow? {
        guard let row = rows.removeValue(forKey: key) else { return nil }
        for symbol in row.cells.keys { unindex(key, from: symbol) }
        return row
    }

    private func unindex(_ key: SimplexSymbol, from symbol: SimplexSymbol) {
        guard var set = columns[symbol] else { return }
        set.remove(key)
        columns[symbol] = set.isEmpty ? nil : set
    }

    private func substitute(_ symbol: SimplexSymbol, with row: SimplexRow) {
        for key in columns.removeValue(forKey: symbol) ?? [] {
            guard var basic = rows[key] else { continue }
            // `symbol` leaves the row (its column entry is already gone); `row`'s symbols may
            // enter or cancel out.
            let before = Set(row.cells.keys.filter { basic.cells[$0] != nil })
            basic.substitute(symbol, with: row)
            for candidate in row.cells.keys {
                let present = basic.cells[candidate] != nil
                if present && !before.contains(candidate) { columns[candidate, default: []].insert(key) }
                if !present && before.contains(candidate) { unindex(key, from: candidate) }
            }
            rows[key] = basic
            if key.kind != .external, basic.constant < 0 { infeasibleRows.append(key) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    private func removeMarkerEffects(_ marker: SimplexSymbol, _ constraint: LinearConstraint) {
        guard marker.kind == .error else { return }
        if let row = rows[marker] { objective.insert(row, -constraint.weight) } else { objective.insert(marker, -constraint.weight) }
    }

    private func markerLeavingSymbol(_ marker: SimplexSymbol) -> SimplexSymbol? {
        var bestNegative = Double.infinity, bestPositive = Double.infinity
        var first: SimplexSymbol?, second: SimplexSymbol?, third: SimplexSymbol?
        for symbol in (columns[marker] ?? []).sorted() {
            let row = rows[symbol]!
            let coefficient = row.coefficient(for: marker)
            guard coefficient != 0 else { continue }
            if symbol.kind == .external {
                third = symbol
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < bestNegative { bestNegative = ratio; first = symbol }
            } else {
                let ratio = row.constant / coefficient
                if ratio < bestPositive { bestPositive = ratio; second = symbol }
            }
        }
        return first ?? second ?? third
    }

    // MARK: Optimizing

    /// The primal simplex on the objective (or the artificial one): pivots until no symbol
    /// with a negative objective coefficient can enter.
    private func optimize(artificialPhase: Bool = false) throws {
        while true {
            guard let entering = artificialPhase ? enteringSymbol(artificial!, tolerance: 0)
                : enteringSymbol(objective, tolerance: objectiveScale * 1e-12) else { return }
            var leaving: SimplexSymbol?
            var ratio = Double.infinity
            for symbol in columns[entering] ?? [] where symbol.kind != .external {
                let row = rows[symbol]!
                let coefficient = row.coefficient(for: entering)
                guard coefficient < 0 else { continue }
                let r = -row.constant / coefficient
                if r < ratio || (r == ratio && leaving.map { symbol < $0 } == true) { ratio = r; leaving = symbol }
            }
            guard let leaving, var row = removeRow(leaving) else {
                throw LayoutSolverError.internalError("the objective is unbounded")
            }
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            setRow(entering, row)
        }
    }

    /// The oldest symbol with a negative objective coefficient (one pass, no copy); rounding
    /// residues of the weights do not count (see ``objectiveScale``).
    private func enteringSymbol(_ goal: SimplexRow, tolerance: Double) -> SimplexSymbol? {
        var best: SimplexSymbol?
        for (symbol, coefficient) in goal.cells where coefficient < -tolerance && symbol.kind != .dummy {
            if best.map({ symbol < $0 }) ?? true { best = symbol }
        }
        return best
    }

    /// The dual simplex: restores feasibility after constants changed.
    private func dualOptimize() throws {
        while let leaving = infeasibleRows.popLast() {
            guard var row = rows[leaving], row.constant < 0 else { continue }
            var entering = SimplexSymbol.invalid
            var ratio = Double.infinity
            for (symbol, coefficient) in row.cells.sorted(by: { $0.key < $1.key }) where coefficient > 0 && symbol.kind != .dummy {
                let r = objective.coefficient(for: symbol) / coefficient
                if r < ratio { ratio = r; entering = symbol }
            }
            guard entering.isValid else { throw LayoutSolverError.internalError("dual optimize found no entering symbol") }
            removeRow(leaving)
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            setRow(entering, row)
        }
    }
}
