import Foundation

/// The collection view serves its swipe controller: list sections of a compositional layout
/// give the actions, list separators follow a sliding row.
extension UICollectionView: SwipeActionsHost {
    func swipeRow(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

    func swipeCell(at indexPath: IndexPath) -> SwipeableCell? { cellForItem(at: indexPath) }

    func swipeActions(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
              layout.sections.indices.contains(indexPath.section),
              let list = layout.sections[indexPath.section].layoutSection?.listConfiguration else { return nil }
        let provider = trailing ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider
        return provider?(indexPath)
    }

    func swipeRowDidSlide(_ indexPath: IndexPath, to offset: CGFloat) {
        for kind in [ListSeparatorView.kind, ListSeparatorView.topKind] {
            let key = ElementKey(category: .decorationView, kind: kind, indexPath: indexPath)
            guard let separator = visibleViews[key], let placed = separator.appliedAttributes else { continue }
            separator.center.x = placed.center.x - offset
        }
    }
}

extension UICollectionViewCell: SwipeableCell {}
