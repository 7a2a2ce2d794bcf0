import Foundation

extension UICollectionViewLayout: NibInstantiable, KeyValueCodable {}

extension UICollectionViewFlowLayout {
    /// The Size inspector's flow layout: scroll direction, item and estimated sizes ("Estimate
    /// Size: Automatic"), spacings, section insets and the header and footer sizes.
    func decodeFlowAttributes(_ coder: NSCoder) {
        if coder.decoded("scrollDirection", as: String.self) == "horizontal" { scrollDirection = .horizontal }
        if let size = coder.decoded("itemSize", as: CGSize.self) { itemSize = size }
        if let size = coder.decoded("estimatedItemSize", as: CGSize.self) { estimatedItemSize = size }
        if coder.decodedFlag("automaticEstimatedItemSize") == true { estimatedItemSize = UICollectionViewFlowLayout.automaticSize }
        if let spacing = coder.decodedNumber("minimumLineSpacing") { minimumLineSpacing = spacing }
        if let spacing = coder.decodedNumber("minimumInteritemSpacing") { minimumInteritemSpacing = spacing }
        if let inset = coder.decoded("sectionInset", as: UIEdgeInsets.self) { sectionInset = inset }
        if let size = coder.decoded("headerReferenceSize", as: CGSize.self) { headerReferenceSize = size }
        if let size = coder.decoded("footerReferenceSize", as: CGSize.self) { footerReferenceSize = size }
        if let pins = coder.decodedFlag("sectionHeadersPinToVisibleBounds") { sectionHeadersPinToVisibleBounds = pins }
        if let pins = coder.decodedFlag("sectionFootersPinToVisibleBounds") { sectionFootersPinToVisibleBounds = pins }
    }
}
