import Foundation
import TesseraCore

extension UICollectionView {
    /// Moves the views of a validated update from their old to their new attributes.
    ///
    /// Views of items that stay move to their new place; inserted items start from the
    /// layout's `initialLayoutAttributesForAppearingItem(at:)` (a fade in place when it gives
    /// none); deleted and reloaded-away items go to `finalLayoutAttributesForDisappearingItem(at:)`
    /// (a fade in place when none) and then back to their pools. Everything animates together over
    /// ``updateAnimationDuration``, starting from what is on screen.
    func applyUpdate(_ mapping: UpdateMapping, completion: @escaping (Bool) -> Void) {
        let layout = collectionViewLayout
        let oldViews = visibleViews
        let oldAttributes = capturedAttributes()
        let oldOrigin = bounds.origin
        for part in itemStateParts { part.follow(mapping) }
        // UIKit's order: the layout prepares for the new data, then hears what changed.
        let context = layout.makeInvalidationContext()
        context.everything = true
        context.dataSourceCounts = true
        layout.invalidateLayout(with: context)
        layout.prepareIfNeeded()
        layout.prepare(forCollectionViewUpdates: mapping.updateItems.map {
            UICollectionViewUpdateItem(action: .init($0.action), before: $0.before, after: $0.after)
        })
        contentSize = layout.collectionViewContentSize
        // UIKit calls finalizeCollectionViewUpdates() inside the update's animation block, before
        // anything moves: an offset adjustment its invalidation asks for (a chat keeping its
        // bottom in view) decides where the views go, so rows on screen do not jump.
        layout.finalizeCollectionViewUpdates()
        layout.prepareIfNeeded()
        contentSize = layout.collectionViewContentSize
        keepOnScreen(oldViews.values, whileOffsetMovedFrom: oldOrigin)
        moveViews(from: oldViews, newKey: { key in self.isReloaded(key, mapping) ? nil : self.newKey(for: key, mapping) },
                  appearing: { key, final in self.appearingAttributes(for: key, final: final, mapping: mapping, old: oldAttributes) },
                  disappearing: { key, view in self.disappearingAttributes(for: key, view: view) },
                  finished: {}, completion: completion)
        // A list row's look depends on its place in its section (an inset-grouped section
        // rounds its first and last rows): rows that stay look again.
        for case let row as UICollectionViewListCell in visibleViews.values { row.setNeedsLayout() }
    }

    /// The offset moved during the update (the layout's adjustment): the views on screen move
    /// with it first, so they start where the reader saw them and animate from there.
    private func keepOnScreen(_ views: Dictionary<ElementKey, UICollectionReusableView>.Values, whileOffsetMovedFrom origin: CGPoint) {
        let dx = bounds.origin.x - origin.x
        let dy = bounds.origin.y - origin.y
        guard dx != 0 || dy != 0 else { return }
        UIView.performWithoutAnimation {
            for view in views {
                guard let applied = view.appliedAttributes?.copy() as? UICollectionViewLayoutAttributes else { continue }
                applied.frame = applied.frame.offsetBy(dx: dx, dy: dy)
                view.applyAttributesIfChanged(applied)
            }
        }
    }

    /// Animates a change of layout: every element from its old attributes to its new ones.
    /// Elements only the new layout has start from the old layout's attributes, if it has them,
    /// or fade in; elements only the old layout has go to the new layout's attributes, if it
    /// has them, or fade out, and then leave. No view is left behind.
    func animateLayoutChange(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout,
                             oldViews: [ElementKey: UICollectionReusableView], oldAttributes: [ElementKey: UICollectionViewLayoutAttributes],
                             completion: @escaping (Bool) -> Void) {
        moveViews(from: oldViews, newKey: { $0 },
                  appearing: { key, final in
                      (oldAttributes[key]?.copy() as? UICollectionViewLayoutAttributes) ?? final.faded()
                  },
                  disappearing: { key, view in
                      self.attributes(for: key) ?? (view.appliedAttributes ?? UICollectionViewLayoutAttributes()).faded()
                  },
                  finished: {
                      for view in self.visibleViews.values { view.didTransition(from: oldLayout, to: newLayout) }
                      newLayout.finalizeLayoutTransition()
                      oldLayout.finalizeLayoutTransition()
                  }, completion: completion)
    }

    /// The shared core: old views that have a place in the new state move there, the others
    /// animate away and return to their pools, new views animate in.
    private func moveViews(from oldViews: [ElementKey: UICollectionReusableView],
                           newKey: (ElementKey) -> ElementKey?,
                           appearing: (ElementKey, UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes?,
                           disappearing: (ElementKey, UICollectionReusableView) -> UICollectionViewLayoutAttributes,
                           finished: @escaping () -> Void, completion: @escaping (Bool) -> Void) {
        let finalAttributes = displayedAttributes(in: bounds)
        var moves: [(UICollectionReusableView, UICollectionViewLayoutAttributes?, UICollectionViewLayoutAttributes)] = []
        var leaving: [(UICollectionReusableView, ElementKey, UICollectionViewLayoutAttributes)] = []
        visibleViews.removeAll()
        var survivors: [ElementKey: UICollectionReusableView] = [:]
        for (key, view) in oldViews {
            if let target = newKey(key) {
                survivors[target] = view
            } else {
                leaving.append((view, key, disappearing(key, view)))
            }
        }
        for attributes in finalAttributes where isValid(attributes) {
            let key = ElementKey(attributes)
            if let view = survivors.removeValue(forKey: key) {
                visibleViews[key] = view
                retarget(view, to: attributes)
                moves.append((view, nil, attributes))
            } else if let view = makeAppearingView(for: key, attributes: attributes) {
                visibleViews[key] = view
                moves.append((view, appearing(key, attributes), attributes))
            }
        }
        // Survivors that end off screen still slide to where they now belong, then leave.
        for (key, view) in survivors {
            let end = attributes(for: key) ?? disappearing(key, view)
            leaving.append((view, key, end))
        }
        animate(moves: moves, leaving: leaving, finished: finished, completion: completion)
    }

    private func animate(moves: [(UICollectionReusableView, UICollectionViewLayoutAttributes?, UICollectionViewLayoutAttributes)],
                         leaving: [(UICollectionReusableView, ElementKey, UICollectionViewLayoutAttributes)],
                         finished whenDone: @escaping () -> Void, completion: @escaping (Bool) -> Void) {
        updateAnimator.animate(moves.map { .init(view: $0.0, start: $0.1, end: $0.2) },
                               leaving: leaving.map { .init(view: $0.0, key: $0.1, end: $0.2) },
                               duration: UICollectionView.updateAnimationDuration,
                               recycle: { [weak self] view, key in self?.recycle(view, key: key) },
                               finished: { [weak self] finished in
                                   guard let self else { return }
                                   whenDone()
                                   self.setNeedsLayout()
                                   completion(finished)
                               })
    }

    /// Where an element of the old state is in the new one, if it still exists.
    private func newKey(for key: ElementKey, _ mapping: UpdateMapping) -> ElementKey? {
        switch key.category {
        case .cell:
            return mapping.newIndexPath(forOld: key.indexPath).map(ElementKey.cell)
        case .supplementaryView:
            guard let section = mapping.newSection(forOld: key.indexPath.section) else { return nil }
            var path = key.indexPath
            path[0] = section
            return ElementKey(category: .supplementaryView, kind: key.kind, indexPath: path)
        case .decorationView:
            return key
        }
    }

    private func isReloaded(_ key: ElementKey, _ mapping: UpdateMapping) -> Bool {
        mapping.reloadedSections.contains(key.indexPath.section)
            || (key.category == .cell && mapping.reloadedItems.contains(key.indexPath))
    }

    /// The old layout's attributes around the visible area, kept so items that slide into view
    /// start from where they were.
    func capturedAttributes() -> [ElementKey: UICollectionViewLayoutAttributes] {
        let around = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        var result: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in displayedAttributes(in: around) {
            result[ElementKey(attributes)] = attributes
        }
        for (key, view) in visibleViews { if let applied = view.appliedAttributes { result[key] = applied } }
        return result
    }

    private func appearingAttributes(for key: ElementKey, final: UICollectionViewLayoutAttributes, mapping: UpdateMapping,
                                     old: [ElementKey: UICollectionViewLayoutAttributes]) -> UICollectionViewLayoutAttributes? {
        if key.category == .cell, !mapping.isInserted(key.indexPath) {
            // An item that existed: from where the old layout had it, if that was near.
            if let oldPath = mapping.oldIndexPath(forNew: key.indexPath), let before = old[ElementKey.cell(oldPath)] {
                let start = before.copy() as! UICollectionViewLayoutAttributes
                start.indexPath = key.indexPath
                return start
            }
            return nil
        }
        return displayedInitialAttributes(for: key) ?? final.faded()
    }

    private func disappearingAttributes(for key: ElementKey, view: UICollectionReusableView) -> UICollectionViewLayoutAttributes {
        return displayedFinalAttributes(for: key) ?? (view.appliedAttributes ?? UICollectionViewLayoutAttributes()).faded()
    }

    /// The current layout's attributes for an element.
    func attributes(for key: ElementKey) -> UICollectionViewLayoutAttributes? {
        displayedAttributes(for: key)
    }

    /// A view that survives keeps its object but now stands for a new index path.
    private func retarget(_ view: UICollectionReusableView, to attributes: UICollectionViewLayoutAttributes) {
        if let cell = view as? UICollectionViewCell, selectedIndexPaths.contains(attributes.indexPath) { cell.isSelected = true }
    }

    private func makeAppearingView(for key: ElementKey, attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        var view: UICollectionReusableView?
        UIView.performWithoutAnimation { view = makeView(for: key, attributes: attributes) }
        return view
    }
}
