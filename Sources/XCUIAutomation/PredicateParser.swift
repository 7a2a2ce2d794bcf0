import Foundation

/// A parsed predicate: comparisons joined by AND, OR and NOT.
indirect enum PredicateNode {
    case constant(Bool)
    case not(PredicateNode)
    case and(PredicateNode, PredicateNode)
    case or(PredicateNode, PredicateNode)
    case compare(PredicateOperand, String, PredicateOperand, caseInsensitive: Bool, diacriticInsensitive: Bool)

    func evaluate(_ subject: PredicateSubject) -> Bool {
        switch self {
        case .constant(let value): return value
        case .not(let node): return !node.evaluate(subject)
        case .and(let a, let b): return a.evaluate(subject) && b.evaluate(subject)
        case .or(let a, let b): return a.evaluate(subject) || b.evaluate(subject)
        case .compare(let left, let op, let right, let c, let d):
            return PredicateComparison.compare(left.value(subject), op, right.value(subject), caseInsensitive: c, diacriticInsensitive: d)
        }
    }
}

enum PredicateOperand {
    case keyPath(String)
    case value(Any?)

    func value(_ subject: PredicateSubject) -> Any? {
        switch self {
        case .keyPath(let key): return subject.read(key)
        case .value(let value): return value
        }
    }
}

struct PredicateSyntaxError: Error, CustomStringConvertible {
    let description: String
}

/// Reads a predicate format, token by token.
struct PredicateParser {
    private var tokens: [String]
    private var position = 0
    private var arguments: [Any]

    init(format: String, arguments: [Any]) {
        tokens = PredicateParser.tokenize(format)
        self.arguments = arguments
    }

    mutating func parse() throws -> PredicateNode {
        let node = try parseOr()
        guard position == tokens.count else { throw PredicateSyntaxError(description: "unexpected '\(tokens[position])'") }
        return node
    }

    private mutating func parseOr() throws -> PredicateNode {
        var node = try parseAnd()
        while let token = peek(), ["OR", "||"].contains(token.uppercased()) {
            position += 1
            node = .or(node, try parseAnd())
        }
        return node
    }

    private mutating func parseAnd() throws -> PredicateNode {
        var node = try parseNot()
        while let token = peek(), ["AND", "&&"].contains(token.uppercased()) {
            position += 1
            node = .and(node, try parseNot())
        }
        return node
    }

    private mutating func parseNot() throws -> PredicateNode {
        if let token = peek(), ["NOT", "!"].contains(token.uppercased()) {
            position += 1
            return .not(try parseNot())
        }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws -> PredicateNode {
        guard let token = peek() else { throw PredicateSyntaxError(description: "the format ends too soon") }
        if token == "(" {
            position += 1
            let node = try parseOr()
            guard next() == ")" else { throw PredicateSyntaxError(description: "a '(' is not closed") }
            return node
        }
        if token.uppercased() == "TRUEPREDICATE" { position += 1; return .constant(true) }
        if token.uppercased() == "FALSEPREDICATE" { position += 1; return .constant(false) }
        let left = try parseOperand()
        guard var op = next()?.uppercased() else { throw PredicateSyntaxError(description: "a comparison has no operator") }
        var options = ""
        if peek() == "[" {
            position += 1
            options = (next() ?? "").lowercased()
            guard next() == "]" else { throw PredicateSyntaxError(description: "an operator's options are not closed") }
        }
        if op == "=" { op = "==" }
        if op == "<>" { op = "!=" }
        let known = ["==", "!=", "<", "<=", ">", ">=", "=<", "=>", "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES", "IN"]
        guard known.contains(op) else { throw PredicateSyntaxError(description: "unknown operator '\(op)'") }
        let right = try parseOperand()
        return .compare(left, op, right, caseInsensitive: options.contains("c"), diacriticInsensitive: options.contains("d"))
    }

    private mutating func parseOperand() throws -> PredicateOperand {
        guard let token = next() else { throw PredicateSyntaxError(description: "a comparison has no value") }
        if token.hasPrefix("'") || token.hasPrefix("\"") { return .value(String(token.dropFirst().dropLast())) }
        if token == "{" { return .value(try parseList()) }
        if token.hasPrefix("%") { return try argument(token) }
        switch token.uppercased() {
        case "TRUE", "YES": return .value(true)
        case "FALSE", "NO": return .value(false)
        case "NIL", "NULL": return .value(nil)
        default: break
        }
        if let number = Double(token) { return .value(number) }
        return .keyPath(token.hasPrefix("self.") ? String(token.dropFirst(5)) : token)
    }

    private mutating func parseList() throws -> [Any?] {
        var items: [Any?] = []
        while let token = peek(), token != "}" {
            if token == "," { position += 1; continue }
            if case .value(let value) = try parseOperand() { items.append(value) }
        }
        position += 1
        return items
    }

    private mutating func argument(_ token: String) throws -> PredicateOperand {
        guard !arguments.isEmpty else { throw PredicateSyntaxError(description: "\(token) has no argument") }
        let value = arguments.removeFirst()
        if token == "%K" { return .keyPath("\(value)") }
        return .value(value)
    }

    private func peek() -> String? { position < tokens.count ? tokens[position] : nil }

    private mutating func next() -> String? {
        defer { position += 1 }
        return peek()
    }

    /// Words, quoted strings, `%@`-style arguments and operator symbols.
    static func tokenize(_ format: String) -> [String] {
        var tokens: [String] = []
        let characters = Array(format)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace { index += 1; continue }
            if character == "'" || character == "\"" {
                var end = index + 1
                while end < characters.count, characters[end] != character { end += characters[end] == "\\" ? 2 : 1 }
                tokens.append(String(characters[index...min(end, characters.count - 1)]))
                index = end + 1
                continue
            }
            if "()[]{},".contains(character) { tokens.append(String(character)); index += 1; continue }
            let symbols = "=!<>&|"
            var end = index
            let isSymbol = symbols.contains(character)
            while end < characters.count, !characters[end].isWhitespace, !"()[]{},'\"".contains(characters[end]),
                  symbols.contains(characters[end]) == isSymbol || (!isSymbol && characters[end] == "%" && end == index) {
                end += 1
            }
            if end == index { end += 1 }
            tokens.append(String(characters[index..<end]))
            index = end
        }
        return tokens
    }
}

/// How two values compare, as Foundation's predicates compare them.
enum PredicateComparison {
    static func compare(_ left: Any?, _ op: String, _ right: Any?, caseInsensitive: Bool, diacriticInsensitive: Bool) -> Bool {
        if op == "IN" {
            if let list = right as? [Any?] { return list.contains { compare(left, "==", $0, caseInsensitive: caseInsensitive, diacriticInsensitive: diacriticInsensitive) } }
            return compare(right, "CONTAINS", left, caseInsensitive: caseInsensitive, diacriticInsensitive: diacriticInsensitive)
        }
        if let a = number(left), let b = number(right) { return compareNumbers(a, op, b) }
        if left == nil || right == nil {
            let bothNil = left == nil && right == nil
            return op == "==" ? bothNil : op == "!=" ? !bothNil : false
        }
        var options: String.CompareOptions = []
        if caseInsensitive { options.insert(.caseInsensitive) }
        if diacriticInsensitive { options.insert(.diacriticInsensitive) }
        let a = "\(left!)", b = "\(right!)"
        switch op {
        case "==": return a.compare(b, options: options) == .orderedSame
        case "!=": return a.compare(b, options: options) != .orderedSame
        case "CONTAINS": return a.range(of: b, options: options) != nil
        case "BEGINSWITH": return a.range(of: b, options: options.union(.anchored)) != nil
        case "ENDSWITH": return a.range(of: b, options: options.union([.anchored, .backwards])) != nil
        case "LIKE": return matches(a, pattern: like(b), caseInsensitive: caseInsensitive)
        case "MATCHES": return matches(a, pattern: "^(?:" + b + ")$", caseInsensitive: caseInsensitive)
        default:
            let order = a.compare(b, options: options)
            return compareNumbers(Double(order.rawValue), op, 0)
        }
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let bool as Bool: return bool ? 1 : 0
        case let int as Int: return Double(int)
        case let uint as UInt: return Double(uint)
        case let double as Double: return double
        case let float as Float: return Double(float)
        case let cgFloat as CGFloat: return Double(cgFloat)
        case let type as XCUIElement.ElementType: return Double(type.rawValue)
        case let number as NSNumber: return number.doubleValue
        default: return nil
        }
    }

    private static func compareNumbers(_ a: Double, _ op: String, _ b: Double) -> Bool {
        switch op {
        case "==": return a == b
        case "!=": return a != b
        case "<": return a < b
        case "<=", "=<": return a <= b
        case ">": return a > b
        case ">=", "=>": return a >= b
        default: return false
        }
    }

    /// `LIKE`'s wildcards (`*` any run, `?` one character) as a regular expression.
    private static func like(_ pattern: String) -> String {
        "^" + NSRegularExpression.escapedPattern(for: pattern).replacingOccurrences(of: "\\*", with: ".*")
            .replacingOccurrences(of: "\\?", with: ".") + "$"
    }

    private static func matches(_ text: String, pattern: String, caseInsensitive: Bool) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: pattern, options: caseInsensitive ? [.caseInsensitive] : []) else { return false }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
