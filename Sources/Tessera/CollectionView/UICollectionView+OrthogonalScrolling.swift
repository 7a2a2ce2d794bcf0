import Foundation

/// Sections of a compositional layout that scroll sideways: each shown one gets a scroll view
/// across the collection view (``OrthogonalScrollerView``) that hosts its cells and badges, as in
/// UIKit. Its offset is kept by the layout (per section, also while the section is off screen);
/// when it moves, the next layout pass places what came into the strip and recycles what left.
extension UICollectionView {
    private var compositional: UICollectionViewCompositionalLayout? { collectionViewLayout as? UICollectionViewCompositionalLayout }

    /// Brings the strips of the sections in `bounds` up to date (frame, content, behaviour,
    /// offset) and takes away the scrollers of sections no longer shown.
    func updateOrthogonalScrollers() {
        guard let layout = compositional, !layout.sections.isEmpty else {
            for scroller in strips.scrollers.values { scroller.removeFromSuperview() }
            strips.scrollers.removeAll()
            return
        }
        let shown = layout.geometry.sections(in: bounds)
        for section in shown where layout.sections.indices.contains(section) && layout.sections[section].strip != nil {
            _ = orthogonalScroller(forSection: section)
        }
        rehomeViewsOfChangedSections(layout)
        for (section, scroller) in strips.scrollers where !shown.contains(section) || !layout.sections.indices.contains(section)
            || layout.sections[section].strip == nil {
            guard scroller.subviews.isEmpty else { continue }
            scroller.removeFromSuperview()
            strips.scrollers[section] = nil
        }
    }

    /// A section that started or stopped scrolling sideways moves its views on screen into its
    /// strip or out of it, so none stays clipped in a strip its section no longer has; the
    /// placement that follows puts each where its attributes say in its new container.
    private func rehomeViewsOfChangedSections(_ layout: UICollectionViewCompositionalLayout) {
        let stripSections = Set(layout.sections.indices.filter { layout.sections[$0].strip != nil })
        guard stripSections != strips.sectionsWithStrips else { return }
        strips.sectionsWithStrips = stripSections
        for (key, view) in visibleViews where view.superview === self || view.superview is OrthogonalScrollerView {
            let container = container(for: key)
            guard view.superview !== container else { continue }
            let frame = view.convert(view.bounds, to: container)
            container.addSubview(view)
            view.center = CGPoint(x: frame.midX, y: frame.midY)
            // Placed afresh by the pass that follows, in the new container's coordinates.
            view.appliedAttributes = nil
        }
    }

    /// The scroller of `section`'s strip, made or brought up to date.
    func orthogonalScroller(forSection section: Int) -> OrthogonalScrollerView? {
        guard let layout = compositional, layout.sections.indices.contains(section), let strip = layout.sections[section].strip,
              let layoutSection = layout.sections[section].layoutSection else { return nil }
        let scroller = strips.scrollers[section] ?? makeOrthogonalScroller(section: section)
        configure(scroller, strip: strip, properties: layoutSection.orthogonalScrollingProperties, layout: layout)
        return scroller
    }

    private func makeOrthogonalScroller(section: Int) -> OrthogonalScrollerView {
        let scroller = OrthogonalScrollerView(section: section)
        scroller.onScroll = { [weak self] scroller in self?.orthogonalScrollerDidScroll(scroller) }
        if let backgroundView, backgroundView.superview === self {
            insertSubview(scroller, aboveSubview: backgroundView)
        } else {
            insertSubview(scroller, at: 0)
        }
        strips.scrollers[scroller.section] = scroller
        return scroller
    }

    private func configure(_ scroller: OrthogonalScrollerView, strip: OrthogonalStrip,
                           properties: UICollectionLayoutSectionOrthogonalScrollingProperties, layout: UICollectionViewCompositionalLayout) {
        strips.isConfiguring = true
        defer { strips.isConfiguring = false }
        if scroller.frame != strip.band { scroller.frame = strip.band }
        scroller.vertical = strip.vertical
        scroller.contentSize = strip.vertical ? CGSize(width: strip.band.width, height: strip.contentLength)
            : CGSize(width: strip.contentLength, height: strip.band.height)
        scroller.behavior = strip.behavior
        scroller.groupStarts = strip.groupStart
        scroller.groupEnds = strip.groupEnd
        scroller.leadingInset = strip.leadingInset
        scroller.isPagingEnabled = strip.behavior == .paging
        scroller.bounces = properties.bounce != .never
        scroller.alwaysBounceHorizontal = properties.bounce == .always && !strip.vertical
        scroller.alwaysBounceVertical = properties.bounce == .always && strip.vertical
        scroller.decelerationRate = properties.decelerationRate == .automatic
            ? decelerationRate : UIScrollView.DecelerationRate(rawValue: properties.decelerationRate.rawValue)
        scroller.mirrored = mirrorsLayout
        let insets = centringInsets(scroller, strip: strip)
        if scroller.contentInset != insets { scroller.contentInset = insets }
        let before = strip.vertical ? scroller.contentInset.top : (scroller.mirrored ? scroller.contentInset.right : scroller.contentInset.left)
        let offset = layout.orthogonalOffsets[scroller.section] ?? -before
        var wanted = scroller.contentOffset(forLayoutOffset: offset)
        if !scroller.isTracking, !scroller.isDecelerating {
            let clamped = scroller.clampedContentOffset(scroller.point(along: wanted))
            wanted = strip.vertical ? clamped.y : clamped.x
        }
        if scroller.offsetAlong != wanted || scroller.contentOffset != scroller.point(along: wanted) {
            scroller.contentOffset = scroller.point(along: wanted)
        }
        layout.orthogonalOffsets[scroller.section] = scroller.layoutOffset(forContentOffset: wanted)
    }

    /// Room to centre the first and the last group of a centred-paging strip (on the other
    /// sides when mirrored); none for the other behaviours.
    private func centringInsets(_ scroller: OrthogonalScrollerView, strip: OrthogonalStrip) -> UIEdgeInsets {
        guard strip.behavior == .groupPagingCentered, let first = scroller.centringOffsets.first, let last = scroller.centringOffsets.last else {
            return .zero
        }
        let length = strip.vertical ? strip.band.height : strip.band.width
        let before = max(0, -first), after = max(0, last + length - strip.contentLength)
        if strip.vertical { return UIEdgeInsets(top: before, left: 0, bottom: after, right: 0) }
        return UIEdgeInsets(top: 0, left: scroller.mirrored ? after : before, bottom: 0, right: scroller.mirrored ? before : after)
    }

    /// The strip moved: the layout hears its offset and the next pass places that strip again.
    private func orthogonalScrollerDidScroll(_ scroller: OrthogonalScrollerView) {
        guard let layout = compositional else { return }
        layout.orthogonalOffsets[scroller.section] = scroller.layoutOffset(forContentOffset: scroller.offsetAlong)
        guard !strips.isConfiguring else { return }
        strips.scrolled.insert(scroller.section)
        setNeedsLayout()
    }

    /// A pass after only strips moved sideways: each is placed again on its own (what entered
    /// it made, what left it recycled), not the whole screen; the page's stable range still
    /// holds, as a strip's elements stay in its band. False when a full pass is needed.
    func placeScrolledStrips() -> Bool {
        guard !strips.scrolled.isEmpty else { return false }
        let scrolled = strips.scrolled
        strips.scrolled.removeAll()
        let layout = collectionViewLayout
        guard !layout.needsPrepare, interactiveMovement == nil, let stable = stablePlacement,
              stable.allows(bounds, layout: layout, generation: placementGeneration) else { return false }
        for section in scrolled.sorted() { placeStrip(section) }
        if layout.needsPrepare { return false }
        stablePlacement = stable.keeping(generation: placementGeneration)
        return true
    }

    private func placeStrip(_ section: Int) {
        guard let scroller = strips.scrollers[section], let band = compositional?.sections[section].strip?.band else { return }
        var wanted: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        let shown = displayedAttributes(in: band.intersection(bounds)).filter { $0.indexPath.count == 2 && $0.indexPath.section == section }
        for attributes in shown where isValid(attributes) && container(for: ElementKey(attributes)) === scroller {
            wanted[ElementKey(attributes)] = attributes
        }
        for (key, view) in visibleViews where view.superview === scroller && wanted[key] == nil {
            visibleViews[key] = nil
            recycle(view, key: key)
        }
        for (key, attributes) in wanted {
            if let view = visibleViews[key] {
                if view.applyAttributesIfChanged(attributes) { askForPreferredAttributes(of: view, original: attributes) }
            } else if let view = makeView(for: key, attributes: attributes) {
                visibleViews[key] = view
                askForPreferredAttributes(of: view, original: attributes)
            }
        }
    }

    /// The view an element's view goes in: its section's strip for the cells and badges of a
    /// sideways-scrolling section, else the collection view.
    func container(for key: ElementKey) -> UIView {
        guard key.category != .decorationView, let layout = compositional, key.indexPath.count == 2,
              layout.sections.indices.contains(key.indexPath.section), layout.sections[key.indexPath.section].strip != nil else { return self }
        if key.category == .supplementaryView, layout.sections[key.indexPath.section].boundaries.contains(where: { $0.kind == key.kind }) {
            return self
        }
        // A scroller already on screen is current (full passes bring them up to date); only a
        // section entering between full passes needs one made.
        return strips.scrollers[key.indexPath.section] ?? orthogonalScroller(forSection: key.indexPath.section) ?? self
    }
}
