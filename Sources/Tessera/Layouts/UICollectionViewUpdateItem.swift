import Foundation
import TesseraCore

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

extension UICollectionViewUpdateItem.Action {
    /// The engine's action of the same meaning.
    init(_ action: UpdateAction) {
        switch action {
        case .insert: self = .insert
        case .delete: self = .delete
        case .reload: self = .reload
        case .move: self = .move
        case .none: self = .none
        }
    }
}
