import Foundation

extension UICollectionView {
    /// A layout made by `UICollectionViewCompositionalLayout.list(using:)` colours the
    /// collection view with the list's background (the grouped background for grouped
    /// appearances), as in UIKit, unless the app set a background colour itself; another
    /// layout brings the system background back.
    func applyLayoutBackground() {
        guard !hasOwnBackgroundColor else { return }
        let listColor = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listBackgroundColor
        guard listColor !== appliedLayoutBackground else { return }
        applyingLayoutBackground = true
        backgroundColor = listColor ?? .systemBackground
        applyingLayoutBackground = false
        appliedLayoutBackground = listColor
    }
}
