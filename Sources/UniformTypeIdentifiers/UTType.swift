import Foundation

/// A uniform type identifier, as Apple's `UniformTypeIdentifiers` gives it: the kind of data an
/// item provider, a pasteboard or a file carries, and which kinds it conforms to.
///
/// Linux has no system registry of types, so the types are the common public ones, declared
/// here with their parents, filename extensions and MIME types (see ``UTTypeRegistry``). A type
/// made from any other identifier (`UTType("com.example.card")`) conforms to itself, to
/// `public.item`, and to what `UTType(exportedAs:conformingTo:)` names.
public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The identifier: `"public.png"`.
    public let identifier: String
    /// The types it conforms to directly (empty for `public.item`).
    private let parents: [String]

    fileprivate init(declared identifier: String, parents: [String]) {
        self.identifier = identifier
        self.parents = parents
    }

    /// The type named `identifier`; nil when the identifier is empty or has spaces, as such an
    /// identifier is not valid.
    public init?(_ identifier: String) {
        guard UTType.isValid(identifier) else { return nil }
        self.identifier = identifier
        parents = UTTypeRegistry.entry(identifier)?.parents ?? [UTTypeRegistry.item]
    }

    /// A type the app declares (in Info.plist on iOS), conforming to `parentType`.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(declared: identifier, parents: [parentType?.identifier ?? UTTypeRegistry.data])
    }

    /// A type another app declares, conforming to `parentType`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// The type whose filename extension is `filenameExtension` (without the dot), among the
    /// declared ones conforming to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let lowered = filenameExtension.lowercased()
        let found = UTTypeRegistry.entries.first { entry in
            entry.extensions.contains(lowered) && UTType(declared: entry.identifier, parents: entry.parents).conforms(to: supertype)
        }
        guard let found else { return nil }
        self.init(declared: found.identifier, parents: found.parents)
    }

    /// The type whose MIME type is `mimeType`, among the declared ones conforming to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let lowered = mimeType.lowercased()
        let found = UTTypeRegistry.entries.first { entry in
            entry.mimeType == lowered && UTType(declared: entry.identifier, parents: entry.parents).conforms(to: supertype)
        }
        guard let found else { return nil }
        self.init(declared: found.identifier, parents: found.parents)
    }

    public var preferredFilenameExtension: String? { UTTypeRegistry.entry(identifier)?.extensions.first }
    public var preferredMIMEType: String? { UTTypeRegistry.entry(identifier)?.mimeType }
    public var localizedDescription: String? { UTTypeRegistry.entry(identifier)?.name }
    /// Whether the type is one of the public ones declared here.
    public var isDeclared: Bool { UTTypeRegistry.entry(identifier) != nil }
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    /// Every type this one conforms to, itself left out, nearest first.
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var queue = parents
        while let next = queue.popLast() {
            guard let type = UTType(next), found.insert(type).inserted else { continue }
            queue.append(contentsOf: type.parents)
        }
        return found
    }

    /// Whether data of this type can be read as `type`: the same type or one of its supertypes.
    public func conforms(to type: UTType) -> Bool {
        type.identifier == identifier || supertypes.contains(type)
    }
    public func isSubtype(of type: UTType) -> Bool { type != self && conforms(to: type) }
    public func isSupertype(of type: UTType) -> Bool { type != self && type.conforms(to: self) }

    public var description: String { identifier }
    public var debugDescription: String { "<UTType \(identifier)>" }

    // Two types are the same when their identifiers are.
    public static func == (a: UTType, b: UTType) -> Bool { a.identifier == b.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    private static func isValid(_ identifier: String) -> Bool {
        !identifier.isEmpty && !identifier.contains(where: \.isWhitespace)
    }
}
