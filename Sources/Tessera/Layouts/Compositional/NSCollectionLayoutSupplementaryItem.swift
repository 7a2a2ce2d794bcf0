import Foundation

/// A view attached to an item, such as a badge: its size, its kind, and where it anchors.
///
/// Its index path is its item's; the data source's supplementary view provider (or
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)`) makes its view. Fractional
/// sizes resolve against the item's size.
@preconcurrency @MainActor open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Above the item by default (1), as a badge is.
    open var zIndex = 1

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The frame for a container (the item's frame): the item anchor's point (or, without one,
    /// the container anchor's edges on this item) on the container anchor's point, offset.
    func frame(in container: CGRect) -> CGRect {
        let size = layoutSize.resolve(in: container.size)
        let target = containerAnchor.point(on: container)
        let own = (itemAnchor ?? containerAnchor).point(on: CGRect(origin: .zero, size: size))
        let shift = containerAnchor.offset(for: size)
        let extra = itemAnchor?.offset(for: size) ?? .zero
        return CGRect(x: target.x - own.x + shift.x + extra.x, y: target.y - own.y + shift.y + extra.y,
                      width: size.width, height: size.height)
    }
}

/// Where a boundary item sits around its section.
public enum NSRectAlignment: Int, Sendable { case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing }

/// A header or footer of a section (or of the whole layout, in its configuration).
///
/// `.top` items come before the section's content and `.bottom` items after it (with
/// `extendsBoundary`, the default; without it they lie over the content's edge instead);
/// `.topLeading`/`.topTrailing` and their bottom forms line up with the leading or trailing
/// side when narrower than the section. `pinToVisibleBounds` keeps a header at the top of the
/// visible area (a footer at the bottom) while any of its section shows; a pinned item draws
/// above the items whatever its `zIndex`.
@preconcurrency @MainActor open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    open var pinToVisibleBounds = false
    open var extendsBoundary = true

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []), itemAnchor: nil)
        zIndex = 0
    }

    var isTop: Bool { alignment == .top || alignment == .topLeading || alignment == .topTrailing }
    var isBottom: Bool { alignment == .bottom || alignment == .bottomLeading || alignment == .bottomTrailing }

    /// Where across the section it goes: leading, trailing, or at the section's leading edge
    /// (full-width items).
    func crossOrigin(width: CGFloat, in span: ClosedRange<CGFloat>) -> CGFloat {
        switch alignment {
        case .topTrailing, .bottomTrailing, .trailing: return span.upperBound - width + offset.x
        default: return span.lowerBound + offset.x
        }
    }
}
