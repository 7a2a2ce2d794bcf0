import Foundation

/// The name of an action message, such as `"copy:"`.
///
/// Objective-C selectors do not exist on Linux; Tessera's `Selector` is a string-backed value
/// with the same role: menus and `canPerformAction(_:withSender:)` pass it, and responders
/// compare it (`action == #selector(copy(_:))` becomes `action == "copy:"`).
/// - Note: Write `Selector("copy:")` or the literal `"copy:"` where UIKit code writes `#selector`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { self.name = value }
    public var description: String { name }

    public static let cut: Selector = "cut:"
    public static let copy: Selector = "copy:"
    public static let paste: Selector = "paste:"
    public static let delete: Selector = "delete:"
    public static let selectAll: Selector = "selectAll:"
}

/// The selector's name, as Foundation's function of the same name.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }
/// A selector from its name.
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }
