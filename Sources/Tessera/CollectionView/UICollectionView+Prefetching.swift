import Foundation

extension UICollectionView {
    /// Asks the data source for the cell of `path` before it comes on screen, with the layout's
    /// attributes applied and its subviews laid out, so showing it later costs only placing it.
    /// The delegate's `willDisplay` is still called when it shows.
    func makeCellAhead(for path: IndexPath) -> UICollectionViewCell? {
        guard let dataSource, let attributes = displayedAttributes(for: .cell(path)), isValid(attributes) else { return nil }
        attributesBeingPlaced = attributes
        defer { attributesBeingPlaced = nil }
        let made = checkedDataSourceView(dataSource.collectionView(self, cellForItemAt: path), for: .cell(path))
        guard let cell = made as? UICollectionViewCell, !cell.isPlaceholder else { return nil }
        cell.applyAttributesIfChanged(attributes)
        cell.layoutIfNeeded()
        return cell
    }

    /// A cell made ahead that will not be shown (the user turned back, the data changed): back
    /// to its pool, without `didEndDisplaying` since it never displayed.
    func returnUnshownCell(_ cell: UICollectionViewCell) {
        cell.appliedAttributes = nil
        if let poolKey = cell.poolKey { reusePool.put(cell, in: poolKey) }
    }

    /// How many cells were made ahead in idle time so far (the window host's frame statistics
    /// count the same steps).
    var numberOfCellsPreparedAhead: Int { prefetcher.preparedCount }
}
