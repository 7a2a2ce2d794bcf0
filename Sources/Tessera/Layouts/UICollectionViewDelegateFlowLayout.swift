import Foundation

/// Per-section and per-item sizes for a flow layout. Each method is optional; the defaults
/// return the flow layout's own property (`itemSize`, `sectionInset`, …).
@preconcurrency @MainActor public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

/// The defaults answer with the flow layout's own property, as UIKit does without the method; a
/// custom layout's call site with a fallback of its own (`delegate?.collectionView?(…) ??
/// sectionInset`, ported as `OptionalRequirement.call`) gets that fallback instead, as on iOS.
extension UICollectionViewDelegateFlowLayout {
    private func flow(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout? { layout as? UICollectionViewFlowLayout }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        OptionalRequirement.answer(for: "collectionView(_:layout:sizeForItemAt:)", otherwise: flow(collectionViewLayout)?.itemSize ?? .zero)
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        OptionalRequirement.answer(for: "collectionView(_:layout:insetForSectionAt:)", otherwise: flow(collectionViewLayout)?.sectionInset ?? .zero)
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        OptionalRequirement.answer(for: "collectionView(_:layout:minimumLineSpacingForSectionAt:)",
                                   otherwise: flow(collectionViewLayout)?.minimumLineSpacing ?? 0)
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        OptionalRequirement.answer(for: "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
                                   otherwise: flow(collectionViewLayout)?.minimumInteritemSpacing ?? 0)
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        OptionalRequirement.answer(for: "collectionView(_:layout:referenceSizeForHeaderInSection:)",
                                   otherwise: flow(collectionViewLayout)?.headerReferenceSize ?? .zero)
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        OptionalRequirement.answer(for: "collectionView(_:layout:referenceSizeForFooterInSection:)",
                                   otherwise: flow(collectionViewLayout)?.footerReferenceSize ?? .zero)
    }
}
