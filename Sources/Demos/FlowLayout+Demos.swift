import Foundation
import Tessera

extension UICollectionViewFlowLayout {
    /// A flow layout with one item size, equal spacing between items and lines, and one inset.
    static func grid(itemSize: CGSize, spacing: CGFloat, inset: UIEdgeInsets) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = itemSize
        layout.minimumInteritemSpacing = spacing
        layout.minimumLineSpacing = spacing
        layout.sectionInset = inset
        return layout
    }
}
