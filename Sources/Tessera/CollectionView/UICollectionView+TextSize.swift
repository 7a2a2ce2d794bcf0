import Foundation

/// A new text size re-flows the collection view, as UIKit's self-sizing layouts do: the cells
/// make their Dynamic Type fonts again (their own trait followers), then the collection view
/// asks each shown view for its preferred size once more, so rows grow or shrink with their text.
extension UICollectionView {
    func followTextSize() {
        ContentSizeCategoryFollower.attach(to: self) { [weak self] _ in
            guard let self else { return }
            self.needsTextSizeRemeasure = true
            self.setNeedsLayout()
        }
    }

    func remeasureForTextSizeIfNeeded() {
        guard needsTextSizeRemeasure else { return }
        needsTextSizeRemeasure = false
        for view in visibleViews.values {
            guard let attributes = view.appliedAttributes?.copy() as? UICollectionViewLayoutAttributes else { continue }
            view.layoutIfNeeded()
            askForPreferredAttributes(of: view, original: attributes)
        }
    }
}
