import Foundation

extension UICollectionView {
    /// The cell shown for `indexPath`, or nil when it is not on screen.
    func performCellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleViews[ElementKey.cell(indexPath)] as? UICollectionViewCell
    }

    /// The cells on screen, in index-path order.
    public var visibleCells: [UICollectionViewCell] {
        visibleCellEntries.map(\.1)
    }

    /// The index paths of the cells on screen, sorted.
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleCellEntries.map(\.0)
    }

    private var visibleCellEntries: [(IndexPath, UICollectionViewCell)] {
        visibleViews.compactMap { key, view -> (IndexPath, UICollectionViewCell)? in
            guard key.category == .cell, let cell = view as? UICollectionViewCell, !cell.isHidden,
                  frameInContent(of: cell).intersects(bounds) else { return nil }
            return (key.indexPath, cell)
        }.sorted { $0.0 < $1.0 }
    }

    /// A view's frame in the collection view's content (a cell in a sideways strip is in the
    /// strip's coordinates).
    private func frameInContent(of view: UIView) -> CGRect {
        guard let strip = view.superview as? OrthogonalScrollerView else { return view.frame }
        return view.frame.offsetBy(dx: strip.frame.minX - strip.bounds.minX, dy: strip.frame.minY - strip.bounds.minY)
    }

    /// The supplementary view of `elementKind` shown for `indexPath`, if on screen.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleViews[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleViews.filter { $0.key.category == .supplementaryView && $0.key.kind == elementKind }
            .sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    /// The index paths of the supplementary views of `elementKind` on screen, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleViews.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The decoration views on screen (a Tessera addition for tests).
    public var visibleDecorationViews: [UICollectionReusableView] {
        visibleViews.filter { $0.key.category == .decorationView }.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    /// The index path of the front-most item whose frame contains `point` (content coordinates).
    func performIndexPathForItem(at point: CGPoint) -> IndexPath? {
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let hits = displayedAttributes(in: probe).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.containsFinite(point)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The index path of `cell`, if it is on screen.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleViews.first { $0.value === cell }?.key.indexPath
    }

    /// The layout's attributes for the item at `indexPath`.
    func performLayoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.prepareIfNeeded()
        return displayedAttributes(for: ElementKey.cell(indexPath))
    }

    func performLayoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.prepareIfNeeded()
        return displayedAttributes(for: ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath))
    }
}
