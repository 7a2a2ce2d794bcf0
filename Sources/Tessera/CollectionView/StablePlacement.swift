import Foundation

/// The scroll offsets along one axis for which the elements on screen stay exactly the same:
/// no element shown leaves and none near enters. While the bounds move within it, the layout is
/// not asked again and no view changes: a scroll frame then costs the check, whatever the
/// number of elements on screen (the scroll view's bounds move the content by themselves).
///
/// Worked out after each full placement from the attributes placed and those in a strip past
/// each edge; kept only while nothing else changed (the views on screen, the layout, a drag).
struct StablePlacement {
    let vertical: Bool
    /// The bounds the elements were placed for.
    let bounds: CGRect
    /// Offsets along the axis (the bounds' min) that keep the set: `low < offset < high`.
    let low: CGFloat
    let high: CGFloat
    /// What must not change: the bounds' size and the other axis' origin, the layout, the views.
    let size: CGSize
    let crossOrigin: CGFloat
    let layout: ObjectIdentifier
    let generation: Int

    /// The same range for views that changed in a way it does not depend on (a strip's).
    func keeping(generation: Int) -> StablePlacement {
        StablePlacement(vertical: vertical, bounds: bounds, low: low, high: high, size: size, crossOrigin: crossOrigin,
                        layout: layout, generation: generation)
    }

    func allows(_ bounds: CGRect, layout: UICollectionViewLayout, generation: Int) -> Bool {
        let offset = vertical ? bounds.minY : bounds.minX
        return offset > low && offset < high && isSameScene(bounds, layout: layout, generation: generation)
    }

    /// Whether only the offset along the axis changed since the placement, by less than a
    /// screen: what is on screen can then be brought up to date from what enters and leaves.
    func allowsUpdate(to bounds: CGRect, layout: UICollectionViewLayout, generation: Int) -> Bool {
        let moved = vertical ? abs(bounds.minY - self.bounds.minY) : abs(bounds.minX - self.bounds.minX)
        return moved < (vertical ? size.height : size.width) && isSameScene(bounds, layout: layout, generation: generation)
    }

    private func isSameScene(_ bounds: CGRect, layout: UICollectionViewLayout, generation: Int) -> Bool {
        bounds.size == size && (vertical ? bounds.minX : bounds.minY) == crossOrigin
            && generation == self.generation && ObjectIdentifier(layout) == self.layout
    }

    /// The range for `bounds`, from the attributes the layout gives in bands `strip` either side
    /// of each edge (`near`): elements on screen end it when they would leave, elements off
    /// screen when they would enter; it never reaches past `strip`. Nil when an element does not
    /// behave as a plain rectangle the bounds meet or not (an empty or non-finite frame).
    static func range(for bounds: CGRect, vertical: Bool, near: [CGRect], strip: CGFloat) -> (CGFloat, CGFloat)? {
        func main(_ r: CGRect) -> (CGFloat, CGFloat) { vertical ? (r.minY, r.maxY) : (r.minX, r.maxX) }
        func cross(_ r: CGRect) -> (CGFloat, CGFloat) { vertical ? (r.minX, r.maxX) : (r.minY, r.maxY) }
        let (start, end) = main(bounds)
        let length = end - start
        let (crossStart, crossEnd) = cross(bounds)
        var low = start - strip, high = start + strip
        for frame in near {
            guard isFinite(frame), !frame.isEmpty else { return nil }
            let (c0, c1) = cross(frame)
            guard c0 < crossEnd, c1 > crossStart else { continue }  // beside the bounds: never shown
            let (a, b) = main(frame)
            if overlaps(frame, bounds) {
                // On screen: it stays while it still meets the bounds.
                low = max(low, a - length)
                high = min(high, b)
            } else if a >= end {
                high = min(high, a - length)
            } else if b <= start {
                low = max(low, b)
            } else {
                return nil
            }
        }
        return low < high ? (low, high) : nil
    }

    /// Foundation's `CGRect.intersects` (edges that touch meet) for rectangles with finite,
    /// positive sizes, without building the intersection rectangle: placement asks it of every
    /// element near the screen's edges on every frame that changes what is shown.
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        guard a.width > 0, a.height > 0, b.width > 0, b.height > 0, a.maxX.isFinite, a.maxY.isFinite, b.maxX.isFinite, b.maxY.isFinite
        else { return a.intersects(b) }
        return a.maxX >= b.minX && b.maxX >= a.minX && a.maxY >= b.minY && b.maxY >= a.minY
    }

    static func isFinite(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
    }
}
