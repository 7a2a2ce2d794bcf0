import Foundation

extension UICollectionView {
    /// A reused or new view for `key`. Cells and supplementary views are registered under their
    /// pool key (`cell/ID`, `supplementary/KIND/ID`), so one lookup finds the class.
    func dequeue(poolKey: String, identifier: String, key: ElementKey) -> UICollectionReusableView {
        let registered = reusePool.registeredClass(for: poolKey)
        let view: UICollectionReusableView
        // A pooled view of a class no longer registered for the identifier is dropped: the data
        // source expects the class registered now.
        if let reused = reusePool.takeView(for: poolKey, ofClass: registered) {
            reused.prepareForReuse()
            view = reused
        } else if let made = makeRegisteredView(poolKey: poolKey, key: key) {
            view = made
            reusePool.noteCreated()
        } else {
            TesseraDiagnostics.report("could not dequeue a view of kind: \(key.kindName) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            view = UICollectionReusableView.placeholder(for: key.category)
        }
        view.reuseIdentifier = identifier
        view.poolKey = poolKey
        view.dequeuedFor = key
        view.dequeuingCollectionView = self
        if let attributes = attributesBeingPlaced, ElementKey(attributes) == key {
            view.applyAttributesIfChanged(attributes)
            view.attributesAppliedInDequeue = attributes
        }
        return view
    }

    /// A new view of the class or nib registered for `poolKey`, with the frame the layout gives
    /// it (a nib's view keeps its document size until the attributes are applied).
    private func makeRegisteredView(poolKey: String, key: ElementKey) -> UICollectionReusableView? {
        let frame = attributesBeingPlaced.flatMap { ElementKey($0) == key ? $0.frame : nil } ?? .zero
        let what = "dequeue \(key.kindName)"
        return reusePool.makeView(for: poolKey, what: what) { UICollectionReusableView.make($0, frame: frame) }
    }

    /// Takes a view off screen and keeps it for reuse.
    func recycle(_ view: UICollectionReusableView, key: ElementKey) {
        swipeController.forget(view)
        view.removeFromSuperview()
        view.appliedAttributes = nil
        if let cell = view as? UICollectionViewCell, cell !== dragAndDrop.gapCell {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        } else if key.category == .supplementaryView {
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        }
        if let poolKey = view.poolKey { reusePool.put(view, in: poolKey) }
    }

    /// A decoration view of `kind` from the class registered with the layout, reused if possible.
    func dequeueDecorationView(ofKind kind: String, key: ElementKey) -> UICollectionReusableView? {
        let poolKey = "decoration/" + kind
        if let reused = reusePool.takeView(for: poolKey) {
            reused.prepareForReuse()
            return reused
        }
        if let nib = collectionViewLayout.decorationNibs[kind] {
            guard let view = nib.instantiate(withOwner: nil).first as? UICollectionReusableView else {
                // Once: the layout asks again every frame the decoration is on screen.
                TesseraDiagnostics.reportOnce("could not dequeue a decoration view of kind: \(kind) - nib \"\(nib.nibName)\" must contain exactly one top level object which must be a UICollectionReusableView instance")
                return nil
            }
            view.poolKey = poolKey
            reusePool.noteCreated()
            return view
        }
        guard let type = collectionViewLayout.decorationClasses[kind] else {
            TesseraDiagnostics.reportOnce("could not dequeue a decoration view of kind: \(kind) - the layout \(type(of: collectionViewLayout)) "
                + "did not register a class for it with register(_:forDecorationViewOfKind:)")
            return nil
        }
        let frame = attributesBeingPlaced.flatMap { ElementKey($0) == key ? $0.frame : nil } ?? .zero
        let view = UICollectionReusableView.make(type, frame: frame)
        view.poolKey = poolKey
        reusePool.noteCreated()
        return view
    }
}
