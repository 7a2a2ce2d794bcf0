import Foundation

/// Lets the user drag items out of its view: a long press lifts what the delegate gives
/// (`dragInteraction(_:itemsForBeginning:)`), the preview follows the finger or pointer, and
/// views with a ``UIDropInteraction`` under it are asked whether they take the drop.
@preconcurrency @MainActor open class UIDragInteraction: NSObject, UIInteraction {
    public private(set) weak var delegate: UIDragInteractionDelegate?
    public private(set) weak var view: UIView?
    /// Whether other gestures on the view may still recognize while the item lifts.
    open var allowsSimultaneousRecognitionDuringLift = false
    /// Whether a long press starts a drag (true by default: a desktop has a pointer, as an iPad
    /// has drags, where UIKit's default is true).
    open var isEnabled = UIDragInteraction.isEnabledByDefault {
        didSet { press?.isEnabled = isEnabled }
    }
    open class var isEnabledByDefault: Bool { true }
    private var press: UILongPressGestureRecognizer?

    public init(delegate: UIDragInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    public func willMove(to view: UIView?) {
        if let press { self.view?.removeGestureRecognizer(press) }
        press = nil
    }

    public func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 0.5
        press.isEnabled = isEnabled
        press.addHandler { [weak self] recognizer in
            guard let self else { return }
            DragPress.handle(recognizer, begin: { self.begin(at: $0) }, current: { ViewDragController.current })
        }
        view.addGestureRecognizer(press)
        self.press = press
    }

    private func begin(at point: CGPoint) {
        guard ViewDragController.current == nil, DragController.current == nil else { return }
        ViewDragController.current = ViewDragController.begin(from: self, at: point)
    }
}

/// What a drag interaction asks of the app: the items (required), then what it may want to say
/// about the lift, the session and its end.
@preconcurrency @MainActor public protocol UIDragInteractionDelegate: AnyObject {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem]
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession) -> UITargetedDragPreview?
    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession)
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession)
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool
    func dragInteraction(_ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool
    func dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: UIDragSession) -> Bool
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession)
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation)
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation)
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession)
    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession, withTouchAt point: CGPoint) -> [UIDragItem]
    func dragInteraction(_ interaction: UIDragInteraction, sessionForAddingItems sessions: [UIDragSession], withTouchAt point: CGPoint) -> UIDragSession?
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willAdd items: [UIDragItem], for addingInteraction: UIDragInteraction)
    func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
    func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: UIDragAnimating)
}

extension UIDragInteractionDelegate {
    /// The view itself where it is.
    public func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession) -> UITargetedDragPreview? {
        OptionalRequirement.answer(for: "dragInteraction(_:previewForLifting:session:)", otherwise: nil)
    }
    public func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool { true }
    public func dragInteraction(_ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool { false }
    public func dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: UIDragSession) -> Bool { false }
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation) {}
    public func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession, withTouchAt point: CGPoint) -> [UIDragItem] { [] }
    public func dragInteraction(_ interaction: UIDragInteraction, sessionForAddingItems sessions: [UIDragSession], withTouchAt point: CGPoint) -> UIDragSession? { nil }
    public func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willAdd items: [UIDragItem], for addingInteraction: UIDragInteraction) {}
    public func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                                withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? { defaultPreview }
    public func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: UIDragAnimating) {}
}

/// Lets its view take drops: while a drag is over the view the delegate is asked whether it
/// can handle the session, told it entered, asked for a proposal at each move, and told it
/// left; a drop with a copy or move proposal is performed, then concluded.
@preconcurrency @MainActor open class UIDropInteraction: NSObject, UIInteraction {
    public private(set) weak var delegate: UIDropInteractionDelegate?
    public private(set) weak var view: UIView?
    /// Whether the view takes drops from several drags at once (one drag at a time here).
    open var allowsSimultaneousDropSessions = false

    public init(delegate: UIDropInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    public func willMove(to view: UIView?) {}
    public func didMove(to view: UIView?) { self.view = view }
}

/// What a drop interaction asks of the app.
@preconcurrency @MainActor public protocol UIDropInteractionDelegate: AnyObject {
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession)
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession)
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession)
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession)
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession)
    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating)
}

extension UIDropInteractionDelegate {
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool { true }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {}
    /// Cancel: a delegate that does not answer takes no drop, as UIKit's default.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .cancel)
    }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {}
    public func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                                withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? { defaultPreview }
    public func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating) {}
}

/// A drag's preview with where it comes from or goes to.
@preconcurrency @MainActor open class UITargetedDragPreview: UITargetedPreview {
    /// The same preview aimed at `newTarget`.
    open func retargetedPreview(with newTarget: UIDragPreviewTarget) -> UITargetedDragPreview {
        UITargetedDragPreview(view: view, parameters: parameters, target: newTarget)
    }
}
