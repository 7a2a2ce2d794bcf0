import Foundation

/// An unknown of a linear system: one edge or length of a view, or anything else.
public final class LayoutVariable: Hashable, CustomStringConvertible, @unchecked Sendable {
    public let name: String
    /// The value the solver last found.
    public internal(set) var value: Double = 0
    public init(_ name: String) { self.name = name }
    public static func == (a: LayoutVariable, b: LayoutVariable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { name }
}

/// `constant + Σ coefficient · variable`.
public struct LinearExpression: CustomStringConvertible, Sendable {
    public var terms: [(variable: LayoutVariable, coefficient: Double)]
    public var constant: Double

    public init(_ terms: [(LayoutVariable, Double)] = [], constant: Double = 0) {
        self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
        self.constant = constant
    }

    public init(_ variable: LayoutVariable) { self.init([(variable, 1)]) }

    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        LinearExpression((a.terms + b.terms).map { ($0.variable, $0.coefficient) }, constant: a.constant + b.constant)
    }
    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + b * -1 }
    public static func * (a: LinearExpression, k: Double) -> LinearExpression {
        LinearExpression(a.terms.map { ($0.variable, $0.coefficient * k) }, constant: a.constant * k)
    }
    public static func + (a: LinearExpression, k: Double) -> LinearExpression {
        LinearExpression(a.terms.map { ($0.variable, $0.coefficient) }, constant: a.constant + k)
    }

    /// The value with every variable at its solved value.
    public var value: Double { terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value } }

    public var description: String {
        (terms.map { "\($0.coefficient == 1 ? "" : "\($0.coefficient)*")\($0.variable.name)" } + (constant != 0 ? ["\(constant)"] : []))
            .joined(separator: " + ")
    }
}

/// How an expression relates to zero.
public enum LinearRelation: Sendable { case lessThanOrEqual, equal, greaterThanOrEqual }

/// `expression relation 0` with a strength: required (1000) or a priority in 1…999, as
/// UIKit's `UILayoutPriority`.
public final class LinearConstraint: Hashable, CustomStringConvertible, @unchecked Sendable {
    public let expression: LinearExpression
    public let relation: LinearRelation
    public let priority: Float
    /// Who made it, for messages (an `NSLayoutConstraint`'s description). Worked out the first
    /// time a message asks: building descriptions for every constraint of a screen cost a sixth
    /// of solving it.
    public var label: String {
        get {
            if let fixedLabel { return fixedLabel }
            let made = makeLabel()
            fixedLabel = made
            return made
        }
        set { fixedLabel = newValue }
    }
    private var fixedLabel: String?
    private let makeLabel: () -> String
    /// The expression's constant as the solver holds it now (see `LayoutSolver.updateConstant`).
    public internal(set) var currentConstant: Double

    public init(_ expression: LinearExpression, _ relation: LinearRelation, priority: Float = 1000,
                label: @autoclosure @escaping () -> String = "") {
        // Terms of the same variable are merged and zero coefficients dropped.
        var merged: [ObjectIdentifier: (LayoutVariable, Double)] = [:]
        var order: [ObjectIdentifier] = []
        for term in expression.terms {
            let key = ObjectIdentifier(term.variable)
            if merged[key] == nil { order.append(key); merged[key] = (term.variable, 0) }
            merged[key]!.1 += term.coefficient
        }
        self.expression = LinearExpression(order.compactMap { merged[$0] }.filter { abs($0.1) > 1e-12 }, constant: expression.constant)
        self.relation = relation
        self.priority = min(max(priority, 1), 1000)
        makeLabel = label
        currentConstant = expression.constant
    }

    /// Whether `other` differs from this at most in its constant.
    public func sameShape(as other: LinearConstraint) -> Bool {
        relation == other.relation && priority == other.priority && expression.terms.count == other.expression.terms.count
            && zip(expression.terms, other.expression.terms).allSatisfy { $0.variable === $1.variable && $0.coefficient == $1.coefficient }
    }

    public var isRequired: Bool { priority >= 1000 }

    /// The weight of a violation in the objective: 10^(priority/100), so each 250 of priority
    /// weighs over 300 times more (a 750 beats a hundred 500s), and the largest (999, about
    /// 10^10) stays where doubles keep the sums exact enough.
    var weight: Double { pow(10, Double(priority) / 100) }

    public static func == (a: LinearConstraint, b: LinearConstraint) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String {
        let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        return label.isEmpty ? "\(expression) \(op) 0 @\(priority)" : label
    }
}
