import Foundation

/// What a collection view shows under a drag: a bar where items would be inserted, or an
/// outline around the item they would go into.
@MainActor final class DropMarker {
    private let bar = UIView()
    private let outline = UIView()

    init() {
        for view in [bar, outline] { view.isUserInteractionEnabled = false }
        bar.backgroundColor = .systemBlue
        bar.layer.cornerRadius = 1.5
        outline.layer.borderColor = UIColor.systemBlue.cgColor
        outline.layer.borderWidth = 3
        outline.layer.cornerRadius = 8
        outline.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.12)
    }

    func show(proposal: UICollectionViewDropProposal, at path: IndexPath?, point: CGPoint, in collectionView: UICollectionView) {
        guard proposal.operation == .copy || proposal.operation == .move, let path else { return hide() }
        let into = proposal.intent == .insertIntoDestinationIndexPath
            || (proposal.intent == .automatic && collectionView.indexPathForItem(at: point) == path)
        if into, let frame = collectionView.layoutAttributesForItem(at: path)?.frame {
            bar.removeFromSuperview()
            outline.frame = frame
            if outline.superview !== collectionView { collectionView.addSubview(outline) }
            collectionView.bringSubviewToFront(outline)
        } else if proposal.intent != .unspecified, let frame = collectionView.insertionBarFrame(at: path) {
            outline.removeFromSuperview()
            bar.frame = frame
            if bar.superview !== collectionView { collectionView.addSubview(bar) }
            collectionView.bringSubviewToFront(bar)
        } else {
            hide()
        }
    }

    func hide() {
        bar.removeFromSuperview()
        outline.removeFromSuperview()
    }
}
