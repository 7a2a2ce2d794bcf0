import Foundation
import TesseraCore

extension UITableView {
    /// How inserted and deleted rows come and go; the other rows slide to their new places.
    public enum RowAnimation: Int, Sendable {
        /// They fade in or out where they are.
        case fade
        /// They slide in from, or out to, the right.
        case right
        /// They slide in from, or out to, the left.
        case left
        /// They slide in from, or out to, the top, behind the row above.
        case top
        /// They slide in from, or out to, the bottom.
        case bottom
        /// They appear or vanish at once (the rows around still slide).
        case none
        /// They grow from, or shrink to, their middle.
        case middle
        /// The table chooses: a fade.
        case automatic = 100
    }

    /// How long row updates animate: 0.3 s, ease-in-out, as the collection view's.
    public static let updateAnimationDuration: TimeInterval = 0.3

    /// Receives the message of an invalid update; nil (the default) sends it, prefixed with
    /// `UITableView: `, to ``TesseraDiagnostics``.
    ///
    /// UIKit raises `NSInternalInconsistencyException` with the same message. Tessera leaves the
    /// data source alone and recovers with `reloadData()`, so the screen shows what the data
    /// source says; completions run on the next turn with `false`.
    nonisolated(unsafe) public static var inconsistencyHandler: ((String) -> Void)?

    /// Records one change: inside a batch, with the others; alone, as a batch of one.
    func request(_ request: CollectionUpdateRequest, _ animation: RowAnimation) {
        let alone = !batch.isRecording
        if alone { batch.begin(self) }
        batch.record(request, animation)
        if alone { batch.end(self) }
    }

    /// Shows the recorded batch: checks it against the counts before and after with UIKit's
    /// rules, then animates every row from where it was to where it is.
    func applyBatch(_ recorded: TableBatch.Recorded) {
        guard let oldLayout = tableLayout, let oldCounts = recorded.oldCounts else {
            reloadData()
            return MainLoop.shared.performOnNextTurn { recorded.completions.forEach { $0(true) } }
        }
        let oldViews = placement.visible
        let builder = TableGeometryBuilder(table: self)
        let newCounts = builder.rowCounts()
        let mapping: UpdateMapping
        do {
            mapping = try BatchUpdateValidator(oldCounts: oldCounts, newCounts: newCounts, words: .tableView).validate(recorded.requests)
        } catch {
            reportInconsistency((error as? InvalidUpdate)?.message ?? "\(error)")
            reloadData()
            return MainLoop.shared.performOnNextTurn { recorded.completions.forEach { $0(false) } }
        }
        let geometry = builder.build(counts: newCounts) { new in
            Self.keptSectionHeights(new, old: oldLayout.geometry, mapping: mapping)
        }
        let newLayout = TableLayout(style: style, geometry: geometry, width: bounds.width)
        tableLayout = newLayout
        keepMeasuredHeights(from: oldLayout.geometry, mapping: mapping)
        for part in itemStateParts { part.follow(mapping) }
        layoutRowsAfterUpdate()
        let animations = TableRowAnimations(recorded: recorded)
        let plan = TableUpdatePlan(table: self, oldLayout: oldLayout, newLayout: newLayout, mapping: mapping, animations: animations)
        plan.run(oldViews: oldViews) { finished in recorded.completions.forEach { $0(finished) } }
    }

    /// The parts that name rows by index path: they follow updates and forget on reloads.
    var itemStateParts: [ItemStatePart] {
        [selection, editing, prefetcher] + [dragAndDropPart as? ItemStatePart].compactMap { $0 }
    }

    /// Sizes the content and gives estimated rows in view their heights for the new data.
    private func layoutRowsAfterUpdate() {
        placement.visible.removeAll()
        prepareRows()
    }

    /// A section the update did not insert or reload keeps its header and footer heights (the
    /// first section's are its own, so a section that becomes or stops being first is asked).
    private static func keptSectionHeights(_ new: Int, old: TableGeometry, mapping: UpdateMapping) -> (header: CGFloat, footer: CGFloat)? {
        guard let before = mapping.oldSection(forNew: new), !mapping.reloadedSections.contains(before),
              (before == 0) == (new == 0) else { return nil }
        let part = old.sections[before]
        return (part.headerHeight, part.footerHeight)
    }

    /// Rows measured before the update keep their heights where they went.
    private func keepMeasuredHeights(from old: TableGeometry, mapping: UpdateMapping) {
        guard let layout = tableLayout else { return }
        for (section, part) in old.sections.enumerated() {
            guard case .estimated(_, _, let exact) = part.rows, exact.count > 0 else { continue }
            for (row, height) in zip(exact.rows, exact.heights) {
                guard let new = mapping.newIndexPath(forOld: IndexPath(row: row, section: section)),
                      !mapping.reloadedItems.contains(IndexPath(row: row, section: section)) else { continue }
                layout.geometry.setHeight(height, ofRow: new.row, inSection: new.section)
            }
        }
    }

    func reportInconsistency(_ message: String) {
        if let handler = UITableView.inconsistencyHandler {
            handler(message)
        } else {
            TesseraDiagnostics.report("UITableView: \(message)")
        }
    }

    /// Asks the data source again for the cells of visible rows, which get the cell they
    /// already show back from `dequeueReusableCell(withIdentifier:for:)`: no new cell, no
    /// animation, no `prepareForReuse`. Rows off screen are configured when they show.
    func performReconfigureRows(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for path in indexPaths {
            guard isExistingRow(path) else {
                TesseraDiagnostics.report("reconfigureRows(at:): row \(path.count == 2 ? path.row : -1) of section \(path.first ?? -1) does not exist (\(numberOfSections) sections)")
                continue
            }
            let element = TableGeometry.Element.row(section: path.section, row: path.row)
            guard let old = placement.visible[element] as? UITableViewCell else { continue }
            batch.reconfiguring = (path, old)
            let cell = dataSource.tableView(self, cellForRowAt: path)
            batch.reconfiguring = nil
            guard cell !== old else { continue }
            // The data source made another cell: it takes the old one's place.
            recycle(old, key: element)
            if let identifier = cell.reuseIdentifier { poolKeys[ObjectIdentifier(cell)] = "cell/" + identifier }
            UIView.performWithoutAnimation { cell.applyAttributesIfChanged(currentLayout.attributes(for: element, visible: pinningArea)) }
            insertSubview(cell, at: backgroundView == nil ? 0 : 1)
            placement.visible[element] = cell
            prepareForDisplay(cell, at: path)
        }
    }
}

/// The changes of a batch as they are recorded between `beginUpdates()` and `endUpdates()`
/// (or inside `performBatchUpdates`), with the counts before them: the table's own part.
@MainActor final class TableBatch {
    struct Recorded {
        var requests: [CollectionUpdateRequest] = []
        var animations: [UITableView.RowAnimation] = []
        /// The rows in each section before the batch; nil when the table had not asked yet.
        var oldCounts: [Int]?
        var completions: [(Bool) -> Void] = []
    }

    private var depth = 0
    private var recorded = Recorded()
    /// The row being reconfigured and the cell it shows, handed back by the dequeue.
    var reconfiguring: (IndexPath, UITableViewCell)?

    var isRecording: Bool { depth > 0 }

    func begin(_ table: UITableView) {
        if depth == 0 {
            recorded = Recorded(oldCounts: table.tableLayout?.geometry.rowCounts)
        }
        depth += 1
    }

    func record(_ request: CollectionUpdateRequest, _ animation: UITableView.RowAnimation) {
        recorded.requests.append(request)
        recorded.animations.append(animation)
    }

    func end(_ table: UITableView) {
        guard depth > 0 else {
            TesseraDiagnostics.report("UITableView: endUpdates() without beginUpdates(); ignored")
            return
        }
        depth -= 1
        guard depth == 0 else { return }
        let done = recorded
        recorded = Recorded()
        table.applyBatch(done)
    }

    func perform(_ table: UITableView, _ updates: () -> Void, completion: ((Bool) -> Void)?) {
        begin(table)
        updates()
        if let completion { recorded.completions.append(completion) }
        end(table)
    }
}
