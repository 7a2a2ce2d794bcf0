import Foundation

/// Identifies one element on screen: a cell, or a supplementary or decoration view of a kind,
/// at an index path.
struct ElementKey: Hashable {
    let category: UICollectionElementCategory
    let kind: String
    let indexPath: IndexPath

    init(_ attributes: UICollectionViewLayoutAttributes) {
        category = attributes.representedElementCategory
        kind = attributes.representedElementKind ?? ""
        indexPath = attributes.indexPath
    }

    init(category: UICollectionElementCategory, kind: String, indexPath: IndexPath) {
        self.category = category; self.kind = kind; self.indexPath = indexPath
    }

    /// The name UIKit's messages use for the kind.
    var kindName: String { category == .cell ? "UICollectionElementKindCell" : kind }
}
