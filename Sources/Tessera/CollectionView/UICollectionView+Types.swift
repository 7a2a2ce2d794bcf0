import Foundation

extension UICollectionView {
    /// The axis along which a layout lays out and scrolls its content.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// What kind of element a set of layout attributes describes.
    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    /// How quickly items make room for an item being dragged over them in interactive movement.
    ///
    /// The collection view waits this long, with the finger still, before it reflows:
    /// `.immediate` at once, `.fast` 0.1 s and `.slow` 0.3 s (UIKit documents the order, not the
    /// durations; these are Tessera's).
    public enum ReorderingCadence: Int, Sendable {
        case immediate, fast, slow

        /// How long the target must stay under the finger before the items reflow.
        public var delay: TimeInterval {
            switch self {
            case .immediate: 0
            case .fast: 0.1
            case .slow: 0.3
            }
        }
    }

    /// Whether cells that change their own size invalidate their layout (iOS 16).
    public enum SelfSizingInvalidation: Int, Sendable {
        case disabled, enabled, enabledIncludingConstraints
    }
}

/// How a compositional section scrolls across the main axis.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
