import Foundation

/// A gesture delegate that lets its recognizer begin only when a condition holds: how the
/// built-in recognizers (menus, reordering) stay out of the way of yours.
@MainActor final class GestureBeginCondition: NSObject, UIGestureRecognizerDelegate {
    let condition: (UIGestureRecognizer) -> Bool
    init(_ condition: @escaping (UIGestureRecognizer) -> Bool) { self.condition = condition; super.init() }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { condition(gestureRecognizer) }
}
