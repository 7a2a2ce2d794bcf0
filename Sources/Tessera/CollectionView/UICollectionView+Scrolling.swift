import Foundation

extension UICollectionView {
    /// Where `scrollToItem(at:at:animated:)` puts an item; combine one vertical and one
    /// horizontal position.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Scrolls so the item sits at `scrollPosition` in the visible area (inside the content
    /// insets), as far as the content allows. An axis with no position keeps its offset.
    /// An index path that does not exist is reported and ignored (UIKit raises).
    func performScrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < numberOfSections,
              indexPath.item >= 0, indexPath.item < numberOfItems(inSection: indexPath.section),
              let attributes = layoutAttributesForItem(at: indexPath) else {
            TesseraDiagnostics.report("scrollToItem(at: \(indexPath)): attempt to scroll to invalid index path (sections: \(sectionCounts ?? []))")
            return
        }
        setContentOffset(clampedContentOffset(contentOffset(toShow: attributes.frame, at: scrollPosition)), animated: animated)
    }

    func contentOffset(toShow frame: CGRect, at position: ScrollPosition) -> CGPoint {
        var offset = contentOffset
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let visibleWidth = bounds.width - inset.left - inset.right
        if position.contains(.top) { offset.y = frame.minY - inset.top }
        if position.contains(.centeredVertically) { offset.y = frame.midY - inset.top - visibleHeight / 2 }
        if position.contains(.bottom) { offset.y = frame.maxY - inset.top - visibleHeight }
        if position.contains(.left) { offset.x = frame.minX - inset.left }
        if position.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - visibleWidth / 2 }
        if position.contains(.right) { offset.x = frame.maxX - inset.left - visibleWidth }
        return offset
    }

    /// Replaces the layout. With `animated`, every element moves from its old attributes to its
    /// new ones over ``updateAnimationDuration``; supplementary and decoration views the new
    /// layout does not have animate out and are removed (UIKit 6 left them behind, seed 004).
    /// `completion` runs once, after the animation (on the next turn when not animated).
    func performSetCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard layout !== collectionViewLayout else {
            if let completion { MainLoop.shared.performOnNextTurn { completion(true) } }
            return
        }
        guard animated, UIView.areAnimationsEnabled else {
            collectionViewLayout = layout
            layoutIfNeeded()
            if let completion { MainLoop.shared.performOnNextTurn { completion(true) } }
            return
        }
        layoutIfNeeded()
        let oldLayout = collectionViewLayout
        let oldViews = visibleViews
        let oldAttributes = capturedAttributes()
        for view in oldViews.values { view.willTransition(from: oldLayout, to: layout) }
        layout.prepareForTransition(from: oldLayout)
        oldLayout.prepareForTransition(to: layout)
        collectionViewLayout = layout
        layout.prepareIfNeeded()
        contentSize = layout.collectionViewContentSize
        let proposed = layoutOffset(layout.targetContentOffset(forProposedContentOffset: layoutOffset(contentOffset)))
        UIView.performWithoutAnimation { bounds.origin = clampedContentOffset(proposed) }
        lastLayoutBounds = bounds
        animateLayoutChange(from: oldLayout, to: layout, oldViews: oldViews, oldAttributes: oldAttributes) { completion?($0) }
    }

    func performSetCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }
}
