import Foundation

/// One change of a batch update, as the layout sees it in `prepare(forCollectionViewUpdates:)`.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    public enum Action: Int, Sendable { case insert, delete, reload, move, none }
    /// The index path before the update (nil for an insert). A section change has an item of
    /// `NSNotFound`, as in UIKit.
    public let indexPathBeforeUpdate: IndexPath?
    public let indexPathAfterUpdate: IndexPath?
    public let updateAction: Action

    public init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action; indexPathBeforeUpdate = before; indexPathAfterUpdate = after
        super.init()
    }

    nonisolated open override var description: String {
        "<UICollectionViewUpdateItem \(updateAction) \(indexPathBeforeUpdate.map { "\($0)" } ?? "nil") -> \(indexPathAfterUpdate.map { "\($0)" } ?? "nil")>"
    }
}

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
    public var description: String { message }
}

extension IndexPath {
    /// UIKit's way of printing an index path in its messages: `{length = 2, path = 0 - 3}`.
    var uikitDescription: String { "{length = \(count), path = \(map(String.init).joined(separator: " - "))}" }
}
