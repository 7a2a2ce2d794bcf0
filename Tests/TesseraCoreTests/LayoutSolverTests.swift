import Foundation
import Testing
@testable import TesseraCore

/// The constraint solver on plain variables, free of views.
struct LayoutSolverTests {
    private func expr(_ terms: [(LayoutVariable, Double)], _ constant: Double = 0) -> LinearExpression {
        LinearExpression(terms, constant: constant)
    }
    private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

    @Test func requiredEqualitiesAndProportions() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        try solver.add(LinearConstraint(expr([(x, 1), (y, 1)], -120), .equal))      // x + y = 120
        try solver.add(LinearConstraint(expr([(x, 1), (y, -2)]), .equal))           // x = 2y
        solver.updateVariables()
        #expect(close(x.value, 80) && close(y.value, 40))
    }

    @Test func higherPriorityWinsAndRequiredBoundsHold() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        let weak = LinearConstraint(expr([(x, 1)], -50), .equal, priority: 250)
        let strong = LinearConstraint(expr([(x, 1)], -100), .equal, priority: 750)
        try solver.add(weak)
        try solver.add(strong)
        solver.updateVariables()
        #expect(close(x.value, 100))
        try solver.add(LinearConstraint(expr([(x, 1)], -80), .lessThanOrEqual))     // x <= 80, required
        solver.updateVariables()
        #expect(close(x.value, 80))
        try solver.remove(strong)
        solver.updateVariables()
        #expect(close(x.value, 50))
    }

    @Test func aHundredWeakConstraintsDoNotOutweighOneStrong() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        for _ in 0..<100 { try solver.add(LinearConstraint(expr([(x, 1)], -10), .equal, priority: 500)) }
        try solver.add(LinearConstraint(expr([(x, 1)], -20), .equal, priority: 750))
        solver.updateVariables()
        #expect(close(x.value, 20))
    }

    @Test func conflictingRequiredConstraintsAreRefusedAndTheRestStands() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        try solver.add(LinearConstraint(expr([(x, 1)], -10), .greaterThanOrEqual))
        let conflict = LinearConstraint(expr([(x, 1)], -5), .lessThanOrEqual)
        #expect(throws: LayoutSolverError.unsatisfiable(conflict)) { try solver.add(conflict) }
        #expect(!solver.contains(conflict))
        try solver.add(LinearConstraint(expr([(x, 1)], -30), .equal, priority: 500))
        solver.updateVariables()
        #expect(close(x.value, 30))
    }

    @Test func editVariablesFollowSuggestions() throws {
        let solver = LayoutSolver()
        let left = LayoutVariable("left"), width = LayoutVariable("width")
        try solver.add(LinearConstraint(expr([(width, 1)], -40), .greaterThanOrEqual))
        try solver.add(LinearConstraint(expr([(left, 1)]), .greaterThanOrEqual))
        try solver.add(LinearConstraint(expr([(left, 1), (width, 1)], -300), .lessThanOrEqual))
        try solver.addEditVariable(width, priority: 999)
        for (suggested, expected) in [(100.0, 100.0), (20, 40), (500, 300), (120, 120)] {
            try solver.suggestValue(suggested, for: width)
            solver.updateVariables()
            #expect(close(width.value, expected), "suggested \(suggested)")
        }
    }

    /// Changing constants incrementally gives what a solver built from scratch with the new
    /// constants gives, over many random systems.
    @Test func incrementalConstantChangesMatchFreshSolves() throws {
        var random = SeededGenerator(state: 42)
        for round in 0..<200 {
            let count = Int.random(in: 2...8, using: &random)
            var specs: [(terms: [(Int, Double)], constant: Double, relation: LinearRelation, priority: Float)] = []
            specs.append(([(0, 1)], -Double.random(in: 0...50, using: &random), .equal, 1000))
            for i in 1..<count {
                specs.append(([(i, 1), (i - 1, -1)], -Double.random(in: 0...20, using: &random), .greaterThanOrEqual, 1000))
                specs.append(([(i, 1), (i - 1, -1)], -Double.random(in: 0...80, using: &random), .equal, Float(200 + i * 37)))
                specs.append(([(i, 1)], -Double.random(in: 50...400, using: &random), .lessThanOrEqual, Float(900 - i * 41)))
            }
            func build(_ specs: [(terms: [(Int, Double)], constant: Double, relation: LinearRelation, priority: Float)])
                throws -> (LayoutSolver, [LayoutVariable], [LinearConstraint]) {
                let variables = (0..<count).map { LayoutVariable("v\($0)") }
                let solver = LayoutSolver()
                let made = specs.map { spec in
                    LinearConstraint(LinearExpression(spec.terms.map { (variables[$0.0], $0.1) }, constant: spec.constant),
                                     spec.relation, priority: spec.priority)
                }
                for constraint in made { try solver.add(constraint) }
                solver.updateVariables()
                return (solver, variables, made)
            }
            let (solver, variables, made) = try build(specs)
            var changed = specs
            for _ in 0..<3 {
                let index = Int.random(in: 1..<specs.count, using: &random)
                changed[index].constant -= Double.random(in: -30...30, using: &random)
                try solver.updateConstant(of: made[index], to: changed[index].constant)
            }
            solver.updateVariables()
            let (_, fresh, _) = try build(changed)
            for (a, b) in zip(variables, fresh) {
                #expect(abs(a.value - b.value) < 1e-6, "round \(round): \(a.name) \(a.value) vs \(b.value)")
            }
        }
    }
}
