import Foundation

extension UIView {
    /// The smallest size a view can have: what `systemLayoutSizeFitting` returns its fitted
    /// size for.
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size: asks for a view's size with nothing holding it back.
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size the view needs, as close to `targetSize` as it can be, with fitting-level
    /// priority on both axes: its natural size.
    func performSystemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view needs when each axis of `targetSize` holds with the given priority.
    ///
    /// An axis whose priority is `.required` keeps the target's length, and the other axis is
    /// measured for it (a label wraps to a required width). An axis of lower priority takes the
    /// view's natural length, as Auto Layout does when the view's content hugging (250 by
    /// default) outranks the target.
    ///
    /// A view whose subtree has constraints is sized by them: the subtree is solved on its own
    /// with the view at the origin and its size pulled toward `targetSize` with the fitting
    /// priorities. A view without constraints sizes by ``sizeThatFits(_:)``.
    func performSystemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        if let size = ConstraintEngine.fittingSize(of: self, target: targetSize, horizontal: horizontalFittingPriority,
                                                   vertical: verticalFittingPriority) {
            return size
        }
        let fixWidth = horizontalFittingPriority >= .required, fixHeight = verticalFittingPriority >= .required
        let unbounded = CGFloat.greatestFiniteMagnitude
        let proposal = CGSize(width: fixWidth ? targetSize.width : unbounded, height: fixHeight ? targetSize.height : unbounded)
        let fitted = sizeThatFits(proposal)
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite && value >= 0 && value < unbounded / 2 ? value : 0 }
        return CGSize(width: fixWidth ? targetSize.width : finite(fitted.width),
                      height: fixHeight ? targetSize.height : finite(fitted.height))
    }
}
