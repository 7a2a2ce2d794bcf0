import Foundation

extension UICollectionView {
    /// What a document sets beyond the layout: the prototypes dragged into the collection view
    /// (each registered under its reuse identifier, as a nib of its own), the "Accessories"
    /// section header and footer, and selection.
    func decodeCollectionViewAttributes(_ coder: NSCoder) {
        if let allows = coder.decodedFlag("allowsSelection") { allowsSelection = allows }
        if let multiple = coder.decodedFlag("allowsMultipleSelection") { allowsMultipleSelection = multiple }
        guard let decoder = coder as? NibDecoder else { return }
        for (identifier, nib) in decoder.prototypeNibs(in: "cells") {
            register(nib, forCellWithReuseIdentifier: identifier)
        }
        if let (identifier, nib) = decoder.prototypeNib(key: "sectionHeaderView") {
            register(nib, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: identifier)
        }
        if let (identifier, nib) = decoder.prototypeNib(key: "sectionFooterView") {
            register(nib, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: identifier)
        }
    }
}
