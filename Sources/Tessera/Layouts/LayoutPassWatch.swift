import Foundation

/// What a layout knows of the collection view's layout pass it serves: whether one is under
/// way, what the pass is doing (so a loop can be named by what kept changing), and the
/// ``LayoutLoopGuard`` for invalidations made inside it.
///
/// An invalidation from inside the pass (from `prepare()`, a section's
/// `visibleItemsInvalidationHandler`, a view's preferred attributes) asks for the pass again;
/// the frame's budget allows a few, as self-sizing needs, and drops the rest. One from a
/// visible-items handler is dropped at once: the handler changes the items in the pass, where
/// they show as it leaves them, and runs again in every pass, so another pass gains nothing.
struct LayoutPassWatch {
    /// Whether the collection view is placing its elements now.
    var isInPass = false
    /// The round of placing under way: invalidations made inside one round (every row measured
    /// as the first screen fills) count once against the frame's budget, since together they
    /// ask for one more round.
    private var passNumber = 0
    private var countedPass = -1
    private var passVerdict = true
    /// What the pass is doing now: a kind (one report each) and words for the loop's message.
    var activity: (kind: String, words: String)?
    private var loop = LayoutLoopGuard()

    /// A round of placing starts.
    mutating func beginRound() { passNumber &+= 1 }

    /// Whether `layout` may take an invalidation now: always outside a pass, within the
    /// frame's budget inside one. A dropped one is reported once per activity.
    @MainActor mutating func allowsInvalidation(by layout: UICollectionViewLayout, preparing: Bool) -> Bool {
        guard isInPass || preparing else { return true }
        if activity?.kind == "handler" { return false }
        if isInPass, !preparing {
            // Already counted for this pass: the same pass runs again once, whatever it asked.
            guard countedPass != passNumber else { return passVerdict }
            countedPass = passNumber
            passVerdict = loop.allowsRequest()
            if passVerdict { return true }
        } else if loop.allowsRequest() {
            return true
        }
        let cause = preparing ? (kind: "prepare", words: "its prepare()")
            : activity ?? (kind: "pass", words: "a call made during the collection view's layout pass")
        let view = layout.collectionView.map { String(describing: type(of: $0)) } ?? "UICollectionView"
        loop.report("UICollectionView (<\(view)> laid out by \(type(of: layout))) is stuck in its update/layout loop: \(cause.words) invalidated the layout on each of \(LayoutLoopGuard.budget) passes in one frame. This can happen for many reasons, including self-sizing views whose preferred attributes are not returning a consistent size. Further invalidations in this frame are ignored; the last layout stays on screen.",
                    key: cause.kind)
        return false
    }
}
