import Foundation
import TesseraCore

/// One drag of a table row, from lift to drop: the lifted preview (the collection view's
/// `DragPreview`), the table under the finger and its proposal, a line where the rows would go
/// (or the row they would go into, highlighted), and the landing.
@MainActor final class TableDragController {
    /// The drag in progress (one at a time, as one finger or one mouse drives it).
    static var current: TableDragController?

    let session: DragSession
    weak var source: UITableView?
    /// Where the dragged row was; it follows the source's updates (nil once the row is gone).
    private(set) var sourceIndexPath: IndexPath?
    private let preview: DragPreview
    private(set) weak var destination: UITableView?
    private var proposal = UITableViewDropProposal(operation: .cancel)
    private(set) var destinationIndexPath: IndexPath?
    /// The line between rows, or the outline of the targeted row.
    private let marker = UIView()

    /// Lifts the row at `point` of `table` if its drag delegate gives items for it.
    static func begin(in table: UITableView, at point: CGPoint) -> TableDragController? {
        guard current == nil, DragController.current == nil, let delegate = table.dragDelegate, let window = table.window,
              let path = table.indexPathForRow(at: point), let cell = table.cellForRow(at: path) else { return nil }
        let windowPoint = table.convert(point, to: nil)
        let session = DragSession(items: [], at: windowPoint, in: window)
        let items = delegate.tableView(table, itemsForBeginning: session, at: path)
        guard !items.isEmpty else { return nil }
        session.items = items
        session.allowsMoveOperation = delegate.tableView(table, dragSessionAllowsMoveOperation: session)
        session.isRestrictedToDraggingApplication = delegate.tableView(table, dragSessionIsRestrictedToDraggingApplication: session)
        let picture = items.first?.previewProvider?()?.view ?? cell.snapshotView(afterScreenUpdates: false) ?? UIView()
        let preview = DragPreview(picture: picture, of: cell, parameters: delegate.tableView(table, dragPreviewParametersForRowAt: path), at: windowPoint)
        let controller = TableDragController(session: session, source: table, path: path, preview: preview)
        current = controller
        cell.dragStateDidChange(.lifting)
        cell.dragStateDidChange(.dragging)
        delegate.tableView(table, dragSessionWillBegin: session)
        controller.move(to: windowPoint)
        return controller
    }

    private init(session: DragSession, source: UITableView, path: IndexPath, preview: DragPreview) {
        self.session = session
        self.source = source
        sourceIndexPath = path
        self.preview = preview
        marker.isUserInteractionEnabled = false
        marker.layer.zPosition = 40
    }

    /// The finger moved to `windowPoint`: the table under it proposes, the marker shows.
    func move(to windowPoint: CGPoint) {
        session.windowLocation = windowPoint
        preview.follow(windowPoint)
        let target = table(under: windowPoint)
        if target !== destination { switchDestination(to: target) }
        guard let destination, let delegate = destination.dropDelegate else { return }
        destination.layoutIfNeeded()
        let point = destination.convert(windowPoint, from: nil)
        let over = destination.indexPathForRow(at: point)
        let between = place(at: point, in: destination)
        let wantsInto = proposal.intent == .insertIntoDestinationIndexPath || proposal.intent == .automatic
        let intoRow = wantsInto && over != nil && Self.isOverMiddle(point, of: over, in: destination)
        destinationIndexPath = intoRow ? over : between.map { afterLeaving($0, in: destination) }
        proposal = delegate.tableView(destination, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath)
        showMarker(in: destination, into: intoRow ? over : nil, between: intoRow ? nil : between)
    }

    /// Whether `point` is over the middle half of the row's height (the rest is between rows).
    private static func isOverMiddle(_ point: CGPoint, of path: IndexPath?, in table: UITableView) -> Bool {
        guard let path else { return false }
        let row = table.rectForRow(at: path)
        return point.y > row.minY + row.height / 4 && point.y < row.maxY - row.height / 4
    }

    /// The place between rows nearest to `point`: before the row under it when over its top
    /// half, after it when over the bottom; over a header, the section's first place; past a
    /// section's rows, its end. Nil when the table has no sections.
    private func place(at point: CGPoint, in table: UITableView) -> IndexPath? {
        let sections = table.numberOfSections
        guard sections > 0 else { return nil }
        if let row = table.indexPathForRow(at: point) {
            let frame = table.rectForRow(at: row)
            return point.y > frame.midY ? IndexPath(row: row.row + 1, section: row.section) : row
        }
        for section in 0..<sections {
            let rect = table.rect(forSection: section)
            guard point.y < rect.maxY else { continue }
            let header = table.rectForHeader(inSection: section)
            return point.y < header.maxY ? IndexPath(row: 0, section: section) : IndexPath(row: table.numberOfRows(inSection: section), section: section)
        }
        return IndexPath(row: table.numberOfRows(inSection: sections - 1), section: sections - 1)
    }

    /// A place counted as if the dragged row had left its own, when it moves within its table:
    /// where it ends up (UIKit's destination for a move).
    private func afterLeaving(_ path: IndexPath, in table: UITableView) -> IndexPath {
        guard table === source, let from = sourceIndexPath, from.section == path.section, from.row < path.row else { return path }
        return IndexPath(row: path.row - 1, section: path.section)
    }

    /// A blue line where the rows would go, or the targeted row outlined.
    private func showMarker(in table: UITableView, into row: IndexPath?, between place: IndexPath?) {
        let drops = proposal.operation == .copy || proposal.operation == .move
        guard drops, row != nil || place != nil else { return marker.removeFromSuperview() }
        if marker.superview !== table { table.addSubview(marker) }
        if let row {
            marker.frame = table.rectForRow(at: row)
            marker.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.15)
            marker.layer.borderWidth = 2
            marker.layer.borderColor = UIColor.systemBlue.cgColor
            return
        }
        guard let place else { return }
        let count = table.numberOfRows(inSection: place.section)
        let y: CGFloat
        if place.row < count {
            y = table.rectForRow(at: place).minY
        } else if count > 0 {
            y = table.rectForRow(at: IndexPath(row: count - 1, section: place.section)).maxY
        } else {
            y = table.rectForHeader(inSection: place.section).maxY
        }
        marker.frame = CGRect(x: 16, y: y - 1, width: table.bounds.width - 32, height: 2)
        marker.backgroundColor = .systemBlue
        marker.layer.borderWidth = 0
    }

    /// The topmost table under `windowPoint` that takes drops.
    private func table(under windowPoint: CGPoint) -> UITableView? {
        guard let window = session.window else { return nil }
        var view = window.hitTest(windowPoint, with: nil)
        while let current = view {
            if let table = current as? UITableView, table.dropDelegate != nil { return table }
            view = current.superview
        }
        return nil
    }

    private func switchDestination(to target: UITableView?) {
        marker.removeFromSuperview()
        if let old = destination { old.dropDelegate?.tableView(old, dropSessionDidExit: session) }
        proposal = UITableViewDropProposal(operation: .cancel)
        destinationIndexPath = nil
        destination = nil
        guard let target, let delegate = target.dropDelegate, delegate.tableView(target, canHandle: session) else { return }
        destination = target
        delegate.tableView(target, dropSessionDidEnter: session)
    }

    /// The source's update moved the dragged row (or removed it).
    func sourceFollows(_ mapping: UpdateMapping) {
        sourceIndexPath = sourceIndexPath.flatMap(mapping.newIndexPath(forOld:))
    }

    /// The source reloaded: the dragged row has no known place any more.
    func forgetSource() { sourceIndexPath = nil }

    /// The finger lifted: drop if the proposal copies or moves, else fly back.
    func end() {
        if destination != nil { move(to: session.windowLocation) }
        marker.removeFromSuperview()
        Self.current = nil
        guard let destination, let delegate = destination.dropDelegate,
              proposal.operation == .copy || proposal.operation == .move else { return cancel() }
        let items = session.items.map { item in
            DropItem(dragItem: item, sourceIndexPath: source === destination ? sourceIndexPath : nil, previewSize: preview.sourceFrame.size)
        }
        let coordinator = TableDropCoordinator(items: items, destinationIndexPath: destinationIndexPath, proposal: proposal, session: session)
        delegate.tableView(destination, performDropWith: coordinator)
        land(coordinator.session.items.first.flatMap { coordinator.targets[ObjectIdentifier($0)] }, in: destination)
        delegate.tableView(destination, dropSessionDidEnd: session)
        finishSource()
    }

    /// The drag ends without a drop: the preview goes back to its row.
    func cancel() {
        marker.removeFromSuperview()
        Self.current = nil
        if let destination { destination.dropDelegate?.tableView(destination, dropSessionDidExit: session) }
        preview.flyBack()
        finishSource()
    }

    private func finishSource() {
        guard let source else { return }
        if let sourceIndexPath { source.cellForRow(at: sourceIndexPath)?.dragStateDidChange(.none) }
        source.dragDelegate?.tableView(source, dragSessionDidEnd: session)
    }

    /// Flies the preview to the row the delegate sent the item to, into a rectangle of a row,
    /// or to a target; without one it fades where it is.
    private func land(_ target: TableDropCoordinator.Target?, in table: UITableView) {
        table.layoutIfNeeded()
        switch target {
        case let .row(path, animation)?:
            guard table.isExistingRow(path) else { return preview.fade() }
            let frame = table.convert(table.rectForRow(at: path), to: nil)
            let cell = table.cellForRow(at: path)
            cell?.isHidden = true
            preview.fly(to: CGPoint(x: frame.midX, y: frame.midY), scale: 1, alpha: 1, animations: animation.animations,
                        completions: animation.completions + [{ _ in cell?.isHidden = false }])
        case let .into(path, rect, animation)?:
            let center = table.cellForRow(at: path).map { $0.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil) } ?? preview.view.center
            let size = preview.sourceFrame.size
            let scale = min(rect.width / max(size.width, 1), rect.height / max(size.height, 1))
            preview.fly(to: center, scale: scale, alpha: 0, animations: animation.animations, completions: animation.completions)
        case let .target(target, animation)?:
            let center = target.container.window == nil ? preview.view.center : target.container.convert(target.center, to: nil)
            preview.fly(to: center, transform: target.transform, alpha: 1, animations: animation.animations, completions: animation.completions)
        case nil:
            preview.fade()
        }
    }
}
