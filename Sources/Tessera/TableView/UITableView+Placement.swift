import Foundation
import TesseraCore

extension UITableView: PlacementOwner {
    // MARK: Data

    /// Forgets the geometry and every view on screen; the next layout asks the data source again.
    func performReloadData() {
        for (element, view) in placement.visible { recycle(view, key: element) }
        for (view, element) in updateAnimator.takeLeavingViews() { recycle(view, key: element) }
        placement.visible.removeAll()
        tableLayout = nil
        for part in itemStateParts { part.forgetItems() }
        indexBar.reload()
        setNeedsLayout()
    }

    func performNumberOfRows(inSection section: Int) -> Int {
        let geometry = currentLayout.geometry
        return geometry.sections.indices.contains(section) ? geometry.rowCount(in: section) : 0
    }

    /// The layout, built from the data source when there is none.
    var currentLayout: TableLayout {
        if let tableLayout {
            if tableLayout.width != bounds.width { tableLayout.width = bounds.width }
            return tableLayout
        }
        let built = TableLayout(style: style, geometry: TableGeometryBuilder(table: self).build(), width: bounds.width)
        tableLayout = built
        updateContentSize()
        return built
    }

    /// The rows' height, plus the table footer view's. When the content shrinks under the
    /// visible area (a reload with fewer rows), the offset comes back to the content's end, as
    /// UIKit's table does, unless a finger holds it.
    func updateContentSize() {
        let height = currentLayout.geometry.contentHeight + (tableFooterView?.frame.height ?? 0)
        let size = CGSize(width: bounds.width, height: height)
        guard contentSize != size else { return }
        contentSize = size
        if !isTracking, !isDragging, contentOffset.y > maximumContentOffset.y {
            UIView.performWithoutAnimation { contentOffset.y = maximumContentOffset.y }
        }
    }

    /// The part of the bounds not under bars: where plain headers and footers pin.
    var pinningArea: CGRect { bounds.inset(by: UIEdgeInsets(top: adjustedContentInset.top, left: 0, bottom: adjustedContentInset.bottom, right: 0)) }

    // MARK: The layout pass

    /// Asks the real heights of estimated rows coming into view, sizes the content, places the
    /// table's own views and matches the views on screen to the attributes in the bounds.
    ///
    /// A pass started while an update hands views over (a cell laid out with `layoutIfNeeded`
    /// in `cellForRowAt`, or showing its editing controls) does nothing: it would make a second
    /// cell for a row whose old cell the update is about to hand over.
    func layoutRows() {
        guard !placement.isHeld else { return }
        let layout = prepareRows()
        placement.place(layout.attributes(in: bounds, visible: pinningArea), owner: self)
        for (element, cell) in measuredCells { recycle(cell, key: element) }
        measuredCells.removeAll()
        indexBar.layOut()
        prefetcher.update()
    }

    /// Gives the estimated rows in view their real heights, sizes the content and places the
    /// table's own views.
    @discardableResult
    func prepareRows() -> TableLayout {
        let layout = currentLayout
        for _ in 0..<8 where resolveEstimatedRows(in: bounds) {}
        updateContentSize()
        placeTableViews(layout)
        return layout
    }

    /// Gives the estimated rows in `rect` their real heights; returns whether any changed. A
    /// row above the visible top that grows or shrinks moves the offset with it, so what the
    /// user is looking at stays put.
    private func resolveEstimatedRows(in rect: CGRect) -> Bool {
        guard let layout = tableLayout else { return false }
        var pending: [(IndexPath, CGFloat)] = []
        layout.geometry.forEachElement(from: rect.minY, to: rect.maxY) { element, top, _ in
            guard case .row(let section, let row) = element, !layout.geometry.sections[section].rows.isExact(row) else { return }
            pending.append((IndexPath(row: row, section: section), top))
        }
        guard !pending.isEmpty else { return false }
        let builder = TableGeometryBuilder(table: self)
        var shift: CGFloat = 0
        for (path, top) in pending {
            let height = builder.askedHeight(path) ?? measuredHeight(of: path)
            let delta = layout.geometry.setHeight(height, ofRow: path.row, inSection: path.section)
            if top < bounds.minY { shift += delta }
        }
        if shift != 0, !isTracking { UIView.performWithoutAnimation { contentOffset.y += shift } }
        return true
    }

    /// A self-sizing row's height: its cell, asked for now and kept for this pass, measured at
    /// the row's width.
    private func measuredHeight(of path: IndexPath) -> CGFloat {
        let element = TableGeometry.Element.row(section: path.section, row: path.row)
        guard let dataSource else { return TableStyleMetrics.defaultRowHeight }
        let cell = measuredCells[element] ?? dataSource.tableView(self, cellForRowAt: path)
        noteReuseKey(of: cell)
        measuredCells[element] = cell
        return cell.fittingHeight(width: currentLayout.frame(of: element).width)
    }

    private func noteReuseKey(of cell: UITableViewCell) {
        if let identifier = cell.reuseIdentifier { poolKeys[ObjectIdentifier(cell)] = "cell/" + identifier }
    }

    /// The table header and footer views, full width above and below the sections, and the
    /// background view over the bounds.
    private func placeTableViews(_ layout: TableLayout) {
        backgroundView?.frame = bounds
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: layout.geometry.contentHeight, width: bounds.width, height: footer.frame.height)
        }
    }

    func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        tableLayout = nil
        setNeedsLayout()
    }

    // MARK: PlacementOwner

    func placementKey(for attributes: UICollectionViewLayoutAttributes) -> TableGeometry.Element {
        TableLayout.element(for: attributes)
    }

    func isValid(_ attributes: UICollectionViewLayoutAttributes) -> Bool { true }

    /// Self-sizing happens before placement (``layoutRows()``): nothing to ask here.
    func askForPreferredAttributes(of view: UIView, original: UICollectionViewLayoutAttributes) {}

    func makeView(for key: TableGeometry.Element, attributes: UICollectionViewLayoutAttributes) -> UIView? {
        let view: UIView?
        switch key {
        case .row(let section, let row):
            view = rowCell(key, IndexPath(row: row, section: section))
        case .header(let section):
            view = sectionView(section, header: true)
        case .footer(let section):
            view = sectionView(section, header: false)
        }
        guard let view else { return nil }
        UIView.performWithoutAnimation { view.applyAttributesIfChanged(attributes) }
        // Rows lie under headers and footers, and all under the table's own bars.
        if case .row = key { insertSubview(view, at: backgroundView == nil ? 0 : 1) } else { addSubview(view) }
        if case .row(let section, let row) = key, let cell = view as? UITableViewCell {
            prepareForDisplay(cell, at: IndexPath(row: row, section: section))
        }
        return view
    }

    /// The cell for a row: one measured this pass, or the data source's.
    func rowCell(_ key: TableGeometry.Element, _ path: IndexPath) -> UITableViewCell? {
        if let measured = measuredCells.removeValue(forKey: key) { return measured }
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: path)
        if cell.superview != nil, cell.superview !== self || placement.visible.values.contains(where: { $0 === cell }) {
            reportOnce("returned twice", "UITableView: the cell returned from tableView(_:cellForRowAt:) for \(path.uikitDescription) is already on screen for another row; a plain cell shows in its place")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        noteReuseKey(of: cell)
        return cell
    }

    /// What a cell shows as it comes on screen: the separator, selection, editing state and
    /// inset-grouped corners; then `willDisplay`.
    func prepareForDisplay(_ cell: UITableViewCell, at path: IndexPath) {
        showSeparator(of: cell, at: path)
        cell.isSelected = selection.selected.contains(path)
        cell.isHighlighted = selection.touched?.indexPath == path && selection.touched?.highlighted == true
        applyDelegateIndentation(to: cell, at: path)
        cell.readableInset = readableContentInset
        cell.showsEditingControls(editing.isOn ? editing.style(for: path) : nil, multiselect: allowsMultipleSelectionDuringEditing,
                                  reorder: editing.isOn && editing.canMove(path), animated: false)
        cell.roundCorners(style == .insetGrouped ? roundedCorners(of: path) : [])
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
    }

    /// The delegate's indentation and indent-while-editing answers, when it gives them, set the
    /// cell's own properties (as UIKit does); otherwise the cell keeps what it has.
    private func applyDelegateIndentation(to cell: UITableViewCell, at path: IndexPath) {
        guard let delegate = tableDelegate else { return }
        if let level = OptionalRequirement.ifImplemented("tableView(_:indentationLevelForRowAt:)", placeholder: 0, {
            delegate.tableView(self, indentationLevelForRowAt: path)
        }) { cell.indentationLevel = level }
        if let indents = OptionalRequirement.ifImplemented("tableView(_:shouldIndentWhileEditingRowAt:)", placeholder: true, {
            delegate.tableView(self, shouldIndentWhileEditingRowAt: path)
        }) { cell.shouldIndentWhileEditing = indents }
    }

    /// How far a cell's text sits from the row's edges: 16 points, or with
    /// `cellLayoutMarginsFollowReadableWidth` in a wide table, enough to keep the text in a
    /// column of the readable width (672 points, iOS's for body text).
    var readableContentInset: CGFloat {
        let standard: CGFloat = 16
        guard cellLayoutMarginsFollowReadableWidth else { return standard }
        let rowWidth = currentLayout.frame(of: .row(section: 0, row: 0)).width
        return max(standard, (rowWidth - Self.readableWidth) / 2)
    }

    nonisolated static let readableWidth: CGFloat = 672

    /// An inset-grouped section's first row rounds its top corners, its last its bottom ones.
    func roundedCorners(of path: IndexPath) -> CACornerMask {
        var corners: CACornerMask = []
        if path.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if path.row == numberOfRows(inSection: path.section) - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        return corners
    }

    /// The line under a row: none under a grouped section's last row, whose panel ends there.
    func showSeparator(of cell: UITableViewCell, at path: IndexPath) {
        let last = style != .plain && path.row == numberOfRows(inSection: path.section) - 1
        RowSeparator(color: separatorColor, inset: cell.ownSeparatorInset ?? separatorInset, shown: separatorStyle != .none && !last).apply(to: cell)
    }

    func reapplySeparators() {
        for case let (.row(section, row), cell as UITableViewCell) in placement.visible {
            showSeparator(of: cell, at: IndexPath(row: row, section: section))
        }
    }

    /// The delegate's view for a header or footer, or a header-footer view showing the title.
    private func sectionView(_ section: Int, header: Bool) -> UIView? {
        let given = header ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
                           : tableDelegate?.tableView(self, viewForFooterInSection: section)
        if let given {
            if let reusable = given as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
                poolKeys[ObjectIdentifier(reusable)] = "headerFooter/" + identifier
            }
            tellDisplay(given, section: section, header: header, appearing: true)
            return given
        }
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
                           : dataSource?.tableView(self, titleForFooterInSection: section)
        guard let title else { return nil }
        let key = "headerFooter/title"
        let view = reusePool.takeView(for: key) as? UITableViewHeaderFooterView ?? UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.showTitle(title, style: style, isHeader: header)
        poolKeys[ObjectIdentifier(view)] = key
        tellDisplay(view, section: section, header: header, appearing: true)
        return view
    }

    private func tellDisplay(_ view: UIView, section: Int, header: Bool, appearing: Bool) {
        guard let delegate = tableDelegate else { return }
        switch (header, appearing) {
        case (true, true): delegate.tableView(self, willDisplayHeaderView: view, forSection: section)
        case (false, true): delegate.tableView(self, willDisplayFooterView: view, forSection: section)
        case (true, false): delegate.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        case (false, false): delegate.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
    }

    func recycle(_ view: UIView, key element: TableGeometry.Element) {
        view.removeFromSuperview()
        // An open swipe ends with its cell: the cell will show another row.
        editing.swipe.forget(view)
        switch element {
        case .row(let section, let row):
            if let cell = view as? UITableViewCell, measuredCells[element] !== cell {
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: IndexPath(row: row, section: section))
            }
        case .header(let section): tellDisplay(view, section: section, header: true, appearing: false)
        case .footer(let section): tellDisplay(view, section: section, header: false, appearing: false)
        }
        guard let key = poolKeys.removeValue(forKey: ObjectIdentifier(view)) else { return }
        reusePool.put(view, in: key)
    }

    func reportOnce(_ kind: String, _ message: String) {
        guard reportedProblems.insert(kind).inserted else { return }
        TesseraDiagnostics.report(message)
    }
}
