import Foundation

/// What part of a layout an invalidation concerns.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// True when everything must be recomputed (`invalidateLayout()`, `reloadData()`).
    public internal(set) var invalidateEverything = false
    /// True when the number of sections or items changed.
    public internal(set) var invalidateDataSourceCounts = false
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    open var contentOffsetAdjustment: CGPoint = .zero
    open var contentSizeAdjustment: CGSize = .zero

    public required override init() { super.init() }

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }
    open func invalidateSupplementaryElements(ofKind kind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[kind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }
    open func invalidateDecorationElements(ofKind kind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[kind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }
}
