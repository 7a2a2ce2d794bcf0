import Foundation

/// Identifies one element on screen: a cell, or a supplementary or decoration view of a kind,
/// at an index path.
struct ElementKey: Hashable {
    let category: UICollectionView.ElementCategory
    let kind: String
    let indexPath: IndexPath

    @MainActor init(_ attributes: UICollectionViewLayoutAttributes) {
        category = attributes.representedElementCategory
        kind = attributes.representedElementKind ?? ""
        indexPath = attributes.indexPath
    }

    init(category: UICollectionView.ElementCategory, kind: String, indexPath: IndexPath) {
        self.category = category; self.kind = kind; self.indexPath = indexPath
    }

    /// The cell at `indexPath`.
    static func cell(_ indexPath: IndexPath) -> ElementKey { ElementKey(category: .cell, kind: "", indexPath: indexPath) }

    /// Hashes the two numbers of the index path directly (cells have no kind): this runs for
    /// every visible element on every scroll frame.
    func hash(into hasher: inout Hasher) {
        hasher.combine(category.rawValue)
        if indexPath.count == 2 {
            hasher.combine(indexPath[0])
            hasher.combine(indexPath[1])
        } else {
            hasher.combine(indexPath)
        }
        if !kind.isEmpty { hasher.combine(kind) }
    }

    /// The name UIKit's messages use for the kind.
    var kindName: String { category == .cell ? "UICollectionElementKindCell" : kind }
}
