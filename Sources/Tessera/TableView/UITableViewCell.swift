import Foundation

/// A table row's view: a content view holding the style's labels and image (or the app's own
/// subviews, or a content configuration), with an accessory on the trailing side and, in edit
/// mode, an editing control on the leading side and a reorder handle; reused as rows scroll.
@preconcurrency @MainActor open class UITableViewCell: UIView {
    /// The four classic layouts of `textLabel`, `detailTextLabel` and `imageView`.
    public enum CellStyle: Int, Sendable {
        /// A title, with an image on the leading side.
        case `default`
        /// A title on the leading side and a detail in grey on the trailing side (Settings).
        case value1
        /// A short blue detail beside a title (Contacts).
        case value2
        /// A title with a smaller grey line under it.
        case subtitle
    }

    /// The style the cell was made with (UIKit keeps it private; tests read it).
    let style: CellStyle
    open private(set) var reuseIdentifier: String?
    /// The view that holds what the row shows; add subviews here.
    public let contentView: UIView

    /// Whether the row is selected; shows ``selectedBackgroundView`` (or the selection style's
    /// grey) behind the content.
    open var isSelected = false { didSet { stateChanged(oldValue != isSelected) } }
    /// Whether a finger is on the row; shows the same background as selection.
    open var isHighlighted = false { didSet { stateChanged(oldValue != isHighlighted) } }
    open var selectionStyle: SelectionStyle = .default { didSet { updateSelectionBackground() } }
    /// Shown behind the content while the row is selected or highlighted; a grey view of the
    /// selection style when nil.
    open var selectedBackgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); updateSelectionBackground() } }
    /// Shown behind everything; the row's colour when nil.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { backgroundView.frame = bounds; insertSubview(backgroundView, at: 0) }
        }
    }
    /// Whether the table is in edit mode (the table sets it with ``setEditing(_:animated:)``).
    open private(set) var isEditing = false

    /// The standard accessory on the trailing side, when there is no ``accessoryView``.
    open var accessoryType: AccessoryType = .none { didSet { accessories.update(for: self) } }
    /// The app's own accessory view; replaces ``accessoryType``.
    open var accessoryView: UIView? { didSet { accessories.update(for: self) } }
    /// The accessory in edit mode.
    open var editingAccessoryType: AccessoryType = .none { didSet { accessories.update(for: self) } }
    open var editingAccessoryView: UIView? { didSet { accessories.update(for: self) } }
    /// How many steps in the content is moved, each ``indentationWidth`` wide.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether the content moves aside for the editing control in edit mode.
    open var shouldIndentWhileEditing = true
    /// Whether the reorder handle shows in edit mode (when the table can move the row).
    open var showsReorderControl = false
    /// The separator's insets in this row; the table's ``UITableView/separatorInset`` when nil.
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? .init(top: 0, left: 16, bottom: 0, right: 0) }
        set { ownSeparatorInset = newValue }
    }
    var ownSeparatorInset: UIEdgeInsets?

    /// The cell's content by value, shown in a view made once and updated (iOS 14).
    open var contentConfiguration: UIContentConfiguration? { didSet { configuration.showContent(in: self) } }
    open var automaticallyUpdatesContentConfiguration = true
    /// The cell's background by value.
    open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { configuration.showBackground(in: self) } }
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Called with the cell and its state whenever its configuration is updated; setting it
    /// asks for an update, so a handler set in `cellForRowAt` has run before the row shows.
    open var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The accessory and editing-control views.
    let accessories = TableCellAccessories()
    /// The content and background configurations' views and pending update.
    let configuration = TableCellConfiguration()
    private var shownSelectionBackground: UIView?
    /// The hairline under the row (``RowSeparator`` places it).
    lazy var separatorLine = UIView()
    var labels: CellStyleLabels?
    /// How far the style's text sits from the content's edges (the table's readable margins).
    var readableInset: CGFloat = 16 { didSet { if oldValue != readableInset { setNeedsLayout() } } }
    /// Whether swipe actions show beside the content.
    var isSwiped = false { didSet { stateChanged(oldValue != isSwiped) } }
    /// Whether the keyboard focus is on the row.
    var isFocusedRow = false { didSet { stateChanged(oldValue != isFocusedRow) } }

    /// Where the pool's registered class makes its cells: the style and identifier of the
    /// next cell made through `init()` (a subclass that overrides only the designated
    /// initializers still inherits it).
    static var nextStyle: CellStyle = .default
    static var nextReuseIdentifier: String?

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpContentView()
    }

    /// A cell from an Interface Builder document (a prototype or static cell, a xib cell): its
    /// style, reuse identifier, accessory and selection style, its content view with its
    /// subviews, and for a style's labels the document's text and fonts.
    public required init?(coder: NSCoder) {
        style = UITableViewCell.documentStyle(coder)
        reuseIdentifier = coder.decoded("reuseIdentifier", as: String.self)
        contentView = coder.decoded("contentView", as: UIView.self) ?? UIView()
        super.init(coder: coder)
        setUpContentView()
        decodeCellAttributes(coder)
    }

    /// A cell of the default style and no identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A cell as the table view makes one for a registered class.
    public required convenience init() {
        self.init(style: UITableViewCell.nextStyle, reuseIdentifier: UITableViewCell.nextReuseIdentifier)
    }

    private func setUpContentView() {
        contentView.frame = bounds
        addSubview(contentView)
        backgroundColor = .systemBackground
    }

    /// The style's title (made on first use).
    open var textLabel: UILabel? { styleLabels.title }
    /// The style's detail; nil in the default style, as in UIKit.
    open var detailTextLabel: UILabel? { style == .default ? nil : styleLabels.detail }
    /// The style's image (made on first use).
    open var imageView: UIImageView? { styleLabels.image }

    var styleLabels: CellStyleLabels {
        if let labels { return labels }
        let made = CellStyleLabels(style: style, in: contentView)
        labels = made
        return made
    }

    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    /// Edit mode on or off: the accessory switches to the editing one; the table shows the
    /// editing controls.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        let state: StateMask = editing ? .showingEditControl : []
        willTransition(to: state)
        isEditing = editing
        accessories.update(for: self)
        setNeedsUpdateConfiguration()
        didTransition(to: state)
    }

    /// What the cell shows around its content: the editing control, the delete confirmation.
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// Called before the cell enters or leaves edit mode. Call super.
    open func willTransition(to state: StateMask) {}
    /// Called after. Call super.
    open func didTransition(to state: StateMask) {}

    /// The row's editing style, as the table's delegate gives it (`.delete` by default).
    open var editingStyle: EditingStyle {
        guard let table = enclosingTableView, let path = table.indexPath(for: self) else { return .none }
        return table.editing.style(for: path)
    }

    /// Whether the row shows its swipe actions (its Delete button).
    open var showingDeleteConfirmation: Bool {
        guard let table = enclosingTableView, let path = table.indexPath(for: self) else { return false }
        return table.editing.swipe.row?.indexPath == path
    }

    /// The background behind a selected row while the table selects many rows in edit mode
    /// (the selected background when nil).
    open var multipleSelectionBackgroundView: UIView?

    /// How the cell shows the keyboard focus: the halo by default, or the app's own look.
    public enum FocusStyle: Int, Sendable { case `default`, custom }
    open var focusStyle: FocusStyle = .default

    /// Whether the cell takes touches while it is being dragged.
    open var userInteractionEnabledWhileDragging = false

    /// The cell's part in a drag: not dragged, lifting, dragging.
    public enum DragState: Int, Sendable { case none, lifting, dragging }
    /// Called as the row is lifted for a drag and while it is dragged.
    open func dragStateDidChange(_ dragState: DragState) {}

    /// The table showing the cell (cells are the table's own subviews).
    private var enclosingTableView: UITableView? { superview as? UITableView }

    /// Called before the cell shows another row; clear what the last row set. The table has
    /// already cleared the selection and highlight.
    open func prepareForReuse() {}

    /// The cell's state: selection, highlight, editing, swipe and focus, and its traits.
    open var configurationState: UICellConfigurationState { configuration.state(of: self) }

    /// Asks for a configuration update before the next layout.
    open func setNeedsUpdateConfiguration() { configuration.setNeedsUpdate(self) }

    /// Override to configure the cell for `state`; the default does nothing.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// The list content configuration of the cell's style: `.cell()`, `.valueCell()` or
    /// `.subtitleCell()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .value1, .value2: .valueCell()
        case .subtitle: .subtitleCell()
        }
    }

    /// A cell can take the keyboard focus; its list decides (`allowsFocus`, the delegate's
    /// `canFocus…At`), as in UIKit.
    open override var canBecomeFocused: Bool { true }

    open override func layoutSubviews() {
        super.layoutSubviews()
        configuration.updateIfNeeded(self)
        layOutParts()
    }

    /// The size the row needs at `targetSize`'s width: what a self-sizing table asks each row
    /// (`.required` across, `.fittingSizeLevel` down), as UIKit does; override it to size a row
    /// your own way. Measures Auto Layout in the content view when it has constraints, else the
    /// content configuration's view, else the style's labels (at least 44 points).
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        CGSize(width: targetSize.width, height: contentHeight(width: targetSize.width))
    }

    private func stateChanged(_ changed: Bool) {
        updateSelectionBackground()
        highlightContent((isSelected || isHighlighted) && selectionStyle != .none)
        FocusHalo.set(isFocusedRow, on: self)
        if changed { setNeedsUpdateConfiguration() }
    }

    /// A selected or highlighted row highlights its labels and image views, as in UIKit (their
    /// `highlightedTextColor` and `highlightedImage` show).
    private func highlightContent(_ on: Bool) {
        var pending: [UIView] = [contentView]
        while let view = pending.popLast() {
            (view as? UILabel)?.isHighlighted = on
            (view as? UIImageView)?.isHighlighted = on
            pending.append(contentsOf: view.subviews)
        }
    }

    func updateSelectionBackground() {
        let shows = (isSelected || isHighlighted) && selectionStyle != .none
        guard shows else {
            shownSelectionBackground?.removeFromSuperview()
            shownSelectionBackground = nil
            return
        }
        let chosen = isEditing ? (multipleSelectionBackgroundView ?? selectedBackgroundView) : selectedBackgroundView
        let background = chosen ?? shownSelectionBackground ?? UITableViewCell.greyBackground()
        guard background.superview !== self else { return }
        shownSelectionBackground?.removeFromSuperview()
        background.frame = bounds
        background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(background, belowSubview: contentView)
        shownSelectionBackground = background
    }

    private static func greyBackground() -> UIView {
        let view = UIView()
        view.backgroundColor = .systemGray4
        return view
    }

    /// Set by the table view when it hands the cell out.
    func setReuseIdentifier(_ identifier: String?) { reuseIdentifier = identifier }
}

extension UITableViewCell {
    /// The standard accessories.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// What a row's editing control does.
    public enum EditingStyle: Int, Sendable { case none, delete, insert }
}

extension UITableViewCell: SwipeableCell {}
