// A UIKit fixture: a paging carousel as libraries write it — a plain UICollectionViewLayout that
// asks the flow delegate for sizes with fallbacks of its own; its overrides are in a
// per-platform extension (CardPagingLayout+iOS.swift).
import UIKit

open class CardPagingLayout: UICollectionViewLayout {
    open var itemSize = CGSize(width: 200, height: 120)
    open var sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    open var spacing: CGFloat = 10
    var frames: [CGRect] = []
    var inset: UIEdgeInsets = .zero

    var flowDelegate: UICollectionViewDelegateFlowLayout? {
        return collectionView?.delegate as? UICollectionViewDelegateFlowLayout
    }

    // Moved here from an extension in CardPagingLayout+iOS.swift by tessera-port: Swift allows overrides in extensions only for @objc members.
    open override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        inset = OptionalRequirement.call("collectionView(_:layout:insetForSectionAt:)", default: sectionInset) { flowDelegate?.collectionView(collectionView, layout: self, insetForSectionAt: 0) }
        var x = inset.left
        frames = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let path = IndexPath(item: item, section: 0)
            let size = OptionalRequirement.call("collectionView(_:layout:sizeForItemAt:)", default: itemSize) { flowDelegate?.collectionView(collectionView, layout: self, sizeForItemAt: path) }
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
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                                 withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let stops = frames.map { $0.minX - inset.left }
        let nearest = stops.min { abs($0 - proposedContentOffset.x) < abs($1 - proposedContentOffset.x) } ?? 0
        return CGPoint(x: nearest, y: proposedContentOffset.y)
    }
}
