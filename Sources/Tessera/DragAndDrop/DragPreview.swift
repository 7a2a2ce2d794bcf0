import Foundation

/// The lifted picture of a dragged row or item: in the window over everything, under the
/// finger where it was grabbed, grown a little; at the end it flies to where the drop sent it
/// (or back) and leaves. A part the collection view's and the table view's drags each own.
@MainActor final class DragPreview {
    let view: UIView
    /// Where the dragged view was, in window coordinates.
    let sourceFrame: CGRect
    private let grabOffset: CGPoint

    /// Lifts `picture` (a snapshot of `sourceView`, or the item's own preview) from where
    /// `sourceView` is; the finger is at `windowPoint`.
    init(picture: UIView, of sourceView: UIView, parameters: UIDragPreviewParameters?, at windowPoint: CGPoint) {
        sourceFrame = sourceView.convert(sourceView.bounds, to: nil)
        picture.isUserInteractionEnabled = false
        view = Self.framed(picture, size: sourceFrame.size, by: parameters)
        view.bounds = CGRect(origin: .zero, size: sourceFrame.size)
        view.center = CGPoint(x: sourceFrame.midX, y: sourceFrame.midY)
        grabOffset = CGPoint(x: sourceFrame.midX - windowPoint.x, y: sourceFrame.midY - windowPoint.y)
        sourceView.window?.addSubview(view)
        // The lift: the preview grows a little.
        UIView.animate(withDuration: 0.2) {
            self.view.transform = CGAffineTransform(scaleX: 1.05, y: 1.05)
            self.view.alpha = 1
        }
    }

    /// The picture in a view of the source's size that shows only the parameters' visible path
    /// (filled with their background colour), or the picture itself without parameters.
    private static func framed(_ picture: UIView, size: CGSize, by parameters: UIDragPreviewParameters?) -> UIView {
        guard let parameters else { return picture }
        let frame = UIView(frame: CGRect(origin: .zero, size: size))
        frame.isUserInteractionEnabled = false
        frame.backgroundColor = parameters.backgroundColor
        picture.frame = frame.bounds
        frame.addSubview(picture)
        if let outline = parameters.visiblePath?.flattened.first(where: { $0.points.count > 2 })?.points {
            frame.layer.clipOutline = outline
            frame.layer.masksToBounds = true
        }
        return frame
    }

    /// Follows the finger at `windowPoint`.
    func follow(_ windowPoint: CGPoint) {
        view.center = CGPoint(x: windowPoint.x + grabOffset.x, y: windowPoint.y + grabOffset.y)
    }

    /// Flies back to where the drag started.
    func flyBack() {
        fly(to: CGPoint(x: sourceFrame.midX, y: sourceFrame.midY), scale: 1, alpha: 1, animations: [], completions: [])
    }

    /// Fades where it is.
    func fade() { fly(to: view.center, scale: 1, alpha: 0, animations: [], completions: []) }

    func fly(to center: CGPoint, scale: CGFloat, alpha: CGFloat, animations: [() -> Void],
             completions: [(UIViewAnimatingPosition) -> Void]) {
        fly(to: center, transform: CGAffineTransform(scaleX: scale, y: scale), alpha: alpha, animations: animations, completions: completions)
    }

    /// Animates to `center` with `transform` and `alpha` alongside the drop's own animations,
    /// then leaves and runs the drop's completions.
    func fly(to center: CGPoint, transform: CGAffineTransform, alpha: CGFloat, animations: [() -> Void],
             completions: [(UIViewAnimatingPosition) -> Void]) {
        let preview = view
        UIView.animate(withDuration: 0.3, animations: {
            preview.center = center
            preview.transform = transform
            preview.alpha = alpha
            animations.forEach { $0() }
        }, completion: { _ in
            preview.removeFromSuperview()
            completions.forEach { $0(.end) }
        })
    }
}

/// A drag in progress as the long press that drives it sees it.
@MainActor protocol PressDrivenDrag: AnyObject {
    func move(to windowPoint: CGPoint)
    func end()
    func cancel()
}

extension DragController: PressDrivenDrag {}
extension TableDragController: PressDrivenDrag {}

/// Drives a drag from its long press, for a collection view and a table view alike: the press
/// beginning lifts (`begin`), moving carries, lifting the finger drops, a cancel flies back.
@MainActor enum DragPress {
    static func handle(_ press: UIGestureRecognizer, begin: (CGPoint) -> Void, current: () -> PressDrivenDrag?) {
        switch press.state {
        case .began:
            begin(press.location(in: press.view))
        case .changed:
            current()?.move(to: press.location(in: nil))
        case .ended:
            guard let drag = current() else { return }
            drag.move(to: press.location(in: nil))
            drag.end()
        case .cancelled, .failed:
            current()?.cancel()
        default:
            break
        }
    }
}
