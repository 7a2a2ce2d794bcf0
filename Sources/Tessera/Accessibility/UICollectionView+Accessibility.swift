import Foundation

// A collection view is a list (one column) or a data table (a grid) of all its items, shown or
// not: a screen reader can count them, read an item's row and column, and move to an item off
// screen, which scrolls it into view (UIKit's container protocol).

extension UICollectionView: AccessibilityItemContainer, AccessibilityDefaultsProviding, UIAccessibilityContainerDataTable {
    var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: false, containerType: accessibilityColumnCount() > 1 ? .dataTable : .list)
    }

    var accessibilityItemCount: Int {
        (0..<numberOfSections).reduce(0) { $0 + numberOfItems(inSection: $1) }
    }

    func accessibilityItem(at index: Int) -> AnyObject? {
        guard let path = ListIndexing.indexPath(at: index, sections: numberOfSections, count: numberOfItems(inSection:)) else { return nil }
        if let cell = cellForItem(at: path), AccessibilityChildren.isShown(cell) { return cell }
        return accessibilityStandIn(path) { ItemAccessibilityElement(list: self, indexPath: path) }
    }

    /// Items in the first row of the first section (the grid's columns); 1 for a list.
    public func accessibilityColumnCount() -> Int {
        guard numberOfSections > 0, numberOfItems(inSection: 0) > 0,
              let first = layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame else { return 1 }
        var columns = 1
        while columns < min(numberOfItems(inSection: 0), 1_000),
              let next = layoutAttributesForItem(at: IndexPath(item: columns, section: 0))?.frame,
              abs(next.minY - first.minY) < 0.5 {
            columns += 1
        }
        return columns
    }

    public func accessibilityRowCount() -> Int {
        let columns = accessibilityColumnCount()
        return (0..<numberOfSections).reduce(0) { $0 + (numberOfItems(inSection: $1) + columns - 1) / columns }
    }

    public func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> UIAccessibilityContainerDataTableCell? {
        let columns = accessibilityColumnCount()
        var rowsBefore = 0
        for section in 0..<numberOfSections {
            let rows = (numberOfItems(inSection: section) + columns - 1) / columns
            if row < rowsBefore + rows {
                let item = (row - rowsBefore) * columns + column
                guard column < columns, item < numberOfItems(inSection: section) else { return nil }
                return accessibilityItem(at: ListIndexing.flatIndex(of: IndexPath(item: item, section: section), count: numberOfItems(inSection:)))
                    as? UIAccessibilityContainerDataTableCell
            }
            rowsBefore += rows
        }
        return nil
    }

    /// The row and column of the item at `indexPath`.
    func accessibilityGridPosition(of indexPath: IndexPath) -> (row: Int, column: Int) {
        let columns = accessibilityColumnCount()
        let rowsBefore = (0..<indexPath.section).reduce(0) { $0 + (numberOfItems(inSection: $1) + columns - 1) / columns }
        return (rowsBefore + indexPath.item / columns, indexPath.item % columns)
    }
}

extension UICollectionViewCell: UIAccessibilityContainerDataTableCell {
    public func accessibilityRowRange() -> NSRange {
        guard AccessibilityRoles.isItem(self), let list = owningCollectionView, let path = list.indexPath(for: self) else { return NSRange(location: NSNotFound, length: 0) }
        return NSRange(location: list.accessibilityGridPosition(of: path).row, length: 1)
    }

    public func accessibilityColumnRange() -> NSRange {
        guard AccessibilityRoles.isItem(self), let list = owningCollectionView, let path = list.indexPath(for: self) else { return NSRange(location: NSNotFound, length: 0) }
        return NSRange(location: list.accessibilityGridPosition(of: path).column, length: 1)
    }
}

/// Flat item numbers across sections, as a screen reader counts them.
enum ListIndexing {
    static func indexPath(at index: Int, sections: Int, count: (Int) -> Int) -> IndexPath? {
        guard index >= 0 else { return nil }
        var remaining = index
        for section in 0..<sections {
            let items = count(section)
            if remaining < items { return IndexPath(item: remaining, section: section) }
            remaining -= items
        }
        return nil
    }

    static func flatIndex(of path: IndexPath, count: (Int) -> Int) -> Int {
        (0..<path.section).reduce(0) { $0 + count($1) } + path.item
    }
}
