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
    /// A share, 0…1, of the split view's width for the primary column, used when no width in
    /// points is set; the minimum and maximum (320 points unless set) still apply, as in UIKit.
    open var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var preferredSupplementaryColumnWidthFraction: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var minimumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var maximumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var minimumSupplementaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var maximumSupplementaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The primary column's width now: the preferred width in points, else the preferred
    /// fraction of the width, else 320 points; then within the minimum (0 unless set) and the
    /// maximum (320 points unless set, or the preferred width in points when larger). A minimum
    /// above the maximum wins, with a message; a column is never wider than the split view.
    open var primaryColumnWidth: CGFloat { viewIfLoaded == nil ? 0 : columnWidth(.primary) }
    open var supplementaryColumnWidth: CGFloat { viewIfLoaded == nil || !hasSupplementary ? 0 : columnWidth(.supplementary) }
    /// Told as columns show and hide and the display mode changes; asked where a shown
    /// controller goes.
    open weak var delegate: UISplitViewControllerDelegate?
    /// The sidebar button for a navigation bar: it shows or hides the primary column (to the
    /// delegate's `targetDisplayModeForAction(in:)` when it gives one).
    open private(set) lazy var displayModeButtonItem: UIBarButtonItem = {
        let item = UIBarButtonItem(image: UIImage(systemName: "sidebar.left") ?? UIImage(systemName: "chevron.left"), style: .plain,
                                   target: nil, action: nil)
        item.primaryAction = UIAction(image: item.image) { [weak self] _ in self?.toggleFromButton() }
        return item
    }()
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

    /// Puts `controller` in `column`. A controller is in one column at a time: one already in
    /// another column moves here, and that column is left empty.
    open func setViewController(_ controller: UIViewController?, for column: Column) {
        if let controller, let previous = columns.first(where: { $0.value === controller })?.key {
            guard previous != column else { return }
            columns[previous] = nil
            releaseController(in: column, unless: controller)
            columns[column] = controller
            viewIfLoaded?.setNeedsLayout()
            return
        }
        releaseController(in: column, unless: nil)
        columns[column] = controller
        guard let controller else { return }
        addChild(controller)
        if isViewLoaded { view.addSubview(controller.view) }
        controller.didMove(toParent: self)
        viewIfLoaded?.setNeedsLayout()
    }

    /// Takes the controller now in `column` out of the split view (not `kept`, which moves).
    private func releaseController(in column: Column, unless kept: UIViewController?) {
        guard let old = columns[column], old !== kept else { return }
        columns[column] = nil
        old.viewIfLoaded?.removeFromSuperview()
        old.removeFromParent()
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
        case .primary: change(to: hasSupplementary ? .twoBesideSecondary : .oneBesideSecondary)
        case .supplementary: change(to: .oneBesideSecondary)
        default: change(to: .secondaryOnly)
        }
    }

    open func hide(_ column: Column) {
        switch column {
        case .primary: change(to: hasSupplementary ? .oneBesideSecondary : .secondaryOnly)
        case .supplementary: change(to: .secondaryOnly)
        default: break
        }
    }

    /// Moves to `mode`, telling the delegate which columns show and hide and the new mode first.
    private func change(to mode: DisplayMode) {
        let old = displayMode
        guard mode != old else {
            shownMode = mode
            return
        }
        let before = Set(visibleColumns(in: old)), after = Set(visibleColumns(in: mode))
        for column in [Column.primary, .supplementary] where after.contains(column) && !before.contains(column) {
            delegate?.splitViewController(self, willShow: column)
        }
        for column in [Column.primary, .supplementary] where before.contains(column) && !after.contains(column) {
            delegate?.splitViewController(self, willHide: column)
        }
        delegate?.splitViewController(self, willChangeTo: mode)
        shownMode = mode
        viewIfLoaded?.setNeedsLayout()
    }

    /// The leading columns `mode` shows.
    private func visibleColumns(in mode: DisplayMode) -> [Column] {
        switch mode {
        case .oneBesideSecondary, .oneOverSecondary: return hasSupplementary ? [.supplementary] : [.primary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return [.primary, .supplementary]
        default: return []
        }
    }

    /// The sidebar button: the delegate's target mode, else the primary column shown or hidden.
    private func toggleFromButton() {
        let target = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
        if target != .automatic { return change(to: target) }
        visibleColumns(in: displayMode).contains(.primary) ? hide(.primary) : show(.primary)
    }

    /// The delegate may show `vc` itself (`splitViewController(_:show:sender:)`).
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        super.show(vc, sender: sender)
    }

    /// The detail goes in the secondary column unless the delegate shows it.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        setViewController(vc, for: .secondary)
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

    /// The column's width: preferred points, else the preferred fraction, else 320, within
    /// the minimum and maximum (SplitColumnWidth.swift has the rule).
    private func columnWidth(_ column: Column) -> CGFloat {
        let rule = column == .primary
            ? SplitColumnWidth(preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
                               minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth, name: "Primary")
            : SplitColumnWidth(preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
                               minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth, name: "Supplementary")
        return rule.resolve(in: view.bounds.width)
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

/// Hears a split view's columns show and hide and its mode change, and may take over showing
/// controllers. Collapsing and expanding never happen on a desktop window (its columns follow
/// the display mode), so those methods are not called; neither are the presentation gesture's.
@preconcurrency @MainActor public protocol UISplitViewControllerDelegate: AnyObject {
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?
    func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask
    func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController) -> UIInterfaceOrientation
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    /// `.automatic`: the sidebar button shows or hides the primary column.
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { .automatic }
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? { nil }
    public func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask { .all }
    public func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController) -> UIInterfaceOrientation {
        .portrait
    }
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        proposedTopColumn
    }
    public func splitViewController(_ svc: UISplitViewController,
                                    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        proposedDisplayMode
    }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {}
    public func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {}
}
