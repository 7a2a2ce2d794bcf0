import Foundation

extension UIScrollView {
    /// Which scroll view a wheel or touchpad scroll of `delta` over `view` moves, and by how
    /// much: the nearest scroll view (from `view` up) that scrolls along the delta's main axis;
    /// failing that, the nearest that scrolls along the other axis, turned to it (a vertical
    /// wheel over something that only scrolls sideways scrolls it sideways). So over a
    /// sideways strip in a vertical list, the wheel scrolls the list and shift + wheel (or a
    /// sideways touchpad swipe) the strip.
    /// - Note: Tessera's entry point for window hosts, with ``applyScrollWheel(_:)``.
    public static func wheelTarget(for delta: CGPoint, over view: UIView?) -> (scrollView: UIScrollView, delta: CGPoint)? {
        var chain: [UIScrollView] = []
        var current = view
        while let v = current {
            if let scrollView = v as? UIScrollView, scrollView.isScrollEnabled { chain.append(scrollView) }
            current = v.superview
        }
        let sideways = abs(delta.x) > abs(delta.y)
        if let direct = chain.first(where: { sideways ? $0.canScrollHorizontally : $0.canScrollVertically }) {
            return (direct, sideways ? CGPoint(x: delta.x, y: 0) : CGPoint(x: 0, y: delta.y))
        }
        if let turned = chain.first(where: { sideways ? $0.canScrollVertically : $0.canScrollHorizontally }) {
            return (turned, sideways ? CGPoint(x: 0, y: delta.x) : CGPoint(x: delta.y, y: 0))
        }
        return nil
    }
}
