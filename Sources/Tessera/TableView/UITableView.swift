import Foundation
import TesseraCore

/// UIKit's table: rows in sections, one under the other, with section headers and footers,
/// reusing the cells that scroll out for the rows that scroll in.
///
/// Built so far: the plain style's geometry (`TableGeometry`: uniform sections cost nothing per
/// row, heights from `rowHeight` or the delegate's `heightForRowAt`), registration and dequeue,
/// section titles and header/footer views, display callbacks, queries and `scrollToRow`.
/// Selection, editing, updates, swipe actions, self-sizing and the grouped styles' look come
/// with the rest of the table view's issue.
@preconcurrency @MainActor open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

    /// "Use the natural height": for rows, `rowHeight`'s default here; for headers and footers,
    /// 28 points when the section has a title or a view, else none.
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    open weak var dataSource: UITableViewDataSource? { didSet { reloadData() } }
    /// The delegate; also the scroll view's delegate.
    open weak var tableDelegate: UITableViewDelegate?

    open override var delegate: UIScrollViewDelegate? {
        get { tableDelegate ?? super.delegate }
        set {
            tableDelegate = newValue as? UITableViewDelegate
            super.delegate = newValue
            reloadData()
        }
    }

    open var rowHeight: CGFloat = 44 { didSet { reloadData() } }
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { reapplySeparators() } }
    open var separatorColor: UIColor? = .separator { didSet { reapplySeparators() } }
    /// Where the line under a row starts and ends: 16 points in from the leading edge, as iOS.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { reapplySeparators() } }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// The selection, the touched row and the focus (the collection view's part).
    lazy var selection = SelectionModel(host: self)
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }

    private let reusePool = ReusePool<UIView>()
    private var geometry: TableGeometry?
    private var shown: [TableGeometry.Element: UIView] = [:]
    /// The pool key each view on screen goes back to.
    private var poolKeys: [ObjectIdentifier: String] = [:]

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    // MARK: Registering and dequeuing

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        register(cellClass, as: UITableViewCell.self, key: "cell/" + identifier, what: "register(_:forCellReuseIdentifier: \"\(identifier)\")")
    }

    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        register(aClass, as: UITableViewHeaderFooterView.self, key: "headerFooter/" + identifier,
                 what: "register(_:forHeaderFooterViewReuseIdentifier: \"\(identifier)\")")
    }

    private func register(_ aClass: AnyClass?, as base: UIView.Type, key: String, what: String) {
        guard let aClass else { return reusePool.register(nil, for: key) }
        guard let type = aClass as? UIView.Type, type.isSubclass(of: base) else {
            TesseraDiagnostics.report("\(what): \(aClass) is not a \(base) subclass")
            return
        }
        reusePool.register(type, for: key, poolKey: key)
    }

    /// A waiting cell, or a new one of the class registered for `identifier`; nil when none is
    /// registered, as UIKit's.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        let key = "cell/" + identifier
        if let reused = reusePool.takeView(for: key, ofClass: reusePool.registeredClass(for: key)) as? UITableViewCell {
            reused.prepareForReuse()
            return reused
        }
        guard let type = reusePool.registeredClass(for: key) as? UITableViewCell.Type else { return nil }
        UITableViewCell.nextReuseIdentifier = identifier
        defer { UITableViewCell.nextReuseIdentifier = nil }
        reusePool.noteCreated()
        return type.init()
    }

    /// A waiting or new cell for `identifier`. An unregistered identifier is reported with
    /// UIKit's message and gives a plain cell, so the app goes on.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) {
            cell.frame.size = CGSize(width: bounds.width, height: rectForRow(at: indexPath).height)
            return cell
        }
        TesseraDiagnostics.report("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        let key = "headerFooter/" + identifier
        if let reused = reusePool.takeView(for: key, ofClass: reusePool.registeredClass(for: key)) as? UITableViewHeaderFooterView {
            reused.prepareForReuse()
            return reused
        }
        guard let type = reusePool.registeredClass(for: key) as? UITableViewHeaderFooterView.Type else { return nil }
        UITableViewHeaderFooterView.nextReuseIdentifier = identifier
        defer { UITableViewHeaderFooterView.nextReuseIdentifier = nil }
        reusePool.noteCreated()
        return type.init()
    }

    /// How many views the table made because none was waiting (tests of reuse read it).
    var createdViewCount: Int { reusePool.createdCount }

    // MARK: Data

    /// Forgets the geometry and every view on screen; the next layout asks the data source again.
    open func reloadData() {
        for (element, view) in shown { recycle(view, element: element) }
        shown.removeAll()
        geometry = nil
        selection.forgetItems()
        setNeedsLayout()
    }

    open var numberOfSections: Int { currentGeometry.sections.count }
    open func numberOfRows(inSection section: Int) -> Int {
        currentGeometry.sections.indices.contains(section) ? currentGeometry.rowCount(in: section) : 0
    }

    private var currentGeometry: TableGeometry {
        if let geometry { return geometry }
        let built = TableGeometryBuilder(table: self).build()
        geometry = built
        contentSize = CGSize(width: bounds.width, height: built.contentHeight)
        return built
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let geometry = currentGeometry
        if contentSize.height != geometry.contentHeight || contentSize.width != bounds.width {
            contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
        }
        placeVisibleElements(geometry)
    }

    private var separator: RowSeparator {
        RowSeparator(color: separatorColor, inset: separatorInset, shown: separatorStyle != .none)
    }

    private func reapplySeparators() {
        for case let cell as UITableViewCell in shown.values { separator.apply(to: cell) }
    }

    /// Views for the elements in the bounds; those that left go back to the pool.
    private func placeVisibleElements(_ geometry: TableGeometry) {
        var wanted: [TableGeometry.Element: CGRect] = [:]
        geometry.forEachElement(from: bounds.minY, to: bounds.maxY) { element, top, height in
            wanted[element] = CGRect(x: 0, y: top, width: bounds.width, height: height)
        }
        for (element, view) in shown where wanted[element] == nil {
            shown[element] = nil
            recycle(view, element: element)
        }
        for (element, frame) in wanted.sorted(by: { $0.value.minY < $1.value.minY }) {
            if let view = shown[element] {
                if view.frame != frame { view.frame = frame }
                continue
            }
            guard let view = makeView(for: element) else { continue }
            view.frame = frame
            shown[element] = view
            // Headers and footers lie over rows (a plain table's pinned header will).
            if case .row = element { insertSubview(view, at: 0) } else { addSubview(view) }
            if case .row(let section, let row) = element, let cell = view as? UITableViewCell {
                let path = IndexPath(row: row, section: section)
                separator.apply(to: cell)
                cell.isSelected = selection.selected.contains(path)
                cell.isHighlighted = selection.touched?.indexPath == path && selection.touched?.highlighted == true
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
            }
        }
    }

    private func makeView(for element: TableGeometry.Element) -> UIView? {
        switch element {
        case .row(let section, let row):
            guard let dataSource else { return nil }
            let cell = dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: section))
            if let identifier = cell.reuseIdentifier { poolKeys[ObjectIdentifier(cell)] = "cell/" + identifier }
            return cell
        case .header(let section):
            return sectionView(section, header: true)
        case .footer(let section):
            return sectionView(section, header: false)
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
            return given
        }
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
                           : dataSource?.tableView(self, titleForFooterInSection: section)
        guard let title else { return nil }
        let key = "headerFooter/title"
        let view = reusePool.takeView(for: key) as? UITableViewHeaderFooterView ?? UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.textLabel?.text = title
        view.backgroundColor = style == .plain ? .secondarySystemBackground : nil
        poolKeys[ObjectIdentifier(view)] = key
        return view
    }

    private func recycle(_ view: UIView, element: TableGeometry.Element) {
        view.removeFromSuperview()
        if case .row(let section, let row) = element, let cell = view as? UITableViewCell {
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: IndexPath(row: row, section: section))
        }
        guard let key = poolKeys.removeValue(forKey: ObjectIdentifier(view)) else { return }
        reusePool.put(view, in: key)
    }

    // Touches that reach the table (from its cells, up the responder chain) highlight and
    // select rows: see UITableView+Selection.swift.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { beginRowTouch(touches) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { endRowTouch(touches) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { cancelRowTouch() }

    // MARK: Queries

    /// The cell of a row on screen, or nil.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        shown[.row(section: indexPath.section, row: indexPath.row)] as? UITableViewCell
    }

    open var visibleCells: [UITableViewCell] {
        (indexPathsForVisibleRows ?? []).compactMap { cellForRow(at: $0) }
    }

    /// The rows on screen, in order.
    open var indexPathsForVisibleRows: [IndexPath]? {
        shown.keys.compactMap { element -> IndexPath? in
            guard case .row(let section, let row) = element else { return nil }
            return IndexPath(row: row, section: section)
        }.sorted()
    }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        shown.first { $0.value === cell }.flatMap { element, _ in
            guard case .row(let section, let row) = element else { return nil }
            return IndexPath(row: row, section: section)
        }
    }

    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard case .row(let section, let row)? = currentGeometry.element(at: point.y), point.x >= 0, point.x < bounds.width else { return nil }
        return IndexPath(row: row, section: section)
    }

    /// A row's rectangle in the table's content; `.zero` (reported) for a row that does not exist.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        let geometry = currentGeometry
        guard geometry.sections.indices.contains(indexPath.section), indexPath.row >= 0,
              indexPath.row < geometry.rowCount(in: indexPath.section) else {
            TesseraDiagnostics.report("rectForRow(at:): row \(indexPath.row) of section \(indexPath.section) does not exist (\(geometry.sections.count) sections)")
            return .zero
        }
        let span = geometry.span(ofRow: indexPath.row, inSection: indexPath.section)
        return CGRect(x: 0, y: span.top, width: bounds.width, height: span.height)
    }

    open func rect(forSection section: Int) -> CGRect {
        guard currentGeometry.sections.indices.contains(section) else { return .zero }
        let part = currentGeometry.sections[section]
        return CGRect(x: 0, y: part.top, width: bounds.width, height: part.bottom - part.top)
    }

    open func rectForHeader(inSection section: Int) -> CGRect {
        guard currentGeometry.sections.indices.contains(section) else { return .zero }
        let part = currentGeometry.sections[section]
        return CGRect(x: 0, y: part.top, width: bounds.width, height: part.headerHeight)
    }

    open func rectForFooter(inSection section: Int) -> CGRect {
        guard currentGeometry.sections.indices.contains(section) else { return .zero }
        let part = currentGeometry.sections[section]
        return CGRect(x: 0, y: part.footerTop, width: bounds.width, height: part.footerHeight)
    }

    /// Scrolls so the row shows at `scrollPosition` (`.none`: just into view).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let row = rectForRow(at: indexPath)
        guard row != .zero || indexPath == IndexPath(row: 0, section: 0) else { return }
        let visible = bounds.height - adjustedContentInset.top - adjustedContentInset.bottom
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = row.minY - adjustedContentInset.top
        case .middle: y = row.midY - adjustedContentInset.top - visible / 2
        case .bottom: y = row.maxY - adjustedContentInset.top - visible
        case .none:
            if row.minY < contentOffset.y + adjustedContentInset.top { y = row.minY - adjustedContentInset.top }
            else if row.maxY > contentOffset.y + adjustedContentInset.top + visible { y = row.maxY - adjustedContentInset.top - visible }
        }
        setContentOffset(clampedContentOffset(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }
}

/// Asks the data source and delegate for counts and heights and builds the geometry: a
/// section's rows are uniform when the delegate does not implement `heightForRowAt`.
@MainActor struct TableGeometryBuilder {
    let table: UITableView

    func build() -> TableGeometry {
        guard let dataSource = table.dataSource else { return TableGeometry(sections: []) }
        let delegate = table.tableDelegate
        let count = max(0, dataSource.numberOfSections(in: table))
        var specs: [TableGeometry.SectionSpec] = []
        specs.reserveCapacity(count)
        for section in 0..<count {
            let rows = max(0, dataSource.tableView(table, numberOfRowsInSection: section))
            specs.append(TableGeometry.SectionSpec(headerHeight: headerHeight(section), footerHeight: footerHeight(section),
                                                   rowCount: rows, uniformRowHeight: uniformHeight(section, rows: rows)))
        }
        return TableGeometry(sections: specs, spacing: 0) { section, row in
            let height = delegate?.tableView(table, heightForRowAt: IndexPath(row: row, section: section)) ?? table.rowHeight
            return FiniteInput.checked(height == UITableView.automaticDimension ? 44 : height, "heightForRowAt [\(section), \(row)]")
        }
    }

    /// nil when the delegate sizes rows itself (asked once per section, at its first row).
    private func uniformHeight(_ section: Int, rows: Int) -> CGFloat? {
        let plain = table.rowHeight == UITableView.automaticDimension ? 44 : table.rowHeight
        guard let delegate = table.tableDelegate, rows > 0 else { return plain }
        let implemented = OptionalRequirement.ifImplemented("tableView(_:heightForRowAt:)", placeholder: CGFloat(0)) {
            delegate.tableView(table, heightForRowAt: IndexPath(row: 0, section: section))
        }
        return implemented == nil ? plain : nil
    }

    private func headerHeight(_ section: Int) -> CGFloat {
        let asked = table.tableDelegate?.tableView(table, heightForHeaderInSection: section) ?? table.sectionHeaderHeight
        guard asked == UITableView.automaticDimension else { return FiniteInput.checked(asked, "heightForHeaderInSection \(section)") }
        let hasTitle = table.dataSource?.tableView(table, titleForHeaderInSection: section) != nil
        let hasView = table.tableDelegate?.tableView(table, viewForHeaderInSection: section) != nil
        return hasTitle || hasView ? 28 : 0
    }

    private func footerHeight(_ section: Int) -> CGFloat {
        let asked = table.tableDelegate?.tableView(table, heightForFooterInSection: section) ?? table.sectionFooterHeight
        guard asked == UITableView.automaticDimension else { return FiniteInput.checked(asked, "heightForFooterInSection \(section)") }
        let hasTitle = table.dataSource?.tableView(table, titleForFooterInSection: section) != nil
        let hasView = table.tableDelegate?.tableView(table, viewForFooterInSection: section) != nil
        return hasTitle || hasView ? 28 : 0
    }
}
