import Foundation

/// What part of a layout an invalidation concerns.
///
/// Every context the collection view hands a layout (for `reloadData()`, batch updates, bounds
/// changes and self-sizing) is an instance of the layout's `invalidationContextClass`, so a
/// layout may cast it to its own subclass. Subclasses may override any property, as in UIKit.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    var everything = false
    var dataSourceCounts = false
    var itemIndexPaths: [IndexPath]?
    var supplementaryIndexPaths: [String: [IndexPath]]?
    var decorationIndexPaths: [String: [IndexPath]]?

    /// True when everything must be recomputed (`invalidateLayout()`, `reloadData()`).
    open var invalidateEverything: Bool { everything }
    /// True when the number of sections or items changed.
    open var invalidateDataSourceCounts: Bool { dataSourceCounts }
    /// The items named by ``invalidateItems(at:)``; nil when none were.
    open var invalidatedItemIndexPaths: [IndexPath]? { itemIndexPaths }
    /// The supplementary elements named, by kind.
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { supplementaryIndexPaths }
    /// The decoration elements named, by kind.
    open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { decorationIndexPaths }
    /// How much the content offset should move with this invalidation: added to it at once,
    /// before the next layout pass. From `finalizeCollectionViewUpdates()` it applies before
    /// the update's views move, as in UIKit, so a chat can keep its bottom (or the rows on
    /// screen) in place while rows are added.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the content size changes with this invalidation: added to the collection view's
    /// content size at once; the next layout pass sets it to the layout's
    /// `collectionViewContentSize` again (UIKit's documented behaviour).
    open var contentSizeAdjustment: CGSize = .zero
    /// During interactive movement: where the moving items were and where they are going.
    open var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    open var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// During interactive movement: where the finger is.
    open var interactiveMovementTarget: CGPoint = .zero

    public required override init() { super.init() }

    open func invalidateItems(at indexPaths: [IndexPath]) {
        itemIndexPaths = (itemIndexPaths ?? []) + indexPaths
    }
    open func invalidateSupplementaryElements(ofKind kind: String, at indexPaths: [IndexPath]) {
        var all = supplementaryIndexPaths ?? [:]
        all[kind, default: []] += indexPaths
        supplementaryIndexPaths = all
    }
    open func invalidateDecorationElements(ofKind kind: String, at indexPaths: [IndexPath]) {
        var all = decorationIndexPaths ?? [:]
        all[kind, default: []] += indexPaths
        decorationIndexPaths = all
    }
}
