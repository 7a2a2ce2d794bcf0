import Foundation
import TesseraCore

/// UIKit's table: rows in sections, one under the other, with section headers and footers,
/// reusing the cells that scroll out for the rows that scroll in.
///
/// Built on the collection view's parts: a `TableLayout` turns the geometry
/// (`TableGeometry`: uniform sections cost nothing per row; estimated rows take their real
/// height as they show) into layout attributes, and the same `ViewPlacement`, `ReusePool`,
/// `UpdateAnimator` and `SelectionModel` a collection view owns place, reuse, animate and
/// select the rows.
/// - Note: `rowHeight` is 44 until set (UIKit's is `automaticDimension` for tables made in code,
///   whose style cells also come out 44 points high).
@preconcurrency @MainActor open class UITableView: UIScrollView {
    /// What this class takes from its appearance proxies (UIAppearance.swift).
    override class var appearanceProperties: [AppearanceProperty] {
        super.appearanceProperties + [.object(\UITableView.separatorColor)]
    }
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

    /// "Use the natural height": a row sizes itself (Auto Layout in its content view, or its
    /// style's labels); a header or footer is the style's height when it has a title or view.
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
    /// The height rows start at until they show, when their real height is asked (or measured);
    /// 0 asks every row's height at once. `automaticDimension` (the default) estimates with
    /// `rowHeight`, or 44 when rows size themselves.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
    /// Accepted for UIKit code; headers and footers are sized when the table loads (a section
    /// costs one question, not one per row), so their estimates are not needed.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { reapplySeparators() } }
    open var separatorColor: UIColor? = .separator { didSet { reapplySeparators() } }
    /// Where the line under a row starts and ends: 16 points in from the leading edge, as iOS.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { reapplySeparators() } }
    /// Whether cells' margins follow the readable width (wide windows keep text in a column).
    open var cellLayoutMarginsFollowReadableWidth = false { didSet { setNeedsLayout() } }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether moving the keyboard focus selects the focused row, as the user's choice; false
    /// by default (a table's arrows move the focus and Return chooses, as in a settings list).
    open var selectionFollowsFocus = false
    /// Whether the keyboard focus can land on rows (Tab stops at the table); true by default
    /// here, as on a desktop with a keyboard. `tableView(_:canFocusRowAt:)` decides row by row.
    open var allowsFocus = true
    open var allowsFocusDuringEditing = true
    /// Whether the focus coming back lands on the row it left (false by default, as documented).
    open var remembersLastFocusedIndexPath = false

    /// A view above the first section, scrolling with the rows; its height is kept.
    open var tableHeaderView: UIView? { didSet { replaceAccessoryView(oldValue, with: tableHeaderView) } }
    /// A view under the last section, scrolling with the rows; its height is kept.
    open var tableFooterView: UIView? { didSet { replaceAccessoryView(oldValue, with: tableFooterView) } }
    /// A view behind the rows that fills the bounds and does not scroll.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0); backgroundView.layer.zPosition = -1_000_000 }
            setNeedsLayout()
        }
    }

    /// Whether rows show their editing controls (see UITableView+Editing.swift).
    open var isEditing: Bool {
        get { editing.isOn }
        set { setEditing(newValue, animated: false) }
    }

    /// The selection, the touched row and the focus (the collection view's part).
    lazy var selection = SelectionModel(host: self)
    /// Cells and section views waiting for reuse, and the registered classes.
    let reusePool = ReusePool<UIView>()
    /// The views on screen by element, matched to the layout's attributes each pass.
    let placement = ViewPlacement<UIView, TableGeometry.Element>()
    /// Rows animating in and out of a batch update.
    let updateAnimator = UpdateAnimator<UIView, TableGeometry.Element>()
    /// The pending batch update, if one is being recorded.
    let batch = TableBatch()
    /// Edit mode, and the row whose swipe actions are open.
    lazy var editing = TableEditing(table: self)
    /// Rows named ahead to the prefetch data source.
    lazy var prefetcher = TablePrefetcher(table: self)
    /// The index bar along the trailing edge.
    lazy var indexBar = TableIndexBar(table: self)
    /// The geometry in attributes; nil until the data source is asked (after a reload).
    var tableLayout: TableLayout?
    /// The pool key each view on screen goes back to.
    var poolKeys: [ObjectIdentifier: String] = [:]
    /// Cells made while measuring rows in a pass, placed by the same pass.
    var measuredCells: [TableGeometry.Element: UITableViewCell] = [:]
    /// A diffable data source's `defaultRowAnimation`, read when it applies a snapshot.
    var diffableRowAnimation: (() -> RowAnimation)?
    /// The drag-and-drop part (`TableDragAndDrop`, in DragAndDrop/, which sits above this folder).
    var dragAndDropPart: AnyObject?
    /// Lets the context-menu long press begin only on rows with a menu.
    var menuCondition: GestureBeginCondition?
    /// Each problem a data source makes once is said once.
    var reportedProblems: Set<String> = []

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        editing.install()
        installMenuGesture()
        followTextSize()
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// A table view from an Interface Builder document: its style, heights, separators and
    /// selection, its prototype cells registered under their reuse identifiers, and a static
    /// table's sections and cells (which a `UITableViewController` shows).
    public required init?(coder: NSCoder) {
        style = coder.decodedCase("style", ["plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped]) ?? .plain
        super.init(coder: coder)
        editing.install()
        installMenuGesture()
        followTextSize()
        decodeTableAttributes(coder)
    }

    /// The sections and cells of a static table from a storyboard; nil for a table that asks its
    /// data source.
    var staticContent: TableStaticContent?

    /// The document's `dataSource` and `delegate` outlets, and the keys of ``UIScrollView/setValue(_:forKey:)``.
    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "dataSource": dataSource = value as? UITableViewDataSource
        case "delegate": delegate = value as? UIScrollViewDelegate
        default: super.setValue(value, forKey: key)
        }
    }

    open override func value(forKey key: String) -> Any? {
        key == "dataSource" ? dataSource : super.value(forKey: key)
    }

    // MARK: The API (each forwards to its file's implementation)

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { performRegister(cellClass, forCellReuseIdentifier: identifier) }
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        performRegister(aClass, forHeaderFooterViewReuseIdentifier: identifier)
    }
    /// Cells from a nib whose one top-level object is a `UITableViewCell` (see ``UINib``).
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) { performRegister(nib, key: "cell/" + identifier) }
    /// Header and footer views from a nib whose one top-level object is a `UITableViewHeaderFooterView`.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        performRegister(nib, key: "headerFooter/" + identifier)
    }
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { performDequeueCell(withIdentifier: identifier) }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        performDequeueCell(withIdentifier: identifier, for: indexPath)
    }
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        performDequeueHeaderFooterView(withIdentifier: identifier)
    }
    open func reloadData() { performReloadData() }
    open func reloadSectionIndexTitles() { indexBar.reload() }
    open func beginUpdates() { batch.begin(self) }
    open func endUpdates() { batch.end(self) }
    /// Runs `updates` (change the model and call the insert, delete, reload and move methods)
    /// as one batch, animated together. `updates` runs before this returns and is not kept (UIKit
    /// declares it `NS_NOESCAPE`), so it may use non-escaping closures and implicit `self`.
    open func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        batch.perform(self, updates, completion: completion)
    }

    /// The form that takes no updates (`nil`).
    @_disfavoredOverload
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batch.perform(self, updates ?? {}, completion: completion)
    }
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { request(.insertSections(sections), animation) }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { request(.deleteSections(sections), animation) }
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { request(.reloadSections(sections), animation) }
    open func moveSection(_ section: Int, toSection newSection: Int) { request(.moveSection(section, newSection), .automatic) }
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { request(.insertItems(indexPaths), animation) }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { request(.deleteItems(indexPaths), animation) }
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { request(.reloadItems(indexPaths), animation) }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { request(.moveItem(indexPath, newIndexPath), .automatic) }
    open func reconfigureRows(at indexPaths: [IndexPath]) { performReconfigureRows(at: indexPaths) }
    open func setEditing(_ editing: Bool, animated: Bool) { self.editing.set(editing, animated: animated) }
    open var numberOfSections: Int { currentLayout.geometry.sections.count }
    open func numberOfRows(inSection section: Int) -> Int { performNumberOfRows(inSection: section) }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { performCellForRow(at: indexPath) }
    open var visibleCells: [UITableViewCell] { (indexPathsForVisibleRows ?? []).compactMap { cellForRow(at: $0) } }
    open var indexPathsForVisibleRows: [IndexPath]? { performIndexPathsForVisibleRows() }
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { performIndexPath(for: cell) }
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { performIndexPathForRow(at: point) }
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { performIndexPathsForRows(in: rect) }
    open func rectForRow(at indexPath: IndexPath) -> CGRect { performRectForRow(at: indexPath) }
    open func rect(forSection section: Int) -> CGRect { performRect(forSection: section) }
    open func rectForHeader(inSection section: Int) -> CGRect { performRectForHeader(inSection: section) }
    open func rectForFooter(inSection section: Int) -> CGRect { performRectForFooter(inSection: section) }
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        placement.visible[.header(section: section)] as? UITableViewHeaderFooterView
    }
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        placement.visible[.footer(section: section)] as? UITableViewHeaderFooterView
    }
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        performScrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        performSelectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { selection.deselect(indexPath) }

    // MARK: Layout (UITableView+Placement.swift)

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    // Touches that reach the table (from its cells, up the responder chain) highlight and
    // select rows, or swipe them: see UITableView+Selection.swift and UITableView+Editing.swift.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { beginRowTouch(touches) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { moveRowTouch(touches) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { endRowTouch(touches) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { cancelRowTouch() }

    /// The arrows move the keyboard focus, Return chooses the focused row (UITableView+Keyboard.swift).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, handleKey(key) else {
            super.pressesBegan(presses, with: event)
            return
        }
    }
}
