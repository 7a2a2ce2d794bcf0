import Foundation

extension UIView {
    /// Asks for ``layoutSubviews()`` on the next layout pass; returns at once.
    func performSetNeedsLayout() {
        needsLayout = true
        var view: UIView? = self
        while let v = view, !(v.subtreeNeedsLayout && v !== self) {
            v.subtreeNeedsLayout = true
            view = v.superview
        }
    }

    /// Runs the pending layout now: from the top-most ancestor that needs layout down through
    /// this view's subtree.
    func performLayoutIfNeeded() {
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

    /// Lays out this view if it needs it, then its subviews, parents before children; again
    /// while a `layoutSubviews()` asked for more, up to ``LayoutLoopGuard/budget`` rounds.
    ///
    /// Only the outermost pass over a tree repeats: a pass started inside it (a
    /// `layoutIfNeeded()` from a `layoutSubviews()`) lays out once and leaves what is dirty to
    /// the outer rounds, so nesting never multiplies the rounds. Past the budget the views that
    /// still ask are reported once (UIKit's layout feedback loop) and their requests dropped.
    func layoutSubtreeIfNeeded() {
        guard needsLayout || subtreeNeedsLayout else { return }
        if UIView.layoutRoots.contains(where: { isDescendant(of: $0) }) {
            layoutSubtreeOnce()
            return
        }
        UIView.layoutRoots.append(self)
        defer { UIView.layoutRoots.removeLast() }
        var rounds = LayoutLoopGuard()
        repeat {
            guard rounds.allowsRequest() else { return dropLayoutLoop() }
            layoutSubtreeOnce()
        } while needsLayout || subtreeNeedsLayout
    }

    /// The trees being laid out now, outermost first.
    private static var layoutRoots: [UIView] = []

    private func layoutSubtreeOnce() {
        // The root solves its tree's constraints first: layoutSubviews may have changed some.
        if superview == nil { updateConstraintLayout() }
        subtreeNeedsLayout = false
        if needsLayout {
            needsLayout = false
            noticeSafeAreaChange()
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            layoutSublayers(of: layer)
            owningViewController?.viewDidLayoutSubviews()
        }
        if !layer.tree.entries.isEmpty { layer.layOutFreeSublayers() }
        for subview in subviews where subview.needsLayout || subview.subtreeNeedsLayout { subview.layoutSubtreeOnce() }
    }

    /// Reports the views that asked for layout on every round and forgets their requests.
    private func dropLayoutLoop() {
        var askers: [String] = []
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            guard view.needsLayout || view.subtreeNeedsLayout else { continue }
            if view.needsLayout { askers.append(String(describing: type(of: view))) }
            view.needsLayout = false
            view.subtreeNeedsLayout = false
            pending.append(contentsOf: view.subviews)
        }
        let names = Set(askers).sorted().joined(separator: ", ")
        TesseraDiagnostics.reportOnce("layout feedback loop: \(names) asked for layout again on each of \(LayoutLoopGuard.budget) passes in one frame (a layoutSubviews() that changes what it lays out, or calls setNeedsLayout()); their requests are dropped and the last layout stays")
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    func performSizeToFit() {
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
