import Foundation

/// `NSPredicate(format:)` for UI tests. Linux's Foundation cannot parse predicate formats, so
/// XCUIAutomation reads the part UI tests write: comparisons of an element's attributes
/// (`label`, `identifier`, `value`, `title`, `placeholderValue`, `elementType`, `exists`,
/// `isHittable`, `isEnabled`, `isSelected`, `hasFocus`) with `==`, `!=`, `<`, `<=`, `>`, `>=`,
/// `CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `LIKE`, `MATCHES` and `IN`, the `[c]` and `[d]`
/// options, `AND`/`OR`/`NOT` and parentheses, with `%@`, `%d`, `%f` and `%K` arguments.
/// Evaluated against an element, it reads the element afresh each time (so an expectation
/// waiting on it sees the app change); against a dictionary, its keys.
extension NSPredicate {
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let parsed: PredicateNode
        do {
            var parser = PredicateParser(format: predicateFormat, arguments: arguments ?? [])
            parsed = try parser.parse()
        } catch {
            preconditionFailure("NSPredicate(format: \"\(predicateFormat)\"): \(error)")
        }
        self.init { object, _ in parsed.evaluate(PredicateSubject(object)) }
        PredicateFormats.remember(predicateFormat, for: self)
    }

    /// The format a predicate was made from, for query descriptions.
    var formatDescription: String { PredicateFormats.format(of: self) ?? predicateFormat }
}

/// Formats by predicate, for describing queries (Linux's `predicateFormat` says only BLOCKPREDICATE).
enum PredicateFormats {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var formats: [ObjectIdentifier: (AnyObject, String)] = [:]

    static func remember(_ format: String, for predicate: NSPredicate) {
        lock.lock()
        defer { lock.unlock() }
        if formats.count > 10_000 { formats.removeAll() }
        formats[ObjectIdentifier(predicate)] = (predicate, format)
    }

    static func format(of predicate: NSPredicate) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard let (object, format) = formats[ObjectIdentifier(predicate)], object === predicate else { return nil }
        return format
    }
}

/// What a predicate reads its key paths from.
struct PredicateSubject {
    let read: (String) -> Any?

    init(_ object: Any?) {
        switch object {
        case let snapshot as XCUIElementSnapshotValue:
            read = { snapshot.attribute(named: $0) }
        case let element as XCUIElement:
            let snapshot = MainThread.run { () -> XCUIElementSnapshotValue? in
                // Each look at an element lets the app run a frame: waiting on it waits in app time.
                RunningApp.current?.screen.advance(by: 1.0 / 60.0)
                return (try? element.resolve()).map { XCUIElementSnapshotValue($0.0) }
            }
            let hittable = snapshot != nil && element.isHittable
            read = { key in
                if key == "exists" { return snapshot != nil }
                if key == "isHittable" || key == "hittable" { return hittable }
                return snapshot?.attribute(named: key)
            }
        case let dictionary as [String: Any]:
            read = { dictionary[$0] }
        default:
            read = { _ in nil }
        }
    }
}
