import Foundation
import TesseraCore

/// A layout that places items in lines, one after another, wrapping at the edge, with optional
/// section headers and footers: UIKit's flow layout.
///
/// Sizes and spacings come from the properties here, or per section and per item from the
/// collection view's delegate when it adopts ``UICollectionViewDelegateFlowLayout``. See
/// TesseraCore's `FlowGeometryBuilder` for exactly where lines and items go. The geometry is kept in flat
/// arrays, so `layoutAttributesForElements(in:)` costs O(log n + visible).
@preconcurrency @MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What section insets are measured from.
    public enum SectionInsetReference: Int, Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }

    /// A sentinel for ``estimatedItemSize``: cells size themselves, starting from ``itemSize``.
    nonisolated public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { if oldValue != scrollDirection { invalidateLayout() } } }
    // Setting a property to the value it has does not invalidate: a subclass that sets its item
    // size in prepare() (from the collection view's width) settles instead of looping.
    /// 50 × 50 by default, as in UIKit.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { if oldValue != itemSize { invalidateLayout() } } }
    /// Non-zero turns on self-sizing: items start at this size and take the size their cell's
    /// `preferredLayoutAttributesFitting(_:)` gives once displayed.
    open var estimatedItemSize: CGSize = .zero { didSet { if oldValue != estimatedItemSize { invalidateLayout() } } }
    /// Between lines; 10 by default.
    open var minimumLineSpacing: CGFloat = 10 { didSet { if oldValue != minimumLineSpacing { invalidateLayout() } } }
    /// Between items in a line; 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { if oldValue != minimumInteritemSpacing { invalidateLayout() } } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { if oldValue != sectionInset { invalidateLayout() } } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { if oldValue != sectionInsetReference { invalidateLayout() } } }
    /// Only the height counts when scrolling vertically (the width spans the collection view),
    /// only the width when scrolling horizontally. Zero (the default) means no header.
    open var headerReferenceSize: CGSize = .zero { didSet { if oldValue != headerReferenceSize { invalidateLayout() } } }
    open var footerReferenceSize: CGSize = .zero { didSet { if oldValue != footerReferenceSize { invalidateLayout() } } }
    /// Keeps each section's header at the top of the visible area while the section is visible.
    open var sectionHeadersPinToVisibleBounds = false { didSet { if oldValue != sectionHeadersPinToVisibleBounds { invalidateLayout() } } }
    open var sectionFootersPinToVisibleBounds = false { didSet { if oldValue != sectionFootersPinToVisibleBounds { invalidateLayout() } } }

    /// The z index of a pinned header or footer, above the items.
    public static let pinnedZIndex = 1024

    var geometry = FlowGeometry()
    private var geometryIsValid = false
    private var preparedBoundsSize: CGSize?
    /// Sizes self-sizing cells asked for, by index path.
    var preferredSizes: [IndexPath: CGSize] = [:]

    public override init() { super.init() }
    /// A flow layout from an Interface Builder document, with the settings it sets.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodeFlowAttributes(coder)
    }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }
    /// True, as in UIKit: in a right-to-left interface lines run from the right edge.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    private var delegate: UICollectionViewDelegateFlowLayout? {
        collectionView?.collectionDelegate as? UICollectionViewDelegateFlowLayout
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let flow = context as? UICollectionViewFlowLayoutInvalidationContext
        if context.invalidateEverything || context.invalidateDataSourceCounts
            || flow?.invalidateFlowLayoutDelegateMetrics == true || flow?.invalidateFlowLayoutAttributes == true
            || context.invalidatedItemIndexPaths != nil {
            geometryIsValid = false
        }
        if context.invalidateDataSourceCounts { preferredSizes.removeAll() }
        super.invalidateLayout(with: context)
    }

    open override func prepare() {
        super.prepare()
        guard let collectionView else { geometry = FlowGeometry(); return }
        if geometryIsValid, preparedBoundsSize == collectionView.bounds.size { return }
        // Sizes measured for another width (or height, scrolling sideways) no longer hold.
        if let prepared = preparedBoundsSize, estimatedItemSize != .zero,
           scrollDirection == .vertical ? prepared.width != collectionView.bounds.width : prepared.height != collectionView.bounds.height {
            preferredSizes.removeAll()
        }
        computeGeometry(for: collectionView)
        geometryIsValid = true
        preparedBoundsSize = collectionView.bounds.size
    }

    /// What ``sectionInsetReference`` adds to the section insets beyond the adjusted content
    /// inset: the safe area not already in it, or the layout margins.
    private func referenceInset(of collectionView: UICollectionView) -> UIEdgeInsets {
        switch sectionInsetReference {
        case .fromContentInset:
            return .zero
        case .fromSafeArea:
            let safe = collectionView.safeAreaInsets, adjusted = collectionView.adjustedContentInset, own = collectionView.contentInset
            return UIEdgeInsets(top: max(0, safe.top - (adjusted.top - own.top)), left: max(0, safe.left - (adjusted.left - own.left)),
                                bottom: max(0, safe.bottom - (adjusted.bottom - own.bottom)), right: max(0, safe.right - (adjusted.right - own.right)))
        case .fromLayoutMargins:
            return collectionView.effectiveLayoutMargins
        }
    }

    private func computeGeometry(for collectionView: UICollectionView) {
        let vertical = scrollDirection == .vertical
        let inset = collectionView.adjustedContentInset
        let cross = vertical ? collectionView.bounds.width - inset.left - inset.right
            : collectionView.bounds.height - inset.top - inset.bottom
        let builder = FlowGeometryBuilder(vertical: vertical, crossExtent: max(0, cross),
                                          extraInset: referenceInset(of: collectionView).engineInsets)
        let delegate = self.delegate
        let selfSizing = estimatedItemSize != .zero
        var problems: [String] = []
        defer { reportOnce(problems) }
        // The size asked of the delegate to learn whether it sizes items, not asked twice.
        var probed: (IndexPath, CGSize)?
        // Without a flow delegate every section has the layout's own metrics and item size,
        // read once: the builder then makes no call per section.
        let same = delegate == nil ? FlowSectionMetrics(inset: sectionInset.engineInsets, lineSpacing: minimumLineSpacing,
                                                        interitemSpacing: minimumInteritemSpacing,
                                                        headerSize: headerReferenceSize, footerSize: footerReferenceSize)
            .sanitized(section: nil) { problems.append($0) } : nil
        let sameSize = delegate == nil && !selfSizing ? UICollectionViewFlowLayout.checked(itemSize, at: IndexPath(item: 0, section: 0)) : nil
        // Asking for the number of sections loads the counts when they are not yet known.
        let counts = collectionView.numberOfSections > 0 ? collectionView.sectionCounts ?? [] : []
        builder.build(
            sectionCount: counts.count,
            itemCount: { counts[$0] },
            metrics: { section in
                guard let delegate else { return same! }
                return FlowSectionMetrics(
                    inset: delegate.collectionView(collectionView, layout: self, insetForSectionAt: section).engineInsets,
                    lineSpacing: delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section),
                    interitemSpacing: delegate.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section),
                    headerSize: delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section),
                    footerSize: delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section))
                .sanitized(section: section) { if problems.count < 100 { problems.append($0) } }
            },
            sameMetrics: same, sameSize: sameSize,
            uniformSize: { section in
                // Without sizes of its own from the delegate, every item has `itemSize`: the
                // section is computed, not stored, and no item is asked about.
                guard !selfSizing else { return nil }
                guard let delegate else { return sameSize }
                let path = IndexPath(item: 0, section: section)
                let implemented = OptionalRequirement.ifImplemented("collectionView(_:layout:sizeForItemAt:)", placeholder: CGSize.zero) {
                    delegate.collectionView(collectionView, layout: self, sizeForItemAt: path)
                }
                guard let size = implemented else { return UICollectionViewFlowLayout.checked(self.itemSize, at: path) }
                probed = (path, size)
                return nil
            },
            itemSize: { path in
                if let (probedPath, size) = probed, probedPath == path { probed = nil; return UICollectionViewFlowLayout.checked(size, at: path) }
                if selfSizing {
                    if let preferred = self.preferredSizes[path] { return preferred }
                    return self.estimatedItemSize == UICollectionViewFlowLayout.automaticSize ? self.itemSize : self.estimatedItemSize
                }
                let size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: path) ?? self.itemSize
                return UICollectionViewFlowLayout.checked(size, at: path)
            },
            into: &geometry)
    }

    /// Problems already reported, so a bad value is said once, not on every pass.
    private var reportedProblems: Set<String> = []

    private func reportOnce(_ problems: [String]) {
        for problem in problems where reportedProblems.insert(problem).inserted {
            TesseraDiagnostics.report(problem)
        }
    }

    /// NaN, infinite and negative sizes become 0, with a diagnostic naming the item.
    @inline(__always)
    static func checked(_ size: CGSize, at path: IndexPath) -> CGSize {
        // Written so the good case is two comparisons: NaN fails `>= 0`, infinity fails `< ∞`.
        if size.width >= 0, size.height >= 0, size.width < .infinity, size.height < .infinity { return size }
        return repaired(size, at: path)
    }

    private static func repaired(_ size: CGSize, at path: IndexPath) -> CGSize {
        TesseraDiagnostics.report("UICollectionViewFlowLayout: invalid size \(size) for the item at \(path); using 0 for the bad sides")
        return CGSize(width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
    }

    open override var collectionViewContentSize: CGSize { geometry.contentSize }

    /// The bytes the computed geometry holds (for benchmarks; not UIKit API).
    @_spi(Measurement) public var geometryByteCount: Int { geometry.byteCount }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        let attributesClass = self.attributesClass
        geometry.forEachItemFrame(in: rect) { section, item, frame in
            result.append(itemAttributes(section: section, item: item, frame: frame, attributesClass: attributesClass))
        }
        // A pinned header or footer never leaves its own section's extent, so the sections
        // that meet `rect` are all that can show one there (binary search, whatever the count).
        for section in geometry.sections(in: rect) where geometry.sections.indices.contains(section) {
            for kind in [UICollectionElementKindSectionHeader, UICollectionElementKindSectionFooter] {
                guard let attributes = supplementaryAttributes(kind: kind, section: section),
                      attributes.size.width > 0, attributes.size.height > 0, attributes.frame.intersects(rect) else { continue }
                result.append(attributes)
            }
        }
        return result
    }

    /// The elements `layoutAttributesForElements(in:)` would give, in its order, without making
    /// attributes for the items: only for the flow layout itself, as a subclass may answer
    /// differently.
    override func elementsIfKnown(in rect: CGRect) -> [(key: ElementKey, frame: CGRect)]? {
        guard type(of: self) == UICollectionViewFlowLayout.self else { return nil }
        var elements: [(key: ElementKey, frame: CGRect)] = []
        geometry.forEachItemFrame(in: rect) { section, item, frame in
            // As the attributes give it back: through their centre and size, to the last bit.
            let center = CGPoint(x: frame.midX, y: frame.midY)
            let shown = CGRect(x: center.x - frame.width / 2, y: center.y - frame.height / 2, width: frame.width, height: frame.height)
            elements.append((ElementKey.cell(IndexPath(item: item, section: section)), shown))
        }
        for section in geometry.sections(in: rect) where geometry.sections.indices.contains(section) {
            for kind in [UICollectionElementKindSectionHeader, UICollectionElementKindSectionFooter] {
                guard let attributes = supplementaryAttributes(kind: kind, section: section) else { continue }
                let frame = attributes.frame
                guard frame.size.width > 0, frame.size.height > 0, frame.intersects(rect) else { continue }
                elements.append((ElementKey(attributes), frame))
            }
        }
        return elements
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section) else { return nil }
        let section = geometry.sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
        let frame = geometry.frame(ofItem: indexPath.item, inSection: indexPath.section)
        return itemAttributes(section: indexPath.section, item: indexPath.item, frame: frame, attributesClass: attributesClass)
    }

    private var attributesClass: UICollectionViewLayoutAttributes.Type {
        (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 1 else { return nil }
        return supplementaryAttributes(kind: elementKind, section: indexPath.section)
    }

    private func itemAttributes(section: Int, item: Int, frame: CGRect,
                                attributesClass: UICollectionViewLayoutAttributes.Type) -> UICollectionViewLayoutAttributes {
        let attributes = attributesClass.layoutAttributesForCell(with: IndexPath(item: item, section: section))
        attributes.frame = frame
        return attributes
    }

    private func supplementaryAttributes(kind: String, section: Int) -> UICollectionViewLayoutAttributes? {
        guard geometry.sections.indices.contains(section) else { return nil }
        let s = geometry.sections[section]
        let isHeader = kind == UICollectionElementKindSectionHeader
        guard isHeader || kind == UICollectionElementKindSectionFooter else { return nil }
        let attributesClass = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        let attributes = attributesClass.layoutAttributesForSupplementaryView(ofKind: kind, with: IndexPath(item: 0, section: section))
        var frame = isHeader ? s.header : s.footer
        if let collectionView, isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds {
            frame = pinned(frame, header: isHeader, section: s, in: collectionView)
            attributes.zIndex = UICollectionViewFlowLayout.pinnedZIndex
        }
        attributes.frame = frame
        return attributes
    }

    /// A header stays at the top of the visible area (inside the content inset) but never
    /// leaves its section's items; a footer likewise at the bottom.
    private func pinned(_ frame: CGRect, header: Bool, section s: FlowSection, in collectionView: UICollectionView) -> CGRect {
        let vertical = scrollDirection == .vertical
        let inset = collectionView.adjustedContentInset
        let offset = vertical ? collectionView.contentOffset.y : collectionView.contentOffset.x
        let visibleStart = offset + (vertical ? inset.top : inset.left)
        let visibleEnd = offset + (vertical ? collectionView.bounds.height - inset.bottom : collectionView.bounds.width - inset.right)
        let length = vertical ? frame.height : frame.width
        var start = vertical ? frame.minY : frame.minX
        if header {
            start = min(max(start, visibleStart), s.bodyEnd - length)
            start = max(start, vertical ? frame.minY : frame.minX)
        } else {
            start = max(min(start, visibleEnd - length), s.bodyStart)
            start = min(start, vertical ? frame.minY : frame.minX)
        }
        var moved = frame
        if vertical { moved.origin.y = start } else { moved.origin.x = start }
        return moved
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size || newBounds.size != preparedBoundsSize
            || sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    /// A flow context that keeps the delegate's metrics, and the geometry too when only the
    /// origin moves (pinned headers follow the scroll without a new line layout).
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            flow.invalidateFlowLayoutDelegateMetrics = false
            flow.invalidateFlowLayoutAttributes = newBounds.size != (collectionView?.bounds.size ?? .zero)
        }
        return context
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard estimatedItemSize != .zero, preferredAttributes.representedElementCategory == .cell,
              preferredAttributes.size != originalAttributes.size else { return false }
        let size = UICollectionViewFlowLayout.checked(preferredAttributes.size, at: preferredAttributes.indexPath)
        guard preferredSizes[preferredAttributes.indexPath] != size else { return false }
        preferredSizes[preferredAttributes.indexPath] = size
        return true
    }

    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        (context as? UICollectionViewFlowLayoutInvalidationContext)?.invalidateFlowLayoutDelegateMetrics = false
        context.invalidateItems(at: [preferredAttributes.indexPath])
        return context
    }
}

/// A flow layout's invalidation: whether the delegate's metrics or the layout's attributes changed.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    open var invalidateFlowLayoutDelegateMetrics = true
    open var invalidateFlowLayoutAttributes = true

    public required init() {
        super.init()
    }
}
