import Foundation

/// Answering for elements: items by binary search (down the page, or along a sideways strip
/// from its offset), the sections' headers, footers, badges and backgrounds, pinned headers
/// moved into view, and each shown section's visible-items handler.
extension UICollectionViewCompositionalLayout {
    /// The z index pinned headers and footers draw at, above the items.
    static let pinnedZIndex = 1024

    func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        var result: [UICollectionViewLayoutAttributes] = []
        var handled: [Int: [UICollectionViewLayoutAttributes]] = [:]
        geometry.forEachItem(in: rect) { section, item in
            let attributes = itemAttributes(section: section, item: item)
            guard Self.hasArea(attributes) else { return }
            if sections[section].layoutSection?.visibleItemsInvalidationHandler != nil {
                handled[section, default: []].append(attributes)
            } else {
                result.append(attributes)
            }
        }
        // A pinned header never leaves its own section, so the sections meeting `rect` are all
        // that can show one there; badges may hang past their section, so sections that far
        // away are asked too.
        for section in geometry.sections(in: reachingBadges(rect)) where sections.indices.contains(section) {
            let (fixed, anchored) = supplementaryElements(section: section, in: rect)
            let moving = (handled.removeValue(forKey: section) ?? []) + stripElements(section: section, in: rect) + anchored
            result += shown(moving, fixed: fixed, section: section)
        }
        for placed in layoutBoundaries {
            let attributes = boundaryAttributes(placed, section: nil)
            if attributes.frame.intersects(rect) { result.append(attributes) }
        }
        if hasListSeparators { result += listSeparators(for: result) }
        return result
    }

    /// `rect` grown along the layout's axis by the farthest any section's badges hang past it.
    private func reachingBadges(_ rect: CGRect) -> CGRect {
        let reach = farthestBadgeReach
        guard reach > 0 else { return rect }
        return geometry.vertical ? rect.insetBy(dx: 0, dy: -reach) : rect.insetBy(dx: -reach, dy: 0)
    }

    /// Whether an item can be seen: one with no width or no height (a zero or negative size)
    /// gets no cell. Thousands of such items would otherwise all meet every rectangle at one
    /// point and each cost a view, showing nothing.
    static func hasArea(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        attributes.frame.width > 0 && attributes.frame.height > 0
    }

    /// The section's handler, if any, changes its elements (in the section's own coordinates);
    /// then a strip's items and badges move by its offset to where they show.
    private func shown(_ moving: [UICollectionViewLayoutAttributes], fixed: [UICollectionViewLayoutAttributes],
                       section: Int) -> [UICollectionViewLayoutAttributes] {
        let info = sections[section]
        let offset = orthogonalOffsets[section] ?? 0
        if let handler = info.layoutSection?.visibleItemsInvalidationHandler, !moving.isEmpty, let collectionView {
            let scroll = info.strip?.point(offset) ?? collectionView.contentOffset
            let environment = CompositionalLayoutEnvironment(contentSize: CGSize(width: geometry.contentSize.width, height: collectionView.bounds.height),
                                                traitCollection: collectionView.traitCollection)
            let outer = pass.activity
            pass.activity = ("handler", "the visibleItemsInvalidationHandler of section \(section)")
            handler((moving + fixed).map(NSCollectionLayoutVisibleItemProxy.init), scroll, environment)
            pass.activity = outer
        }
        if let strip = info.strip, offset != 0 {
            for attributes in moving { strip.show(attributes, at: offset) }
        }
        return moving + fixed
    }

    /// A strip's items that show in `rect` at the strip's offset, in the section's own
    /// coordinates.
    private func stripElements(section: Int, in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard let strip = sections[section].strip, strip.band.intersects(rect) else { return [] }
        let shifted = strip.moving(rect, by: orthogonalOffsets[section] ?? 0)
        let itemCount = geometry.sections[section].itemCount
        var result: [UICollectionViewLayoutAttributes] = []
        let (lo, hi) = strip.extent(of: shifted)
        for group in strip.groups(from: lo, to: hi) {
            for item in strip.items(ofGroup: group, itemCount: itemCount) {
                let attributes = itemAttributes(section: section, item: item)
                if Self.hasArea(attributes), attributes.frame.intersects(shifted) { result.append(attributes) }
            }
        }
        return result
    }

    /// The section's headers and footers (pinned ones moved into view) and backgrounds in
    /// `rect`, and its badges (in the section's own coordinates).
    private func supplementaryElements(section: Int, in rect: CGRect) -> (fixed: [UICollectionViewLayoutAttributes], anchored: [UICollectionViewLayoutAttributes]) {
        let info = sections[section]
        var fixed: [UICollectionViewLayoutAttributes] = []
        for placed in info.boundaries {
            let attributes = boundaryAttributes(placed, section: section)
            if attributes.frame.intersects(rect) { fixed.append(attributes) }
        }
        for placed in info.decorations where placed.frame.intersects(rect) {
            fixed.append(decorationAttributes(placed, section: section))
        }
        let shifted = info.strip?.moving(rect, by: orthogonalOffsets[section] ?? 0) ?? rect
        let anchored = info.anchored.filter { $0.frame.intersects(shifted) }.map { anchoredAttributes($0, section: section) }
        return (fixed, anchored)
    }

    func decorationAttributes(_ placed: CompositionalSection.Placed, section: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: placed.kind, with: IndexPath(item: 0, section: section))
        attributes.frame = placed.frame
        attributes.zIndex = placed.zIndex
        return attributes
    }

    func anchoredAttributes(_ badge: CompositionalSection.Anchored, section: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: badge.kind, with: IndexPath(item: badge.item, section: section))
        attributes.frame = badge.frame
        attributes.zIndex = badge.zIndex
        return attributes
    }

    /// A header or footer's attributes: pinned ones stay in the visible area while their
    /// section (or, for the layout's own, the content) shows.
    /// Index paths are (0, section), as in UIKit; the layout's own boundary items use (0, 0).
    func boundaryAttributes(_ placed: CompositionalSection.Placed, section: Int?) -> UICollectionViewLayoutAttributes {
        let path = IndexPath(item: 0, section: section ?? 0)
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: placed.kind, with: path)
        attributes.frame = placed.frame
        attributes.zIndex = placed.zIndex
        if placed.estimatesHeight { attributes.fixedAxes = (true, false) }
        if placed.pins, let collectionView {
            let body = section.map { (geometry.sections[$0].bodyStart, geometry.sections[$0].bodyEnd) } ?? (0, geometry.contentSize.height)
            attributes.frame = pinned(placed.frame, header: placed.isHeader, body: body, in: collectionView)
            attributes.zIndex = max(placed.zIndex, Self.pinnedZIndex)
        }
        return attributes
    }

    /// A header follows the start of the visible area (its top; in a horizontal layout, its
    /// left) until its section's end; a footer its end, back to its section's start.
    private func pinned(_ frame: CGRect, header: Bool, body: (CGFloat, CGFloat), in collectionView: UICollectionView) -> CGRect {
        let vertical = geometry.vertical
        let inset = collectionView.adjustedContentInset
        let offset = vertical ? collectionView.contentOffset.y : collectionView.contentOffset.x
        let visibleStart = offset + (vertical ? inset.top : inset.left)
        let visibleEnd = offset + (vertical ? collectionView.bounds.height - inset.bottom : collectionView.bounds.width - inset.right)
        let start = vertical ? frame.minY : frame.minX, length = vertical ? frame.height : frame.width
        let moved = header ? max(start, min(max(start, visibleStart), body.1 - length))
            : min(start, max(min(start, visibleEnd - length), body.0))
        var result = frame
        if vertical { result.origin.y = moved } else { result.origin.x = moved }
        return result
    }

    func shownItemAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section) else { return nil }
        let s = geometry.sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < s.itemCount else { return nil }
        let attributes = itemAttributes(section: indexPath.section, item: indexPath.item)
        sections[indexPath.section].strip?.show(attributes, at: orthogonalOffsets[indexPath.section] ?? 0)
        return attributes
    }

    func supplementaryAttributes(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        if sections.indices.contains(indexPath.section) {
            let info = sections[indexPath.section]
            if let badge = info.anchored.first(where: { $0.kind == elementKind && $0.item == indexPath.item }) {
                let attributes = anchoredAttributes(badge, section: indexPath.section)
                info.strip?.show(attributes, at: orthogonalOffsets[indexPath.section] ?? 0)
                return attributes
            }
            if let placed = info.boundaries.first(where: { $0.kind == elementKind }) {
                return boundaryAttributes(placed, section: indexPath.section)
            }
        }
        return layoutBoundaries.first { $0.kind == elementKind }.map { boundaryAttributes($0, section: nil) }
    }

    func decorationAttributes(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if elementKind == ListSeparatorView.kind || elementKind == ListSeparatorView.topKind {
            return listSeparator(at: indexPath, top: elementKind == ListSeparatorView.topKind)
        }
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              let placed = sections[indexPath.section].decorations.first(where: { $0.kind == elementKind }) else { return nil }
        return decorationAttributes(placed, section: indexPath.section)
    }

    func itemAttributes(section: Int, item: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
        attributes.frame = geometry.frame(ofItem: item, inSection: section)
        // Self-sizing measures the estimated sides and holds the others.
        let info = sections[section]
        if info.estimatesHeight || info.estimatesWidth { attributes.fixedAxes = (!info.estimatesWidth, !info.estimatesHeight) }
        return attributes
    }
}
