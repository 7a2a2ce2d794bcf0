/// One change `tessera-port` made, at a line of the original file.
public struct PortChange: Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let message: String
    public init(line: Int, message: String) { self.line = line; self.message = message }
    public var description: String { "\(line): \(message)" }
}

/// A source file as it was, and as ported.
public struct PortedFile: Sendable {
    public let path: String
    public let original: String
    public let ported: String
    public let changes: [PortChange]
    /// Whether anything changed.
    public var isChanged: Bool { ported != original }
}

/// What a protocol's `@objc optional` member becomes.
enum OptionalMemberKind: Equatable {
    /// Returns nothing: the default does nothing.
    case void
    /// Already returns an optional: the default returns nil.
    case optional
    /// Returns a value: the requirement (and implementations in the ported sources) return
    /// an optional, and the default returns nil, so `delegate?.f?(x) ?? fallback` keeps its
    /// meaning as `delegate?.f(x) ?? fallback`.
    case value
}

struct OptionalMember {
    let fullName: String
    let kind: OptionalMemberKind
}
