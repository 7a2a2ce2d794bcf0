import Foundation

extension UITableViewCell {
    /// How a cell shows that it is selected or highlighted: a grey background (`.default`,
    /// `.gray`, `.blue` — grey since iOS 7), or nothing. UIKit's cases and raw values.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }
}

/// The table's selection model reaches cells through this, as the collection view's does.
extension UITableViewCell: SelectableCell {}
