import Foundation

/// A view placed from layout attributes: a collection view's reusable views, a table view's
/// rows and section views (every view can be; `UIView` gives the plain placement).
@MainActor protocol AttributedView: UIView {
    @discardableResult
    func applyAttributesIfChanged(_ attributes: UICollectionViewLayoutAttributes) -> Bool
}


/// Animates the views of a batch update or a layout change from where they start to where they
/// end, all together, and keeps the views on their way out until they land; then hands each
/// back to its owner to recycle. Generic over the view kind and the owner's element key, not
/// typed to a list class.
@MainActor final class UpdateAnimator<View: AttributedView, Key> {
    /// A view that stays (or arrives): from `start` (nil: where it is) to `end`.
    struct Move {
        let view: View
        let start: UICollectionViewLayoutAttributes?
        let end: UICollectionViewLayoutAttributes
    }

    /// A view that leaves: to `end`, then back to its owner under `key`.
    struct Leaving {
        let view: View
        let key: Key
        let end: UICollectionViewLayoutAttributes
    }

    /// Views animating out, by identity, recycled when their animation ends.
    private(set) var disappearing: [ObjectIdentifier: (View, Key)] = [:]

    /// Places the moves at their start without animation, then animates everything to its end
    /// over `duration`. Views still leaving when the animation ends go to `recycle`; then
    /// `finished` runs with whether the animation ran to its end.
    func animate(_ moves: [Move], leaving: [Leaving], duration: TimeInterval,
                 recycle: @escaping (View, Key) -> Void, finished: @escaping (Bool) -> Void) {
        UIView.performWithoutAnimation {
            for move in moves {
                if let start = move.start { move.view.applyAttributesIfChanged(start) }
                move.view.layoutSubtreeIfNeeded()
            }
        }
        for leaver in leaving { disappearing[ObjectIdentifier(leaver.view)] = (leaver.view, leaver.key) }
        UIView.animate(withDuration: duration, delay: 0, options: [], animations: {
            // Each view lays out its own subviews inside the animation, so they move with it (as UIKit).
            for move in moves {
                move.view.applyAttributesIfChanged(move.end)
                move.view.layoutSubtreeIfNeeded()
            }
            for leaver in leaving {
                leaver.view.applyAttributesIfChanged(leaver.end)
                leaver.view.layoutSubtreeIfNeeded()
            }
        }, completion: { [weak self] done in
            guard let self else { return }
            for leaver in leaving where self.disappearing.removeValue(forKey: ObjectIdentifier(leaver.view)) != nil {
                recycle(leaver.view, leaver.key)
            }
            finished(done)
        })
    }

    /// Every view still leaving, forgotten here (a reload recycles them at once; their
    /// animations' completions then find nothing to recycle).
    func takeLeavingViews() -> [(View, Key)] {
        let leaving = Array(disappearing.values)
        disappearing.removeAll()
        return leaving
    }
}
