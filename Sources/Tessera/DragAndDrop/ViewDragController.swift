import Foundation

/// A drag that a ``UIDragInteraction`` started, from lift to drop: it carries the preview,
/// finds the ``UIDropInteraction`` under the finger (the innermost view with one whose delegate
/// can handle the session), asks it for proposals, and performs or cancels the drop. Every drop
/// interaction the drag entered hears `sessionDidEnd` when it is over. (A drag from a
/// collection or table view is theirs, `DragController`; the two do not meet.)
@MainActor final class ViewDragController {
    static var current: ViewDragController?

    private let interaction: UIDragInteraction
    private let session: DragSession
    private let preview: DragPreview
    private weak var target: UIDropInteraction?
    private var proposal = UIDropProposal(operation: .cancel)
    /// Every drop interaction the drag entered, and whether each can handle it (asked once).
    private var entered: [ObjectIdentifier: (interaction: UIDropInteraction, canHandle: Bool)] = [:]
    private let springLoading = SpringLoading()

    private init(interaction: UIDragInteraction, session: DragSession, preview: DragPreview) {
        self.interaction = interaction
        self.session = session
        self.preview = preview
    }

    static func begin(from interaction: UIDragInteraction, at point: CGPoint) -> ViewDragController? {
        guard let view = interaction.view, let delegate = interaction.delegate, let window = view.window else { return nil }
        let windowPoint = view.convert(point, to: nil)
        let session = DragSession(items: [], at: windowPoint, in: window)
        let items = delegate.dragInteraction(interaction, itemsForBeginning: session)
        guard !items.isEmpty else { return nil }
        session.items = items
        session.allowsMoveOperation = delegate.dragInteraction(interaction, sessionAllowsMoveOperation: session)
        session.isRestrictedToDraggingApplication = delegate.dragInteraction(interaction, sessionIsRestrictedToDraggingApplication: session)
        let lifted = delegate.dragInteraction(interaction, previewForLifting: items[0], session: session)
        let source = lifted?.view.window != nil ? lifted!.view : view
        let picture = items[0].previewProvider?()?.view ?? source.snapshotView(afterScreenUpdates: false) ?? UIView()
        let preview = DragPreview(picture: picture, of: source, parameters: lifted?.parameters as? UIDragPreviewParameters, at: windowPoint)
        let lift = DropAnimation()
        delegate.dragInteraction(interaction, willAnimateLiftWith: lift, session: session)
        UIView.animate(withDuration: 0.2, animations: { lift.animations.forEach { $0() } }, completion: { _ in lift.completions.forEach { $0(.end) } })
        delegate.dragInteraction(interaction, sessionWillBegin: session)
        return ViewDragController(interaction: interaction, session: session, preview: preview)
    }

    /// The finger or pointer moved to `windowPoint`.
    func move(to windowPoint: CGPoint) {
        session.windowLocation = windowPoint
        preview.follow(windowPoint)
        interaction.delegate?.dragInteraction(interaction, sessionDidMove: session)
        switchTarget(to: dropInteraction(under: windowPoint))
        if let target, let delegate = target.delegate {
            proposal = delegate.dropInteraction(target, sessionDidUpdate: session)
        }
        springLoading.hover(over: session.window?.hitTest(windowPoint, with: nil), session: session)
    }

    /// The finger lifted: a copy or move proposal drops, anything else cancels.
    func end() {
        let operation = target == nil ? .cancel : proposal.operation
        interaction.delegate?.dragInteraction(interaction, session: session, willEndWith: operation)
        springLoading.stop()
        guard let target, operation == .copy || operation == .move else { return finishCancelled() }
        target.delegate?.dropInteraction(target, performDrop: session)
        land(in: target, operation: operation)
    }

    func cancel() {
        interaction.delegate?.dragInteraction(interaction, session: session, willEndWith: .cancel)
        springLoading.stop()
        finishCancelled()
    }

    private func switchTarget(to next: UIDropInteraction?) {
        guard next !== target else { return }
        if let old = target { old.delegate?.dropInteraction(old, sessionDidExit: session) }
        target = next
        proposal = UIDropProposal(operation: .cancel)
        if let next { next.delegate?.dropInteraction(next, sessionDidEnter: session) }
    }

    /// The innermost view under `windowPoint` with a drop interaction that can handle the drag.
    private func dropInteraction(under windowPoint: CGPoint) -> UIDropInteraction? {
        var view = session.window?.hitTest(windowPoint, with: nil)
        while let current = view {
            for case let drop as UIDropInteraction in current.interactions where canHandle(drop) { return drop }
            view = current.superview
        }
        return nil
    }

    private func canHandle(_ drop: UIDropInteraction) -> Bool {
        let key = ObjectIdentifier(drop)
        if let known = entered[key] { return known.canHandle }
        let answer = drop.delegate?.dropInteraction(drop, canHandle: session) ?? false
        entered[key] = (drop, answer)
        return answer
    }

    /// The preview goes where the drop delegate aims it (fades at the drop point by default),
    /// then the drop concludes and the drag ends.
    private func land(in target: UIDropInteraction, operation: UIDropOperation) {
        let animator = DropAnimation()
        let item = session.items[0]
        let landing = UITargetedDragPreview(view: preview.view)
        let aimed = target.delegate?.dropInteraction(target, previewForDropping: item, withDefault: landing)
        target.delegate?.dropInteraction(target, item: item, willAnimateDropWith: animator)
        let finish: (UIViewAnimatingPosition) -> Void = { [self] _ in
            target.delegate?.dropInteraction(target, concludeDrop: session)
            end(with: operation)
        }
        guard let aimed, aimed !== landing else {
            preview.fly(to: preview.view.center, scale: 1, alpha: 0, animations: animator.animations, completions: animator.completions + [finish])
            return
        }
        let center = aimed.target.container.convert(aimed.target.center, to: nil)
        preview.fly(to: center, transform: aimed.target.transform, alpha: 1, animations: animator.animations,
                    completions: animator.completions + [finish])
    }

    private func finishCancelled() {
        if let target { target.delegate?.dropInteraction(target, sessionDidExit: session) }
        let animator = DropAnimation()
        interaction.delegate?.dragInteraction(interaction, item: session.items[0], willAnimateCancelWith: animator)
        let back = preview.sourceFrame
        preview.fly(to: CGPoint(x: back.midX, y: back.midY), scale: 1, alpha: 1, animations: animator.animations,
                    completions: animator.completions + [{ [self] _ in end(with: .cancel) }])
    }

    private func end(with operation: UIDropOperation) {
        for (_, entry) in entered where entry.canHandle {
            entry.interaction.delegate?.dropInteraction(entry.interaction, sessionDidEnd: session)
        }
        interaction.delegate?.dragInteraction(interaction, session: session, didEndWith: operation)
        if Self.current === self { Self.current = nil }
    }
}

extension ViewDragController: PressDrivenDrag {}
