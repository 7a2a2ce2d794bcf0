import Foundation

extension UICollectionView {
    /// The selected items' index paths, or nil when none is selected (as UIKit).
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths
    }

    /// Selects an item from code: no delegate method is called (seed 000, listing 3.8's note).
    /// Without multiple selection, the previous selection is cleared. `nil` clears it all.
    func performSelectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            selection.deselectAll()
            return
        }
        // UIKit raises for an index path that does not exist; Tessera reports it and selects nothing.
        guard isExistingItem(indexPath) else {
            TesseraDiagnostics.report("selectItem(at: \(indexPath)): Invalid index path for use with UICollectionView (sections: \(sectionCounts ?? [])); nothing selected")
            return
        }
        selection.select(indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item from code: no delegate method is called.
    func performDeselectItem(at indexPath: IndexPath, animated: Bool) {
        selection.deselect(indexPath)
    }
}

extension UICollectionView {
    /// Whether `indexPath` names an item the data source has: two indexes, in range.
    func isExistingItem(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < numberOfSections, indexPath.item >= 0 else { return false }
        return indexPath.item < numberOfItems(inSection: indexPath.section)
    }
}
