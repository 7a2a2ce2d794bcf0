import Foundation

/// A section of a compositional layout: its group, repeated until the section's items are
/// placed, with spacing, insets and boundary supplementary items.
@preconcurrency @MainActor open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    open var interGroupSpacing: CGFloat = 0
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Accepted for UIKit's shape; sections scroll with the collection view (`.none`).
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none

    /// Space before the section's header and after its footer: how list sections of grouped
    /// appearances are spaced (not UIKit API; lists set it).
    var spaceBefore: CGFloat = 0
    var spaceAfter: CGFloat = 0

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}

/// What a section provider knows about where the section goes.
@preconcurrency @MainActor public protocol NSCollectionLayoutEnvironment {
    var container: NSCollectionLayoutContainer { get }
}

/// The space a section lays out in.
@preconcurrency @MainActor public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
}

struct LayoutContainer: NSCollectionLayoutContainer, NSCollectionLayoutEnvironment {
    let contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var container: NSCollectionLayoutContainer { self }
}

/// Settings of a whole compositional layout.
@preconcurrency @MainActor open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var interSectionSpacing: CGFloat = 0
    public override init() { super.init() }
}
