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
    /// What the tool cannot port without changing what the code does: nothing is written
    /// while there are any.
    public let errors: [PortChange]
    /// Whether anything changed.
    public var isChanged: Bool { ported != original }
}

/// What a protocol's `@objc optional` member becomes.
enum OptionalMemberKind: Equatable {
    /// Returns nothing: the default does nothing.
    case void
    /// Already returns an optional: the default returns nil.
    case optional
    /// Returns a value: the requirement keeps its signature, so conformers written as UIKit code
    /// implement it; its default answers the fallback of the call in progress
    /// (`OptionalRequirement.call` in Tessera), so `delegate?.f?(x) ?? fallback` keeps its meaning.
    case value
}

struct OptionalMember {
    let fullName: String
    let kind: OptionalMemberKind
    /// As written: `CGFloat`, `[String]`.
    let returnType: String?
}
