import Foundation

/// A cell for list sections (iOS 14): configured with a ``UIListContentConfiguration``
/// (``defaultContentConfiguration()`` is `.cell()`), indented by ``indentationLevel``, with
/// ``accessories`` at its sides.
///
/// Accessories show by their displayed state and the collection view's `isEditing`; leading
/// ones are laid out from the leading edge (after the indentation), trailing ones from the
/// trailing edge, 20 points in and 8 apart, and the content sits between them with its text
/// 8 points from the nearest accessory.
@preconcurrency @MainActor open class UICollectionViewListCell: UICollectionViewCell {
    /// How many steps the content is indented, each ``indentationWidth`` points.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    open var indentsAccessories = true
    /// The row's accessories, in order from its edges inward.
    open var accessories: [UICellAccessory] = [] { didSet { makeAccessoryViews() } }
    private(set) var accessoryViews: [CellAccessoryView] = []
    /// The separator guide, made when the app first asks for it (`UICollectionViewListCell+Separator.swift`).
    var separatorGuide: UILayoutGuide?
    /// Where the guide put the separator's start, last told to the layout.
    var separatorLeading: CGFloat?
    /// Whether the app chose a background configuration (else the list's default shows; the
    /// state updates of the default keep it a default).
    private var appChoseBackground: Bool { backgroundConfiguration.map { !$0.isListDefault } ?? false }
    /// Where accessories start from the row's edges, and the space between them.
    static let accessoryMargin: CGFloat = 20
    static let accessorySpacing: CGFloat = 8

    /// A configuration to fill in and set as ``UICollectionViewCell/contentConfiguration``,
    /// styled for where the cell is, as in UIKit: `.sidebarCell()` in a sidebar list, `.cell()`
    /// in other lists; a list's header or footer (a list cell used as a supplementary view, or
    /// the first item of a section whose `headerMode` is `.firstItemInSection`) gets the
    /// header or footer style of the list's appearance. Outside a list: `.cell()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        guard let collectionView = owningCollectionView ?? dequeuingCollectionView,
              let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout,
              let attributes = appliedAttributes,
              let list = layout.listConfiguration(forSection: attributes.indexPath.section) else { return .cell() }
        let sidebar = list.appearance == .sidebar || list.appearance == .sidebarPlain
        switch attributes.representedElementCategory {
        case .supplementaryView where attributes.representedElementKind == UICollectionView.elementKindSectionFooter:
            return list.appearance == .plain || sidebar ? .plainFooter() : .groupedFooter()
        case .supplementaryView:
            return Self.headerStyle(for: list.appearance)
        case .cell where list.headerMode == .firstItemInSection && attributes.indexPath.item == 0:
            return Self.headerStyle(for: list.appearance)
        default:
            return sidebar ? .sidebarCell() : .cell()
        }
    }

    /// The background a row of its list has by default: white rows in grouped lists (an
    /// inset-grouped section's first and last rows rounded 10 points at its outer corners),
    /// the system background in plain lists, a clear row that turns blue when selected in
    /// sidebars; headers and footers are clear. Outside a list: `.listPlainCell()`.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        guard let collectionView = owningCollectionView ?? dequeuingCollectionView,
              let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout,
              let attributes = appliedAttributes,
              let list = layout.listConfiguration(forSection: attributes.indexPath.section) else { return .listPlainCell() }
        if attributes.representedElementCategory == .supplementaryView {
            return list.appearance == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
        }
        switch list.appearance {
        case .plain: return .listPlainCell()
        case .sidebar, .sidebarPlain: return .listSidebarCell()
        case .grouped: return .listGroupedCell()
        case .insetGrouped:
            var background = UIBackgroundConfiguration.listGroupedCell()
            let path = attributes.indexPath, count = collectionView.numberOfItems(inSection: path.section)
            var corners: CACornerMask = []
            if path.item == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if path.item == count - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            if !corners.isEmpty { background.cornerRadius = 10 }
            background.roundedCorners = corners
            return background
        }
    }

    /// Gives the cell its list's default background unless the app chose one.
    private func showDefaultBackground() {
        guard !appChoseBackground else { return }
        var background = defaultBackgroundConfiguration().updated(for: configurationState)
        background.isListDefault = true
        guard background != backgroundConfiguration else { return }
        backgroundConfiguration = background
    }

    private static func headerStyle(for appearance: UICollectionLayoutListConfiguration.Appearance) -> UIListContentConfiguration {
        switch appearance {
        case .plain: .plainHeader()
        case .grouped, .insetGrouped: .groupedHeader()
        case .sidebar: .sidebarHeader()
        case .sidebarPlain: .plainHeader()
        }
    }

    /// Keeps the view of each accessory that is still there (same kind, same action or
    /// custom view) and only makes views for new ones: a handler that assigns the same
    /// accessories on every update (during a tap, too) leaves the views, and the touch on
    /// them, in place.
    private func makeAccessoryViews() {
        var unused = accessoryViews
        accessoryViews = accessories.map { accessory in
            guard let index = unused.firstIndex(where: { $0.canShow(accessory) }) else { return CellAccessoryView(accessory) }
            let view = unused.remove(at: index)
            view.accessory = accessory
            return view
        }
        for view in unused { view.removeFromSuperview() }
        for view in accessoryViews where view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// The accessory views in the order they are placed: the leading side's from the leading
    /// edge in, the trailing side's from the trailing edge in. System accessories stand in
    /// UIKit's order (``UICellAccessory``), not the array's; each custom view is then inserted
    /// where its placement's position puts it among those already on its side.
    private func accessoryViewsFromTheEdges() -> [CellAccessoryView] {
        let leading = sideInLeadingToTrailingOrder(accessoryViews.filter { $0.accessory.isLeading })
        let trailing = sideInLeadingToTrailingOrder(accessoryViews.filter { !$0.accessory.isLeading })
        return leading + trailing.reversed()
    }

    /// One side's views, leading to trailing: the system ones in UIKit's order, then the custom
    /// ones, in array order, each at its position.
    private func sideInLeadingToTrailingOrder(_ views: [CellAccessoryView]) -> [CellAccessoryView] {
        let isLeadingSide = views.first?.accessory.isLeading ?? true
        var placed = views.filter { !$0.accessory.isCustom }
            .enumerated()
            .sorted { isLeadingSide ? ($0.element.accessory.sideOrder, $0.offset) < ($1.element.accessory.sideOrder, $1.offset)
                                    : ($0.element.accessory.sideOrder, $0.offset) > ($1.element.accessory.sideOrder, $1.offset) }
            .map(\.element)
        if !isLeadingSide { placed.reverse() }
        for view in views where view.accessory.isCustom {
            guard case .custom(let configuration) = view.accessory.kind else { continue }
            let index = configuration.placement.position(placed.map(\.accessory))
            placed.insert(view, at: min(max(0, index), placed.count))
        }
        return placed
    }

    /// Where the shown accessories and the content go in a row `width` wide and `height` high.
    private func accessoryPlan(width: CGFloat, height: CGFloat, editing: Bool) -> (frames: [(CellAccessoryView, CGRect)], content: CGRect) {
        let indent = CGFloat(max(0, indentationLevel)) * indentationWidth
        var left = indent, right = width
        var leadingEdge = indent + Self.accessoryMargin, trailingEdge = width - Self.accessoryMargin
        var frames: [(CellAccessoryView, CGRect)] = []
        for view in accessoryViewsFromTheEdges() where view.accessory.isShown(editing: editing) {
            let accessoryWidth = view.width
            if view.accessory.isLeading {
                frames.append((view, CGRect(x: leadingEdge, y: 0, width: accessoryWidth, height: height)))
                leadingEdge += accessoryWidth + Self.accessorySpacing
                left = leadingEdge - Self.accessoryMargin
            } else {
                frames.append((view, CGRect(x: trailingEdge - accessoryWidth, y: 0, width: accessoryWidth, height: height)))
                trailingEdge -= accessoryWidth + Self.accessorySpacing
                right = trailingEdge + Self.accessoryMargin
            }
        }
        return (frames, CGRect(x: left, y: 0, width: max(0, right - left), height: height))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        showDefaultBackground()
        let state = configurationState
        let plan = accessoryPlan(width: bounds.width, height: bounds.height, editing: state.isEditing)
        let placed = Dictionary(plan.frames.map { (ObjectIdentifier($0.0), $0.1) }) { first, _ in first }
        for view in accessoryViews {
            view.isSelected = state.isSelected
            view.isExpanded = state.isExpanded
            // Hidden accessories fade out where they are (inside an animation, the edit-mode
            // change); they take no touches once transparent.
            guard let frame = placed[ObjectIdentifier(view)] else { view.alpha = 0; continue }
            // One appearing starts at its place, transparent, and fades in.
            if view.alpha < 0.01 { UIView.performWithoutAnimation { view.frame = frame } }
            view.frame = frame
            view.alpha = 1
        }
        contentView.frame = plan.content
    }

    /// Self-sizing measures the content at the width the accessories leave it (a title next
    /// to a switch wraps sooner than one alone), and keeps the row's width.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let plan = accessoryPlan(width: layoutAttributes.size.width, height: layoutAttributes.size.height, editing: configurationState.isEditing)
        guard plan.content.width < layoutAttributes.size.width, plan.content.width > 0,
              let probe = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else {
            return super.preferredLayoutAttributesFitting(layoutAttributes)
        }
        probe.size.width = plan.content.width
        let fitted = super.preferredLayoutAttributesFitting(probe)
        guard fitted.size.height != layoutAttributes.size.height, let result = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else {
            return layoutAttributes
        }
        result.size = CGSize(width: layoutAttributes.size.width, height: fitted.size.height)
        return result
    }
}
