import Foundation

extension UICollectionView {
    /// Called when an interactive transition ends: whether it completed (reached the new
    /// layout) and whether its animation finished.
    public typealias LayoutInteractiveTransitionCompletion = (_ completed: Bool, _ finished: Bool) -> Void

    /// Starts moving to `layout` under your control: installs a transition layout (from the
    /// delegate's `collectionView(_:transitionLayoutForOldLayout:newLayout:)`, or a plain
    /// ``UICollectionViewTransitionLayout``) and returns it; set its `transitionProgress`, then
    /// finish or cancel.
    @discardableResult
    public func startInteractiveTransition(to layout: UICollectionViewLayout,
                                           completion: LayoutInteractiveTransitionCompletion? = nil) -> UICollectionViewTransitionLayout {
        if let running = interactiveTransition { return running.layout }
        let current = collectionViewLayout
        let transition = (collectionDelegate?.collectionView(self, transitionLayoutForOldLayout: current, newLayout: layout))
            ?? UICollectionViewTransitionLayout(currentLayout: current, nextLayout: layout)
        interactiveTransition = InteractiveTransition(layout: transition, completion: completion)
        collectionViewLayout = transition
        layoutIfNeeded()
        return transition
    }

    /// Animates the transition to its end and installs the new layout.
    public func finishInteractiveTransition() { endInteractiveTransition(completing: true) }

    /// Animates the transition back to its start and keeps the old layout.
    public func cancelInteractiveTransition() { endInteractiveTransition(completing: false) }

    private func endInteractiveTransition(completing: Bool) {
        guard let transition = interactiveTransition, transition.link == nil else { return }
        let layout = transition.layout
        let start = layout.transitionProgress, target: CGFloat = completing ? 1 : 0
        let begin = MainLoop.shared.clock.now
        let curve = CAMediaTimingFunction(name: .easeOut)
        let link = CADisplayLink { [weak self] link in
            guard let self else { link.invalidate(); return }
            let t = min(1, (link.timestamp - begin) / UICollectionView.updateAnimationDuration)
            layout.transitionProgress = start + (target - start) * curve.value(at: CGFloat(t))
            self.layoutIfNeeded()
            guard t >= 1 else { return }
            link.invalidate()
            self.interactiveTransition = nil
            self.collectionViewLayout = completing ? layout.nextLayout : layout.currentLayout
            self.layoutIfNeeded()
            transition.completion?(completing, true)
        }
        interactiveTransition?.link = link
        link.add(to: .main, forMode: .common)
    }
}

/// A running interactive transition.
@MainActor final class InteractiveTransition {
    let layout: UICollectionViewTransitionLayout
    let completion: UICollectionView.LayoutInteractiveTransitionCompletion?
    var link: CADisplayLink?
    init(layout: UICollectionViewTransitionLayout, completion: UICollectionView.LayoutInteractiveTransitionCompletion?) {
        self.layout = layout; self.completion = completion
    }
}
