import Foundation

/// Decides where every element of a collection view goes. Subclass it, or use
/// ``UICollectionViewFlowLayout``.
///
/// The collection view calls ``prepare()`` at the start of a layout pass after an
/// invalidation, then ``collectionViewContentSize`` and ``layoutAttributesForElements(in:)`` for
/// the visible rectangle (plus a margin). ``invalidateLayout()`` returns at once; its effect comes
/// on the next layout pass, which starts again from `prepare()`.
@preconcurrency @MainActor open class UICollectionViewLayout: NSObject {
    /// The elements in `rect`, named and framed, when the layout knows them without making
    /// attributes; nil (the default) when only `layoutAttributesForElements(in:)` can say.
    /// Only a class whose answer cannot be overridden gives them (see the flow layout's).
    func elementsIfKnown(in rect: CGRect) -> [(key: ElementKey, frame: CGRect)]? { nil }

    /// Key-value coding, as ``UIResponder/setValue(_:forKey:)``: a layout's inspectable
    /// properties and runtime attributes are set through it; a key no class takes is reported.
    open func setValue(_ value: Any?, forKey key: String) {
        KeyValueCoding.reportUndefined(key, of: self, setting: true)
    }

    /// The property named `key`; a key no class takes is reported and reads nil.
    open func value(forKey key: String) -> Any? {
        KeyValueCoding.reportUndefined(key, of: self, setting: false)
        return nil
    }

    /// The collection view using this layout.
    public internal(set) weak var collectionView: UICollectionView?
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]
    /// Decoration views registered from nibs, by kind.
    var decorationNibs: [String: UINib] = [:]
    /// Whether `prepare()` must run before the layout is asked anything.
    var needsPrepare = true
    var pendingContext: UICollectionViewLayoutInvalidationContext?
    var isPreparing = false
    /// The collection view's pass as the layout sees it, and the loop guard for invalidations
    /// made inside it.
    var pass = LayoutPassWatch()

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Computes what the other methods answer; called after each invalidation. Default: nothing.
    open func prepare() {}
    /// The size of all content; the default is zero.
    open var collectionViewContentSize: CGSize { .zero }
    /// Attributes of every element (cells, supplementary and decoration views) that meets `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Registers a nib whose one top-level object is the decoration view of `elementKind`.
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationNibs[elementKind] = nib
        if nib != nil { decorationClasses[elementKind] = nil }
    }

    /// Registers the view class the collection view makes for decoration views of `elementKind`.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationNibs[elementKind] = nil
        guard let viewClass else { decorationClasses[elementKind] = nil; return }
        guard let reusable = viewClass as? UICollectionReusableView.Type else {
            TesseraDiagnostics.report("register(_:forDecorationViewOfKind: \"\(elementKind)\"): \(viewClass) is not a UICollectionReusableView subclass")
            return
        }
        decorationClasses[elementKind] = reusable
    }

    // MARK: Invalidation

    /// Marks the whole layout invalid; it is recomputed on the next layout pass.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.everything = true
        invalidateLayout(with: context)
    }

    /// Marks the parts `context` names invalid; recomputed on the next layout pass.
    ///
    /// A context's ``UICollectionViewLayoutInvalidationContext/contentOffsetAdjustment`` is added
    /// to the collection view's content offset at once, and its
    /// ``UICollectionViewLayoutInvalidationContext/contentSizeAdjustment`` to its content size, as
    /// UIKit does; the next layout pass sets the content size to ``collectionViewContentSize``
    /// again, so a layout whose size already counts the change does not grow twice.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        guard pass.allowsInvalidation(by: self, preparing: isPreparing) else { return }
        needsPrepare = true
        if let collectionView {
            let size = collectionView.contentSize
            let grown = CGSize(width: size.width + context.contentSizeAdjustment.width, height: size.height + context.contentSizeAdjustment.height)
            if context.contentSizeAdjustment != .zero { collectionView.contentSize = grown }
            let offset = collectionView.contentOffset
            if context.contentOffsetAdjustment != .zero {
                collectionView.contentOffset = CGPoint(x: offset.x + context.contentOffsetAdjustment.x,
                                                       y: offset.y + context.contentOffsetAdjustment.y)
            }
        }
        if let pending = pendingContext {
            pending.everything = pending.everything || context.invalidateEverything
            pending.dataSourceCounts = pending.dataSourceCounts || context.invalidateDataSourceCounts
        } else {
            pendingContext = context
        }
        collectionView?.setNeedsLayout()
    }

    /// Whether a change of the collection view's bounds (scrolling, resizing) invalidates the
    /// layout. The default is false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context for a bounds change: an instance of ``UICollectionViewLayout/invalidationContextClass``.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether a view's preferred attributes (self-sizing) change the layout; default false.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// A new instance of ``invalidationContextClass``: every context the collection view or
    /// the layout makes is one, so a layout may cast the context it receives to its own class.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let contextClass: AnyClass = type(of: self).invalidationContextClass
        guard let type = contextClass as? UICollectionViewLayoutInvalidationContext.Type else {
            TesseraDiagnostics.report("\(type(of: self)).invalidationContextClass is \(contextClass), which is not a UICollectionViewLayoutInvalidationContext subclass; using the base class")
            return UICollectionViewLayoutInvalidationContext()
        }
        return type.init()
    }

    // MARK: Layout direction

    /// Whether the collection view mirrors this layout's frames when its layout direction is
    /// not ``developmentLayoutDirection``. False here; the flow and compositional layouts say true.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
    /// The direction this layout computes its frames for; left to right by default.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    // MARK: Scrolling

    /// Where scrolling that would stop at `proposedContentOffset` should stop instead; the
    /// default keeps the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }

    /// The offset to keep after a layout change or update; the default keeps the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    /// The attributes of an item the user is dragging: its own, centred on `position` and above
    /// the other items.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                         withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int(Int16.max)
        return attributes
    }

    // MARK: Updates and transitions (animated by the update machinery)

    /// Called before an update is animated, with its changes.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    /// Called as the last step before an update's changes animate into place, inside the
    /// update's animation, as UIKit's documentation describes it (not when the animations
    /// end): an invalidation made here with a `contentOffsetAdjustment` moves the offset before
    /// the views move, so a chat can keep its bottom, or the rows on screen, in place.
    open func finalizeCollectionViewUpdates() {}

    /// Where an inserted item starts its animation; nil (the default) fades it in in place.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where a deleted item ends its animation; nil (the default) fades it out in place.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Called when the collection view's bounds change inside an animation block (a resize or
    /// rotation), before the layout is asked for the new attributes; `oldBounds` is where it was.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    /// Called when the animation of a bounds change has ended.
    open func finalizeAnimatedBoundsChange() {}
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}
    open func finalizeLayoutTransition() {}

    /// Runs `prepare()` if an invalidation is pending; returns the context it answered.
    ///
    /// A layout that invalidates itself inside `prepare()` gets another pass (it may have
    /// changed something it reads), within the frame's budget of ``LayoutPassWatch``.
    @discardableResult
    func prepareIfNeeded() -> UICollectionViewLayoutInvalidationContext? {
        guard needsPrepare else { return nil }
        needsPrepare = false
        let context = pendingContext
        pendingContext = nil
        isPreparing = true
        prepare()
        isPreparing = false
        return context
    }
}
