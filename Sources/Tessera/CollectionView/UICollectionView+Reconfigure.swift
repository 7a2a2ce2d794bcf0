import Foundation

extension UICollectionView {
    /// Asks the data source again for the cells of items on screen; the dequeue gives each the
    /// cell it shows back (``BatchRecorder/reconfiguring``). A data source that makes another
    /// cell anyway has it take the old one's place. The layout is asked again, so a cell whose
    /// new content has another size is measured again.
    func performReconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for path in indexPaths {
            guard isExistingItem(path) else {
                TesseraDiagnostics.report("reconfigureItems(at:): item \(path.count == 2 ? path.item : -1) of section \(path.first ?? -1) does not exist (\(numberOfSections) sections)")
                continue
            }
            let key = ElementKey.cell(path)
            guard let old = visibleViews[key] as? UICollectionViewCell else { continue }
            batch.reconfiguring = (path, old)
            let cell = dataSource.collectionView(self, cellForItemAt: path)
            batch.reconfiguring = nil
            if cell === old {
                old.setNeedsLayout()
                continue
            }
            replace(old, with: cell, at: key)
        }
        setNeedsLayout()
    }

    /// The data source made another cell for a reconfigured item: it takes the old one's place.
    private func replace(_ old: UICollectionViewCell, with cell: UICollectionViewCell, at key: ElementKey) {
        let attributes = old.appliedAttributes
        // The old cell's container: the collection view, or a sideways strip's scroll view.
        let container = old.superview ?? self
        recycle(old, key: key)
        visibleViews[key] = cell
        if cell.superview !== container { container.addSubview(cell) }
        if let attributes { UIView.performWithoutAnimation { cell.applyAttributesIfChanged(attributes) } }
    }
}
