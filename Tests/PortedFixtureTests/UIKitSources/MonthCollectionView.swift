import UIKit

/// A calendar's month grid that keeps its own typed delegate, as calendar libraries write it:
/// UIKit lets the subclass narrow `delegate`'s type.
class MonthCollectionView: UICollectionView {
    weak var monthDelegate: UICollectionViewDelegate?

    override var delegate: UICollectionViewDelegate? {
        get { monthDelegate }
        set {
            monthDelegate = newValue
            super.delegate = newValue
        }
    }
}
