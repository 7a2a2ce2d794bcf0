import Foundation

/// Sections side by side, for a layout whose configuration scrolls horizontally: each
/// section's groups follow one another to the right in the band its headers and footers leave
/// (`.top` and `.bottom` items lie above and below the groups and span the section's width;
/// `.leading` and `.trailing` ones come before and after it, the band's height). Pinned
/// headers stay at the left of the visible area while their section shows. A section with an
/// orthogonal scrolling behaviour is a column that scrolls up and down on its own.
extension CompositionalSectionBuilder {
    /// Lays the section out from `start` along the page; returns where the next one begins.
    mutating func placeAcross(at start: CGFloat) -> CGFloat {
        var s = begin(at: start)
        let insets = layoutSection.contentInsets
        let container = CGSize(width: width, height: height)
        let items = layoutSection.boundarySupplementaryItems
        let above = items.filter(\.isTop), below = items.filter(\.isBottom)
        let before = items.filter { $0.alignment == .leading }, after = items.filter { $0.alignment == .trailing }
        let topSpace = above.reduce(0) { $0 + $1.layoutSize.resolve(in: container).height }
        let bottomSpace = below.reduce(0) { $0 + $1.layoutSize.resolve(in: container).height }
        var x = placeSide(before, from: start + layoutSection.spaceBefore)
        s.bodyStart = x
        x += insets.leading
        let bandTop = topSpace + insets.top
        let band = CGSize(width: width, height: max(0, height - topSpace - bottomSpace - insets.top - insets.bottom))
        let groupSize = layoutSection.group.layoutSize.resolve(in: band)
        if layoutSection.scrollsOrthogonally {
            x = placeColumn(left: x, top: bandTop, band: band, groupSize: groupSize)
        }
        var nextItem = layoutSection.scrollsOrthogonally ? count : 0
        while nextItem < count {
            let first = nextItem
            let reach = placeGroup(in: CGRect(x: x, y: bandTop, width: groupSize.width, height: groupSize.height), next: &nextItem)
            guard nextItem > first else { break }
            let groupWidth = layoutSection.group.layoutSize.widthDimension.isEstimated ? reach - x : groupSize.width
            appendRow(from: x, to: x + groupWidth, firstItem: first)
            x += groupWidth
            if nextItem < count { x += layoutSection.interGroupSpacing }
        }
        x += insets.trailing
        s.bodyEnd = x
        if var strip = placed.strip { strip.band = CGRect(x: s.bodyStart, y: 0, width: s.bodyEnd - s.bodyStart, height: height); placed.strip = strip }
        placeAboveAndBelow(above, below, from: s.bodyStart, to: s.bodyEnd, bottomSpace: bottomSpace)
        placed.decorations = layoutSection.decorationItems.map { item in
            .init(kind: item.elementKind, frame: item.contentInsets.apply(to: CGRect(x: s.bodyStart, y: 0, width: s.bodyEnd - s.bodyStart, height: height)),
                  zIndex: item.zIndex)
        }
        x = placeSide(after, from: x) + layoutSection.spaceAfter
        finish(s, at: x)
        return x
    }

    /// An orthogonally scrolling section of a horizontal layout: its groups one under the other
    /// in a column as wide as its widest group, scrolling up and down on its own; returns the
    /// column's right edge.
    private mutating func placeColumn(left: CGFloat, top: CGFloat, band: CGSize, groupSize: CGSize) -> CGFloat {
        var strip = OrthogonalStrip(behavior: layoutSection.orthogonalScrollingBehavior)
        strip.vertical = true
        strip.leadingInset = top
        var y = top, widest: CGFloat = 0, nextItem = 0
        while nextItem < count {
            let first = nextItem
            placeGroup(in: CGRect(x: left, y: y, width: groupSize.width, height: groupSize.height), next: &nextItem)
            guard nextItem > first else { break }
            strip.groupStart.append(y)
            strip.groupEnd.append(y + groupSize.height)
            strip.groupFirstItem.append(first)
            widest = max(widest, groupSize.width)
            y += groupSize.height
            if nextItem < count { y += layoutSection.interGroupSpacing }
        }
        strip.contentLength = y + layoutSection.contentInsets.bottom
        placed.strip = strip
        return left + widest
    }

    /// Leading or trailing boundary items one after another from `start`, as high as the view.
    private mutating func placeSide(_ items: [NSCollectionLayoutBoundarySupplementaryItem], from start: CGFloat) -> CGFloat {
        var x = start
        for item in items {
            let size = item.layoutSize.resolve(in: CGSize(width: width, height: height))
            placed.boundaries.append(.init(kind: item.elementKind, frame: CGRect(x: x + item.offset.x, y: item.offset.y, width: size.width, height: size.height),
                                           zIndex: item.zIndex, pins: item.pinToVisibleBounds, isHeader: item.alignment == .leading))
            x += size.width
        }
        return x
    }

    /// Headers above the groups and footers below them, sized against the section's width.
    private mutating func placeAboveAndBelow(_ above: [NSCollectionLayoutBoundarySupplementaryItem], _ below: [NSCollectionLayoutBoundarySupplementaryItem],
                                             from start: CGFloat, to end: CGFloat, bottomSpace: CGFloat) {
        let span = CGSize(width: end - start, height: height)
        var y: CGFloat = 0
        for item in above {
            let size = item.layoutSize.resolve(in: span)
            placed.boundaries.append(.init(kind: item.elementKind, frame: CGRect(x: item.crossOrigin(width: size.width, in: start...end), y: y, width: size.width, height: size.height),
                                           zIndex: item.zIndex, pins: item.pinToVisibleBounds, isHeader: true))
            y += size.height
        }
        y = height - bottomSpace
        for item in below {
            let size = item.layoutSize.resolve(in: span)
            placed.boundaries.append(.init(kind: item.elementKind, frame: CGRect(x: item.crossOrigin(width: size.width, in: start...end), y: y, width: size.width, height: size.height),
                                           zIndex: item.zIndex))
            y += size.height
        }
    }
}
