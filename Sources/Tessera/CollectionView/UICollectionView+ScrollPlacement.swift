import Foundation

extension UICollectionView {
    /// A scroll frame, when only the offset moved since the last placement and the layout was
    /// not invalidated: nothing at all while the offset stays in the stable range, or else only
    /// the elements leaving are recycled and only the strip that came into view is asked of the
    /// layout (the elements that stay keep their attributes, as the layout did not change).
    enum ScrollPlacement { case placed, fullPass, measured }

    /// `.fullPass` when the full placement must run; `.measured` when the elements were placed
    /// but a cell measured as it entered invalidated the layout, so the full pass settles it.
    func placeScrolledElements() -> ScrollPlacement {
        let layout = collectionViewLayout
        guard !layout.needsPrepare, interactiveMovement == nil, let stable = stablePlacement else { return .fullPass }
        if stable.allows(bounds, layout: layout, generation: placementGeneration) {
            backgroundView?.frame = bounds
            return .placed
        }
        guard stable.allowsUpdate(to: bounds, layout: layout, generation: placementGeneration),
              placeEntering(from: stable.bounds, vertical: stable.vertical) else { return .fullPass }
        backgroundView?.frame = bounds
        guard !layout.needsPrepare else { return .measured }
        stablePlacement = findStablePlacement()
        return .placed
    }

    /// Recycles the elements that left `bounds` and places those in the strip that came into
    /// view since `old`. False (and nothing changed) when a view on screen has no attributes.
    private func placeEntering(from old: CGRect, vertical: Bool) -> Bool {
        let now = bounds
        var leaving: [ElementKey] = []
        for (key, view) in visibleViews {
            guard let frame = view.appliedAttributes?.frame else { return false }
            if !frame.intersects(now) { leaving.append(key) }
        }
        for key in leaving {
            if let view = visibleViews.removeValue(forKey: key) { recycle(view, key: key) }
        }
        let strip: CGRect
        if vertical {
            strip = now.minY > old.minY ? CGRect(x: now.minX, y: old.maxY, width: now.width, height: now.maxY - old.maxY)
                : CGRect(x: now.minX, y: now.minY, width: now.width, height: old.minY - now.minY)
        } else {
            strip = now.minX > old.minX ? CGRect(x: old.maxX, y: now.minY, width: now.maxX - old.maxX, height: now.height)
                : CGRect(x: now.minX, y: now.minY, width: old.minX - now.minX, height: now.height)
        }
        for attributes in displayedAttributes(in: strip) where isValid(attributes) && attributes.frame.intersects(now) {
            let key = ElementKey(attributes)
            guard visibleViews[key] == nil, let view = makeView(for: key, attributes: attributes) else { continue }
            visibleViews[key] = view
            viewsMadeInPass.insert(key)
            askForPreferredAttributes(of: view, original: attributes)
        }
        return true
    }

    /// The range of offsets that keeps what is on screen, from what was just placed and strips
    /// past each edge along the scrolling axis (a quarter screen, or less when the elements are
    /// small: enough to find the next one each way).
    func findStablePlacement() -> StablePlacement? {
        let layout = collectionViewLayout
        let vertical = (layout as? UICollectionViewFlowLayout).map { $0.scrollDirection == .vertical }
            ?? (contentSize.height > bounds.height || contentSize.width <= bounds.width)
        let shown = visibleViews.values.compactMap(\.appliedAttributes)
        guard shown.count == visibleViews.count else { return nil }
        let longest = shown.reduce(CGFloat(0)) { max($0, vertical ? $1.frame.height : $1.frame.width) }
        let strip = min((vertical ? bounds.height : bounds.width) / 4, max(longest, 1) * 1.5)
        guard strip > 0, strip.isFinite else { return nil }
        let before = vertical ? CGRect(x: bounds.minX, y: bounds.minY - strip, width: bounds.width, height: strip)
            : CGRect(x: bounds.minX - strip, y: bounds.minY, width: strip, height: bounds.height)
        let after = vertical ? CGRect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: strip)
            : CGRect(x: bounds.maxX, y: bounds.minY, width: strip, height: bounds.height)
        guard let (low, high) = StablePlacement.range(for: bounds, vertical: vertical, shown: shown,
                                                     near: displayedAttributes(in: before) + displayedAttributes(in: after), strip: strip)
        else { return nil }
        return StablePlacement(vertical: vertical, bounds: bounds, low: low, high: high, size: bounds.size,
                               crossOrigin: vertical ? bounds.minX : bounds.minY, layout: ObjectIdentifier(layout),
                               generation: placementGeneration)
    }
}
