import Foundation
import TesseraCore

/// One drag in progress, from lift to drop: the lifted preview under the finger, the collection
/// view under it and its proposal, and the drop's landing.
///
/// As in UIKit, the source cell stays where it is while its preview is carried. Over a
/// collection view whose proposal inserts between items, a gap opens where the items would go;
/// over one that drops into an item, that item is outlined.
@MainActor final class DragController {
    /// The drag in progress (one at a time, as one finger or one mouse drives it).
    static var current: DragController?

    let session: DragSession
    weak var source: UICollectionView?
    /// Where each item was in the source, by item.
    /// Where each dragged item shows in the source (its place on screen), following updates.
    private var sourcePaths: [ObjectIdentifier: IndexPath]
    private let preview: DragPreview
    private var sourceFrame: CGRect { preview.sourceFrame }
    private(set) weak var destination: UICollectionView?
    private var proposal = UICollectionViewDropProposal(operation: .cancel)
    private var destinationIndexPath: IndexPath?
    private let marker = DropMarker()
    /// The item a drop would go into (a proposal that inserts into items), for cell states.
    private(set) var targetedIndexPath: IndexPath? {
        didSet { if oldValue != targetedIndexPath { destination?.updateConfigurations(of: [oldValue, targetedIndexPath]) } }
    }
    /// Where the dragged items were in the source.
    var sourceIndexPaths: [IndexPath] { Array(Set(sourcePaths.values)) }

    /// Lifts the item at `point` of `collectionView` if its drag delegate gives items for it.
    static func begin(in collectionView: UICollectionView, at point: CGPoint) -> DragController? {
        guard current == nil, let delegate = collectionView.dragDelegate, let window = collectionView.window,
              let path = collectionView.indexPathForItem(at: point), let cell = collectionView.cellForItem(at: path),
              !collectionView.dragAndDrop.slots.contains(path) else { return nil }
        let windowPoint = collectionView.convert(point, to: nil)
        let session = DragSession(items: [], at: windowPoint, in: window)
        // The delegate is asked in its own numbering: placeholders and a gap before the item aside.
        let items = delegate.collectionView(collectionView, itemsForBeginning: session, at: collectionView.withoutPlaceholders(path))
        guard !items.isEmpty else { return nil }
        session.items = items
        session.allowsMoveOperation = delegate.collectionView(collectionView, dragSessionAllowsMoveOperation: session)
        session.isRestrictedToDraggingApplication = delegate.collectionView(collectionView, dragSessionIsRestrictedToDraggingApplication: session)
        let controller = DragController(session: session, source: collectionView, path: path, cell: cell, at: windowPoint)
        current = controller
        collectionView.updateConfigurations(of: [path])
        delegate.collectionView(collectionView, dragSessionWillBegin: session)
        controller.move(to: windowPoint)
        return controller
    }

    private init(session: DragSession, source: UICollectionView, path: IndexPath, cell: UICollectionViewCell, at windowPoint: CGPoint) {
        self.session = session
        self.source = source
        sourcePaths = Dictionary(uniqueKeysWithValues: session.items.map { (ObjectIdentifier($0), path) })
        let picture = session.items.first?.previewProvider?()?.view ?? cell.snapshotView(afterScreenUpdates: false) ?? UIView()
        preview = DragPreview(picture: picture, of: cell, parameters: source.dragDelegate?.collectionView(source, dragPreviewParametersForItemAt: path),
                              at: windowPoint)
    }

    /// The finger moved to `windowPoint`.
    func move(to windowPoint: CGPoint) {
        session.windowLocation = windowPoint
        preview.follow(windowPoint)
        let target = collectionView(under: windowPoint)
        if target !== destination { switchDestination(to: target) }
        guard let destination, let delegate = destination.dropDelegate else { return }
        // The layout answers for the data as it is now (a reload or update may be pending).
        destination.layoutIfNeeded()
        let point = destination.convert(windowPoint, from: nil)
        let intoItem = proposal.intent == .insertIntoDestinationIndexPath || proposal.intent == .automatic
        // Where the finger points (numbered as the data source numbers items), and as the
        // delegate counts it for a move within one collection view.
        let shown = destination.dropIndexPath(at: point, intoItem: intoItem)
        let data = shown.map(destination.dataIndexPath(forGapless:))
        let overItem = intoItem && data != nil && destination.indexPathForItem(at: point).map { destination.withoutPlaceholders($0) } == data
        destinationIndexPath = data.map { overItem ? $0 : afterLeaving($0, in: destination) }
        proposal = delegate.collectionView(destination, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath)
        let drops = proposal.operation == .copy || proposal.operation == .move
        let into = drops && (proposal.intent == .insertIntoDestinationIndexPath || (proposal.intent == .automatic && overItem))
        let between = drops && !into && (proposal.intent == .insertAtDestinationIndexPath || proposal.intent == .automatic)
        // Between items: a gap opens there; into an item: it is outlined.
        destination.showDropGap(at: between ? shown : nil)
        if into, let path = destinationIndexPath { marker.outline(path, in: destination) } else { marker.hide() }
        targetedIndexPath = into ? destinationIndexPath : nil
    }

    /// The source's update moved the dragged items' places (or removed them: a drop then names
    /// no source index path, and the app treats the item as coming from elsewhere).
    func sourceFollows(_ mapping: UpdateMapping) {
        sourcePaths = sourcePaths.compactMapValues(mapping.newIndexPath(forOld:))
    }

    /// The source reloaded: the dragged items have no known place any more.
    func forgetSources() { sourcePaths.removeAll() }

    /// A place between items counted as if the dragged item had left its own place, when it
    /// moves within its collection view: where it ends up (UIKit's destination for a move).
    private func afterLeaving(_ path: IndexPath, in collectionView: UICollectionView) -> IndexPath {
        guard collectionView === source, let shownFrom = sourcePaths.values.first else { return path }
        // Both in the data source's numbering: the source's place on screen counts slots.
        let from = collectionView.withoutPlaceholders(shownFrom)
        guard from.section == path.section, from.item < path.item else { return path }
        return IndexPath(item: path.item - 1, section: path.section)
    }

    /// The topmost collection view under `windowPoint` that takes drops (the preview itself is
    /// not hit: it ignores touches).
    private func collectionView(under windowPoint: CGPoint) -> UICollectionView? {
        guard let window = session.window else { return nil }
        var view = window.hitTest(windowPoint, with: nil)
        while let current = view {
            if let collection = current as? UICollectionView, collection.dropDelegate != nil { return collection }
            view = current.superview
        }
        return nil
    }

    private func switchDestination(to target: UICollectionView?) {
        targetedIndexPath = nil
        destination?.showDropGap(at: nil)
        if let old = destination { old.dropDelegate?.collectionView(old, dropSessionDidExit: session) }
        marker.hide()
        proposal = UICollectionViewDropProposal(operation: .cancel)
        destinationIndexPath = nil
        destination = nil
        guard let target, let delegate = target.dropDelegate, delegate.collectionView(target, canHandle: session) else { return }
        destination = target
        delegate.collectionView(target, dropSessionDidEnter: session)
    }

    /// The finger lifted: drop if the proposal copies or moves, else fly back.
    func end() {
        // The app may have changed its data since the finger last moved: the destination is
        // found again where the finger lifted, in the data as it is now.
        if destination != nil { move(to: session.windowLocation) }
        marker.hide()
        // The gap closes as the items take their place (the app's update follows).
        destination?.showDropGap(at: nil)
        Self.current = nil
        guard let destination, let delegate = destination.dropDelegate,
              proposal.operation == .copy || proposal.operation == .move else { return cancel() }
        let items = session.items.map { item in
            DropItem(dragItem: item, sourceIndexPath: source === destination ? sourcePaths[ObjectIdentifier(item)].map(destination.withoutPlaceholders) : nil,
                     previewSize: sourceFrame.size)
        }
        let coordinator = DropCoordinator(items: items, destinationIndexPath: destinationIndexPath, proposal: proposal,
                                          session: session, collectionView: destination)
        delegate.collectionView(destination, performDropWith: coordinator)
        land(with: coordinator.session.items.first.flatMap { coordinator.target(for: $0) }, in: destination)
        delegate.collectionView(destination, dropSessionDidEnd: session)
        finishSource()
    }

    /// The drag ends without a drop: the preview goes back to its cell.
    func cancel() {
        marker.hide()
        destination?.showDropGap(at: nil)
        Self.current = nil
        if let destination { destination.dropDelegate?.collectionView(destination, dropSessionDidExit: session) }
        preview.flyBack()
        finishSource()
    }

    private func finishSource() {
        targetedIndexPath = nil
        guard let source else { return }
        source.updateConfigurations(of: sourceIndexPaths)
        source.dragDelegate?.collectionView(source, dragSessionDidEnd: session)
    }

    /// Flies the preview to where the delegate sent the item: its cell, a rectangle in a cell
    /// (shrinking into it), or its placeholder; without a target it fades where it is.
    private func land(with target: DropCoordinator.Target?, in collectionView: UICollectionView) {
        collectionView.layoutIfNeeded()
        switch target {
        case let .item(path, animation)?:
            let cell = collectionView.cellForItem(at: path)
            let frame = collectionView.layoutAttributesForItem(at: path).map { collectionView.convert($0.frame, to: nil) }
            guard let frame else { return preview.fly(to: preview.view.center, scale: 1, alpha: 0, animations: animation.animations, completions: animation.completions) }
            cell?.isHidden = true
            preview.fly(to: CGPoint(x: frame.midX, y: frame.midY), scale: 1, alpha: 1, animations: animation.animations,
                completions: animation.completions + [{ _ in cell?.isHidden = false }])
        case let .into(path, rect, animation)?:
            let cell = collectionView.cellForItem(at: path)
            let center = cell.map { $0.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil) } ?? preview.view.center
            let scale = min(rect.width / max(sourceFrame.width, 1), rect.height / max(sourceFrame.height, 1))
            preview.fly(to: center, scale: scale, alpha: 0, animations: animation.animations, completions: animation.completions)
        case let .placeholder(context)?:
            let frame = context.indexPath.flatMap { collectionView.layoutAttributesForItem(at: $0) }.map { collectionView.convert($0.frame, to: nil) }
            let center = frame.map { CGPoint(x: $0.midX, y: $0.midY) } ?? preview.view.center
            preview.fly(to: center, scale: 1, alpha: 0, animations: context.animation.animations, completions: context.animation.completions)
        case let .target(target, animation)?:
            let center = target.container.window == nil ? preview.view.center : target.container.convert(target.center, to: nil)
            preview.fly(to: center, transform: target.transform, alpha: 1, animations: animation.animations, completions: animation.completions)
        case nil:
            preview.fade()
        }
    }
}
