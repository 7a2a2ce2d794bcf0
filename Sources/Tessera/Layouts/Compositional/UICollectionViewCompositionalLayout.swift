import Foundation

/// Modern UIKit's compositional layout: sections made of groups of items, sized by fractions of
/// their container or in points.
///
/// Vertical scrolling stacks sections top to bottom; each section repeats its group down the
/// page (the group's width and height resolve against the section's width and the collection
/// view's height) until its items are placed; boundary items aligned `.top` come before the
/// groups and `.bottom` after. The geometry is kept in the same flat arrays as the flow
/// layout's, so queries are binary searches.
/// A group whose height is `.estimated` self-sizes: its cells are first placed at the estimate,
/// then measured (`preferredLayoutAttributesFitting(_:)`, Auto Layout for cells with
/// constraints, their width held) and the group takes its tallest item's height.
/// - Note: Vertical scrolling only; orthogonal scrolling sections, pinned boundary items,
///   decoration items and estimated widths are not supported yet.
@preconcurrency @MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// True, as in UIKit: leading and trailing follow the interface's direction.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
    private let sectionProvider: SectionProvider
    open var configuration = UICollectionViewCompositionalLayoutConfiguration() { didSet { invalidateLayout() } }
    var geometry = FlowGeometry()
    /// Boundary items by section: kind and frame.
    var boundaries: [[(kind: String, frame: CGRect)]] = []
    /// Heights cells asked for in sections whose groups have estimated heights.
    var preferredHeights: [IndexPath: CGFloat] = [:]
    /// Whether each section's group height is an estimate.
    var sectionEstimatesHeight: [Bool] = []

    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        super.init()
    }

    public required init?(coder: NSCoder) { fatalError("UICollectionViewCompositionalLayout is made in code") }

    open override func prepare() {
        super.prepare()
        geometry.clear()
        boundaries = []
        sectionEstimatesHeight = []
        guard let collectionView else { return }
        let inset = collectionView.adjustedContentInset
        let width = collectionView.bounds.width - inset.left - inset.right
        let height = collectionView.bounds.height - inset.top - inset.bottom
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            if section > 0 { y += configuration.interSectionSpacing }
            let count = collectionView.numberOfItems(inSection: section)
            let environment = LayoutContainer(contentSize: CGSize(width: width, height: height))
            guard let layoutSection = sectionProvider(section, environment) else {
                TesseraDiagnostics.report("UICollectionViewCompositionalLayout: no section layout for section \(section); its items are not shown")
                appendEmptySection(at: y, firstItem: geometry.itemFrames.count, count: count)
                continue
            }
            y = place(layoutSection, section: section, count: count, at: y, width: width, height: height)
        }
        geometry.sectionEnds = geometry.sections.map(\.end)
        geometry.contentSize = CGSize(width: width, height: y)
    }

    private func appendEmptySection(at y: CGFloat, firstItem: Int, count: Int) {
        var empty = FlowSection()
        empty.start = y; empty.end = y; empty.bodyStart = y; empty.bodyEnd = y
        empty.firstItem = firstItem
        empty.firstRow = geometry.rowStart.count
        empty.itemCount = 0
        geometry.sections.append(empty)
        boundaries.append([])
    }

    /// Lays out one section from `y` and returns where the next begins.
    private func place(_ layoutSection: NSCollectionLayoutSection, section: Int, count: Int, at start: CGFloat,
                       width: CGFloat, height: CGFloat) -> CGFloat {
        var s = FlowSection()
        s.start = start
        s.firstItem = geometry.itemFrames.count
        s.firstRow = geometry.rowStart.count
        var y = start + layoutSection.spaceBefore
        var sectionBoundaries: [(String, CGRect)] = []
        let container = CGSize(width: width, height: height)
        for item in layoutSection.boundarySupplementaryItems where item.alignment == .top || item.alignment == .topLeading {
            let size = item.layoutSize.resolve(in: container)
            sectionBoundaries.append((item.elementKind, CGRect(x: 0, y: y, width: size.width, height: size.height)))
            y += size.height
        }
        s.bodyStart = y
        let insets = layoutSection.contentInsets
        y += insets.top
        let contentWidth = width - insets.leading - insets.trailing
        let groupSize = layoutSection.group.layoutSize.resolve(in: CGSize(width: contentWidth, height: height))
        let estimated = layoutSection.group.layoutSize.heightDimension.isEstimated
        sectionEstimatesHeight.append(estimated)
        var nextItem = 0
        var frames: [CGRect] = Array(repeating: .zero, count: count)
        var placedAny = true
        while nextItem < count, placedAny {
            let groupFrame = CGRect(x: insets.leading, y: y, width: groupSize.width, height: groupSize.height)
            let before = nextItem
            layoutSection.group.place(in: groupFrame, next: {
                guard nextItem < count else { return nil }
                defer { nextItem += 1 }
                return nextItem
            }, record: { index, frame in frames[index] = frame })
            placedAny = nextItem > before
            var rowHeight = groupSize.height
            if estimated, placedAny {
                rowHeight = measured(&frames, items: before..<nextItem, section: section, groupTop: y)
            }
            geometry.rowStart.append(y)
            geometry.rowEnd.append(y + rowHeight)
            geometry.rowFirstItem.append(s.firstItem + before)
            geometry.rowCrossStart.append(0)
            geometry.rowGap.append(0)
            y += rowHeight
            if nextItem < count { y += layoutSection.interGroupSpacing }
        }
        geometry.itemFrames += frames
        s.itemCount = count
        s.rowCount = geometry.rowStart.count - s.firstRow
        y += insets.bottom
        s.bodyEnd = y
        for item in layoutSection.boundarySupplementaryItems where item.alignment == .bottom || item.alignment == .bottomLeading {
            let size = item.layoutSize.resolve(in: container)
            sectionBoundaries.append((item.elementKind, CGRect(x: 0, y: y, width: size.width, height: size.height)))
            y += size.height
        }
        y += layoutSection.spaceAfter
        s.end = y
        geometry.sections.append(s)
        boundaries.append(sectionBoundaries.map { (kind: $0.0, frame: $0.1) })
        return y
    }

    /// Gives the items of one group their measured heights; returns the group's height (its
    /// tallest item, from the group's top).
    private func measured(_ frames: inout [CGRect], items: Range<Int>, section: Int, groupTop: CGFloat) -> CGFloat {
        var bottom = groupTop
        for index in items {
            if let height = preferredHeights[IndexPath(item: index, section: section)] { frames[index].size.height = height }
            bottom = max(bottom, frames[index].maxY)
        }
        return bottom - groupTop
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let path = preferredAttributes.indexPath
        guard preferredAttributes.representedElementCategory == .cell, sectionEstimatesHeight.indices.contains(path.section),
              sectionEstimatesHeight[path.section] else { return false }
        let height = preferredAttributes.size.height
        guard height.isFinite, height >= 0, preferredHeights[path] != height, height != originalAttributes.size.height else { return false }
        preferredHeights[path] = height
        return true
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts { preferredHeights.removeAll() }
        super.invalidateLayout(with: context)
    }

    open override var collectionViewContentSize: CGSize { geometry.contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        geometry.forEachItem(in: rect) { section, item in result.append(itemAttributes(section: section, item: item)) }
        for section in geometry.sections(in: rect) where boundaries.indices.contains(section) {
            for (kind, frame) in boundaries[section] where frame.intersects(rect) {
                let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
                attributes.frame = frame
                result.append(attributes)
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section) else { return nil }
        let s = geometry.sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < s.itemCount else { return nil }
        return itemAttributes(section: indexPath.section, item: indexPath.item)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard boundaries.indices.contains(indexPath.section),
              let frame = boundaries[indexPath.section].first(where: { $0.kind == elementKind })?.frame else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        attributes.frame = frame
        return attributes
    }

    private func itemAttributes(section: Int, item: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
        attributes.frame = geometry.frame(ofItem: item, inSection: section)
        // Self-sizing holds the width the group gives and measures the height.
        if sectionEstimatesHeight.indices.contains(section), sectionEstimatesHeight[section] { attributes.fixedAxes = (true, false) }
        return attributes
    }

    /// A new width drops measured heights (they were for the old width).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard newBounds.size != collectionView?.bounds.size else { return false }
        if newBounds.width != collectionView?.bounds.width { preferredHeights.removeAll() }
        return true
    }
}
