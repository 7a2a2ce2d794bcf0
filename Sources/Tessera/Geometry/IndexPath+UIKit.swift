import Foundation

extension IndexPath {
    /// An index path for an item in a collection view section: `[section, item]`.
    public init(item: Int, section: Int) {
        // Built by appending: an array literal would cost a heap allocation per index path.
        self.init(index: section)
        append(item)
    }
    /// An index path for a row in a table section: `[section, row]`.
    public init(row: Int, section: Int) { self.init(item: row, section: section) }
    /// The section, the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// The item, the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// The row, the same as ``item``.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
