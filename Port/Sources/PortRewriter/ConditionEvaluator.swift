import SwiftSyntax

/// Decides `#if` conditions as a UIKit build on iOS would: `os(iOS)`, `canImport(UIKit)` and the
/// like are true, other platforms false; anything else (`DEBUG`, `swift(>=5.9)` ...) is unknown.
enum ConditionEvaluator {
    private static let trueOS: Set<String> = ["iOS", "tvOS", "visionOS", "xrOS"]
    private static let trueModules: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics", "Foundation"]

    /// True or false when the condition is decided by the platform, nil when it is not.
    static func evaluate(_ condition: ExprSyntax) -> Bool? {
        if let paren = condition.as(TupleExprSyntax.self), paren.elements.count == 1, let inner = paren.elements.first {
            return evaluate(inner.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression).map { !$0 }
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            let left = evaluate(infix.leftOperand), right = evaluate(infix.rightOperand)
            switch op.operator.text {
            case "&&":
                if left == false || right == false { return false }
                return left == true && right == true ? true : nil
            case "||":
                if left == true || right == true { return true }
                return left == false && right == false ? false : nil
            default: return nil
            }
        }
        if let sequence = condition.as(SequenceExprSyntax.self) { return evaluate(sequence: sequence) }
        guard let call = condition.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let argument = call.arguments.first?.expression.trimmedDescription else { return nil }
        switch name {
        case "os": return trueOS.contains(argument)
        case "canImport": return trueModules.contains(argument) ? true : (argument == "AppKit" || argument == "WatchKit" ? false : nil)
        case "targetEnvironment": return false
        default: return nil
        }
    }

    /// `a && b || c` as parsed before operator folding: left to right, && binding tighter.
    private static func evaluate(sequence: SequenceExprSyntax) -> Bool? {
        var orTerms: [[ExprSyntax]] = [[]]
        for element in sequence.elements {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                if op.operator.text == "||" { orTerms.append([]) } else if op.operator.text != "&&" { return nil }
            } else {
                orTerms[orTerms.count - 1].append(element)
            }
        }
        var result: Bool? = false
        for term in orTerms {
            var value: Bool? = true
            for operand in term {
                let v = evaluate(operand)
                if v == false { value = false; break }
                if v == nil { value = nil }
            }
            if value == true { return true }
            if value == nil { result = nil }
        }
        return result
    }
}

extension ConditionEvaluator {
    /// Whether a condition asks about the platform (`os(iOS)`, `targetEnvironment(…)`), which
    /// Linux answers differently from iOS; `canImport(UIKit)` it answers the same.
    static func namesPlatform(_ condition: ExprSyntax) -> Bool {
        let text = condition.trimmedDescription
        return text.contains("os(") || text.contains("targetEnvironment(")
    }
}
