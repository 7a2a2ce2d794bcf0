import Foundation

/// A cell's place in a compositional layout: a size relative to its group, insets, spacing
/// around it, and supplementary items attached to it (badges).
@preconcurrency @MainActor open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    /// The supplementary items attached to the item; read-only here and settable on a group,
    /// as in UIKit.
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { attachedSupplementaryItems }
    var attachedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Shrinks the item inside the space its group gave it.
    /// Non-finite sides are reported and taken as 0 (see `FiniteInput`).
    open var contentInsets: NSDirectionalEdgeInsets = .zero {
        didSet { contentInsets = FiniteInput.checked(contentInsets, "\(type(of: self)).contentInsets") }
    }
    /// Space around the item in its group (see ``NSCollectionLayoutEdgeSpacing``).
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        attachedSupplementaryItems = supplementaryItems
        super.init()
    }

    /// Places this item (and, for a group, its items) in `frame`, taking data items from
    /// `supply` until none is left; `record` gets each data item's frame and the layout item
    /// that placed it.
    func place(in frame: CGRect, supply: ItemSupply, record: (Int, CGRect, NSCollectionLayoutItem?) -> Void) {
        guard let index = supply.take() else { return }
        record(index, contentInsets.apply(to: frame), self)
    }

    /// Whether this item (or one inside it) sizes its width from what its cell measures.
    var estimatesWidth: Bool { layoutSize.widthDimension.isEstimated }
}
