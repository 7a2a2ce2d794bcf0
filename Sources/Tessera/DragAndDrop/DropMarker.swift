import Foundation

/// What a collection view shows under a drag that would drop into an item: an outline around
/// that item. (A drop between items opens a gap instead: `UICollectionView.showDropGap(at:)`.)
@MainActor final class DropMarker {
    private let outline = UIView()

    init() {
        outline.isUserInteractionEnabled = false
        outline.layer.borderColor = UIColor.systemBlue.cgColor
        outline.layer.borderWidth = 3
        outline.layer.cornerRadius = 8
        outline.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.12)
    }

    /// Outlines the item at `path` (numbered without a gap) of `collectionView`.
    func outline(_ path: IndexPath, in collectionView: UICollectionView) {
        guard let frame = collectionView.layoutAttributesForItem(at: collectionView.withGap(path))?.frame else { return hide() }
        outline.frame = frame
        if outline.superview !== collectionView { collectionView.addSubview(outline) }
        collectionView.bringSubviewToFront(outline)
    }

    func hide() { outline.removeFromSuperview() }
}
