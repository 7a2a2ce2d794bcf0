import Foundation

/// A cell for list sections (iOS 14): configured with a ``UIListContentConfiguration``
/// (``defaultContentConfiguration()`` is `.cell()`), indented by ``indentationLevel``.
///
/// - Note: The default configuration does not yet depend on the list's appearance (UIKit gives
///   sidebar rows `.sidebarCell()`); accessories are not shown yet.
@preconcurrency @MainActor open class UICollectionViewListCell: UICollectionViewCell {
    /// How many steps the content is indented, each ``indentationWidth`` points.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    open var indentsAccessories = true

    /// A `.cell()` configuration to fill in and set as ``UICollectionViewCell/contentConfiguration``.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let indent = CGFloat(max(0, indentationLevel)) * indentationWidth
        guard indent > 0 else { return }
        contentView.frame = CGRect(x: indent, y: 0, width: max(0, bounds.width - indent), height: bounds.height)
    }
}
