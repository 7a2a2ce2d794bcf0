import Foundation
import TesseraCore

/// A table's data prefetching (`UITableViewDataSourcePrefetching`).
@preconcurrency @MainActor public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Rows about to show: start loading their data.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows no longer about to show: stop loading what was started for them.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// Names the rows one screen ahead of where the table scrolls to its prefetch data source, and
/// cancels those the user turned away from (on a reversal, or out of reach of two screens)
/// before they showed.
/// Looks again only when the visible edge has moved a quarter screen, so a scroll frame usually
/// costs one comparison, and the work then is one screen of rows, never the number of rows.
@MainActor final class TablePrefetcher: ItemStatePart {
    unowned let table: UITableView
    weak var dataSource: UITableViewDataSourcePrefetching?
    /// `isPrefetchingEnabled`: off, no row is named.
    var isEnabled = true
    /// Rows named and not yet shown or cancelled.
    private(set) var named: Set<IndexPath> = []
    private var lastTop: CGFloat?
    private var direction: CGFloat = 1

    init(table: UITableView) { self.table = table }

    /// After a layout pass.
    func update() {
        guard isEnabled, let dataSource else { return }
        let bounds = table.bounds
        var reversed = false
        if let last = lastTop {
            let moved = bounds.minY - last
            guard abs(moved) >= bounds.height / 4 else { return forgetShown() }
            let now: CGFloat = moved >= 0 ? 1 : -1
            reversed = now != direction
            direction = now
        }
        lastTop = bounds.minY
        forgetShown()
        let ahead = direction > 0 ? CGRect(x: 0, y: bounds.maxY, width: bounds.width, height: bounds.height)
                                  : CGRect(x: 0, y: bounds.minY - bounds.height, width: bounds.width, height: bounds.height)
        let fresh = (table.indexPathsForRows(in: ahead) ?? []).filter { !named.contains($0) }
        let reach = bounds.insetBy(dx: 0, dy: -2 * bounds.height)
        // Turning back cancels what lay ahead the other way; otherwise what is out of reach.
        let gone = named.filter { reversed || !table.rectForRow(at: $0).intersects(reach) }.sorted()
        named.subtract(gone)
        if !gone.isEmpty { dataSource.tableView(table, cancelPrefetchingForRowsAt: gone) }
        named.formUnion(fresh)
        if !fresh.isEmpty { dataSource.tableView(table, prefetchRowsAt: fresh) }
    }

    /// Rows that showed are no longer pending.
    private func forgetShown() {
        guard !named.isEmpty else { return }
        for path in table.indexPathsForVisibleRows ?? [] { named.remove(path) }
    }

    func follow(_ mapping: UpdateMapping) {
        named = Set(named.compactMap { mapping.newIndexPath(forOld: $0) })
    }

    func forgetItems() {
        named.removeAll()
        lastTop = nil
    }
}

extension UITableView {
    /// Whether the prefetch data source is told of rows ahead (true by default).
    public var isPrefetchingEnabled: Bool {
        get { prefetcher.isEnabled }
        set {
            prefetcher.isEnabled = newValue
            prefetcher.forgetItems()
        }
    }

    /// Told which rows are about to show, to load their data ahead.
    public var prefetchDataSource: UITableViewDataSourcePrefetching? {
        get { prefetcher.dataSource }
        set { prefetcher.dataSource = newValue; prefetcher.forgetItems() }
    }
}
