import Foundation

/// ``LayoutSolver``'s interface over independent systems: constraints that share no variable
/// are solved in separate tableaux.
///
/// A screen of cells is hundreds of small systems — each cell's views constrained among
/// themselves — and one tableau for all of them makes every pivot pay for all of them (the
/// objective row holds every error term). Here each connected group of variables has a solver
/// of its own: a constraint joining two groups merges them (the smaller group's constraints and
/// edit variables are added again to the larger one, in the order they came), and only the
/// groups touched since the last ``updateVariables()`` copy their solution out, so changing one
/// constant in one cell re-solves and reads that cell's system alone. Groups are never split
/// when constraints go: a merged group stays correct, only larger than it needs to be; a group
/// left empty goes.
///
/// Within a group the solution is the single solver's; the objective is a sum over groups, so
/// an optimum of each group is an optimum of all of them.
public final class PartitionedLayoutSolver {
    private final class Part {
        let solver = LayoutSolver()
        /// Constraints added with ``add(_:)``, by the order they came in (merges keep it).
        var constraints: [LinearConstraint: Int] = [:]
        /// Edit variables with their priority and the last value suggested.
        var edits: [LayoutVariable: (priority: Float, order: Int, value: Double?)] = [:]
        var variables: [LayoutVariable] = []
        var size: Int { constraints.count + edits.count }
    }

    private var parts: [Int: Part] = [:]
    private var partOfVariable: [ObjectIdentifier: Int] = [:]
    private var partOfConstraint: [LinearConstraint: Int] = [:]
    private var touched: Set<Int> = []
    private var nextPart = 1
    private var nextOrder = 1

    public init() {}

    public var constraintCount: Int { partOfConstraint.count }
    /// How many independent systems there are now.
    public var partCount: Int { parts.count }
    public func contains(_ constraint: LinearConstraint) -> Bool { partOfConstraint[constraint] != nil }

    public func add(_ constraint: LinearConstraint) throws {
        guard partOfConstraint[constraint] == nil else { throw LayoutSolverError.duplicate(constraint) }
        let id = try part(for: constraint.expression.terms.map(\.variable))
        let part = parts[id]!
        touched.insert(id)
        try part.solver.add(constraint)
        part.constraints[constraint] = order()
        partOfConstraint[constraint] = id
    }

    public func remove(_ constraint: LinearConstraint) throws {
        guard let id = partOfConstraint[constraint], let part = parts[id] else { throw LayoutSolverError.unknown(constraint) }
        touched.insert(id)
        try part.solver.remove(constraint)
        part.constraints[constraint] = nil
        partOfConstraint[constraint] = nil
        dropIfEmpty(id)
    }

    public func updateConstant(of constraint: LinearConstraint, to constant: Double) throws {
        guard let id = partOfConstraint[constraint], let part = parts[id] else { throw LayoutSolverError.unknown(constraint) }
        touched.insert(id)
        try part.solver.updateConstant(of: constraint, to: constant)
    }

    public func addEditVariable(_ variable: LayoutVariable, priority: Float) throws {
        let id = try part(for: [variable])
        let part = parts[id]!
        guard part.edits[variable] == nil else { return }
        touched.insert(id)
        try part.solver.addEditVariable(variable, priority: priority)
        part.edits[variable] = (priority, order(), nil)
    }

    public func removeEditVariable(_ variable: LayoutVariable) throws {
        guard let id = partOfVariable[ObjectIdentifier(variable)], let part = parts[id], part.edits[variable] != nil else { return }
        touched.insert(id)
        try part.solver.removeEditVariable(variable)
        part.edits[variable] = nil
        dropIfEmpty(id)
    }

    public func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        guard let id = partOfVariable[ObjectIdentifier(variable)] else { return false }
        return parts[id]?.edits[variable] != nil
    }

    public func suggestValue(_ value: Double, for variable: LayoutVariable) throws {
        guard let id = partOfVariable[ObjectIdentifier(variable)], let part = parts[id], part.edits[variable] != nil else {
            throw LayoutSolverError.internalError("\(variable) is not an edit variable")
        }
        touched.insert(id)
        try part.solver.suggestValue(value, for: variable)
        part.edits[variable]?.value = value
    }

    /// Copies the solution of every group changed since the last call into the variables.
    public func updateVariables() {
        for id in touched.sorted() { parts[id]?.solver.updateVariables() }
        touched.removeAll(keepingCapacity: true)
    }

    // MARK: Groups

    /// A group left with no constraints and no edit variables goes, with its tableau and its
    /// variables: constraints made and removed by the thousand leave nothing behind.
    private func dropIfEmpty(_ id: Int) {
        guard let part = parts[id], part.size == 0 else { return }
        for variable in part.variables { partOfVariable[ObjectIdentifier(variable)] = nil }
        parts[id] = nil
        touched.remove(id)
    }

    private func order() -> Int {
        defer { nextOrder += 1 }
        return nextOrder
    }

    /// The group that holds all of `variables`, made or merged as needed.
    private func part(for variables: [LayoutVariable]) throws -> Int {
        var ids: [Int] = []
        for variable in variables {
            if let id = partOfVariable[ObjectIdentifier(variable)], !ids.contains(id) { ids.append(id) }
        }
        let id: Int
        if ids.isEmpty {
            id = nextPart
            nextPart += 1
            parts[id] = Part()
        } else if ids.count == 1 {
            id = ids[0]
        } else {
            id = try merge(ids)
        }
        let part = parts[id]!
        for variable in variables where partOfVariable[ObjectIdentifier(variable)] == nil {
            partOfVariable[ObjectIdentifier(variable)] = id
            part.variables.append(variable)
        }
        return id
    }

    /// Moves every group of `ids` into the largest, adding their constraints and edit
    /// variables again in the order they first came.
    private func merge(_ ids: [Int]) throws -> Int {
        let target = ids.max { parts[$0]!.size < parts[$1]!.size }!
        let into = parts[target]!
        touched.insert(target)
        for id in ids where id != target {
            let part = parts.removeValue(forKey: id)!
            touched.remove(id)
            for (constraint, order) in part.constraints.sorted(by: { $0.value < $1.value }) {
                try into.solver.add(constraint)
                // A constant changed since the constraint came is the solver's now, not the
                // expression's.
                if constraint.currentConstant != constraint.expression.constant {
                    let current = constraint.currentConstant
                    try into.solver.updateConstant(of: constraint, to: current)
                }
                into.constraints[constraint] = order
                partOfConstraint[constraint] = target
            }
            for (variable, edit) in part.edits.sorted(by: { $0.value.order < $1.value.order }) {
                try into.solver.addEditVariable(variable, priority: edit.priority)
                if let value = edit.value { try into.solver.suggestValue(value, for: variable) }
                into.edits[variable] = edit
            }
            for variable in part.variables { partOfVariable[ObjectIdentifier(variable)] = target }
            into.variables += part.variables
        }
        return target
    }
}
