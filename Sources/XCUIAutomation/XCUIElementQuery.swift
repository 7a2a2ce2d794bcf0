import Foundation
@_spi(Host) import Tessera

/// A description of elements to find — "buttons below the navigation bar whose label is
/// Done" — run against the app each time it is used, never kept as a list.
open class XCUIElementQuery: NSObject, XCUIElementTypeQueryProvider, @unchecked Sendable {
    /// What a query searches: an element's tree, or another query's matches.
    enum Input {
        case element(XCUIElement)
        case query(XCUIElementQuery)
    }

    /// One step of a query, as XCTest describes it.
    enum Step {
        case descendants(XCUIElement.ElementType)
        case children(XCUIElement.ElementType)
        case matching(ElementFilter)
        case containing(ElementFilter)
    }

    let input: Input
    let step: Step

    init(input: Input, step: Step) {
        self.input = input
        self.step = step
    }

    /// The elements that match now, with the app they are in.
    @MainActor func resolveMatches() throws -> ([ElementSnapshot], RunningApp) {
        let (sources, app) = try inputElements()
        return (sources.flatMap(apply), app)
    }

    @MainActor private func inputElements() throws -> ([ElementSnapshot], RunningApp) {
        switch input {
        case .element(let element):
            let (snapshot, app) = try element.resolve()
            return ([snapshot], app)
        case .query(let query):
            let (matches, app) = try query.resolveMatches()
            return (matches, app)
        }
    }

    /// One input element's share of the matches (a filter keeps or drops it).
    @MainActor private func apply(to source: ElementSnapshot) -> [ElementSnapshot] {
        switch step {
        case .descendants(let type): return source.descendants.filter { type == .any || $0.elementType == type }
        case .children(let type): return source.children.filter { type == .any || $0.elementType == type }
        case .matching(let filter): return filter.test(source) ? [source] : []
        case .containing(let filter): return source.descendants.contains(where: filter.test) ? [source] : []
        }
    }

    /// "No matches found for <step> from input {(<the elements searched>)}".
    @MainActor func noMatches(at index: Int? = nil, of count: Int = 0) -> XCUIFailure {
        let searched = ((try? inputElements().0) ?? []).prefix(12).map { "    " + $0.summary }
        let what = index.map { "Element at index \($0) (\(count) matched) of \(stepDescription)" } ?? stepDescription
        return XCUIFailure("No matches found for \(what) from input {(\n\(searched.joined(separator: "\n"))\n)}")
    }

    /// The step in XCTest's words: "Descendants matching type Button",
    /// "Elements matching predicate '"Sign In" IN identifiers'".
    var stepDescription: String {
        switch step {
        case .descendants(let type): return type == .any ? "Descendants matching type Any" : "Descendants matching type \(type)"
        case .children(let type): return "Children matching type \(type)"
        case .matching(let filter): return "Elements matching predicate '\(filter.description)'"
        case .containing(let filter): return "Elements containing elements matching predicate '\(filter.description)'"
        }
    }

    /// The whole chain, one step a line, as XCTest prints a query.
    var chainDescription: String {
        let earlier: String
        switch input {
        case .element(let element): earlier = element.query?.chainDescription ?? "→Find: Target Application"
        case .query(let query): earlier = query.chainDescription
        }
        let depth = earlier.split(separator: "\n").count
        return earlier + "\n" + String(repeating: " ", count: depth) + "↪︎Find: " + stepDescription
    }

    // MARK: Elements of the query

    /// The query's one match; acting on it fails when there is none or more than one.
    open var element: XCUIElement { XCUIElement(query: self, pick: .only) }
    /// The first match, without asking whether there are others (faster on iOS, the same here).
    open var firstMatch: XCUIElement { XCUIElement(query: self, pick: .first) }
    /// How many elements match now.
    open var count: Int {
        MainThread.run { (try? resolveMatches().0.count) ?? 0 }
    }

    /// The match at `index` (in the order of the app's tree: top to bottom, then leading to trailing).
    open func element(boundBy index: Int, file: StaticString = #filePath, line: UInt = #line) -> XCUIElement {
        XCUIElement(query: self, pick: .index(index), site: (file, line))
    }

    /// The one match with `identifier` (accessibility identifier, label, title or placeholder).
    open func element(matching type: XCUIElement.ElementType, identifier: String?,
                      file: StaticString = #filePath, line: UInt = #line) -> XCUIElement {
        var query = descendants(matching: type)
        if let identifier { query = query.matching(identifier: identifier) }
        return XCUIElement(query: query, pick: .only, site: (file, line))
    }

    open func element(matching predicate: NSPredicate, file: StaticString = #filePath, line: UInt = #line) -> XCUIElement {
        XCUIElement(query: matching(predicate), pick: .only, site: (file, line))
    }

    /// `app.buttons["Sign In"]`: the one match whose identifier, label, title or placeholder is `key`.
    open subscript(key: String, file: StaticString = #filePath, line: UInt = #line) -> XCUIElement {
        XCUIElement(query: matching(identifier: key), pick: .only, site: (file, line))
    }

    /// Every match now, each as an element found again by its position.
    open var allElementsBoundByIndex: [XCUIElement] { (0..<count).map { element(boundBy: $0) } }
    open var allElementsBoundByAccessibilityElement: [XCUIElement] { allElementsBoundByIndex }

    // MARK: Narrowing

    open func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(input: .query(self), step: .descendants(type))
    }

    open func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(input: .query(self), step: .children(type))
    }

    /// The matches whose identifier, label, title or placeholder is `identifier`.
    open func matching(identifier: String) -> XCUIElementQuery {
        XCUIElementQuery(input: .query(self), step: .matching(.identifier(identifier)))
    }

    open func matching(_ predicate: NSPredicate) -> XCUIElementQuery {
        XCUIElementQuery(input: .query(self), step: .matching(.predicate(predicate)))
    }

    open func matching(_ type: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        XCUIElementQuery(input: .query(self), step: .matching(.type(type, identifier: identifier)))
    }

    /// The matches that have an element of `type` (with `identifier`) somewhere under them.
    open func containing(_ type: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        XCUIElementQuery(input: .query(self), step: .containing(.type(type, identifier: identifier)))
    }

    open func containing(_ predicate: NSPredicate) -> XCUIElementQuery {
        XCUIElementQuery(input: .query(self), step: .containing(.predicate(predicate)))
    }

    /// What the query finds now, as XCTest prints it.
    open override var debugDescription: String {
        MainThread.run {
            let matches = (try? resolveMatches().0) ?? []
            return "Query chain:\n\(chainDescription)\nOutput: {\n" + matches.map { "    " + $0.summary }.joined(separator: "\n") + "\n}"
        }
    }

    open override var description: String { stepDescription }
}

/// A test an element passes, with the words XCTest describes it in.
struct ElementFilter {
    let description: String
    let test: @MainActor (ElementSnapshot) -> Bool

    /// `"Sign In" IN identifiers`: the identifier, label, title or placeholder.
    static func identifier(_ key: String) -> ElementFilter {
        ElementFilter(description: "\"\(key)\" IN identifiers") { node in
            node.identifier == key || node.label == key || node.placeholderValue == key
        }
    }

    static func type(_ type: XCUIElement.ElementType, identifier: String?) -> ElementFilter {
        let name = identifier.map { "elementType == \(type.rawValue) AND \"\($0)\" IN identifiers" } ?? "elementType == \(type.rawValue)"
        return ElementFilter(description: name) { node in
            (type == .any || node.elementType == type) && (identifier.map { ElementFilter.identifier($0).test(node) } ?? true)
        }
    }

    /// A predicate evaluated against the element's attributes (`label`, `identifier`, `value`,
    /// `elementType`, `exists`…).
    static func predicate(_ predicate: NSPredicate) -> ElementFilter {
        ElementFilter(description: predicate.formatDescription) { node in
            predicate.evaluate(with: XCUIElementSnapshotValue(node))
        }
    }
}
