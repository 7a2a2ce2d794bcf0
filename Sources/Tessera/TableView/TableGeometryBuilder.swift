import Foundation
import TesseraCore

/// Asks the data source and delegate for counts and heights and builds the geometry.
///
/// A section's rows are uniform (`rowHeight`) when the delegate does not implement
/// `heightForRowAt` and `rowHeight` is a number. Otherwise, with estimates on (UIKit's default,
/// `estimatedRowHeight` not 0), every row starts at the estimate and its real height is asked
/// when it shows — a million rows cost nothing up front; with `estimatedRowHeight` 0 every
/// row's height is asked now, as UIKit does.
@MainActor struct TableGeometryBuilder {
    let table: UITableView
    let metrics: TableStyleMetrics

    init(table: UITableView) {
        self.table = table
        metrics = TableStyleMetrics(style: table.style)
    }

    func build() -> TableGeometry { build(counts: rowCounts()) }

    /// The rows in each section, as the data source says now.
    func rowCounts() -> [Int] {
        guard let dataSource = table.dataSource else { return [] }
        let count = max(0, dataSource.numberOfSections(in: table))
        return (0..<count).map { max(0, dataSource.tableView(table, numberOfRowsInSection: $0)) }
    }

    /// The geometry for `counts`. `kept(section)` gives a section's header and footer heights
    /// when they are known already (a section an update left alone), so an update in a table of
    /// many sections asks only about the sections it touched.
    func build(counts: [Int], kept: (Int) -> (header: CGFloat, footer: CGFloat)? = { _ in nil }) -> TableGeometry {
        let top = table.tableHeaderView?.frame.height ?? 0
        guard table.dataSource != nil else { return TableGeometry(sections: [], top: top) }
        let sizesRows = table.rowHeight == UITableView.automaticDimension || delegateSizesRows
        var specs: [TableGeometry.SectionSpec] = []
        specs.reserveCapacity(counts.count)
        for (section, rows) in counts.enumerated() {
            let heights = kept(section) ?? (headerHeight(section), footerHeight(section))
            var spec = TableGeometry.SectionSpec(headerHeight: heights.header, footerHeight: heights.footer, rowCount: rows)
            if !sizesRows {
                spec.uniformRowHeight = FiniteInput.checked(table.rowHeight, "rowHeight")
            } else if table.estimatedRowHeight != 0 {
                spec.estimatedRowHeight = estimate(section, rows: rows)
            }
            specs.append(spec)
        }
        return TableGeometry(sections: specs, top: top) { section, row in exactHeight(IndexPath(row: row, section: section)) }
    }

    /// Whether the delegate answers `heightForRowAt` (asked once, for the first row).
    private var delegateSizesRows: Bool {
        guard let delegate = table.tableDelegate, let dataSource = table.dataSource,
              dataSource.numberOfSections(in: table) > 0 else { return false }
        return OptionalRequirement.ifImplemented("tableView(_:heightForRowAt:)", placeholder: CGFloat(0)) {
            delegate.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0))
        } != nil
    }

    /// The height a row of `section` starts at: the delegate's estimate for its first row, or
    /// `estimatedRowHeight`, or (automatic) `rowHeight` when it is a number, else 44. An
    /// estimate that is not a positive finite number is reported and the fallback used, so the
    /// rows still show and size themselves.
    private func estimate(_ section: Int, rows: Int) -> CGFloat {
        let numeric = table.rowHeight != UITableView.automaticDimension && table.rowHeight.isFinite && table.rowHeight > 0
        let fallback = numeric ? table.rowHeight : TableStyleMetrics.defaultRowHeight
        if rows > 0, let delegate = table.tableDelegate,
           let asked = OptionalRequirement.ifImplemented("tableView(_:estimatedHeightForRowAt:)", placeholder: CGFloat(0), {
               delegate.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: section))
           }), asked != UITableView.automaticDimension {
            return usable(asked, "estimatedHeightForRowAt [\(section), 0]", fallback: fallback)
        }
        if table.estimatedRowHeight != UITableView.automaticDimension {
            return usable(table.estimatedRowHeight, "estimatedRowHeight", fallback: fallback)
        }
        return fallback
    }

    private func usable(_ estimate: CGFloat, _ what: String, fallback: CGFloat) -> CGFloat {
        guard FiniteInput.isFinite(estimate, what, "rows start at \(fallback) points and size themselves") else { return fallback }
        guard estimate >= 0 else {
            TesseraDiagnostics.reportOnce("\(what) is \(estimate), a negative height; rows start at \(fallback) points and size themselves")
            return fallback
        }
        return estimate
    }

    /// A row's real height: the delegate's, or `rowHeight`; nil when the row sizes itself
    /// (`automaticDimension`), which only a cell can tell.
    func askedHeight(_ indexPath: IndexPath) -> CGFloat? {
        let height = table.tableDelegate?.tableView(table, heightForRowAt: indexPath) ?? table.rowHeight
        guard height != UITableView.automaticDimension else { return nil }
        return FiniteInput.checked(height, "heightForRowAt [\(indexPath.section), \(indexPath.row)]")
    }

    /// With estimates off: the asked height, or the default height for a self-sizing row.
    private func exactHeight(_ indexPath: IndexPath) -> CGFloat {
        askedHeight(indexPath) ?? TableStyleMetrics.defaultRowHeight
    }

    private func headerHeight(_ section: Int) -> CGFloat {
        let asked = table.tableDelegate?.tableView(table, heightForHeaderInSection: section) ?? table.sectionHeaderHeight
        guard asked == UITableView.automaticDimension else { return FiniteInput.checked(asked, "heightForHeaderInSection \(section)") }
        let hasTitle = table.dataSource?.tableView(table, titleForHeaderInSection: section) != nil
        let view = table.tableDelegate?.tableView(table, viewForHeaderInSection: section)
        if let view, let fitted = fittedHeight(of: view) { return fitted }
        return metrics.headerHeight(titled: hasTitle || view != nil, first: section == 0)
    }

    private func footerHeight(_ section: Int) -> CGFloat {
        let asked = table.tableDelegate?.tableView(table, heightForFooterInSection: section) ?? table.sectionFooterHeight
        guard asked == UITableView.automaticDimension else { return FiniteInput.checked(asked, "heightForFooterInSection \(section)") }
        let title = table.dataSource?.tableView(table, titleForFooterInSection: section)
        let view = table.tableDelegate?.tableView(table, viewForFooterInSection: section)
        if let view, let fitted = fittedHeight(of: view) { return fitted }
        return metrics.footerHeight(title: title, hasView: view != nil, width: table.bounds.width)
    }

    /// A header or footer view laid out with constraints sizes itself at the table's width
    /// (a header-footer view's content view, or the view itself); nil for a view without.
    private func fittedHeight(of view: UIView) -> CGFloat? {
        let content = (view as? UITableViewHeaderFooterView)?.contentView ?? view
        guard !content.activeConstraintsInSubtree.isEmpty else { return nil }
        let size = content.systemLayoutSizeFitting(CGSize(width: table.bounds.width, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        return size.height.isFinite ? ceil(size.height) : nil
    }
}

/// The heights iOS gives a style's section headers and footers when the app leaves them
/// automatic: plain tables show a 28-point bar only for a titled section; grouped tables keep
/// about 35 points between sections (half above, half below), a titled header is 38 points
/// with its text at the bottom, and a footer's text wraps under the section.
struct TableStyleMetrics {
    static let defaultRowHeight: CGFloat = 44
    let style: UITableView.Style

    var isGrouped: Bool { style != .plain }

    func headerHeight(titled: Bool, first: Bool) -> CGFloat {
        guard isGrouped else { return titled ? 28 : 0 }
        if titled { return first ? 55 : 38 }
        return first ? 35 : 18
    }

    func footerHeight(title: String?, hasView: Bool, width: CGFloat) -> CGFloat {
        guard isGrouped else { return title != nil || hasView ? 28 : 0 }
        guard let title else { return hasView ? 38 : 17 }
        // About 60 characters of 13-point text to a 375-point line.
        let perLine = max(20, Int((width - 2 * footerTextInset) / 6.2))
        let lines = max(1, (title.count + perLine - 1) / perLine)
        return CGFloat(lines) * 16 + 6 + 17
    }

    /// How far header and footer text sits from the table's edges.
    var footerTextInset: CGFloat { style == .insetGrouped ? TableLayout.insetGroupedMargin + 16 : 16 }
}
