// Client code written as UIKit libraries publish it: a left-aligned "tag cloud" flow layout.
// It compiles against UIKit with `import UIKit`; here only the import differs.
import UIKit

/// A flow layout whose lines start at the section's leading inset, spaced by exactly
/// `minimumInteritemSpacing`, instead of being justified.
open class TagFlowLayout: UICollectionViewFlowLayout {
    public override init() {
        super.init()
        scrollDirection = .vertical
        estimatedItemSize = .zero
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let copies = attributes.map { $0.copy() as! UICollectionViewLayoutAttributes }
        var leftMargin: CGFloat = 0
        var lineMidY = -CGFloat.greatestFiniteMagnitude
        for item in copies where item.representedElementCategory == .cell {
            let inset = sectionInsetFor(item.indexPath.section)
            if abs(item.frame.midY - lineMidY) > 1 {
                leftMargin = inset.left
                lineMidY = item.frame.midY
            }
            item.frame.origin.x = leftMargin
            leftMargin += item.frame.width + spacingFor(item.indexPath.section)
        }
        return copies
    }

    private var flowDelegate: UICollectionViewDelegateFlowLayout? {
        collectionView?.delegate as? UICollectionViewDelegateFlowLayout
    }

    private func sectionInsetFor(_ section: Int) -> UIEdgeInsets {
        guard let collectionView = collectionView, let delegate = flowDelegate else { return sectionInset }
        return delegate.collectionView(collectionView, layout: self, insetForSectionAt: section)
    }

    private func spacingFor(_ section: Int) -> CGFloat {
        guard let collectionView = collectionView, let delegate = flowDelegate else { return minimumInteritemSpacing }
        return delegate.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
    }
}
