import Foundation
@_spi(Host) import Tessera

/// An element's attributes as XCUITest reports them for UIKit's views.
@MainActor enum ElementAttributeReader {
    static func attributes(of view: UIView, type: XCUIElement.ElementType) -> ElementAttributes {
        var attributes = attributes(of: AccessibilityNode(view))
        attributes.hasFocus = UIResponder.currentFirstResponder === view
        if let control = view as? UIControl {
            attributes.isEnabled = attributes.isEnabled && control.isEnabled
            attributes.isSelected = attributes.isSelected || control.isSelected
        }
        if let cell = view as? UITableViewCell { attributes.isSelected = attributes.isSelected || cell.isSelected }
        if let cell = view as? UICollectionViewCell { attributes.isSelected = attributes.isSelected || cell.isSelected }
        if let field = view as? UITextField { readText(field, into: &attributes) }
        if let textView = view as? UITextView { attributes.value = textView.text }
        // An alert is found by its title (`app.alerts["Wi-Fi"]`), as on iOS.
        if let alert = view.next as? UIAlertController, attributes.identifier.isEmpty {
            attributes.identifier = alert.title ?? ""
            if attributes.label.isEmpty { attributes.label = alert.title ?? "" }
        }
        // A navigation bar is found by its title (`app.navigationBars["Settings"]`), as on iOS.
        if let bar = view as? UINavigationBar, attributes.identifier.isEmpty { attributes.identifier = bar.topItem?.title ?? "" }
        if type == .pickerWheel, let wheel = view as? UIScrollView { attributes.value = PickerWheels.value(of: wheel) }
        return attributes
    }

    static func attributes(of node: AccessibilityNode) -> ElementAttributes {
        var attributes = ElementAttributes()
        attributes.identifier = node.identifier ?? ""
        attributes.label = node.label ?? ""
        attributes.value = node.value
        attributes.frame = node.frame
        attributes.isEnabled = node.isEnabled
        attributes.isSelected = node.traits.contains(.selected)
        return attributes
    }

    /// A text field's value is its text; an empty one's is its placeholder, and a secure one
    /// shows a bullet for each character, as on iOS.
    private static func readText(_ field: UITextField, into attributes: inout ElementAttributes) {
        let text = field.text ?? ""
        attributes.placeholder = field.placeholder
        if text.isEmpty {
            attributes.value = field.placeholder
        } else {
            attributes.value = field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
        }
    }
}
