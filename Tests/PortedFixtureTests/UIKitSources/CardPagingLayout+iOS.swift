// A UIKit fixture: the layout's overrides, in an extension fenced per platform.
import UIKit

#if os(iOS) || os(tvOS)
extension CardPagingLayout {
    open override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        inset = flowDelegate?.collectionView?(collectionView, layout: self, insetForSectionAt: 0) ?? sectionInset
        var x = inset.left
        frames = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let path = IndexPath(item: item, section: 0)
            let size = flowDelegate?.collectionView?(collectionView, layout: self, sizeForItemAt: path) ?? itemSize
            let frame = CGRect(x: x, y: inset.top, width: size.width, height: size.height)
            x += size.width + spacing
            return frame
        }
    }

    open override var collectionViewContentSize: CGSize {
        let width = (frames.last?.maxX ?? 0) + inset.right
        return CGSize(width: width, height: collectionView?.bounds.height ?? 0)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        return frames.enumerated().filter { $0.element.intersects(rect) }.map { item, frame in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = frame
            return attributes
        }
    }

    /// Snaps a fling to the card nearest where it would stop.
    @objc open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                                 withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let stops = frames.map { $0.minX - inset.left }
        let nearest = stops.min { abs($0 - proposedContentOffset.x) < abs($1 - proposedContentOffset.x) } ?? 0
        return CGPoint(x: nearest, y: proposedContentOffset.y)
    }
}
#elseif os(macOS)
extension CardPagingLayout {
    open override func prepare() {}
}
#endif
