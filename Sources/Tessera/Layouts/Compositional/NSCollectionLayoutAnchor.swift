import Foundation

/// Where a supplementary item attaches to its item: the edges it lines up with, and an offset
/// in points or in fractions of the supplementary item's own size.
///
/// An anchor's point on a rectangle is the named edge on each axis, or the middle when the axis
/// has no edge (or both). Without an item anchor, the supplementary item lines up the same
/// edges with its container (a `[.top, .trailing]` badge sits inside the top-trailing corner);
/// `fractionalOffset: CGPoint(x: 0.3, y: -0.3)` then moves it 30 % of its width right and
/// 30 % of its height up, half over the corner.
@preconcurrency @MainActor public final class NSCollectionLayoutAnchor: NSObject {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, absoluteOffset: .zero) }
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges; offset = absoluteOffset; isAbsoluteOffset = true
    }
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges; offset = fractionalOffset; isAbsoluteOffset = false
    }

    /// The anchor's point on `rect` (left to right).
    func point(on rect: CGRect) -> CGPoint {
        func along(_ low: NSDirectionalRectEdge, _ high: NSDirectionalRectEdge, _ min: CGFloat, _ mid: CGFloat, _ max: CGFloat) -> CGFloat {
            let hasLow = edges.contains(low), hasHigh = edges.contains(high)
            return hasLow == hasHigh ? mid : (hasLow ? min : max)
        }
        return CGPoint(x: along(.leading, .trailing, rect.minX, rect.midX, rect.maxX),
                       y: along(.top, .bottom, rect.minY, rect.midY, rect.maxY))
    }

    /// The offset in points for an element of `size`.
    func offset(for size: CGSize) -> CGPoint {
        isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
    }
}
