import Foundation

/// Follows the pointer over a view while no button is pressed: `.began` when it comes over the
/// view (or one of its subviews), `.changed` as it moves there, `.ended` when it leaves —
/// another view covering it, or the window. The desktop has a pointer, so this is how a row
/// highlights under the mouse. `location(in:)` is where the pointer is.
@preconcurrency @MainActor open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// Whether the pointer is over the view now.
    var isHovering = false

    public required init() {
        super.init()
        HoverTracking.register(self)
    }

    /// The pointer moved to `point` in the window (nil: it left the window).
    func pointerMoved(to point: CGPoint?, hit: UIView?) {
        guard isEnabled, let view else { return end() }
        let inside = point != nil && (hit.map { $0.isDescendant(of: view) } ?? false)
        if let point { lastLocation = point }
        switch (isHovering, inside) {
        case (false, true):
            isHovering = true
            storedState = .began
            sendActions()
        case (true, true):
            storedState = .changed
            sendActions()
        case (true, false):
            end()
        case (false, false):
            break
        }
    }

    private func end() {
        guard isHovering else { return }
        isHovering = false
        storedState = .ended
        sendActions()
        storedState = .possible
    }
}

/// The hover recognizers, told where the pointer is whenever it moves with no button down.
@MainActor enum HoverTracking {
    private struct Weak { weak var recognizer: UIHoverGestureRecognizer? }
    private static var recognizers: [Weak] = []

    static func register(_ recognizer: UIHoverGestureRecognizer) {
        recognizers.removeAll { $0.recognizer == nil }
        recognizers.append(Weak(recognizer: recognizer))
    }

    /// The pointer is at `point` in `window`, or has left it (nil).
    static func pointerMoved(to point: CGPoint?, in window: UIWindow) {
        let live = recognizers.compactMap(\.recognizer).filter { $0.view?.window === window }
        guard !live.isEmpty else { return }
        let hit = point.flatMap { window.hitTest($0, with: nil) }
        for recognizer in live { recognizer.pointerMoved(to: point, hit: hit) }
    }
}
