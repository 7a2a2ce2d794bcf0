import Foundation

extension UICollectionView {
    /// What a scroll frame needed: nothing more, the full placement, or the full placement to
    /// settle cells measured as they entered.
    enum ScrollPlacement { case placed, fullPass, measured }

    /// A scroll frame, when only the offset moved since the last placement and the layout was
    /// not invalidated: nothing at all while the offset stays in the stable range, or else only
    /// the elements leaving are recycled and only the strip that came into view is asked of the
    /// layout (the elements that stay keep their attributes, as the layout did not change).
    /// `.measured` when a cell measured as it entered invalidated the layout.
    func placeScrolledElements() -> ScrollPlacement {
        let layout = collectionViewLayout
        if !strips.scrolled.isEmpty, !placeScrolledStrips() { return .fullPass }
        guard !layout.needsPrepare, interactiveMovement == nil, let stable = stablePlacement else { return .fullPass }
        if stable.allows(bounds, layout: layout, generation: placementGeneration) {
            backgroundView?.frame = bounds
            return .placed
        }
        guard stable.allowsUpdate(to: bounds, layout: layout, generation: placementGeneration) else { return .fullPass }
        placeEntering(from: stable.bounds, vertical: stable.vertical)
        backgroundView?.frame = bounds
        guard !layout.needsPrepare else { return .measured }
        stablePlacement = findStablePlacement()
        return .placed
    }

    /// Recycles the elements that left `bounds` and places those in the strip that came into
    /// view since `old`. Both are found by asking the layout about the two strips (what scrolled
    /// out, what scrolled in), not by visiting every view on screen.
    /// Elements with non-finite frames are left as they are (no rectangle test holds for them).
    private func placeEntering(from old: CGRect, vertical: Bool) {
        let now = bounds
        let (gone, came) = strips(from: old, to: now, vertical: vertical)
        for (key, frame) in displayedElements(in: gone) {
            guard StablePlacement.isFinite(frame), !StablePlacement.overlaps(frame, now) else { continue }
            if let view = visibleViews.removeValue(forKey: key) { recycle(view, key: key) }
        }
        for attributes in displayedAttributes(in: came) {
            let frame = attributes.frame
            guard StablePlacement.isFinite(frame), StablePlacement.overlaps(frame, now), isValid(attributes) else { continue }
            let key = ElementKey(attributes)
            guard visibleViews[key] == nil, let view = makeView(for: key, attributes: attributes) else { continue }
            visibleViews[key] = view
            viewsMadeInPass.insert(key)
            askForPreferredAttributes(of: view, original: attributes)
        }
    }

    /// The part of `old` that scrolled out and the part of `now` that scrolled in (same size,
    /// moved along one axis by less than their length).
    private func strips(from old: CGRect, to now: CGRect, vertical: Bool) -> (gone: CGRect, came: CGRect) {
        if vertical {
            return now.minY > old.minY
                ? (CGRect(x: old.minX, y: old.minY, width: old.width, height: now.minY - old.minY),
                   CGRect(x: now.minX, y: old.maxY, width: now.width, height: now.maxY - old.maxY))
                : (CGRect(x: old.minX, y: now.maxY, width: old.width, height: old.maxY - now.maxY),
                   CGRect(x: now.minX, y: now.minY, width: now.width, height: old.minY - now.minY))
        }
        return now.minX > old.minX
            ? (CGRect(x: old.minX, y: old.minY, width: now.minX - old.minX, height: old.height),
               CGRect(x: old.maxX, y: now.minY, width: now.maxX - old.maxX, height: now.height))
            : (CGRect(x: now.maxX, y: old.minY, width: old.maxX - now.maxX, height: old.height),
               CGRect(x: now.minX, y: now.minY, width: old.minX - now.minX, height: now.height))
    }

    /// The range of offsets that keeps what is on screen, from what the layout has within an
    /// eighth of the screen either side of each edge along the scrolling axis. Elements further inside
    /// cannot end the range sooner than the strip does, so the views on screen are not visited.
    func findStablePlacement() -> StablePlacement? {
        let layout = collectionViewLayout
        let vertical = (layout as? UICollectionViewFlowLayout).map { $0.scrollDirection == .vertical }
            ?? (contentSize.height > bounds.height || contentSize.width <= bounds.width)
        let length = vertical ? bounds.height : bounds.width
        // A layout that re-lays out as the bounds move (pinned headers, zooming lines) is asked
        // again on every frame anyway: no range to find. (Its answer to the last real move is
        // used: layouts such as the springy one act inside `shouldInvalidateLayout`.)
        guard !lastBoundsChangeInvalidated else { return nil }
        let strip = length / 8
        guard strip > 0, strip.isFinite else { return nil }
        let start = vertical ? bounds.minY : bounds.minX
        let bands = [edgeStrip(at: start, width: strip, vertical: vertical), edgeStrip(at: start + length, width: strip, vertical: vertical)]
        var near: [CGRect] = []
        for band in bands {
            for (_, frame) in displayedElements(in: band) {
                // A layout that answers with elements outside the rectangle asked about (all of
                // them, say) is placed in full on every frame, as before. Non-finite frames
                // (reported elsewhere) end it too: no rectangle test holds for them.
                guard StablePlacement.isFinite(frame), frame.intersects(band) || band.contains(frame.origin) else { return nil }
                near.append(frame)
            }
        }
        guard let (low, high) = StablePlacement.range(for: bounds, vertical: vertical, near: near, strip: strip) else { return nil }
        return StablePlacement(vertical: vertical, bounds: bounds, low: low, high: high, size: bounds.size,
                               crossOrigin: vertical ? bounds.minX : bounds.minY, layout: ObjectIdentifier(layout),
                               generation: placementGeneration)
    }

    /// The band `width` either side of `position` along the axis, across the bounds.
    private func edgeStrip(at position: CGFloat, width: CGFloat, vertical: Bool) -> CGRect {
        vertical ? CGRect(x: bounds.minX, y: position - width, width: bounds.width, height: 2 * width)
            : CGRect(x: position - width, y: bounds.minY, width: 2 * width, height: bounds.height)
    }
}
