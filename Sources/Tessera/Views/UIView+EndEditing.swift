import Foundation

extension UIResponder {
    /// True while `endEditing(true)` resigns a responder: text fields and text views then end
    /// editing without asking their delegates.
    static var resignationIsForced = false
}

extension UIView {
    /// See ``UIView/endEditing(_:)``: makes the first responder resign when it is this view or inside it (a form's text
    /// field, before a screen goes). With `force`, a text field or text view ends editing even
    /// when its delegate's `textFieldShouldEndEditing(_:)` would refuse. Returns whether a
    /// responder here resigned; false when none was editing here.
    func endEditingInside(force: Bool) -> Bool {
        guard let responder = UIResponder.currentFirstResponder as? UIView, responder === self || responder.isDescendant(of: self) else { return false }
        let previous = UIResponder.resignationIsForced
        UIResponder.resignationIsForced = force
        defer { UIResponder.resignationIsForced = previous }
        return responder.resignFirstResponder()
    }
}
