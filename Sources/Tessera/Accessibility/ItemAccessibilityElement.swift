import Foundation

/// An item of a list that is not on screen: counted, placed in its row and column, described
/// as "Item 12 of 400" until seen. When a screen reader moves to it or activates it, the list
/// scrolls it into view and the item's cell takes over (its label, its activation).
@MainActor final class ItemAccessibilityElement: UIAccessibilityElement, UIAccessibilityContainerDataTableCell {
    private weak var list: UIScrollView?
    let indexPath: IndexPath

    init(list: UIScrollView, indexPath: IndexPath) {
        self.list = list
        self.indexPath = indexPath
        super.init(accessibilityContainer: list)
        isAccessibilityElement = true
    }

    /// The item's cell, when it is on screen.
    var cell: UIView? {
        if let collectionView = list as? UICollectionView { return collectionView.cellForItem(at: indexPath) }
        return (list as? UITableView)?.cellForRow(at: indexPath)
    }

    override var accessibilityLabel: String? {
        get { cell?.accessibilityLabel ?? super.accessibilityLabel }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityValue: String? {
        get { cell?.accessibilityValue ?? "item \(flatIndex + 1) of \(itemCount)" }
        set {}
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { cell?.accessibilityTraits ?? [] }
        set {}
    }

    /// Where the item is laid out, in window coordinates, whether shown or not.
    override var accessibilityFrame: CGRect {
        get {
            guard let list else { return .zero }
            let frame = (list as? UICollectionView)?.layoutAttributesForItem(at: indexPath)?.frame
                ?? (list as? UITableView)?.rectForRow(at: indexPath) ?? .zero
            return list.convert(frame, to: nil)
        }
        set {}
    }

    /// Scrolls the item to the middle of the list, as VoiceOver does on moving to it.
    func reveal() {
        if let collectionView = list as? UICollectionView {
            collectionView.scrollToItem(at: indexPath, at: [.centeredVertically, .centeredHorizontally], animated: false)
        } else if let table = list as? UITableView {
            table.scrollToRow(at: indexPath, at: .middle, animated: false)
        }
        list?.layoutIfNeeded()
    }

    override func accessibilityElementDidBecomeFocused() {
        reveal()
    }

    override func accessibilityActivate() -> Bool {
        reveal()
        guard let cell else { return false }
        return AccessibilityActions.activate(AccessibilityNode(cell))
    }

    var flatIndex: Int {
        if let collectionView = list as? UICollectionView {
            return ListIndexing.flatIndex(of: indexPath, count: collectionView.numberOfItems(inSection:))
        }
        guard let table = list as? UITableView else { return 0 }
        return ListIndexing.flatIndex(of: indexPath, count: table.numberOfRows(inSection:))
    }

    private var itemCount: Int { (list as? AccessibilityItemContainer)?.accessibilityItemCount ?? 0 }

    func accessibilityRowRange() -> NSRange {
        if let collectionView = list as? UICollectionView {
            return NSRange(location: collectionView.accessibilityGridPosition(of: indexPath).row, length: 1)
        }
        return NSRange(location: flatIndex, length: 1)
    }

    func accessibilityColumnRange() -> NSRange {
        guard let collectionView = list as? UICollectionView else { return NSRange(location: 0, length: 1) }
        return NSRange(location: collectionView.accessibilityGridPosition(of: indexPath).column, length: 1)
    }
}
