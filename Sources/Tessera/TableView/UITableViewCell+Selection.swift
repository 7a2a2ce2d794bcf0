import Foundation

extension UITableViewCell {
    /// How a cell shows that it is selected or highlighted: a grey background (`.default`,
    /// `.gray`, `.blue` — grey since iOS 7), or nothing.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray
        public static let `default` = SelectionStyle.blue
    }
}

/// The table's selection model reaches cells through this, as the collection view's does.
extension UITableViewCell: SelectableCell {}
