import Foundation

extension UIView {
    /// Adds `view` on top of the other subviews, taking it from its old superview first.
    func performAddSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` in ``subviews`` (clamped to the valid range).
    func performInsertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "UIView: cannot add a view to itself or its own descendant")
        let oldWindow = view.window, newWindow = window
        if view.superview === self, let current = subviews.firstIndex(of: view) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            layer.markDirty()
            return
        }
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        view.willMove(toSuperview: self)
        let oldEngine = view.superview == nil ? nil : view.constraintEngineIfAny
        view.detachFromSuperview()
        oldEngine?.subtreeDidDetach(view)
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        // Its constraints join this tree's engine.
        if let engine = view.ownConstraintEngine {
            view.ownConstraintEngine = nil
            engine.move(to: constraintEngineRoot.constraintEngine)
        }
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        // Its traits may differ under its new superview: checked before the next layout pass.
        TraitPropagation.subtreeDidChange(view)
        if view.subtreeNeedsConstraintUpdate || view.constraintsNeedUpdate {
            view.subtreeNeedsConstraintUpdate = false
            view.markSubtreeNeedsConstraintUpdate()
        }
        didAddSubview(view)
        view.setNeedsLayout()
        layer.markDirty()
    }

    func performInsertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let i = subviews.firstIndex(of: sibling) else { return addSubview(view) }
        insertSubview(view, at: view.superview === self && (subviews.firstIndex(of: view) ?? 0) < i ? i : i + 1)
    }

    func performInsertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let i = subviews.firstIndex(of: sibling) else { return insertSubview(view, at: 0) }
        insertSubview(view, at: view.superview === self && (subviews.firstIndex(of: view) ?? 0) < i ? i - 1 : i)
    }

    func performBringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count - 1)
    }

    func performSendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    func performExchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
        layer.markDirty()
    }

    /// Takes the view out of its superview (and window).
    func performRemoveFromSuperview() {
        guard superview != nil else { return }
        let oldWindow = window
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        // A first responder that leaves the window resigns, as in UIKit (the keyboard goes).
        if oldWindow != nil, let responder = UIResponder.currentFirstResponder as? UIView, responder.isDescendant(of: self) {
            _ = responder.resignFirstResponder()
        }
        willMove(toSuperview: nil)
        let oldEngine = constraintEngineIfAny
        detachFromSuperview()
        oldEngine?.subtreeDidDetach(self)
        didMoveToSuperview()
        if oldWindow != nil { notifyDidMoveToWindow() }
    }

    /// Where `view` is among the subviews, searched from both ends (cells leave from near the
    /// end as often as from the start), comparing identities without retaining.
    private func indexOfSubview(_ view: UIView) -> Int? {
        let target = ObjectIdentifier(view)
        return subviews.withUnsafeBufferPointer { siblings in
            var low = 0, high = siblings.count - 1
            while low <= high {
                if ObjectIdentifier(siblings[high]) == target { return high }
                if ObjectIdentifier(siblings[low]) == target { return low }
                low += 1; high -= 1
            }
            return nil
        }
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        // One element out, the rest shifted: no pass that moves (and retains) every sibling.
        if let index = parent.indexOfSubview(self) { parent.subviews.remove(at: index) }
        superview = nil
        parent.layer.markDirty()
    }

    private func notifyWillMove(toWindow window: UIWindow?) {
        willMove(toWindow: window)
        for subview in subviews { subview.notifyWillMove(toWindow: window) }
    }

    private func notifyDidMoveToWindow() {
        // In the window, with its traits: what the appearance proxies say comes first.
        if window != nil { AppearanceProxies.styleOnce(self) }
        // Endless layer animations (spinners) run again on screen.
        if window != nil, layer.hasEndlessAnimationsInTree { layer.trackAnimationsInTree() }
        didMoveToWindow()
        if window != nil { WindowArrivals.arrived(self) }
        for subview in subviews { subview.notifyDidMoveToWindow() }
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// The first view with `tag` in a depth-first search from this view.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }

    /// Subviews in the order they are drawn: by `zPosition`, then by their order in ``subviews``.
    public var subviewsInDrawingOrder: [UIView] {
        guard subviews.contains(where: { $0.layer.zPosition != 0 }) else { return subviews }
        return subviews.enumerated().sorted {
            ($0.element.layer.zPosition, $0.offset) < ($1.element.layer.zPosition, $1.offset)
        }.map(\.element)
    }
}

/// Work waiting for a view to be in a window again: a part that stops while its view is off
/// screen (a dynamic animator) asks to be told when the view is back.
@MainActor enum WindowArrivals {
    private struct Waiting {
        weak var view: UIView?
        let run: () -> Void
    }
    private static var waiting: [Waiting] = []

    /// Runs `run` once, when `view` is next in a window.
    static func whenInWindow(_ view: UIView, _ run: @escaping () -> Void) {
        waiting.removeAll { $0.view == nil }
        waiting.append(Waiting(view: view, run: run))
    }

    static func arrived(_ view: UIView) {
        guard !waiting.isEmpty, waiting.contains(where: { $0.view === view }) else { return }
        let due = waiting.filter { $0.view === view }
        waiting.removeAll { $0.view === view || $0.view == nil }
        due.forEach { $0.run() }
    }
}
