import Foundation

extension UIAlertController {
    /// Adds a text field under the message (alerts only; an action sheet's is refused with a
    /// message, as UIKit raises), configured by `configurationHandler`. The first field takes
    /// the keyboard when the alert appears; the actions' handlers read ``textFields``.
    public func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            TesseraDiagnostics.report("UIAlertController.addTextField: text fields can only be added to an alert, not an action sheet")
            return
        }
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 13)
        configurationHandler?(field)
        fieldViews.append(field)
    }

    /// The text fields added, in order; nil when there are none.
    public var textFields: [UITextField]? {
        let fields = fieldViews.compactMap { $0 as? UITextField }
        return fields.isEmpty ? nil : fields
    }
}
