import Foundation

/// A change requested of a collection view, recorded until the batch is applied.
public enum CollectionUpdateRequest: Hashable, Sendable {
    case insertSections(IndexSet)
    case deleteSections(IndexSet)
    case reloadSections(IndexSet)
    case moveSection(Int, Int)
    case insertItems([IndexPath])
    case deleteItems([IndexPath])
    case reloadItems([IndexPath])
    case moveItem(IndexPath, IndexPath)
}

/// Why a batch update was refused: UIKit's message.
public struct InvalidUpdate: Error, CustomStringConvertible, Sendable {
    public let message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}

extension IndexPath {
    /// UIKit's way of printing an index path in its messages: `{length = 2, path = 0 - 3}`.
    package var uikitDescription: String { "{length = \(count), path = \(map(String.init).joined(separator: " - "))}" }
}
