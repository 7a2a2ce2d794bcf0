import Foundation
import TesseraCore

/// Places one section of a compositional layout from a given offset down the page: space
/// before, headers, the groups (down the page, or sideways in a strip), badges, footers and
/// backgrounds; it appends the result to the layout's geometry and section list.
@MainActor struct CompositionalSectionBuilder {
    let layout: UICollectionViewCompositionalLayout
    let layoutSection: NSCollectionLayoutSection
    let section: Int
    let count: Int
    /// The collection view's usable width and height.
    let width: CGFloat
    let height: CGFloat
    /// What the section's inset reference adds at the leading and trailing sides, and what its
    /// supplementary inset reference adds for its headers and footers.
    let insets: (CGFloat, CGFloat)
    let supplementaryInsets: (CGFloat, CGFloat)

    var placed = CompositionalSection()
    /// Whether the group's items share the tallest one's measured height.
    var uniformHeights = false
    var frames: [CGRect] = []

    init(layout: UICollectionViewCompositionalLayout, layoutSection: NSCollectionLayoutSection, section: Int, count: Int,
         width: CGFloat, height: CGFloat, insets: (CGFloat, CGFloat), supplementaryInsets: (CGFloat, CGFloat)) {
        self.layout = layout; self.layoutSection = layoutSection; self.section = section; self.count = count
        self.width = width; self.height = height; self.insets = insets; self.supplementaryInsets = supplementaryInsets
    }

    private var leading: CGFloat { layoutSection.contentInsets.leading + insets.0 }
    private var trailing: CGFloat { layoutSection.contentInsets.trailing + insets.1 }

    /// Starts a section at `start` along the scrolling axis.
    mutating func begin(at start: CGFloat) -> FlowSection {
        var s = FlowSection()
        s.start = start
        s.firstItem = layout.geometry.itemFrames.count
        s.firstRow = layout.geometry.rowStart.count
        placed.layoutSection = layoutSection
        uniformHeights = layoutSection.group.subitems.contains { $0.layoutSize.heightDimension.isUniformAcrossSiblings }
        placed.estimatesHeight = layoutSection.group.layoutSize.heightDimension.isEstimated || uniformHeights
        placed.estimatesWidth = layoutSection.group.estimatesWidth
        frames = Array(repeating: .zero, count: count)
        return s
    }

    /// Ends a section at `end` and hands it to the layout.
    mutating func finish(_ section: FlowSection, at end: CGFloat) {
        var s = section
        s.end = end
        s.itemCount = count
        s.rowCount = layout.geometry.rowStart.count - s.firstRow
        layout.geometry.itemFrames += frames
        layout.geometry.sections.append(s)
        layout.farthestBadgeReach = max(layout.farthestBadgeReach, badgeReach(beyond: s.start...max(s.start, end)))
        layout.sections.append(placed)
    }

    /// How far the section's badges reach past its own extent down the page (a badge anchored
    /// outside the last item), so the layout finds them where they show.
    private func badgeReach(beyond extent: ClosedRange<CGFloat>) -> CGFloat {
        let vertical = layout.geometry.vertical
        var reach: CGFloat = 0
        for badge in placed.anchored {
            let low = vertical ? badge.frame.minY : badge.frame.minX
            let high = vertical ? badge.frame.maxY : badge.frame.maxX
            reach = max(reach, extent.lowerBound - low, high - extent.upperBound)
        }
        return reach.isFinite ? reach : 0
    }

    /// Lays the section out from `start` down the page; returns where the next section begins.
    mutating func place(at start: CGFloat) -> CGFloat {
        var s = begin(at: start)
        var y = placeBoundaries(top: true, from: start + layoutSection.spaceBefore, bodyEdge: nil)
        s.bodyStart = y
        y += layoutSection.contentInsets.top
        y = layoutSection.scrollsOrthogonally ? placeStrip(top: y, bodyStart: s.bodyStart) : placeGroups(top: y)
        y += layoutSection.contentInsets.bottom
        s.bodyEnd = y
        if var strip = placed.strip { strip.band = CGRect(x: 0, y: s.bodyStart, width: width, height: y - s.bodyStart); placed.strip = strip }
        placed.decorations = layoutSection.decorationItems.map { item in
            let area = CGRect(x: 0, y: s.bodyStart, width: width, height: s.bodyEnd - s.bodyStart)
            return .init(kind: item.elementKind, frame: item.contentInsets.apply(to: area), zIndex: item.zIndex)
        }
        y = placeBoundaries(top: false, from: y, bodyEdge: s.bodyEnd)
        y += layoutSection.spaceAfter
        finish(s, at: y)
        return y
    }

    /// Headers (`top`) or footers one after another from `y`; returns where they end. Items
    /// that do not extend the boundary lie over the content's edge (`bodyEdge` for footers).
    private mutating func placeBoundaries(top: Bool, from start: CGFloat, bodyEdge: CGFloat?) -> CGFloat {
        var y = start
        // Headers follow the section's content insets (or not), measured from their own reference.
        let follow = layoutSection.supplementariesFollowContentInsets
        let start = (follow ? layoutSection.contentInsets.leading : 0) + supplementaryInsets.0
        let end = width - (follow ? layoutSection.contentInsets.trailing : 0) - supplementaryInsets.1
        let span: ClosedRange<CGFloat> = start...max(start, end)
        let container = CGSize(width: span.upperBound - span.lowerBound, height: height)
        for item in layoutSection.boundarySupplementaryItems where top ? !item.isBottom : item.isBottom {
            var size = item.layoutSize.resolve(in: container)
            if let measured = layout.preferredBoundaryHeights[UICollectionViewCompositionalLayout.boundaryKey(item.elementKind, section)] {
                size.height = measured
            }
            let x = item.crossOrigin(width: size.width, in: span)
            let top0 = item.extendsBoundary ? y : (top ? y : (bodyEdge ?? y) - size.height)
            placed.boundaries.append(.init(kind: item.elementKind, frame: CGRect(x: x, y: top0 + item.offset.y, width: size.width, height: size.height),
                                           zIndex: item.zIndex, pins: item.pinToVisibleBounds, isHeader: top,
                                           estimatesHeight: item.layoutSize.heightDimension.isEstimated))
            if item.extendsBoundary { y += size.height }
        }
        return y
    }

    /// Groups down the page from `top`, each a row of the geometry; returns the bottom.
    private mutating func placeGroups(top: CGFloat) -> CGFloat {
        var y = top
        let groupSize = layoutSection.group.layoutSize.resolve(in: CGSize(width: width - leading - trailing, height: height))
        var nextItem = 0
        while nextItem < count {
            let before = nextItem
            placeGroup(in: CGRect(x: leading, y: y, width: groupSize.width, height: groupSize.height), next: &nextItem)
            guard nextItem > before else { break }
            let rowHeight = placed.estimatesHeight ? measuredHeight(items: before..<nextItem, groupTop: y) : groupSize.height
            appendRow(from: y, to: y + rowHeight, firstItem: before)
            y += rowHeight
            if nextItem < count { y += layoutSection.interGroupSpacing }
        }
        return y
    }

    /// Records a group as a row of the geometry (from `start` to `end` along the scrolling
    /// axis), so queries find it by binary search.
    mutating func appendRow(from start: CGFloat, to end: CGFloat, firstItem: Int) {
        layout.geometry.rowStart.append(start)
        layout.geometry.rowEnd.append(end)
        layout.geometry.rowFirstItem.append(layout.geometry.itemFrames.count + firstItem)
        layout.geometry.rowCrossStart.append(0)
        layout.geometry.rowGap.append(0)
    }

    /// Groups side by side from the leading inset, in a strip as high as its tallest group;
    /// returns the strip's bottom.
    ///
    /// A group's fractional width is a fraction of the collection view's width (less the
    /// insets of the section's `contentInsetsReference`), not of the width inside the
    /// section's content insets, as UIKit resolves it in sideways-scrolling sections: four
    /// `.fractionalWidth(0.25)` groups after a 16-point inset run past the trailing edge.
    private mutating func placeStrip(top: CGFloat, bodyStart: CGFloat) -> CGFloat {
        var strip = OrthogonalStrip(behavior: layoutSection.orthogonalScrollingBehavior)
        strip.leadingInset = leading
        let groupSize = layoutSection.group.layoutSize.resolve(in: CGSize(width: width - insets.0 - insets.1, height: height))
        var x = leading
        var tallest: CGFloat = 0
        var nextItem = 0
        while nextItem < count {
            let before = nextItem
            let reach = placeGroup(in: CGRect(x: x, y: top, width: groupSize.width, height: groupSize.height), next: &nextItem)
            guard nextItem > before else { break }
            // A group whose width is an estimate is as wide as its items reach.
            let width = layoutSection.group.layoutSize.widthDimension.isEstimated ? reach - x : groupSize.width
            strip.groupStart.append(x)
            strip.groupEnd.append(x + width)
            strip.groupFirstItem.append(before)
            tallest = max(tallest, placed.estimatesHeight ? measuredHeight(items: before..<nextItem, groupTop: top) : groupSize.height)
            x += width
            if nextItem < count { x += layoutSection.interGroupSpacing }
        }
        if count == 0 { tallest = 0 }
        strip.contentLength = x + trailing
        placed.strip = strip
        return top + tallest
    }

    /// Places one group in `frame`, recording its items' frames and their badges; returns how
    /// far along the strip its items reach (for groups whose width is an estimate).
    @discardableResult
    mutating func placeGroup(in frame: CGRect, next nextItem: inout Int) -> CGFloat {
        let layout = self.layout, section = self.section
        let supply = ItemSupply(from: nextItem, to: count) { layout.preferredSizes[IndexPath(item: $0, section: section)]?.width }
        var recorded: [(Int, CGRect, NSCollectionLayoutItem?)] = []
        layoutSection.group.place(in: frame, supply: supply, record: { recorded.append(($0, $1, $2)) })
        nextItem = supply.next
        var reach = frame.minX
        for (index, itemFrame, item) in recorded {
            frames[index] = itemFrame
            reach = max(reach, itemFrame.maxX)
            for supplementary in item?.supplementaryItems ?? [] {
                placed.anchored.append(.init(kind: supplementary.elementKind, item: index,
                                             frame: supplementary.frame(in: itemFrame), zIndex: supplementary.zIndex))
            }
        }
        // Items anchored to the group itself take the index path of its first item, as in UIKit.
        if let first = recorded.first?.0 {
            for supplementary in layoutSection.group.supplementaryItems {
                placed.anchored.append(.init(kind: supplementary.elementKind, item: first,
                                             frame: supplementary.frame(in: frame), zIndex: supplementary.zIndex))
            }
        }
        return reach
    }

    /// Gives the items of one group their measured heights (all the tallest one's when they
    /// are uniform across siblings); returns the group's height (its tallest item, from its top).
    mutating func measuredHeight(items: Range<Int>, groupTop: CGFloat) -> CGFloat {
        var bottom = groupTop
        for index in items {
            if let height = layout.preferredSizes[IndexPath(item: index, section: section)]?.height { frames[index].size.height = height }
            bottom = max(bottom, frames[index].maxY)
        }
        if uniformHeights {
            for index in items { frames[index].size.height = bottom - frames[index].minY }
        }
        return bottom - groupTop
    }
}
