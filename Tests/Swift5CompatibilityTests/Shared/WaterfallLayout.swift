// Client code in the style of published waterfall ("Pinterest") layouts: its own delegate
// protocol, a cache built in prepare(), its own invalidation context class, and the animated
// bounds-change hooks. The delegate protocol is @MainActor, as libraries updated for Swift 6
// declare theirs: a view controller (main actor) can conform to it in either language mode.
import UIKit

@MainActor public protocol WaterfallLayoutDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat
}

public final class WaterfallInvalidationContext: UICollectionViewLayoutInvalidationContext {
    public var invalidateColumns = true
}

public final class WaterfallLayout: UICollectionViewLayout {
    public weak var delegate: WaterfallLayoutDelegate?
    public var numberOfColumns = 2
    public var cellPadding: CGFloat = 4
    /// What the collection view asked, in order, for the tests.
    public private(set) var events: [String] = []

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0
    private var contentWidth: CGFloat {
        guard let collectionView = collectionView else { return 0 }
        let insets = collectionView.contentInset
        return collectionView.bounds.width - (insets.left + insets.right)
    }

    public override class var invalidationContextClass: AnyClass {
        return WaterfallInvalidationContext.self
    }

    public override var collectionViewContentSize: CGSize {
        return CGSize(width: contentWidth, height: contentHeight)
    }

    public override func prepare() {
        super.prepare()
        guard cache.isEmpty, let collectionView = collectionView else { return }
        events.append("prepare")
        let columnWidth = contentWidth / CGFloat(numberOfColumns)
        let xOffset = (0..<numberOfColumns).map { CGFloat($0) * columnWidth }
        var yOffset = [CGFloat](repeating: 0, count: numberOfColumns)
        contentHeight = 0
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let column = yOffset.firstIndex(of: yOffset.min() ?? 0) ?? 0
            let photoHeight = delegate?.collectionView(collectionView, heightForItemAt: indexPath) ?? 180
            let height = cellPadding * 2 + photoHeight
            let frame = CGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frame.insetBy(dx: cellPadding, dy: cellPadding)
            cache.append(attributes)
            contentHeight = max(contentHeight, frame.maxY)
            yOffset[column] += height
        }
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        return cache.filter { $0.frame.intersects(rect) }
    }

    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return cache.first { $0.indexPath == indexPath }
    }

    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return newBounds.width != collectionView?.bounds.width
    }

    public override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        // Libraries cast: the collection view must hand out the class named above.
        let context = super.invalidationContext(forBoundsChange: newBounds) as! WaterfallInvalidationContext
        context.invalidateColumns = newBounds.width != collectionView?.bounds.width
        return context
    }

    public override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let context = context as! WaterfallInvalidationContext
        if context.invalidateEverything || context.invalidateDataSourceCounts || context.invalidateColumns {
            cache.removeAll()
        }
        super.invalidateLayout(with: context)
    }

    public override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        super.prepare(forAnimatedBoundsChange: oldBounds)
        events.append("prepareForAnimatedBoundsChange \(Int(oldBounds.width))")
    }

    public override func finalizeAnimatedBoundsChange() {
        super.finalizeAnimatedBoundsChange()
        events.append("finalizeAnimatedBoundsChange")
    }
}
