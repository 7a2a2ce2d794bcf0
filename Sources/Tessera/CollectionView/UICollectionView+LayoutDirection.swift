import Foundation

/// Right-to-left: as in UIKit, a layout computes its frames for its
/// `developmentLayoutDirection` (left to right), and when the collection view's effective
/// direction is the other one and the layout's `flipsHorizontallyInOppositeLayoutDirection` is
/// true, the collection view mirrors every frame across the content's width. Everything the
/// collection view reads from its layout passes through here.
extension UICollectionView {
    /// Whether the layout's frames are mirrored now.
    var mirrorsLayout: Bool {
        let layout = collectionViewLayout
        guard layout.flipsHorizontallyInOppositeLayoutDirection else { return false }
        let direction = UIView.userInterfaceLayoutDirection(for: semanticContentAttribute,
                                                            relativeTo: resolvedTraitCollection.layoutDirection)
        return direction != layout.developmentLayoutDirection
    }

    /// The width frames are mirrored across: the content's, at least the visible width.
    private var mirrorWidth: CGFloat {
        max(collectionViewLayout.collectionViewContentSize.width,
            bounds.width - adjustedContentInset.left - adjustedContentInset.right)
    }

    private func mirrored(_ rect: CGRect) -> CGRect {
        CGRect(x: mirrorWidth - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// A mirrored copy of `attributes` (the layout's own object is never changed).
    private func mirrored(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        copy.center.x = mirrorWidth - attributes.center.x
        return copy
    }

    private func displayed(_ attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let attributes, mirrorsLayout else { return attributes }
        return mirrored(attributes)
    }

    /// The layout's attributes for the elements in `rect`, as shown.
    func displayedAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard mirrorsLayout else { return collectionViewLayout.layoutAttributesForElements(in: rect) ?? [] }
        return (collectionViewLayout.layoutAttributesForElements(in: mirrored(rect)) ?? []).map(mirrored)
    }

    /// The elements in `rect`, named and framed, as shown: from the layout's geometry when it
    /// can give them without making attributes (a plain flow layout), else from its
    /// attributes. For questions about which elements are where, not for placing them.
    func displayedElements(in rect: CGRect) -> [(key: ElementKey, frame: CGRect)] {
        let layout = collectionViewLayout
        let mirrors = mirrorsLayout
        if let known = layout.elementsIfKnown(in: mirrors ? mirrored(rect) : rect) {
            return mirrors ? known.map { ($0.key, mirrored($0.frame)) } : known
        }
        return displayedAttributes(in: rect).map { (ElementKey($0), $0.frame) }
    }

    /// The layout's attributes for one element, as shown.
    func displayedAttributes(for key: ElementKey) -> UICollectionViewLayoutAttributes? {
        let layout = collectionViewLayout
        switch key.category {
        case .cell: return displayed(layout.layoutAttributesForItem(at: key.indexPath))
        case .supplementaryView: return displayed(layout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath))
        case .decorationView: return displayed(layout.layoutAttributesForDecorationView(ofKind: key.kind, at: key.indexPath))
        }
    }

    /// Where an inserted element starts, as shown (nil: the layout gave none).
    func displayedInitialAttributes(for key: ElementKey) -> UICollectionViewLayoutAttributes? {
        let layout = collectionViewLayout
        switch key.category {
        case .cell: return displayed(layout.initialLayoutAttributesForAppearingItem(at: key.indexPath))
        case .supplementaryView: return displayed(layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind, at: key.indexPath))
        case .decorationView: return displayed(layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind, at: key.indexPath))
        }
    }

    /// Where a deleted element ends, as shown (nil: the layout gave none).
    func displayedFinalAttributes(for key: ElementKey) -> UICollectionViewLayoutAttributes? {
        let layout = collectionViewLayout
        switch key.category {
        case .cell: return displayed(layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath))
        case .supplementaryView: return displayed(layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind, at: key.indexPath))
        case .decorationView: return displayed(layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind, at: key.indexPath))
        }
    }

    /// The dragged item's attributes at `position` (content coordinates, as shown).
    func displayedMovingAttributes(at indexPath: IndexPath, position: CGPoint) -> UICollectionViewLayoutAttributes {
        guard mirrorsLayout else {
            return collectionViewLayout.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
        }
        let layoutPosition = CGPoint(x: mirrorWidth - position.x, y: position.y)
        return mirrored(collectionViewLayout.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: layoutPosition))
    }

    /// Converts a content offset between what is shown and the layout's own coordinates (the
    /// same map both ways), for `targetContentOffset` questions.
    func layoutOffset(_ offset: CGPoint) -> CGPoint {
        guard mirrorsLayout else { return offset }
        return CGPoint(x: mirrorWidth - offset.x - bounds.width, y: offset.y)
    }
}
