import Foundation
import TesseraCore

extension UITableView {
    /// The cell of a row on screen, or nil.
    func performCellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        guard indexPath.count == 2 else { return nil }
        return placement.visible[.row(section: indexPath.section, row: indexPath.row)] as? UITableViewCell
    }

    /// The rows on screen, in order.
    func performIndexPathsForVisibleRows() -> [IndexPath]? {
        placement.visible.keys.compactMap { element -> IndexPath? in
            guard case .row(let section, let row) = element else { return nil }
            return IndexPath(row: row, section: section)
        }.sorted()
    }

    func performIndexPath(for cell: UITableViewCell) -> IndexPath? {
        placement.visible.first { $0.value === cell }.flatMap { element, _ in
            guard case .row(let section, let row) = element else { return nil }
            return IndexPath(row: row, section: section)
        }
    }

    func performIndexPathForRow(at point: CGPoint) -> IndexPath? {
        let layout = currentLayout
        guard case .row(let section, let row)? = layout.geometry.element(at: point.y) else { return nil }
        let frame = layout.frame(of: .row(section: section, row: row))
        guard point.x >= frame.minX, point.x < frame.maxX else { return nil }
        return IndexPath(row: row, section: section)
    }

    func performIndexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        var paths: [IndexPath] = []
        currentLayout.geometry.forEachElement(from: rect.minY, to: rect.maxY) { element, _, _ in
            if case .row(let section, let row) = element { paths.append(IndexPath(row: row, section: section)) }
        }
        return paths
    }

    /// Whether `indexPath` names a row the table has.
    func isExistingRow(_ indexPath: IndexPath) -> Bool {
        let geometry = currentLayout.geometry
        return indexPath.count == 2 && geometry.sections.indices.contains(indexPath.section) && indexPath.row >= 0
            && indexPath.row < geometry.rowCount(in: indexPath.section)
    }

    /// A row's rectangle in the table's content; `.zero` (reported) for a row that does not exist.
    func performRectForRow(at indexPath: IndexPath) -> CGRect {
        guard isExistingRow(indexPath) else {
            TesseraDiagnostics.report("rectForRow(at:): row \(indexPath.count == 2 ? indexPath.row : -1) of section \(indexPath.first ?? -1) does not exist (\(numberOfSections) sections)")
            return .zero
        }
        return currentLayout.frame(of: .row(section: indexPath.section, row: indexPath.row))
    }

    func performRect(forSection section: Int) -> CGRect {
        guard currentLayout.geometry.sections.indices.contains(section) else { return .zero }
        let part = currentLayout.geometry.sections[section]
        return CGRect(x: 0, y: part.top, width: bounds.width, height: part.bottom - part.top)
    }

    func performRectForHeader(inSection section: Int) -> CGRect {
        guard currentLayout.geometry.sections.indices.contains(section) else { return .zero }
        return currentLayout.frame(of: .header(section: section))
    }

    func performRectForFooter(inSection section: Int) -> CGRect {
        guard currentLayout.geometry.sections.indices.contains(section) else { return .zero }
        return currentLayout.frame(of: .footer(section: section))
    }

    /// Scrolls so the row shows at `scrollPosition` (`.none`: just into view), below a pinned
    /// plain header. A row that does not exist is reported and nothing moves.
    func performScrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard isExistingRow(indexPath) else {
            TesseraDiagnostics.report("scrollToRow(at:at:animated:): row \(indexPath.count == 2 ? indexPath.row : -1) of section \(indexPath.first ?? -1) does not exist (\(numberOfSections) sections)")
            return
        }
        let row = rectForRow(at: indexPath)
        // A plain table's header pins over the top of its section: a row scrolled to the top
        // goes below it.
        let header = style == .plain ? currentLayout.geometry.sections[indexPath.section].headerHeight : 0
        let visible = bounds.height - adjustedContentInset.top - adjustedContentInset.bottom
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = row.minY - header - adjustedContentInset.top
        case .middle: y = row.midY - adjustedContentInset.top - visible / 2
        case .bottom: y = row.maxY - adjustedContentInset.top - visible
        case .none:
            if row.minY - header < contentOffset.y + adjustedContentInset.top { y = row.minY - header - adjustedContentInset.top }
            else if row.maxY > contentOffset.y + adjustedContentInset.top + visible { y = row.maxY - adjustedContentInset.top - visible }
        }
        setContentOffset(clampedContentOffset(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }

    /// Scrolls so the section's header is at the top (the index bar's jump).
    func scrollToSection(_ section: Int) {
        guard currentLayout.geometry.sections.indices.contains(section) else { return }
        let top = currentLayout.geometry.sections[section].top - adjustedContentInset.top
        setContentOffset(clampedContentOffset(CGPoint(x: contentOffset.x, y: top)), animated: false)
    }
}
