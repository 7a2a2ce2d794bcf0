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
///
/// A dimension whose number is NaN or infinite is reported and replaced by the container's
/// whole length on its axis (`.fractionalWidth(1)` for a width): the layout stays finite, and
/// an "infinitely wide" group is as wide as its section.
public struct NSCollectionLayoutSize: Hashable, Sendable {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension
    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        self.widthDimension = Self.finite(widthDimension, "widthDimension", or: .fractionalWidth(1))
        self.heightDimension = Self.finite(heightDimension, "heightDimension", or: .fractionalHeight(1))
    }

    private static func finite(_ dimension: NSCollectionLayoutDimension, _ name: String,
                               or whole: NSCollectionLayoutDimension) -> NSCollectionLayoutDimension {
        FiniteInput.isFinite(dimension.dimension, "NSCollectionLayoutSize: the \(name) \(dimension.kind)",
                             "using the container's whole length (\(whole.kind)(1))") ? dimension : whole
    }

    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: max(0, widthDimension.resolve(in: container)), height: max(0, heightDimension.resolve(in: container)))
    }
}

/// Space between items of a group: fixed, or at least a minimum (treated as fixed).
public struct NSCollectionLayoutSpacing: Hashable, Sendable {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    /// Non-finite spacing is reported and taken as 0 (see `FiniteInput`).
    public static func fixed(_ spacing: CGFloat) -> Self {
        Self(spacing: FiniteInput.checked(spacing, "NSCollectionLayoutSpacing.fixed"), isFlexibleSpacing: false)
    }
    public static func flexible(_ spacing: CGFloat) -> Self {
        Self(spacing: FiniteInput.checked(spacing, "NSCollectionLayoutSpacing.flexible"), isFlexibleSpacing: true)
    }
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}
