import Foundation

extension UICollectionView {
    /// The layout pass: let the layout prepare, size the content, and place the views of the
    /// elements in the visible rectangle. Counts reloaded since the last pass are asked when
    /// first needed — by the layout's `prepare()` or by placing — as in UIKit, where a data
    /// source may answer from what its layout prepared.
    func layoutVisibleElements() {
        defer { prefetcher.update() }
        let layout = collectionViewLayout
        applyLayoutBackground()
        if let last = lastLayoutBounds, last != bounds {
            lastBoundsChangeInvalidated = layout.shouldInvalidateLayout(forBoundsChange: bounds)
            if lastBoundsChangeInvalidated { layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds)) }
        }
        lastLayoutBounds = bounds
        viewsMadeInPass.removeAll(keepingCapacity: true)
        // From here an invalidation asks for this pass again: the loop guard counts it.
        layout.pass.isInPass = true
        defer { layout.pass.isInPass = false }
        layout.pass.beginRound()
        let scrolled = placeScrolledElements()
        if scrolled == .placed { return }
        stablePlacement = nil
        // Self-sizing can invalidate the layout while placing; a few rounds settle it. Between
        // rounds the top item that was on screen before this pass keeps its place, so items
        // measured above it do not move what the user was looking at (estimates replaced
        // without a jump). The anchor is found only when a round follows: a scroll frame that
        // invalidates nothing pays nothing for it.
        // Cells that entered while scrolling were measured already: the anchor is taken now.
        let measured = scrolled == .measured
        var anchor: (key: ElementKey, origin: CGPoint)? = measured ? scrollAnchor() : nil
        for round in 0..<4 {
            layout.pass.beginRound()
            if round == 1, !measured { anchor = scrollAnchor() }
            layout.prepareIfNeeded()
            contentSize = layout.collectionViewContentSize
            if round > 0 || measured, let kept = anchor { anchor = keepOnScreen(kept) }
            backgroundView?.frame = bounds
            updateOrthogonalScrollers()
            placeElements(in: bounds)
            if !layout.needsPrepare { break }
        }
        if !layout.needsPrepare, interactiveMovement == nil { stablePlacement = findStablePlacement() }
    }

    /// Among the cells that were on screen before this pass (their frames are still the old
    /// layout's until the next prepare), the first whose top edge is visible, or the first.
    private func scrollAnchor() -> (key: ElementKey, origin: CGPoint)? {
        let cells = visibleViews.filter { $0.key.category == .cell && !viewsMadeInPass.contains($0.key) }
        let visibleTop = cells.filter { $0.value.frame.minY >= bounds.minY && $0.value.frame.minX >= bounds.minX }
        guard let first = (visibleTop.isEmpty ? cells : visibleTop).min(by: { $0.key.indexPath < $1.key.indexPath }) else { return nil }
        return (first.key, first.value.frame.origin)
    }

    /// Moves the offset along the scrolling axis by as much as the anchor moved in the layout;
    /// returns the anchor where it is now.
    private func keepOnScreen(_ anchor: (key: ElementKey, origin: CGPoint)) -> (key: ElementKey, origin: CGPoint)? {
        guard let now = displayedAttributes(for: anchor.key)?.frame.origin else { return nil }
        let vertical = (collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection != .horizontal
        let delta = vertical ? CGPoint(x: 0, y: now.y - anchor.origin.y) : CGPoint(x: now.x - anchor.origin.x, y: 0)
        if delta != .zero, !isTracking {
            UIView.performWithoutAnimation { bounds.origin = CGPoint(x: bounds.minX + delta.x, y: bounds.minY + delta.y) }
        }
        return (anchor.key, now)
    }

    private func placeElements(in rect: CGRect) {
        var attributes = displayedAttributes(in: rect)
        if interactiveMovement != nil { attributes = attributes.map(movingAttributes(replacing:)) }
        placement.place(attributes, owner: self)
    }

    /// Drops attributes for elements the data source does not have (a layout's stale answer,
    /// such as attributes cached before a delete), so the data source is never asked for them.
    /// Said once per collection view: a stale layout gives the same answer every frame.
    func isValid(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        isValid(ElementKey(attributes))
    }

    func isValid(_ key: ElementKey) -> Bool {
        guard key.category == .cell else { return true }
        let path = key.indexPath
        guard path.count == 2, path.section >= 0, path.section < numberOfSections,
              path.item >= 0, path.item < numberOfItems(inSection: path.section) else {
            if reportedDataSourceProblems.insert("stale attributes").inserted {
                TesseraDiagnostics.report("the layout returned attributes for the item at \(path), which does not exist (items per section: \(sectionCounts.map { $0.count > 20 ? "\($0.count) sections" : "\($0)" } ?? "none")); ignored")
            }
            return false
        }
        return true
    }

    func makeView(for key: ElementKey, attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        attributesBeingPlaced = attributes
        defer { attributesBeingPlaced = nil }
        let view: UICollectionReusableView?
        switch key.category {
        case .cell:
            guard let dataSource else { return nil }
            // During a drag the data source still has the old order: it is asked for the item
            // that shows at this place.
            let asked = dataSourceIndexPath(forShown: key.indexPath)
            if key.indexPath == dragAndDrop.gap {
                view = dragAndDrop.gapCell
            } else if let placeholder = placeholderContext(at: key.indexPath) {
                view = placeholderCell(for: placeholder, at: key.indexPath)
            } else if interactiveMovement == nil, let ready = prefetcher.takeCell(for: key.indexPath) {
                view = ready
            } else {
                prefetcher.shown(key.indexPath)
                view = checkedDataSourceView(dataSource.collectionView(self, cellForItemAt: asked), for: key,
                                             askedAs: ElementKey.cell(asked))
            }
        case .supplementaryView:
            guard let dataSource else { return nil }
            view = checkedDataSourceView(dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath), for: key)
        case .decorationView:
            view = dequeueDecorationView(ofKind: key.kind, key: key)
        }
        guard let view else { return nil }
        // A view dequeued for these very attributes had them applied then.
        if view.takeAttributesAppliedInDequeue() !== attributes { view.applyAttributesIfChanged(attributes) }
        if let cell = view as? UICollectionViewCell, cell !== dragAndDrop.gapCell {
            // Selected items show selected; the rest keep what the data source configured.
            if selectedIndexPaths.contains(key.indexPath) { cell.isSelected = true }
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
        } else if key.category == .supplementaryView {
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        }
        let container = container(for: key)
        if view.superview !== container {
            if container === self, let backgroundView, backgroundView.superview === self {
                insertSubview(view, aboveSubview: backgroundView)
            } else {
                container.addSubview(view)
            }
        }
        if let scroller = container as? OrthogonalScrollerView { view.center = scroller.converted(attributes.center) }
        // In its place with its attributes and before it is measured: UIKit's moment for a
        // cell's configuration update.
        (view as? UICollectionViewCell)?.updateConfigurationIfNeeded()
        return view
    }

    /// Self-sizing: offers the view's preferred attributes to the layout, which may invalidate.
    func askForPreferredAttributes(of view: UICollectionReusableView, original: UICollectionViewLayoutAttributes) {
        let layout = collectionViewLayout
        // A copy, as UIKit passes: the common idiom changes the size on the given attributes
        // and returns them, which must not alter the layout's own object or the original.
        let offered = original.copy() as! UICollectionViewLayoutAttributes
        let preferred = view.preferredLayoutAttributesFitting(offered)
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { return }
        let outer = layout.pass.activity
        let sizes = "offered \(original.size.width) × \(original.size.height), preferred \(preferred.size.width) × \(preferred.size.height)"
        layout.pass.activity = ("self-sizing", "self-sizing (the preferred size of the \(type(of: view)) at \(original.indexPath) kept changing: \(sizes))")
        defer { layout.pass.activity = outer }
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    }

    // MARK: Counts

    /// Whether the data source's counts were read (something may be on screen).
    var hasLoadedCounts: Bool { sectionCounts != nil }

    func loadSectionCounts() {
        guard let dataSource else { sectionCounts = []; return }
        let sections = max(0, dataSource.numberOfSections(in: self))
        sectionCounts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    /// The number of sections, as the data source last said.
    public var numberOfSections: Int {
        if sectionCounts == nil { loadSectionCounts() }
        return sectionCounts?.count ?? 0
    }

    /// The number of items in `section`, as the data source last said; 0 (and a diagnostic) for
    /// a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        if sectionCounts == nil { loadSectionCounts() }
        guard let counts = sectionCounts, counts.indices.contains(section) else {
            TesseraDiagnostics.report("numberOfItems(inSection: \(section)): there are only \(sectionCounts?.count ?? 0) sections")
            return 0
        }
        return counts[section]
    }

    /// Forgets every view on screen and asks the data source again on the next layout pass.
    ///
    /// A touch on an item, an interactive movement and the keyboard focus are forgotten (the
    /// data source never hears of a drag it may no longer hold). An update animation running now
    /// is cancelled: views stop where they are meant to end, views on their way out go back to
    /// their pools, and the update's completion gets `false`.
    func performReloadData() {
        // What named items by index path no longer can: the selection, a touch, the keyboard
        // focus, what was prefetched, a drag.
        for part in itemStateParts { part.forgetItems() }
        interactiveMovement = nil
        for (key, view) in visibleViews {
            view.layer.removeAllAnimations()
            recycle(view, key: key)
        }
        visibleViews.removeAll()
        for (view, key) in updateAnimator.takeLeavingViews() {
            view.layer.removeAllAnimations()
            recycle(view, key: key)
        }
        sectionCounts = nil
        let context = collectionViewLayout.makeInvalidationContext()
        context.everything = true
        context.dataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
        setNeedsLayout()
    }
}

/// The collection view owns its placement part: it names elements, makes their views (from the
/// data source, the layout's decoration classes, the drop gap or a placeholder) and recycles them.
extension UICollectionView: PlacementOwner {
    func placementKey(for attributes: UICollectionViewLayoutAttributes) -> ElementKey { ElementKey(attributes) }
}
