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

extension UIColor {
    /// A tile colour for the demos: a pastel of `hue` in light appearance, a deep shade of it in
    /// dark, so `.label` text reads on it either way.
    static func tile(hue: CGFloat) -> UIColor {
        UIColor { traits in
            traits.userInterfaceStyle == .dark
                ? UIColor(hue: hue, saturation: 0.55, brightness: 0.42, alpha: 1)
                : UIColor(hue: hue, saturation: 0.35, brightness: 1, alpha: 1)
        }
    }
}
