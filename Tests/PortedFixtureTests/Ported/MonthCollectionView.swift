import UIKit

/// A calendar's month grid that keeps its own typed delegate, as calendar libraries write it:
/// UIKit lets the subclass narrow `delegate`'s type.
class MonthCollectionView: UICollectionView {
    weak var monthDelegate: UICollectionViewDelegate?

    override var delegate: UIScrollViewDelegate? {
        get { monthDelegate }
        set {
            monthDelegate = (newValue as? UICollectionViewDelegate)
            super.delegate = (newValue as? UICollectionViewDelegate)
        }
    }
}
