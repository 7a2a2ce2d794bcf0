import Testing
@testable import TesseraCore

/// Independent systems solved apart must give what one solver gives for all of them, through
/// constant changes, edit variables and the merges constraints joining them cause.
@Suite struct PartitionedLayoutSolverTests {
    typealias Spec = (terms: [(Int, Double)], constant: Double, relation: LinearRelation, priority: Float)

    /// A chain of `count` variables from `base`: pinned start, required gaps, preferred gaps
    /// and preferred bounds of distinct priorities (one optimum).
    func chain(from base: Int, count: Int, using random: inout SeededGenerator) -> [Spec] {
        var specs: [Spec] = [([(base, 1)], -Double.random(in: 0...50, using: &random), .equal, 1000)]
        for i in 1..<count {
            let v = base + i
            specs.append(([(v, 1), (v - 1, -1)], -Double.random(in: 0...20, using: &random), .greaterThanOrEqual, 1000))
            specs.append(([(v, 1), (v - 1, -1)], -Double.random(in: 0...80, using: &random), .equal, Float(200 + i * 37)))
            specs.append(([(v, 1)], -Double.random(in: 50...400, using: &random), .lessThanOrEqual, Float(900 - i * 41)))
        }
        return specs
    }

    /// The same operations on a partitioned solver and on one solver, with their own variables.
    final class Pair {
        let partitioned = PartitionedLayoutSolver()
        let single = LayoutSolver()
        let left: [LayoutVariable]
        let right: [LayoutVariable]
        var made: [(LinearConstraint, LinearConstraint)] = []

        init(variables: Int) {
            left = (0..<variables).map { LayoutVariable("p\($0)") }
            right = (0..<variables).map { LayoutVariable("s\($0)") }
        }

        func add(_ spec: Spec) throws {
            func make(_ vars: [LayoutVariable]) -> LinearConstraint {
                LinearConstraint(LinearExpression(spec.terms.map { (vars[$0.0], $0.1) }, constant: spec.constant), spec.relation, priority: spec.priority)
            }
            let pair = (make(left), make(right))
            try partitioned.add(pair.0)
            try single.add(pair.1)
            made.append(pair)
        }

        func change(_ index: Int, to constant: Double) throws {
            try partitioned.updateConstant(of: made[index].0, to: constant)
            try single.updateConstant(of: made[index].1, to: constant)
        }

        func edit(_ variable: Int, priority: Float, value: Double) throws {
            try partitioned.addEditVariable(left[variable], priority: priority)
            try single.addEditVariable(right[variable], priority: priority)
            try partitioned.suggestValue(value, for: left[variable])
            try single.suggestValue(value, for: right[variable])
        }

        func expectSame(_ context: String) {
            partitioned.updateVariables()
            single.updateVariables()
            for (a, b) in zip(left, right) {
                #expect(abs(a.value - b.value) < 1e-6, "\(context): \(a.name) \(a.value) vs \(b.value)")
            }
        }
    }

    @Test func independentChainsSolveApartAsTogetherThroughChangesAndMerges() throws {
        var random = SeededGenerator(state: 7)
        for round in 0..<60 {
            let chains = Int.random(in: 2...5, using: &random)
            let length = Int.random(in: 2...6, using: &random)
            let pair = Pair(variables: chains * length)
            // Interleaved, as views are added: one constraint of each chain in turn.
            let specs = (0..<chains).map { chain(from: $0 * length, count: length, using: &random) }
            for step in 0..<specs[0].count {
                for c in 0..<chains { try pair.add(specs[c][step]) }
            }
            #expect(pair.partitioned.partCount == chains)
            for _ in 0..<3 {
                let index = Int.random(in: 0..<pair.made.count, using: &random)
                try pair.change(index, to: pair.made[index].0.currentConstant - Double.random(in: -30...30, using: &random))
            }
            pair.expectSame("round \(round), apart")
            try pair.edit(length - 1, priority: 600, value: Double.random(in: 0...300, using: &random))
            // A weak wish joining the first two chains merges their systems.
            try pair.add(([(length - 1, 1), (length, -1)], -10, .equal, 150))
            #expect(pair.partitioned.partCount == chains - 1)
            pair.expectSame("round \(round), merged")
            let index = Int.random(in: 0..<pair.made.count, using: &random)
            try pair.change(index, to: pair.made[index].0.currentConstant + 17)
            pair.expectSame("round \(round), changed after the merge")
        }
    }

    @Test func onlyTheChangedSystemIsReadBack() throws {
        let solver = PartitionedLayoutSolver()
        let a = LayoutVariable("a")
        let b = LayoutVariable("b")
        let pinA = LinearConstraint(LinearExpression([(a, 1)], constant: -10), .equal)
        try solver.add(pinA)
        try solver.add(LinearConstraint(LinearExpression([(b, 1)], constant: -20), .equal))
        solver.updateVariables()
        #expect(a.value == 10 && b.value == 20)
        b.value = -1  // a stand-in for "not read again"
        try solver.updateConstant(of: pinA, to: -11)
        solver.updateVariables()
        #expect(a.value == 11)
        #expect(b.value == -1, "b's system did not change, so it was not read")
    }
}

/// Constraints made and removed by the thousand leave nothing behind.
@Suite struct PartitionedLayoutSolverChurnTests {
    @Test func removingEveryConstraintOfAGroupLetsTheGroupGo() throws {
        let solver = PartitionedLayoutSolver()
        for round in 0..<5 {
            let variables = (0..<40).map { LayoutVariable("v\(round).\($0)") }
            var made: [LinearConstraint] = []
            for (index, variable) in variables.enumerated() where index > 0 {
                let pinned = LinearConstraint(LinearExpression([(variable, 1)], constant: -Double(index)), .equal, priority: 1000)
                let joined = LinearConstraint(LinearExpression([(variable, 1), (variables[0], -1)], constant: 0), .greaterThanOrEqual, priority: 500)
                try solver.add(pinned)
                try solver.add(joined)
                made += [pinned, joined]
            }
            try solver.addEditVariable(variables[3], priority: 400)
            #expect(solver.partCount == 1)
            for constraint in made { try solver.remove(constraint) }
            #expect(solver.partCount == 1, "an edit variable still holds the group")
            try solver.removeEditVariable(variables[3])
            #expect(solver.partCount == 0, "round \(round): nothing left")
            #expect(solver.constraintCount == 0)
        }
        // A variable seen before can join a new group after its old one went.
        let reused = LayoutVariable("again")
        let first = LinearConstraint(LinearExpression([(reused, 1)], constant: -5), .equal, priority: 1000)
        try solver.add(first)
        try solver.remove(first)
        try solver.add(first)
        solver.updateVariables()
        #expect(reused.value == 5)
    }
}
