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
}
