import Foundation

/// The standard edit actions text views and fields answer (UIKit's
/// `UIResponderStandardEditActions`: copy, cut, paste, select all), so one switch routes
/// `perform(_:withSender:)` for both.
@MainActor protocol TextEditActions: AnyObject {
    func copy(_ sender: Any?)
    func cut(_ sender: Any?)
    func paste(_ sender: Any?)
    func selectAll(_ sender: Any?)
}

extension TextEditActions {
    /// Runs `action` when it is one of the four; false when it is another.
    func performTextEditAction(_ action: Selector, sender: Any?) -> Bool {
        switch action {
        case .copy: copy(sender)
        case .cut: cut(sender)
        case .paste: paste(sender)
        case .selectAll: selectAll(sender)
        default: return false
        }
        return true
    }
}

extension UITextView: TextEditActions {}
extension UITextField: TextEditActions {}
