import Foundation

/// What a drop would do.
public enum UIDropOperation: UInt, Sendable {
    /// Nothing: the drag goes back where it came from.
    case cancel = 0
    /// Not here (shown as refused), and nothing happens if dropped.
    case forbidden = 1
    case copy = 2
    case move = 3
}

/// A drop delegate's answer while a drag moves over its view.
@preconcurrency @MainActor open class UIDropProposal: NSObject {
    public let operation: UIDropOperation
    /// Whether the drop is meant for the exact point (the proposal may be precise).
    open var isPrecise = false
    open var prefersFullSizePreview = false

    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}

/// A collection view's drop proposal: the operation, and whether the items would go between
/// items at the destination index path or into the item there.
@preconcurrency @MainActor open class UICollectionViewDropProposal: UIDropProposal {
    public enum Intent: Int, Sendable {
        /// No particular place: the collection view shows no gap and highlights nothing.
        case unspecified
        /// Between items: the collection view shows where they would go.
        case insertAtDestinationIndexPath
        /// Into the item at the destination (a folder): that item is highlighted.
        case insertIntoDestinationIndexPath
        /// Into an item when over its middle, else between items.
        case automatic
    }

    public let intent: Intent

    public init(operation: UIDropOperation, intent: Intent = .unspecified) {
        self.intent = intent
        super.init(operation: operation)
    }
}
