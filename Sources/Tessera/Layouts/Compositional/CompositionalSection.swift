import Foundation
import TesseraCore

/// What a compositional layout keeps of one section after placing it: the section object (its
/// handler, its scrolling), its headers and footers, backgrounds and badges, and, for a section
/// that scrolls sideways, its strip.
@MainActor struct CompositionalSection {
    /// A header, footer or background with its frame.
    struct Placed {
        let kind: String
        let frame: CGRect
        let zIndex: Int
        var pins = false
        var isHeader = false
        /// Whether its view is measured for its height (its width held).
        var estimatesHeight = false
    }

    /// A supplementary item attached to an item (a badge).
    struct Anchored {
        let kind: String
        let item: Int
        let frame: CGRect
        let zIndex: Int
    }

    var layoutSection: NSCollectionLayoutSection?
    var boundaries: [Placed] = []
    var decorations: [Placed] = []
    var anchored: [Anchored] = []
    var estimatesHeight = false
    var estimatesWidth = false
    var strip: OrthogonalStrip?

    static let empty = CompositionalSection()
}

/// A section whose groups run across the page in a strip that scrolls on its own (sideways in
/// a vertical layout, up and down in a horizontal one): the strip's band in the collection
/// view, the length of its content, and each group's extent along it (groups grow along the
/// strip, so a range of it is found by binary search).
@MainActor struct OrthogonalStrip {
    let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// Whether the strip scrolls up and down (in a horizontal layout).
    var vertical = false
    var band: CGRect = .zero
    var contentLength: CGFloat = 0
    var leadingInset: CGFloat = 0
    var groupStart: [CGFloat] = []
    var groupEnd: [CGFloat] = []
    /// Each group's first item, in the section.
    var groupFirstItem: [Int] = []

    /// The groups meeting `lo...hi` along the strip.
    func groups(from lo: CGFloat, to hi: CGFloat) -> Range<Int> {
        var first = FlowGeometry.firstIndex(in: groupEnd, reaching: lo)
        while first > 0, groupEnd[first - 1] >= lo { first -= 1 }
        var last = first
        while last < groupStart.count, groupStart[last] <= hi { last += 1 }
        return first..<last
    }

    /// `rect` moved along the strip by `offset` (what of the content shows in `rect`).
    func moving(_ rect: CGRect, by offset: CGFloat) -> CGRect {
        vertical ? rect.offsetBy(dx: 0, dy: offset) : rect.offsetBy(dx: offset, dy: 0)
    }

    /// The extent of `rect` along the strip.
    func extent(of rect: CGRect) -> (CGFloat, CGFloat) { vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX) }

    /// Moves an element from the content's coordinates to where it shows at `offset`.
    func show(_ attributes: UICollectionViewLayoutAttributes, at offset: CGFloat) {
        if vertical { attributes.center.y -= offset } else { attributes.center.x -= offset }
    }

    /// The scroll offset as a point.
    func point(_ offset: CGFloat) -> CGPoint { vertical ? CGPoint(x: 0, y: offset) : CGPoint(x: offset, y: 0) }

    /// The items of group `group`, given the section's item count.
    func items(ofGroup group: Int, itemCount: Int) -> Range<Int> {
        groupFirstItem[group]..<(group + 1 < groupFirstItem.count ? groupFirstItem[group + 1] : itemCount)
    }
}
