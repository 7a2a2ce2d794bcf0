import Foundation

/// The scroll view that hosts an orthogonally scrolling section's cells, as UIKit's private
/// embedded scroller does: a strip across the collection view whose content is the section's
/// row of groups. Its own pan (a sideways drag) and deceleration move it; where it comes to
/// rest follows the section's behaviour.
///
/// Layout attributes give an element's place in the collection view with the strip's scrolling
/// applied; a view inside the strip is placed at the matching point of the strip's own
/// coordinates (``converted(_:)``), which stays put as the strip scrolls.
@MainActor final class OrthogonalScrollerView: UIScrollView {
    let section: Int
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous
    /// Each group's extent along the strip, for the paging behaviours.
    var groupStarts: [CGFloat] = []
    var groupEnds: [CGFloat] = []
    var leadingInset: CGFloat = 0
    /// Whether the collection view lays out right to left: the strip then starts at its right
    /// end, and dragging right reveals more (its offsets are the layout's reflected).
    var mirrored = false
    /// Whether the strip scrolls up and down (in a horizontal layout).
    var vertical = false
    /// Told of every change of the offset.
    var onScroll: ((OrthogonalScrollerView) -> Void)?

    init(section: Int) {
        self.section = section
        super.init(frame: .zero)
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        backgroundColor = nil
    }

    required init?(coder: NSCoder) { fatalError("made by the collection view") }

    override func boundsOriginDidChange() {
        super.boundsOriginDidChange()
        onScroll?(self)
    }

    /// A point of the collection view's content (where the layout says an element shows) in
    /// this strip's coordinates.
    func converted(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - frame.minX + bounds.minX, y: point.y - frame.minY + bounds.minY)
    }

    /// The layout's offset for a content offset of this scroll view, and back: the same, or in a
    /// mirrored strip reflected across the scrolling range.
    func layoutOffset(forContentOffset x: CGFloat) -> CGFloat { mirrored && !vertical ? contentSize.width - bounds.width - x : x }
    func contentOffset(forLayoutOffset x: CGFloat) -> CGFloat { layoutOffset(forContentOffset: x) }

    /// The offset along the strip, and a point for one.
    var offsetAlong: CGFloat { vertical ? contentOffset.y : contentOffset.x }
    func point(along value: CGFloat) -> CGPoint { vertical ? CGPoint(x: 0, y: value) : CGPoint(x: value, y: 0) }
    private var length: CGFloat { vertical ? bounds.height : bounds.width }

    /// Where a drag or flick comes to rest, by the section's behaviour: anywhere (continuous),
    /// at the nearest group's leading edge, a page (the strip's width) at a time, one group at a
    /// time, or one group at a time centred.
    override func restingOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        let along = vertical ? proposed.y : proposed.x, speed = vertical ? velocity.y : velocity.x
        let stop: CGFloat
        switch behavior {
        case .none, .continuous, .paging: return proposed
        case .continuousGroupLeadingBoundary: stop = nearest(to: along, in: leadingStops)
        case .groupPaging: stop = nextStop(in: leadingStops, velocity: speed, proposed: along)
        case .groupPagingCentered: stop = nextStop(in: centredStops, velocity: speed, proposed: along)
        }
        return clampedContentOffset(point(along: stop))
    }

    /// Content offsets that put a group's leading edge at the section's leading inset, ascending.
    private var leadingStops: [CGFloat] { groupStarts.map { contentOffset(forLayoutOffset: $0 - leadingInset) }.sorted() }
    /// Content offsets that centre a group in the strip, ascending.
    private var centredStops: [CGFloat] { centringOffsets.map(contentOffset(forLayoutOffset:)).sorted() }
    /// The layout offsets that centre each group.
    var centringOffsets: [CGFloat] { zip(groupStarts, groupEnds).map { ($0 + $1) / 2 - length / 2 } }

    private func nearest(to value: CGFloat, in stops: [CGFloat]) -> CGFloat {
        stops.min { abs($0 - value) < abs($1 - value) } ?? value
    }

    /// From the stop the drag started nearest, one stop in the flick's direction (a slow
    /// release: the stop nearest where it would rest).
    private func nextStop(in stops: [CGFloat], velocity: CGFloat, proposed: CGFloat) -> CGFloat {
        guard !stops.isEmpty else { return proposed }
        let dragStart = vertical ? dragStartOffset.y : dragStartOffset.x
        let start = stops.indices.min { abs(stops[$0] - dragStart) < abs(stops[$1] - dragStart) } ?? 0
        // `velocity` is the finger's: moving left (negative) scrolls forward.
        if velocity < -50 { return stops[min(stops.count - 1, start + 1)] }
        if velocity > 50 { return stops[max(0, start - 1)] }
        return nearest(to: proposed, in: stops)
    }
}
