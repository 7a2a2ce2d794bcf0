import Foundation

/// Dragging a sheet's card: between detents, and down to dismiss it (see
/// ``UISheetPresentationController``). Owns the pan recognizer on the presented view.
@MainActor final class SheetDrag: NSObject, UIGestureRecognizerDelegate {
    private unowned let sheet: UISheetPresentationController
    private var startTop: CGFloat = 0
    private let pan = UIPanGestureRecognizer()

    init(sheet: UISheetPresentationController) {
        self.sheet = sheet
        super.init()
        pan.addTarget(self, action: SheetDrag.panned)
        pan.delegate = self
    }

    func install() {
        guard let view = sheet.presentedView, pan.view == nil else { return }
        view.addGestureRecognizer(pan)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let view = sheet.presentedView, sheet.presentedViewController.modal.transition == nil else { return false }
        let point = gestureRecognizer.location(in: view)
        return point.y <= 60 || !SheetDrag.containsScrollView(view)
    }

    private static func containsScrollView(_ view: UIView) -> Bool {
        view.subviews.contains { $0 is UIScrollView || containsScrollView($0) }
    }

    private func panned(_ recognizer: UIPanGestureRecognizer) {
        guard let container = sheet.containerView else { return }
        switch recognizer.state {
        case .began:
            startTop = sheet.frameOfPresentedViewInContainerView.minY
        case .changed:
            sheet.draggedTop = top(for: recognizer.translation(in: container).y, in: container)
            container.setNeedsLayout()
            container.layoutIfNeeded()
        case .ended:
            settle(velocity: recognizer.velocity(in: container).y, in: container)
        case .cancelled, .failed:
            snap(to: nil, in: container)
        default:
            break
        }
    }

    /// The card's top for a drag of `dy`: free downwards; upwards no higher than the largest
    /// detent, with resistance past it.
    private func top(for dy: CGFloat, in container: UIView) -> CGFloat {
        let highest = container.bounds.height - (sheet.resolvedDetents.last?.height ?? 0)
        let wanted = startTop + dy
        guard wanted < highest else { return wanted }
        return highest - (highest - wanted) / 4
    }

    private func settle(velocity: CGFloat, in container: UIView) {
        let height = container.bounds.height - (sheet.draggedTop ?? startTop)
        let resolved = sheet.isCompact ? sheet.resolvedDetents : []
        let smallest = resolved.first?.height ?? sheet.frameOfPresentedViewInContainerView.height
        let pulledDown = smallest - height > smallest / 3 || velocity > 1000
        // Dismissed from where the finger left it; refused, the card goes back.
        if pulledDown, sheet.attemptUserDismissal() {
            sheet.draggedTop = nil
            return
        }
        let nearest = resolved.min { abs($0.height - height) < abs($1.height - height) }
        snap(to: nearest?.identifier, in: container)
    }

    private func snap(to identifier: UISheetPresentationController.Detent.Identifier?, in container: UIView) {
        sheet.draggedTop = nil
        if let identifier { sheet.selectDetent(identifier) }
        container.setNeedsLayout()
        UIView.animate(withDuration: UIView.standardAnimationDuration) { container.layoutIfNeeded() }
    }
}
