import Foundation

/// A parser of Auto Layout's visual format language: `H:|-[title]-8-[badge(==title)]-|`.
///
/// Spacing `-` between views is the standard 8 points and 20 to the superview's edge, as in
/// UIKit; `H:` runs leading to trailing unless the options say left to right or right to left.
@MainActor struct VisualFormat {
    struct ParseError: Error { let message: String }

    private let format: [Character]
    private var index = 0
    private let metrics: [String: Any]
    private let views: [String: Any]
    private let options: NSLayoutConstraint.FormatOptions
    private var vertical = false

    init(_ format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any]?, views: [String: Any]) {
        self.format = Array(format.filter { !$0.isWhitespace })
        self.options = options
        self.metrics = metrics ?? [:]
        self.views = views
    }

    private struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: AnyObject?
        var priority: UILayoutPriority = .required
    }

    private enum Element { case superview, view(AnyObject, [Predicate]) }

    mutating func parse() throws -> [NSLayoutConstraint] {
        if peek("H:") { index += 2 } else if peek("V:") { index += 2; vertical = true }
        var elements: [Element] = []
        var connections: [[Predicate]?] = []   // nil: adjacent (no dash)
        if peek("|") { index += 1; elements.append(.superview); connections.append(try connection()) }
        elements.append(try view())
        while index < format.count {
            let link = try connection()
            if peek("|") {
                index += 1
                connections.append(link)
                elements.append(.superview)
                break
            }
            connections.append(link)
            elements.append(try view())
        }
        guard index == format.count else { throw fail("Expected a view or the end") }
        return try build(elements, connections)
    }

    // MARK: Reading

    private func peek(_ text: String) -> Bool {
        let chars = Array(text)
        return index + chars.count <= format.count && Array(format[index..<index + chars.count]) == chars
    }

    private func fail(_ why: String) -> ParseError {
        let shown = String(format)
        return ParseError(message: "Unable to parse constraint format: \n\(why) \n\(shown) \n\(String(repeating: " ", count: index))^")
    }

    private mutating func name() -> String {
        var result = ""
        while index < format.count, format[index].isLetter || format[index].isNumber || format[index] == "_" {
            result.append(format[index]); index += 1
        }
        return result
    }

    private mutating func number() -> CGFloat? {
        var text = ""
        while index < format.count, format[index].isNumber || format[index] == "." || (text.isEmpty && format[index] == "-") {
            text.append(format[index]); index += 1
        }
        return Double(text).map { CGFloat($0) }
    }

    private func metric(_ key: String) -> CGFloat? {
        switch metrics[key] {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }

    /// A constant: a number or a metric's name.
    private mutating func constant() throws -> CGFloat {
        if index < format.count, format[index].isNumber || format[index] == "-" {
            guard let value = number() else { throw fail("Expected a number") }
            return value
        }
        let key = name()
        guard let value = metric(key) else { throw fail("\(key) is not a key in the metrics dictionary") }
        return value
    }

    private mutating func predicate(allowViews: Bool) throws -> Predicate {
        var result = Predicate()
        for (text, relation) in [("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)] where peek(text) {
            index += 2; result.relation = relation; break
        }
        if allowViews, index < format.count, format[index].isLetter {
            let start = index
            let key = name()
            if let view = views[key] as AnyObject?, metric(key) == nil { result.view = view } else { index = start; result.constant = try constant() }
        } else {
            result.constant = try constant()
        }
        if peek("@") {
            index += 1
            result.priority = UILayoutPriority(Float(try constant()))
        }
        return result
    }

    private mutating func predicateList(allowViews: Bool) throws -> [Predicate] {
        guard peek("(") else { return [try predicate(allowViews: allowViews)] }
        index += 1
        var list = [try predicate(allowViews: allowViews)]
        while peek(",") { index += 1; list.append(try predicate(allowViews: allowViews)) }
        guard peek(")") else { throw fail("Expected ')'") }
        index += 1
        return list
    }

    /// `-` (standard), `-pred-`, or nothing (adjacent).
    private mutating func connection() throws -> [Predicate]? {
        guard peek("-") else { return [Predicate()] }   // adjacent: exactly 0
        index += 1
        if peek("[") || peek("|") { return nil }        // standard spacing
        let list = try predicateList(allowViews: false)
        guard peek("-") else { throw fail("Expected '-' after the spacing") }
        index += 1
        return list
    }

    private mutating func view() throws -> Element {
        guard peek("[") else { throw fail("Expected a view") }
        index += 1
        let key = name()
        guard let view = views[key] as AnyObject? else { throw fail("\(key) is not a key in the views dictionary") }
        var predicates: [Predicate] = []
        if peek("(") { predicates = try predicateList(allowViews: true) }
        guard peek("]") else { throw fail("Expected ']'") }
        index += 1
        return .view(view, predicates)
    }

    // MARK: Building

    private var leadAttribute: NSLayoutConstraint.Attribute {
        if vertical { return .top }
        if options.contains(.directionLeftToRight) { return .left }
        if options.contains(.directionRightToLeft) { return .right }
        return .leading
    }
    private var trailAttribute: NSLayoutConstraint.Attribute {
        if vertical { return .bottom }
        if options.contains(.directionLeftToRight) { return .right }
        if options.contains(.directionRightToLeft) { return .left }
        return .trailing
    }

    private func build(_ elements: [Element], _ connections: [[Predicate]?]) throws -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
        var previousView: AnyObject?
        for (position, element) in elements.enumerated() {
            if case .view(let view, let predicates) = element {
                for predicate in predicates {
                    let made = NSLayoutConstraint(item: view, attribute: size, relatedBy: predicate.relation, toItem: predicate.view,
                                                  attribute: predicate.view == nil ? .notAnAttribute : size, multiplier: 1,
                                                  constant: predicate.constant)
                    made.priority = predicate.priority
                    result.append(made)
                }
                if let previousView { result += alignments(view, previousView) }
                previousView = view
            }
            guard position > 0 else { continue }
            let before = elements[position - 1]
            let superviewEdge: Bool = { if case .superview = before { return true }; if case .superview = element { return true }; return false }()
            let spacing = connections[position - 1] ?? [Predicate(constant: superviewEdge ? 20 : 8)]
            for predicate in spacing {
                let made: NSLayoutConstraint
                switch (before, element) {
                case (.superview, .view(let view, _)):
                    guard let parent = NSLayoutConstraint.view(of: view)?.superview else { throw ParseError(message: "Unable to interpret '|' character, because the related view doesn't have a superview") }
                    made = NSLayoutConstraint(item: view, attribute: leadAttribute, relatedBy: predicate.relation, toItem: parent,
                                              attribute: leadAttribute, multiplier: 1, constant: predicate.constant)
                case (.view(let view, _), .superview):
                    guard let parent = NSLayoutConstraint.view(of: view)?.superview else { throw ParseError(message: "Unable to interpret '|' character, because the related view doesn't have a superview") }
                    made = NSLayoutConstraint(item: parent, attribute: trailAttribute, relatedBy: predicate.relation, toItem: view,
                                              attribute: trailAttribute, multiplier: 1, constant: predicate.constant)
                case (.view(let left, _), .view(let right, _)):
                    made = NSLayoutConstraint(item: right, attribute: leadAttribute, relatedBy: predicate.relation, toItem: left,
                                              attribute: trailAttribute, multiplier: 1, constant: predicate.constant)
                default:
                    continue
                }
                made.priority = predicate.priority
                result.append(made)
            }
        }
        return result
    }

    private func alignments(_ view: AnyObject, _ previous: AnyObject) -> [NSLayoutConstraint] {
        let pairs: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
            (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        return pairs.filter { options.contains($0.0) }.map { _, attribute in
            NSLayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: previous, attribute: attribute, multiplier: 1, constant: 0)
        }
    }
}

extension NSLayoutConstraint {
    /// Constraints described in the visual format language (not yet active). A format that
    /// cannot be parsed is reported with UIKit's message, and no constraint is made.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormat(format, options: opts, metrics: metrics, views: views)
        do {
            return try parser.parse()
        } catch let error as VisualFormat.ParseError {
            TesseraDiagnostics.report(error.message)
        } catch {
            TesseraDiagnostics.report("Unable to parse constraint format: \(error)")
        }
        return []
    }
}
