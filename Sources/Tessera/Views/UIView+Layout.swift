import Foundation

extension UIView {
    /// Asks for ``layoutSubviews()`` on the next layout pass; returns at once.
    public func setNeedsLayout() {
        needsLayout = true
        var view: UIView? = self
        while let v = view, !(v.subtreeNeedsLayout && v !== self) {
            v.subtreeNeedsLayout = true
            view = v.superview
        }
    }

    /// Runs the pending layout now: from the top-most ancestor that needs layout down through
    /// this view's subtree.
    public func layoutIfNeeded() {
        updateConstraintLayout()
        var top: UIView = self
        var view = superview
        while let v = view {
            if v.needsLayout { top = v }
            view = v.superview
        }
        top.layoutSubtreeIfNeeded()
        if top !== self { layoutSubtreeIfNeeded() }
    }

    /// Lays out this view if it needs it, then its subviews, parents before children.
    func layoutSubtreeIfNeeded() {
        guard needsLayout || subtreeNeedsLayout else { return }
        var rounds = 0
        repeat {
            // The root solves its tree's constraints first: layoutSubviews may have changed some.
            if superview == nil { updateConstraintLayout() }
            subtreeNeedsLayout = false
            if needsLayout {
                needsLayout = false
                noticeSafeAreaChange()
                owningViewController?.viewWillLayoutSubviews()
                layoutSubviews()
                owningViewController?.viewDidLayoutSubviews()
            }
            for subview in subviews { subview.layoutSubtreeIfNeeded() }
            rounds += 1
        } while (needsLayout || subtreeNeedsLayout) && rounds < 8
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// Applies each subview's ``autoresizingMask`` to a change of this view's size.
    func resizeSubviews(from old: CGSize, to new: CGSize) {
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            subview.frame = subview.autoresizedFrame(oldSuperSize: old, newSuperSize: new)
        }
    }

    /// Distributes the change in each direction over the flexible parts, in proportion to
    /// their current lengths, as UIKit does.
    private func autoresizedFrame(oldSuperSize old: CGSize, newSuperSize new: CGSize) -> CGRect {
        let f = frame, mask = autoresizingMask
        func distribute(_ delta: CGFloat, _ lead: CGFloat, _ size: CGFloat, _ trail: CGFloat,
                        _ flexLead: Bool, _ flexSize: Bool, _ flexTrail: Bool) -> (CGFloat, CGFloat) {
            let parts = [(flexLead, lead), (flexSize, size), (flexTrail, trail)].filter(\.0)
            guard !parts.isEmpty else { return (lead, size) }
            let total = parts.map { max($0.1, 0) }.reduce(0, +)
            func share(_ flexible: Bool, _ length: CGFloat) -> CGFloat {
                guard flexible else { return 0 }
                return total > 0 ? delta * max(length, 0) / total : delta / CGFloat(parts.count)
            }
            return (lead + share(flexLead, lead), size + share(flexSize, size))
        }
        let (x, w) = distribute(new.width - old.width, f.minX, f.width, old.width - f.maxX,
                                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
        let (y, h) = distribute(new.height - old.height, f.minY, f.height, old.height - f.maxY,
                                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
        return CGRect(x: x, y: y, width: max(0, w), height: max(0, h))
    }
}
