import Foundation

/// A container whose elements sit in rows and columns (UIKit's data-table protocol); a
/// collection view of a grid and a table view adopt it, so a screen reader can say "row 3 of
/// 120, column 2 of 4" and move by row.
@MainActor public protocol UIAccessibilityContainerDataTable: AnyObject {
    /// The element at `row` and `column`, or nil.
    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> UIAccessibilityContainerDataTableCell?
    func accessibilityRowCount() -> Int
    func accessibilityColumnCount() -> Int
}

/// An element of a ``UIAccessibilityContainerDataTable``: where it sits.
@MainActor public protocol UIAccessibilityContainerDataTableCell: AnyObject {
    func accessibilityRowRange() -> NSRange
    func accessibilityColumnRange() -> NSRange
}

/// What a screen reader calls an element, from its traits and class: the Linux bridge maps
/// each to an AT-SPI role (see <doc:Accessibility>).
public enum AccessibilityRole: String, Sendable {
    case window, panel, list, listItem, table, tableCell, button, toggleButton, slider, label, heading, image, link
    case textField, textView, searchField, scrollPane, tabList, alert, progressBar
}
