import UIKit

/// A mosaic: rows of one large tile beside two stacked small ones, the large tile switching
/// sides every row. The kind of custom layout an iOS package ships.
public final class MosaicLayout: UICollectionViewLayout {
    /// The gap between tiles and around the mosaic.
    public var spacing: CGFloat = 4 {
        didSet { invalidateLayout() }
    }

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    public override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    public override func prepare() {
        super.prepare()
        cache.removeAll()
        contentHeight = 0
        guard let collectionView, collectionView.numberOfSections > 0 else { return }
        let width = collectionView.bounds.width - spacing * 2
        let small = (width - spacing) / 3
        let large = small * 2 + spacing
        var y = spacing
        let count = collectionView.numberOfItems(inSection: 0)
        for item in 0..<count {
            let row = item / 3
            let place = item % 3
            let largeOnLeft = row % 2 == 0
            let smallX = largeOnLeft ? spacing + large + spacing : spacing
            let frame: CGRect
            switch place {
            case 0: frame = CGRect(x: largeOnLeft ? spacing : spacing + small + spacing, y: y, width: large, height: large)
            case 1: frame = CGRect(x: smallX, y: y, width: small, height: small)
            default: frame = CGRect(x: smallX, y: y + small + spacing, width: small, height: small)
            }
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = frame
            cache.append(attributes)
            contentHeight = max(contentHeight, frame.maxY + spacing)
            if place == 2 || item == count - 1 { y += large + spacing }
        }
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }

    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
