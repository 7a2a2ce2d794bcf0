import Foundation
import TesseraCore

/// Shows items in sections, placed by a layout object, with views reused as they scroll.
///
/// On every layout pass (after scrolling, `reloadData()`, an invalidation) the collection view
/// asks its layout for the attributes of the elements in the visible rectangle, takes views for
/// new elements from the data source (which dequeues them) or, for decoration views, from the
/// classes registered with the layout; returns views that left the rectangle to per-identifier
/// reuse pools; and applies attributes that changed. Nothing else is touched.
/// - Note: The visible rectangle is the bounds with no margin, so a scroll frame never makes
///   views that cannot be seen.
@preconcurrency @MainActor open class UICollectionView: UIScrollView {
    open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }
    /// The delegate; also the scroll view's delegate.
    open weak var collectionDelegate: UICollectionViewDelegate?

    open override var delegate: UIScrollViewDelegate? {
        get { collectionDelegate ?? super.delegate }
        set {
            collectionDelegate = newValue as? UICollectionViewDelegate
            super.delegate = newValue
        }
    }

    /// The layout. Setting it replaces the layout at once (see `setCollectionViewLayout`).
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
            setNeedsLayout()
        }
    }

    /// A view behind all content that does not scroll; it fills the bounds.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            // Behind everything, decorations with negative z indexes included.
            if let backgroundView { insertSubview(backgroundView, at: 0); backgroundView.layer.zPosition = -1_000_000 }
            setNeedsLayout()
        }
    }

    /// Whether the list is in edit mode (iOS 14): cells' configuration state says so, and list
    /// cells show their `.whenEditing` accessories instead of their `.whenNotEditing` ones —
    /// animated (accessories fade and slide, the content makes room, over 0.3 s) unless
    /// animations are off (`UIView.performWithoutAnimation`, or a controller's
    /// `setEditing(_:animated: false)`).
    open var isEditing = false {
        didSet {
            guard oldValue != isEditing else { return }
            let cells = visibleViews.values.compactMap { $0 as? UICollectionViewCell }
            for cell in cells {
                cell.setNeedsUpdateConfiguration()
                cell.setNeedsLayout()
            }
            let layOut = { for cell in cells { cell.layoutIfNeeded() } }
            // Inside an animation block its animation (or its absence) applies.
            if AnimationContext.current != nil { return layOut() }
            guard window != nil, UIView.areAnimationsEnabled else { return UIView.performWithoutAnimation(layOut) }
            UIView.animate(withDuration: UICollectionView.updateAnimationDuration, animations: layOut)
        }
    }

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// Whether moving the keyboard focus selects the focused item, as the user's choice (the
    /// delegate is asked and told, as for a tap). True by default here: Tessera runs on desktops
    /// with a keyboard, where UIKit (Mac Catalyst, iPad with a keyboard) selects as focus moves
    /// in lists; UIKit documents only that the system picks the default by platform.
    open var selectionFollowsFocus = true
    /// Whether the keyboard focus can land on items (Tab stops at the list); true by default
    /// here, as on a desktop with a keyboard (UIKit picks the default by platform). The
    /// delegate's `collectionView(_:canFocusItemAt:)` decides item by item over it.
    open var allowsFocus = true
    /// Whether items can take the focus while the collection view is editing.
    open var allowsFocusDuringEditing = true
    /// Whether the focus coming back to the list lands on the item it left (false by default,
    /// as documented: it lands on the delegate's preferred item, else the first on screen).
    open var remembersLastFocusedIndexPath = false
    /// How soon items make room for an item dragged over them; `.immediate` by default.
    open var reorderingCadence: ReorderingCadence = .immediate
    /// Whether self-sizing cells may invalidate their layout; `.enabled` by default (iOS 16).
    /// - Note: Tessera sizes cells as they are placed in either case; the value is kept for
    ///   UIKit's shape.
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled

    /// Registered classes and views waiting for reuse (CollectionView/Parts).
    let reusePool = ReusePool<UICollectionReusableView>()
    /// The views on screen by element, and the pass that matches them to the layout (Parts).
    let placement = ViewPlacement<UICollectionReusableView, ElementKey>()
    /// The views on screen by element.
    var visibleViews: [ElementKey: UICollectionReusableView] {
        get { placement.visible }
        _modify { yield &placement.visible }
    }
    /// Counts changes of `visibleViews`, so a ``StablePlacement`` knows the views are as it saw them.
    var placementGeneration: Int { placement.generation }
    var stablePlacement: StablePlacement?
    /// What the layout answered to the last `shouldInvalidateLayout(forBoundsChange:)`.
    var lastBoundsChangeInvalidated = false
    /// Attributes of the element being configured, applied as its view is dequeued.
    var attributesBeingPlaced: UICollectionViewLayoutAttributes?
    var sectionCounts: [Int]?
    /// The selection, the touched item and the keyboard focus (CollectionView/Parts).
    lazy var selection = SelectionModel(host: self)
    /// The selected index paths, in the order they were selected.
    var selectedIndexPaths: [IndexPath] { selection.selected }
    var lastLayoutBounds: CGRect?
    /// Requests recorded inside `performBatchUpdates`.
    let batch = BatchRecorder()
    /// Views animating out after an update, recycled when their animation ends.
    let updateAnimator = UpdateAnimator<UICollectionReusableView, ElementKey>()
    var disappearingViews: [ObjectIdentifier: (UICollectionReusableView, ElementKey)] { updateAnimator.disappearing }
    var interactiveTransition: InteractiveTransition?
    let menuArbiter = MenuGestureArbiter()
    var interactiveMovement: InteractiveMovement?
    /// The item the arrow keys move from; its cell's configuration state says it is focused.
    var keyboardFocus: IndexPath? {
        get { selection.focus }
        set { selection.focus = newValue }
    }
    /// The sideways-scrolling sections on screen.
    let strips = SideStrips()
    /// List rows' swipe actions.
    let swipeController = ListSwipeController()
    /// Whether the app chose the background (else a list layout may give its own).
    let layoutBackground = LayoutBackgroundState()
    /// Data source mistakes already reported (each is reported once).
    var reportedDataSourceProblems: Set<String> = []
    /// Views made during the current layout pass (not on screen before it).
    var viewsMadeInPass: Set<ElementKey> {
        get { placement.madeInPass }
        _modify { yield &placement.madeInPass }
    }
    /// Looks ahead of scrolling: data prefetching and cells made in idle time.
    let prefetcher = CollectionPrefetcher()
    /// The parts that name items by index path: an update and a reload walk them.
    var itemStateParts: [ItemStatePart] { [selection, prefetcher, swipeController, dragAndDrop] }
    /// Told about items about to come on screen (see ``UICollectionViewDataSourcePrefetching``).
    public weak var prefetchDataSource: UICollectionViewDataSourcePrefetching? {
        didSet { prefetcher.reset(); setNeedsLayout() }
    }
    /// Whether cells are made ahead of scrolling in idle time between frames and the prefetch
    /// data source is told about items ahead; true by default. False turns off both, as in UIKit.
    open var isPrefetchingEnabled = true { didSet { if !isPrefetchingEnabled { prefetcher.reset() } } }
    /// Lets the user drag items out (see ``UICollectionViewDragDelegate``).
    public weak var dragDelegate: UICollectionViewDragDelegate? { didSet { updateDragPress() } }
    /// Lets the collection view take drops (see ``UICollectionViewDropDelegate``).
    public weak var dropDelegate: UICollectionViewDropDelegate?
    /// Whether a long press lifts items to drag them when there is a drag delegate. True by
    /// default, as on iPad (a desktop is closer to an iPad than to an iPhone, where it is false).
    open var dragInteractionEnabled = true { didSet { updateDragPress() } }
    /// The drag press, drop placeholders and drop gap (DragAndDrop/).
    let dragAndDrop = CollectionDragAndDrop()
    /// How many views each pool has made, for tests of reuse.
    public var createdViewCount: Int { reusePool.createdCount }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        // iOS 13 and later: the system background (white, or black in dark appearance).
        backgroundColor = .systemBackground
        layoutBackground.hasOwnColor = false
        installMenuGesture()
        swipeController.install(on: self)
        prefetcher.collectionView = self
        dragAndDrop.owner = self
        followTextSize()
    }

    /// Noted so a list layout's background does not replace one the app chose.
    open override var backgroundColor: UIColor? {
        didSet { if !layoutBackground.isApplying { layoutBackground.hasOwnColor = true } }
    }

    /// A collection view from an Interface Builder document: its layout as the document sets
    /// it (a flow layout's scroll direction, sizes, spacings and insets, or a custom layout
    /// class), its prototype cells and section header and footer registered under their reuse
    /// identifiers, and its selection settings.
    public required init?(coder: NSCoder) {
        collectionViewLayout = coder.decoded("collectionViewLayout", as: UICollectionViewLayout.self) ?? UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        installMenuGesture()
        swipeController.install(on: self)
        prefetcher.collectionView = self
        dragAndDrop.owner = self
        followTextSize()
        decodeCollectionViewAttributes(coder)
    }

    /// The document's `dataSource`, `delegate`, `prefetchDataSource`, `dragDelegate` and
    /// `dropDelegate` outlets, and the keys of ``UIScrollView/setValue(_:forKey:)``.
    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "dataSource": dataSource = value as? UICollectionViewDataSource
        case "delegate": delegate = value as? UIScrollViewDelegate
        case "prefetchDataSource": prefetchDataSource = value as? UICollectionViewDataSourcePrefetching
        case "dragDelegate": dragDelegate = value as? UICollectionViewDragDelegate
        case "dropDelegate": dropDelegate = value as? UICollectionViewDropDelegate
        default: super.setValue(value, forKey: key)
        }
    }

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "dataSource": dataSource
        case "collectionViewLayout": collectionViewLayout
        default: super.value(forKey: key)
        }
    }

    // MARK: Methods subclasses override
    // UIKit's methods a subclass overrides; each does the work of its `perform…` counterpart
    // in the UICollectionView+… files (Swift overrides only what the class body declares).

    /// Applies the inserts, deletes, reloads and moves made in `updates` as one animated change.
    ///
    /// Update your model inside `updates`, before or alongside the calls. Nested calls join the
    /// outer batch. `completion` runs once, after the animations, with `finished` false when they
    /// were interrupted. `updates` runs before this returns and is not kept (UIKit declares it
    /// `NS_NOESCAPE`), so it may use `inout` parameters and other non-escaping closures.
    open func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        performBatch(updates, completion: completion)
    }

    /// The form that takes no updates (`nil`): applies what the data source says now as a batch.
    @_disfavoredOverload
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatch(updates ?? {}, completion: completion)
    }
    open func insertSections(_ sections: IndexSet) { performInsertSections(sections) }
    open func deleteSections(_ sections: IndexSet) { performDeleteSections(sections) }
    open func reloadSections(_ sections: IndexSet) { performReloadSections(sections) }
    open func moveSection(_ section: Int, toSection newSection: Int) { performMoveSection(section, toSection: newSection) }
    open func insertItems(at indexPaths: [IndexPath]) { performInsertItems(at: indexPaths) }
    open func deleteItems(at indexPaths: [IndexPath]) { performDeleteItems(at: indexPaths) }
    open func reloadItems(at indexPaths: [IndexPath]) { performReloadItems(at: indexPaths) }
    /// Updates the cells of items on screen in place (iOS 15): the data source is asked again,
    /// and dequeuing for the item gives back the cell it shows, as it is — no new cell, no
    /// `prepareForReuse()`, no animation. Items off screen are configured when they show.
    open func reconfigureItems(at indexPaths: [IndexPath]) { performReconfigureItems(at: indexPaths) }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { performMoveItem(at: indexPath, to: newIndexPath) }
    open func reloadData() { performReloadData() }
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { performCellForItem(at: indexPath) }
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { performIndexPathForItem(at: point) }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { performLayoutAttributesForItem(at: indexPath) }
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { performLayoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath) }
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) { performScrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) { performSetCollectionViewLayout(layout, animated: animated, completion: completion) }
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) { performSetCollectionViewLayout(layout, animated: animated) }
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) { performSelectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition) }
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { performDeselectItem(at: indexPath, animated: animated) }

    // MARK: Registering and dequeuing

    /// Registers the class made for cells dequeued with `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { reusePool.register(nil, for: "cell/" + identifier); return }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            TesseraDiagnostics.report("register(_:forCellWithReuseIdentifier: \"\(identifier)\"): \(cellClass) is not a UICollectionViewCell subclass")
            return
        }
        // A new class for the identifier: cells of the old one waiting in the pool go, so the
        // next dequeue makes the new class (a data source casts to it).
        reusePool.register(type, for: "cell/" + identifier, poolKey: "cell/" + identifier)
    }

    /// Registers the class made for supplementary views of `elementKind` dequeued with `identifier`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = "supplementary/" + elementKind + "/" + identifier
        guard let viewClass else { reusePool.register(nil, for: key); return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            TesseraDiagnostics.report("register(_:forSupplementaryViewOfKind: \"\(elementKind)\", withReuseIdentifier: \"\(identifier)\"): \(viewClass) is not a UICollectionReusableView subclass")
            return
        }
        reusePool.register(type, for: key)
    }

    /// Cells from a nib: each new cell is the nib's one top-level object, a
    /// `UICollectionViewCell` (see ``UINib``), made with its subviews, constraints and outlets.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else { return register(nil as AnyClass?, forCellWithReuseIdentifier: identifier) }
        reusePool.register(nib: nib, for: "cell/" + identifier, poolKey: "cell/" + identifier)
    }

    /// Supplementary views from a nib whose one top-level object is a `UICollectionReusableView`.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        guard let nib else { return register(nil as AnyClass?, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier) }
        let key = "supplementary/" + kind + "/" + identifier
        reusePool.register(nib: nib, for: key, poolKey: key)
    }

    /// Whether a class or a nib is registered for cells of `identifier`.
    func isCellRegistered(_ identifier: String) -> Bool { reusePool.isRegistered("cell/" + identifier) }

    /// Whether a class or a nib is registered for supplementary views of `elementKind` and `identifier`.
    func isSupplementaryRegistered(_ elementKind: String, _ identifier: String) -> Bool {
        reusePool.isRegistered("supplementary/" + elementKind + "/" + identifier)
    }

    /// The cell class registered for `identifier`.
    func registeredCellClass(_ identifier: String) -> UICollectionViewCell.Type? {
        reusePool.registeredClass(for: "cell/" + identifier) as? UICollectionViewCell.Type
    }

    /// The supplementary view class registered for `elementKind` and `identifier`.
    func registeredSupplementaryClass(_ elementKind: String, _ identifier: String) -> UICollectionReusableView.Type? {
        reusePool.registeredClass(for: "supplementary/" + elementKind + "/" + identifier)
    }

    /// A reused cell (after `prepareForReuse()`) or a new one of the registered class, with the
    /// layout's attributes for `indexPath` applied.
    ///
    /// An unregistered identifier is a programming error that UIKit raises on; Tessera reports
    /// UIKit's message ("could not dequeue a view of kind: UICollectionElementKindCell with
    /// identifier …") through ``TesseraDiagnostics`` and returns a plain cell so the app goes on.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        // A reconfigured item gets the cell it shows back, as it is.
        if let (path, cell) = batch.reconfiguring, path == indexPath, cell.reuseIdentifier == identifier { return cell }
        let view = dequeue(poolKey: "cell/" + identifier, identifier: identifier, key: ElementKey.cell(indexPath))
        return view as? UICollectionViewCell ?? UICollectionReusableView.placeholder(for: .cell) as! UICollectionViewCell
    }

    /// A reused or new supplementary view of `elementKind` (see the cell form for errors).
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        dequeue(poolKey: "supplementary/" + elementKind + "/" + identifier, identifier: identifier,
                key: ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath))
    }

    // MARK: Hooks the layout pass uses (UICollectionView+Placement.swift)

    open override func layoutSubviews() {
        super.layoutSubviews()
        remeasureForTextSizeIfNeeded()
        layoutVisibleElements()
    }

    /// Set when the text size changed: the shown views are measured again on the next layout.
    var needsTextSizeRemeasure = false

    open override func boundsOriginDidChange() {
        super.boundsOriginDidChange()
    }

    /// Asks the layout about a bounds change before it happens, as UIKit does, so the layout
    /// can compare the new bounds with the current ones (the springy layout of UIKit Dynamics
    /// does).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let layout = collectionViewLayout
            let oldBounds = super.bounds
            if newValue != oldBounds, layout.shouldInvalidateLayout(forBoundsChange: newValue) {
                layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newValue))
            }
            if newValue.size != oldBounds.size { announceAnimatedBoundsChange(from: oldBounds, to: layout) }
            super.bounds = newValue
            lastLayoutBounds = super.bounds
        }
    }

    /// Inside an animation block, a size change is announced to the layout before it happens
    /// and finalized when the block's animations end, as UIKit does.
    private func announceAnimatedBoundsChange(from oldBounds: CGRect, to layout: UICollectionViewLayout) {
        guard let context = AnimationContext.current, context.enabled else { return }
        layout.prepare(forAnimatedBoundsChange: oldBounds)
        if let group = context.group {
            group.onFinish { [weak layout] in layout?.finalizeAnimatedBoundsChange() }
        } else {
            MainLoop.shared.performOnNextTurn { [weak layout] in layout?.finalizeAnimatedBoundsChange() }
        }
    }

    /// The layout's frames depend on the insets: a change invalidates it.
    open override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        collectionViewLayout.invalidateLayout()
    }

    // Touches that reach the collection view (from cells, up the responder chain) highlight
    // and select items: see UICollectionView+Touches.swift.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { beginItemTouch(touches) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { moveItemTouch(touches) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { endItemTouch(touches) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { cancelItemTouch() }

    /// The arrows move the keyboard focus (and the selection, with ``selectionFollowsFocus``);
    /// Return chooses the focused item as a tap would. Other keys go on along the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, handleKey(key) else {
            super.pressesBegan(presses, with: event)
            return
        }
    }

    /// Copy (`copy:` from a key command, as Ctrl+C sends it) is performed for the focused or
    /// selected item when the delegate's `canPerformAction` allows it for that item.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == .copy, sender is UIKeyCommand, canCopyFocusedItem { return true }
        return super.canPerformAction(action, withSender: sender)
    }

    open override func perform(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == .copy, sender is UIKeyCommand, canCopyFocusedItem { return copySelectedItem() }
        return super.perform(action, withSender: sender)
    }

    /// A released drag rests where the layout says, asked in the layout's own coordinates
    /// (mirrored in a right-to-left interface) with UIKit's velocity in points per millisecond.
    override func restingTarget(forProjected target: CGPoint, velocity: CGPoint) -> CGPoint {
        let velocityInLayout = CGPoint(x: (mirrorsLayout ? 1 : -1) * velocity.x / 1000, y: -velocity.y / 1000)
        let proposed = layoutOffset(target)
        let resting = collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocityInLayout)
        return layoutOffset(resting)
    }
}
