import Foundation

/// A cell for list sections (iOS 14): configured with a ``UIListContentConfiguration``
/// (``defaultContentConfiguration()`` is `.cell()`), indented by ``indentationLevel``, with
/// ``accessories`` at its sides.
///
/// Accessories show by their displayed state and the collection view's `isEditing`; leading
/// ones are laid out from the leading edge (after the indentation), trailing ones from the
/// trailing edge, 20 points in and 8 apart, and the content sits between them with its text
/// 8 points from the nearest accessory.
/// - Note: The default configuration does not yet depend on the list's appearance (UIKit gives
///   sidebar rows `.sidebarCell()`).
@preconcurrency @MainActor open class UICollectionViewListCell: UICollectionViewCell {
    /// How many steps the content is indented, each ``indentationWidth`` points.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    open var indentsAccessories = true
    /// The row's accessories, in order from its edges inward.
    open var accessories: [UICellAccessory] = [] { didSet { makeAccessoryViews() } }
    private var accessoryViews: [CellAccessoryView] = []
    /// Where accessories start from the row's edges, and the space between them.
    static let accessoryMargin: CGFloat = 20
    static let accessorySpacing: CGFloat = 8

    /// A `.cell()` configuration to fill in and set as ``UICollectionViewCell/contentConfiguration``.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    private func makeAccessoryViews() {
        for view in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.map(CellAccessoryView.init)
        for view in accessoryViews { addSubview(view) }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let state = configurationState
        let indent = CGFloat(max(0, indentationLevel)) * indentationWidth
        var left = indent, right = bounds.width
        var leadingEdge = indent + Self.accessoryMargin, trailingEdge = bounds.width - Self.accessoryMargin
        for view in accessoryViews {
            let shown = view.accessory.isShown(editing: state.isEditing)
            view.isHidden = !shown
            view.isSelected = state.isSelected
            view.isExpanded = state.isExpanded
            guard shown else { continue }
            let width = view.width
            if view.accessory.isLeading {
                view.frame = CGRect(x: leadingEdge, y: 0, width: width, height: bounds.height)
                leadingEdge += width + Self.accessorySpacing
                left = leadingEdge - Self.accessoryMargin
            } else {
                view.frame = CGRect(x: trailingEdge - width, y: 0, width: width, height: bounds.height)
                trailingEdge -= width + Self.accessorySpacing
                right = trailingEdge + Self.accessoryMargin
            }
        }
        contentView.frame = CGRect(x: left, y: 0, width: max(0, right - left), height: bounds.height)
    }
}
