import Foundation

// A table view is a list of all its rows, shown or not, one column wide.

extension UITableView: AccessibilityItemContainer, AccessibilityDefaultsProviding, UIAccessibilityContainerDataTable {
    var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults(isElement: false, containerType: .list) }

    var accessibilityItemCount: Int {
        (0..<numberOfSections).reduce(0) { $0 + numberOfRows(inSection: $1) }
    }

    func accessibilityItem(at index: Int) -> AnyObject? {
        guard let path = ListIndexing.indexPath(at: index, sections: numberOfSections, count: numberOfRows(inSection:)) else { return nil }
        if let cell = cellForRow(at: path), AccessibilityChildren.isShown(cell) { return cell }
        return accessibilityStandIn(path) { ItemAccessibilityElement(list: self, indexPath: path) }
    }

    public func accessibilityRowCount() -> Int { accessibilityItemCount }
    public func accessibilityColumnCount() -> Int { 1 }

    public func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> UIAccessibilityContainerDataTableCell? {
        guard column == 0 else { return nil }
        return accessibilityItem(at: row) as? UIAccessibilityContainerDataTableCell
    }
}

extension UITableViewCell: UIAccessibilityContainerDataTableCell {
    public func accessibilityRowRange() -> NSRange {
        guard let table = superview as? UITableView, let path = table.indexPath(for: self) else {
            return NSRange(location: NSNotFound, length: 0)
        }
        return NSRange(location: ListIndexing.flatIndex(of: path, count: table.numberOfRows(inSection:)), length: 1)
    }

    public func accessibilityColumnRange() -> NSRange { NSRange(location: 0, length: 1) }
}
