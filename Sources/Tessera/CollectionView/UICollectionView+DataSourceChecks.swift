import Foundation
import TesseraCore

extension UICollectionView {
    /// Checks a view the data source returned for `key` against UIKit's contract: it was
    /// dequeued from this collection view for this very element, and is not already on screen
    /// for another one.
    ///
    /// UIKit raises on each of these. Tessera reports UIKit's message with the index paths
    /// through ``TesseraDiagnostics`` (each problem once per collection view, as a data source
    /// that makes the mistake makes it for every cell) and goes on:
    /// - a view already on screen for another element is not taken from there; a plain view of
    ///   the right category shows in its place, so what was on screen stays;
    /// - a view made without dequeuing, or dequeued for another index path, is shown as returned.
    ///
    /// `asked` is the element as the data source was asked for it, when that differs from where
    /// it shows (during a drag the data source still has the old order).
    func checkedDataSourceView(_ view: UICollectionReusableView, for key: ElementKey, askedAs asked: ElementKey? = nil) -> UICollectionReusableView {
        defer { view.dequeuedFor = nil }
        if view.dequeuedFor == (asked ?? key) || view.isPlaceholder { return view }
        let what = key.category == .cell ? "cell" : "supplementary view"
        let source = key.category == .cell ? "-collectionView:cellForItemAtIndexPath:" : "-collectionView:viewForSupplementaryElementOfKind:atIndexPath:"
        if let shown = visibleViews.first(where: { $0.value === view && $0.key != key })?.key {
            reportDataSourceProblem("returned twice", "the \(what) returned from \(source) for index path \(key.indexPath.uikitDescription) is already displayed for index path \(shown.indexPath.uikitDescription). Expected dequeued view to be returned to the collection view in preparation for display: ensure that a single view is dequeued and returned for each index path. A plain \(what) is shown instead")
            return UICollectionReusableView.placeholder(for: key.category)
        }
        if let other = view.dequeuedFor {
            reportDataSourceProblem("other index path", "attempted to dequeue a \(what) for a different index path (\(other.indexPath.uikitDescription)) than is being requested by the collection view (\((asked ?? key).indexPath.uikitDescription))")
        } else if view.reuseIdentifier == nil {
            reportDataSourceProblem("not dequeued", "the \(what) returned from \(source) for index path \(key.indexPath.uikitDescription) does not have a reuseIdentifier - views must be retrieved by calling -dequeueReusable…WithReuseIdentifier:forIndexPath:")
        }
        return view
    }

    private func reportDataSourceProblem(_ kind: String, _ message: String) {
        guard !reportedDataSourceProblems.contains(kind) else { return }
        reportedDataSourceProblems.insert(kind)
        TesseraDiagnostics.report(message)
    }
}
