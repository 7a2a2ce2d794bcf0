import Foundation

/// A section of a compositional layout: its group, repeated until the section's items are
/// placed, with spacing, insets and boundary supplementary items.
@preconcurrency @MainActor open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    /// Non-finite values are reported and taken as 0 (see `FiniteInput`), here and in
    /// ``contentInsets``.
    open var interGroupSpacing: CGFloat = 0 {
        didSet { interGroupSpacing = FiniteInput.checked(interGroupSpacing, "NSCollectionLayoutSection.interGroupSpacing") }
    }
    open var contentInsets: NSDirectionalEdgeInsets = .zero {
        didSet { contentInsets = FiniteInput.checked(contentInsets, "NSCollectionLayoutSection.contentInsets") }
    }
    /// What `contentInsets` are measured from: the container's edges (`.none`), or its
    /// safe area, layout margins or readable width added to them (`.automatic`: the safe area).
    open var contentInsetsReference = UIContentInsetsReference.automatic
    /// The same for the section's headers and footers.
    open var supplementaryContentInsetsReference = UIContentInsetsReference.automatic
    /// Whether headers and footers follow `contentInsets` across (the iOS 13–15 switch; when
    /// false they span the section's full width).
    open var supplementariesFollowContentInsets = true
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Backgrounds behind the section (``NSCollectionLayoutDecorationItem/background(elementKind:)``).
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether the section's groups run sideways in a strip that scrolls on its own, and how it
    /// comes to rest (see ``UICollectionViewCompositionalLayout``).
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The feel of that scrolling (iOS 17).
    open var orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()
    /// Called before each layout pass shows the section's items, to change their look
    /// (scale-on-scroll carousels).
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// Space before the section's header and after its footer: how list sections of grouped
    /// appearances are spaced (not UIKit API; lists set it).
    var spaceBefore: CGFloat = 0
    var spaceAfter: CGFloat = 0
    /// The list configuration a list section was made from (its separators).
    var listConfiguration: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    var scrollsOrthogonally: Bool { orthogonalScrollingBehavior != .none }
}

/// What a section's content insets are measured from.
public enum UIContentInsetsReference: Int, Sendable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

/// What a section provider knows about where the section goes.
@preconcurrency @MainActor public protocol NSCollectionLayoutEnvironment {
    var container: NSCollectionLayoutContainer { get }
    /// The collection view's traits (size classes, scale, content size category).
    var traitCollection: UITraitCollection { get }
}

/// The space a section lays out in.
@preconcurrency @MainActor public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

struct LayoutContainer: NSCollectionLayoutContainer, NSCollectionLayoutEnvironment {
    let contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
    var container: NSCollectionLayoutContainer { self }
    var traitCollection: UITraitCollection { UITraitCollection.current }
}

/// Settings of a whole compositional layout.
@preconcurrency @MainActor open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The main axis: sections one under the other (`.vertical`) or side by side.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var interSectionSpacing: CGFloat = 0 {
        didSet { interSectionSpacing = FiniteInput.checked(interSectionSpacing, "UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing") }
    }
    /// Headers and footers of the whole layout: before the first section and after the last.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What section insets are measured from when a section says `.automatic`.
    open var contentInsetsReference = UIContentInsetsReference.automatic
    public override init() { super.init() }
}
