import Foundation
import TesseraCore

/// Modern UIKit's compositional layout: sections made of groups of items, sized by fractions of
/// their container or in points.
///
/// Sections stack top to bottom; each repeats its group down the page (the group's width and
/// height resolve against the section's width, less its content insets, and the collection
/// view's height) until its items are placed. Boundary items aligned `.top` come before the
/// groups and `.bottom` after; items' supplementary items (badges) anchor to their items;
/// background decorations cover the section's content. The geometry is kept in the same flat
/// arrays as the flow layout's, so queries are binary searches.
///
/// A section with an `orthogonalScrollingBehavior` lays its groups side by side in a strip as
/// high as its tallest group; the strip scrolls sideways on its own (a drag, a flick, the
/// wheel over it with shift), its cells hosted in a scroll view of the collection view as in
/// UIKit. Attributes report where an element shows in the collection view's content, the
/// strip's own scrolling applied; the `visibleItemsInvalidationHandler` sees the section's own
/// coordinates and the strip's offset, as UIKit's does.
///
/// A group whose height is `.estimated` self-sizes: its cells are first placed at the estimate,
/// then measured (`preferredLayoutAttributesFitting(_:)`, Auto Layout for cells with
/// constraints, their width held) and the group takes its tallest item's height.
/// An item whose width is `.estimated` in a horizontal group takes its cell's measured width
/// (its height held), and a group whose width is an estimate is as wide as its items: chips of
/// different lengths in a sideways strip.
/// With the configuration's `scrollDirection` `.horizontal`, sections follow one another to the
/// right and each repeats its group to the right, in the height its `.top` and `.bottom`
/// boundary items leave.
/// The configuration's `.leading` boundary items come before the first section and its
/// `.trailing` ones after the last.
/// Right to left, the page and its strips are mirrored: a strip starts at its right end and a
/// drag to the right reveals more.
/// In a horizontal layout, an orthogonally scrolling section is a column of groups that scrolls
/// up and down on its own.
@preconcurrency @MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// True, as in UIKit: leading and trailing follow the interface's direction.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
    private let sectionProvider: SectionProvider
    open var configuration = UICollectionViewCompositionalLayoutConfiguration() { didSet { invalidateLayout() } }
    var geometry = FlowGeometry()
    var sections: [CompositionalSection] = []
    /// The farthest any section's badges hang past it (kept as sections are placed).
    var farthestBadgeReach: CGFloat = 0
    /// The layout's own headers and footers (the configuration's boundary items).
    var layoutBoundaries: [CompositionalSection.Placed] = []
    /// Sizes cells asked for in sections with estimated heights or widths.
    var preferredSizes: [IndexPath: CGSize] = [:]
    /// Heights headers and footers with estimated heights asked for, by kind and section.
    var preferredBoundaryHeights: [String: CGFloat] = [:]
    /// How far each orthogonally scrolling section is scrolled sideways, by section.
    var orthogonalOffsets: [Int: CGFloat] = [:]
    /// Whether the last prepared geometry still holds (only the bounds' origin moved since).
    private var geometryIsCurrent = false
    private weak var originOnlyContext: UICollectionViewLayoutInvalidationContext?
    /// Whether some section pins a boundary item or has a visible-items handler: such a layout
    /// answers differently as the collection view scrolls.
    var followsScrolling = false
    /// Whether some list section shows separators.
    var hasListSeparators = false
    /// The background a layout made by `list(using:)` gives its collection view.
    var listBackgroundColor: UIColor?

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

    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) { fatalError("UICollectionViewCompositionalLayout is made in code") }

    open override func prepare() {
        super.prepare()
        if geometryIsCurrent { return }
        geometry.clear()
        sections = []
        farthestBadgeReach = 0
        layoutBoundaries = []
        followsScrolling = false
        hasListSeparators = false
        guard let collectionView else { return }
        let inset = collectionView.adjustedContentInset
        let width = collectionView.bounds.width - inset.left - inset.right
        let height = collectionView.bounds.height - inset.top - inset.bottom
        let environment = CompositionalLayoutEnvironment(contentSize: CGSize(width: width, height: height),
                                            traitCollection: collectionView.traitCollection)
        let across = configuration.scrollDirection == .horizontal
        geometry.vertical = !across
        var y = across ? placeLayoutBoundariesAcross(leading: true, at: 0, height: height)
            : placeLayoutBoundaries(top: true, at: 0, width: width, height: height)
        for section in 0..<collectionView.numberOfSections {
            if section > 0 { y += configuration.interSectionSpacing }
            let count = collectionView.numberOfItems(inSection: section)
            guard let layoutSection = sectionProvider(section, environment) else {
                TesseraDiagnostics.report("UICollectionViewCompositionalLayout: no section layout for section \(section); its items are not shown")
                appendEmptySection(at: y, firstItem: geometry.itemFrames.count)
                continue
            }
            var builder = CompositionalSectionBuilder(layout: self, layoutSection: layoutSection, section: section, count: count,
                                                      width: width, height: height,
                                                      insets: referenceInsets(layoutSection.contentInsetsReference, in: collectionView),
                                                      supplementaryInsets: referenceInsets(layoutSection.supplementaryContentInsetsReference, in: collectionView))
            y = across ? builder.placeAcross(at: y) : builder.place(at: y)
            hasListSeparators = hasListSeparators || layoutSection.listConfiguration?.showsSeparators == true
            followsScrolling = followsScrolling || layoutSection.visibleItemsInvalidationHandler != nil
                || layoutSection.boundarySupplementaryItems.contains { $0.pinToVisibleBounds }
        }
        y = across ? placeLayoutBoundariesAcross(leading: false, at: y, height: height)
            : placeLayoutBoundaries(top: false, at: y, width: width, height: height)
        if hasListSeparators {
            for kind in [ListSeparatorView.kind, ListSeparatorView.topKind] where decorationClasses[kind] == nil {
                register(ListSeparatorView.self, forDecorationViewOfKind: kind)
            }
        }
        geometry.sectionEnds = geometry.sections.map(\.end)
        geometry.contentSize = across ? CGSize(width: y, height: height) : CGSize(width: width, height: y)
        geometryIsCurrent = true
    }

    /// The configuration's headers (`top`) or footers, full width, from `y`; returns the end.
    private func placeLayoutBoundaries(top: Bool, at start: CGFloat, width: CGFloat, height: CGFloat) -> CGFloat {
        var y = start
        for item in configuration.boundarySupplementaryItems where top ? !item.isBottom : item.isBottom {
            let size = item.layoutSize.resolve(in: CGSize(width: width, height: height))
            let x = item.crossOrigin(width: size.width, in: 0...width)
            layoutBoundaries.append(.init(kind: item.elementKind, frame: CGRect(x: x, y: y + item.offset.y, width: size.width, height: size.height),
                                          zIndex: item.zIndex, pins: item.pinToVisibleBounds, isHeader: top))
            y += size.height
        }
        return y
    }

    /// In a horizontal layout, the configuration's `.leading` items before the first section
    /// (or its `.trailing` ones after the last), as high as the view; returns where they end.
    private func placeLayoutBoundariesAcross(leading: Bool, at start: CGFloat, height: CGFloat) -> CGFloat {
        var x = start
        for item in configuration.boundarySupplementaryItems where item.alignment == (leading ? .leading : .trailing) {
            let size = item.layoutSize.resolve(in: CGSize(width: collectionView?.bounds.width ?? 0, height: height))
            layoutBoundaries.append(.init(kind: item.elementKind, frame: CGRect(x: x + item.offset.x, y: item.offset.y, width: size.width, height: size.height),
                                          zIndex: item.zIndex, isHeader: leading))
            x += size.width
        }
        return x
    }

    /// The horizontal insets a section's inset reference adds to its own.
    private func referenceInsets(_ sectionReference: UIContentInsetsReference, in collectionView: UICollectionView) -> (CGFloat, CGFloat) {
        var reference = sectionReference
        if reference == .automatic { reference = configuration.contentInsetsReference }
        switch reference {
        case .none: return (0, 0)
        case .automatic, .safeArea: return (collectionView.safeAreaInsets.left, collectionView.safeAreaInsets.right)
        case .layoutMargins: return (collectionView.layoutMargins.left, collectionView.layoutMargins.right)
        case .readableContent:
            let guide = collectionView.readableContentGuide.layoutFrame
            return (max(0, guide.minX - collectionView.bounds.minX), max(0, collectionView.bounds.maxX - guide.maxX))
        }
    }

    func appendEmptySection(at y: CGFloat, firstItem: Int) {
        var empty = FlowSection()
        empty.start = y; empty.end = y; empty.bodyStart = y; empty.bodyEnd = y
        empty.firstItem = firstItem
        empty.firstRow = geometry.rowStart.count
        geometry.sections.append(empty)
        sections.append(.empty)
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let path = preferredAttributes.indexPath
        if preferredAttributes.representedElementCategory == .supplementaryView {
            return takeBoundaryHeight(preferredAttributes, original: originalAttributes)
        }
        guard preferredAttributes.representedElementCategory == .cell, sections.indices.contains(path.section) else { return false }
        let info = sections[path.section]
        guard info.estimatesHeight || info.estimatesWidth else { return false }
        let size = preferredAttributes.size, original = originalAttributes.size
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return false }
        let wanted = CGSize(width: info.estimatesWidth ? size.width : original.width, height: info.estimatesHeight ? size.height : original.height)
        guard wanted != original, preferredSizes[path] != wanted else { return false }
        preferredSizes[path] = wanted
        return true
    }

    /// A header or footer whose height is an estimate takes the height its view asks for.
    private func takeBoundaryHeight(_ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes) -> Bool {
        let path = preferred.indexPath
        guard let kind = preferred.representedElementKind, path.count == 2, sections.indices.contains(path.section),
              let item = sections[path.section].layoutSection?.boundarySupplementaryItems.first(where: { $0.elementKind == kind }),
              item.layoutSize.heightDimension.isEstimated else { return false }
        let height = preferred.size.height
        let key = Self.boundaryKey(kind, path.section)
        guard height.isFinite, height >= 0, height != original.size.height, preferredBoundaryHeights[key] != height else { return false }
        preferredBoundaryHeights[key] = height
        return true
    }

    static func boundaryKey(_ kind: String, _ section: Int) -> String { "\(section)/\(kind)" }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts { preferredSizes.removeAll(); preferredBoundaryHeights.removeAll() }
        if context !== originOnlyContext { geometryIsCurrent = false }
        super.invalidateLayout(with: context)
    }

    open override var collectionViewContentSize: CGSize { geometry.contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { elements(in: rect) }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        shownItemAttributes(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaryAttributes(ofKind: elementKind, at: indexPath)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        decorationAttributes(ofKind: elementKind, at: indexPath)
    }

    /// A new width drops measured heights (they were for the old width). Pinned boundary items
    /// and visible-items handlers follow every scroll, without placing the sections again.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard newBounds.size != collectionView?.bounds.size else { return followsScrolling }
        if newBounds.width != collectionView?.bounds.width { preferredSizes.removeAll(); preferredBoundaryHeights.removeAll() }
        return true
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if newBounds.size == collectionView?.bounds.size { originOnlyContext = context }
        return context
    }
}

/// The environment a section provider and a custom group see.
struct CompositionalLayoutEnvironment: NSCollectionLayoutEnvironment {
    let contentSize: CGSize
    let traitCollection: UITraitCollection
    var container: NSCollectionLayoutContainer { LayoutContainer(contentSize: contentSize) }
}
