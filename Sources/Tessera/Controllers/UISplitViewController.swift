import Foundation

/// Columns side by side: a primary (a sidebar), an optional supplementary column and the
/// secondary (the detail), as UIKit's column-style split view controller shows them on an iPad
/// in landscape or a Mac window.
///
/// A desktop window never collapses (`isCollapsed` is false): the columns follow the display
/// mode. `.automatic` shows every column beside the secondary when the window is at least twice
/// the primary column's width plus the secondary's minimum, and the secondary alone otherwise.
/// "Over" modes put the columns over the secondary, which keeps the full width; `show(_:)` and
/// `hide(_:)` change the mode as UIKit's do.
@preconcurrency @MainActor open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact, inspector }
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
        public static let primaryHidden = DisplayMode.secondaryOnly
        public static let allVisible = DisplayMode.oneBesideSecondary
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }
    public enum DisplayModeButtonVisibility: Int, Sendable { case automatic, never, always }
    public enum LayoutEnvironment: Int, Sendable { case none, expanded, collapsed }
    public enum PrimaryEdge: Int, Sendable { case leading, trailing }
    public enum SplitBehavior: Int, Sendable { case automatic, tile, overlay, displace }
    public enum BackgroundStyle: Int, Sendable { case none, sidebar }

    /// UIKit's automatic column width here, in points.
    public static let automaticDimension: CGFloat = -1
    private static let defaultColumnWidth: CGFloat = 320
    private static let minimumSecondaryWidth: CGFloat = 320

    public let style: Style
    open var preferredDisplayMode: DisplayMode = .automatic { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var preferredSplitBehavior: SplitBehavior = .automatic
    open var presentsWithGesture = true
    open var showsSecondaryOnlyButton = false
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
    open var primaryEdge: PrimaryEdge = .leading { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var primaryBackgroundStyle: BackgroundStyle = .none
    open var preferredPrimaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var preferredSupplementaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var minimumPrimaryColumnWidth: CGFloat = automaticDimension
    open var maximumPrimaryColumnWidth: CGFloat = automaticDimension
    /// Never collapsed on a desktop window.
    open var isCollapsed: Bool { false }
    open var splitBehavior: SplitBehavior { preferredSplitBehavior == .overlay ? .overlay : .tile }

    private var columns: [Column: UIViewController] = [:]
    /// The mode `show(_:)` and `hide(_:)` chose, until the preferred mode changes.
    private var shownMode: DisplayMode?

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName: String?, bundle: Bundle?) {
        style = .unspecified
        super.init(nibName: nibName, bundle: bundle)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// The column controllers in UIKit's order: primary, (supplementary,) secondary.
    open var viewControllers: [UIViewController] {
        get { [Column.primary, .supplementary, .secondary].compactMap { columns[$0] } }
        set {
            setViewController(newValue.first, for: .primary)
            setViewController(newValue.count > 2 ? newValue[1] : nil, for: .supplementary)
            setViewController(newValue.count > 1 ? newValue.last : nil, for: .secondary)
        }
    }

    open func setViewController(_ controller: UIViewController?, for column: Column) {
        if let old = columns[column] {
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        columns[column] = controller
        guard let controller else { return }
        addChild(controller)
        if isViewLoaded { view.addSubview(controller.view) }
        controller.didMove(toParent: self)
        viewIfLoaded?.setNeedsLayout()
    }

    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    /// The mode in effect: the one `show(_:)`/`hide(_:)` chose, else the preferred one with
    /// `.automatic` resolved for the width.
    open var displayMode: DisplayMode {
        if let shownMode { return shownMode }
        guard preferredDisplayMode == .automatic else { return preferredDisplayMode }
        let sideBySide = columnWidth(.primary) + (hasSupplementary ? columnWidth(.supplementary) : 0) + Self.minimumSecondaryWidth
        guard (viewIfLoaded?.bounds.width ?? 0) >= sideBySide else { return .secondaryOnly }
        return hasSupplementary ? .twoBesideSecondary : .oneBesideSecondary
    }

    open func show(_ column: Column) {
        switch column {
        case .primary: shownMode = hasSupplementary ? .twoBesideSecondary : .oneBesideSecondary
        case .supplementary: shownMode = .oneBesideSecondary
        default: shownMode = .secondaryOnly
        }
        viewIfLoaded?.setNeedsLayout()
    }

    open func hide(_ column: Column) {
        switch column {
        case .primary: shownMode = hasSupplementary ? .oneBesideSecondary : .secondaryOnly
        case .supplementary: shownMode = .secondaryOnly
        default: break
        }
        viewIfLoaded?.setNeedsLayout()
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        for controller in viewControllers { view.addSubview(controller.view) }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        placeColumns()
    }

    private var hasSupplementary: Bool { style == .tripleColumn && columns[.supplementary] != nil }

    private func columnWidth(_ column: Column) -> CGFloat {
        let preferred = column == .primary ? preferredPrimaryColumnWidth : preferredSupplementaryColumnWidth
        guard preferred != Self.automaticDimension else { return Self.defaultColumnWidth }
        return preferred > 0 && preferred <= 1 ? preferred * view.bounds.width : max(0, preferred)
    }

    /// Lays the columns out from the primary edge: shown columns beside or over the secondary,
    /// hidden ones off the view.
    private func placeColumns() {
        let bounds = view.bounds
        let mode = displayMode
        let besideCount = [DisplayMode.oneBesideSecondary: 1, .twoBesideSecondary: 2, .twoDisplaceSecondary: 2][mode] ?? 0
        let overCount = [DisplayMode.oneOverSecondary: 1, .twoOverSecondary: 2][mode] ?? 0
        let leading = [Column.primary, .supplementary].filter { columns[$0] != nil && ($0 == .primary || hasSupplementary) }
        var x: CGFloat = 0
        var besideWidth: CGFloat = 0
        for (index, column) in leading.enumerated() {
            let width = columnWidth(column)
            let shown = index < max(besideCount, overCount)
            let frame = CGRect(x: shown ? x : -width, y: 0, width: width, height: bounds.height)
            place(columns[column], in: frame, hidden: !shown)
            if shown { x += width }
            if shown && besideCount > 0 { besideWidth += width }
        }
        place(columns[.secondary], in: CGRect(x: besideWidth, y: 0, width: max(0, bounds.width - besideWidth), height: bounds.height),
              hidden: false)
        // Over modes and the hidden columns lie above the secondary.
        for column in leading { if let columnView = columns[column]?.viewIfLoaded { view.bringSubviewToFront(columnView) } }
    }

    private func place(_ controller: UIViewController?, in frame: CGRect, hidden: Bool) {
        guard let columnView = controller?.viewIfLoaded else { return }
        var placed = frame
        // The primary edge is leading or trailing in the view's layout direction.
        if (primaryEdge == .trailing) != (effectiveUserInterfaceLayoutDirection == .rightToLeft) {
            placed.origin.x = view.bounds.width - frame.maxX
        }
        columnView.frame = placed
        columnView.isHidden = hidden
    }

    private var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        view.effectiveUserInterfaceLayoutDirection
    }
}
