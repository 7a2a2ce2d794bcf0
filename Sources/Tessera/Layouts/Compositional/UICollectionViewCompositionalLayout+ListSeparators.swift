import Foundation

/// List sections' separators: a hairline decoration per shown row, made from the row's
/// attributes (so they cost what the rows on screen cost, not the list's length).
extension UICollectionViewCompositionalLayout {
    /// The separators of the list rows among `cells`.
    func listSeparators(for cells: [UICollectionViewLayoutAttributes]) -> [UICollectionViewLayoutAttributes] {
        var result: [UICollectionViewLayoutAttributes] = []
        for cell in cells where cell.representedElementCategory == .cell {
            guard let list = listConfiguration(ofSection: cell.indexPath.section) else { continue }
            for top in [false, true] {
                if let separator = separator(for: cell, top: top, list: list) { result.append(separator) }
            }
        }
        return result
    }

    /// One row's separator: its index path is its row's, its kind says which edge.
    func listSeparator(at indexPath: IndexPath, top: Bool) -> UICollectionViewLayoutAttributes? {
        guard let list = listConfiguration(ofSection: indexPath.section), let cell = shownItemAttributes(at: indexPath) else { return nil }
        return separator(for: cell, top: top, list: list)
    }

    private func listConfiguration(ofSection section: Int) -> UICollectionLayoutListConfiguration? {
        guard sections.indices.contains(section), let list = sections[section].layoutSection?.listConfiguration, list.showsSeparators else { return nil }
        return list
    }

    private func separator(for cell: UICollectionViewLayoutAttributes, top: Bool,
                           list: UICollectionLayoutListConfiguration) -> UICollectionViewLayoutAttributes? {
        let path = cell.indexPath
        let configuration = list.itemSeparatorHandler?(path, list.separatorConfiguration) ?? list.separatorConfiguration
        let visibility = top ? configuration.topSeparatorVisibility : configuration.bottomSeparatorVisibility
        let isLast = path.item == geometry.sections[path.section].itemCount - 1
        switch visibility {
        case .hidden: return nil
        case .visible: break
        case .automatic: if top || (isLast && list.isGrouped) { return nil }
        }
        // A shown row whose separator guide moved says where its separators start.
        let guided = (collectionView?.cellForItem(at: path) as? UICollectionViewListCell)?.separatorLeading
        let insets = configuration.resolvedInsets(top ? configuration.topSeparatorInsets : configuration.bottomSeparatorInsets,
                                                  automaticLeading: guided)
        let hairline = 1 / max(1, collectionView?.traitCollection.displayScale ?? 1)
        let frame = cell.frame
        let attributes = ListSeparatorAttributes.layoutAttributesForDecorationView(ofKind: top ? ListSeparatorView.topKind : ListSeparatorView.kind,
                                                                                   with: path)
        attributes.frame = CGRect(x: frame.minX + insets.leading, y: top ? frame.minY : frame.maxY - hairline,
                                  width: max(0, frame.width - insets.leading - insets.trailing), height: hairline)
        attributes.zIndex = cell.zIndex + 1
        attributes.color = configuration.color
        return attributes
    }
}
