import Foundation

/// One side of an item's size: a fraction of its container's width or height, a number of
/// points, or an estimate.
/// - Note: Estimated heights of groups and estimated widths of items self-size (see
///   `UICollectionViewCompositionalLayout`); `.uniformAcrossSiblings` heights give every item
///   of a group the tallest one's measured height.
public struct NSCollectionLayoutDimension: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings }
    let kind: Kind
    public let dimension: CGFloat

    public static func fractionalWidth(_ fraction: CGFloat) -> Self { Self(kind: .fractionalWidth, dimension: fraction) }
    public static func fractionalHeight(_ fraction: CGFloat) -> Self { Self(kind: .fractionalHeight, dimension: fraction) }
    public static func absolute(_ points: CGFloat) -> Self { Self(kind: .absolute, dimension: points) }
    public static func estimated(_ points: CGFloat) -> Self { Self(kind: .estimated, dimension: points) }
    /// Measured like an estimate, then the same for every item of the group: the largest (iOS 17).
    public static func uniformAcrossSiblings(estimate: CGFloat) -> Self { Self(kind: .uniformAcrossSiblings, dimension: estimate) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// The length in points inside a container of `size`.
    func resolve(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return size.width * dimension
        case .fractionalHeight: return size.height * dimension
        case .absolute, .estimated, .uniformAcrossSiblings: return dimension
        }
    }
}

/// An item's width and height.
public struct NSCollectionLayoutSize: Hashable, Sendable {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension
    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        self.widthDimension = widthDimension; self.heightDimension = heightDimension
    }

    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: max(0, widthDimension.resolve(in: container)), height: max(0, heightDimension.resolve(in: container)))
    }
}

/// Space between items of a group: fixed, or at least a minimum (treated as fixed).
public struct NSCollectionLayoutSpacing: Hashable, Sendable {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public static func fixed(_ spacing: CGFloat) -> Self { Self(spacing: spacing, isFlexibleSpacing: false) }
    public static func flexible(_ spacing: CGFloat) -> Self { Self(spacing: spacing, isFlexibleSpacing: true) }
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}
