import Foundation

extension UICollectionView {
    /// A layout made by `UICollectionViewCompositionalLayout.list(using:)` colours the
    /// collection view with the list's background (the grouped background for grouped
    /// appearances), as in UIKit, unless the app set a background colour itself; another
    /// layout brings the system background back.
    func applyLayoutBackground() {
        guard !layoutBackground.hasOwnColor else { return }
        let listColor = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listBackgroundColor
        guard listColor !== layoutBackground.applied else { return }
        layoutBackground.isApplying = true
        backgroundColor = listColor ?? .systemBackground
        layoutBackground.isApplying = false
        layoutBackground.applied = listColor
    }
}
