import Foundation

extension UITextField {
    /// Text, placeholder, border, font, colour, alignment and secure entry.
    func decodeFieldAttributes(_ coder: NSCoder) {
        let borders: [String: BorderStyle] = ["none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect]
        if let border = coder.decodedCase("borderStyle", borders) { borderStyle = border }
        if let placeholder = coder.decoded("placeholder", as: String.self) { self.placeholder = placeholder }
        if let text = coder.decoded("text", as: String.self) { self.text = text }
        if let font = coder.decoded("fontDescription", as: UIFont.self) { self.font = font }
        if let color = coder.decoded("textColor", as: UIColor.self) { textColor = color }
        if let alignment = coder.decodedCase("textAlignment", NSTextAlignment.documentNames) { textAlignment = alignment }
        let traits = coder.decoded("textInputTraits", as: [String: Any].self)
        if traits?["secureTextEntry"] as? String == "YES" { isSecureTextEntry = true }
    }
}

extension UITextView {
    /// Text (an attribute, or a `<string key="text">` for several lines), font, colour,
    /// alignment, editable and selectable.
    func decodeTextViewAttributes(_ coder: NSCoder) {
        if let text = coder.decoded("text", as: String.self) { self.text = text }
        if let font = coder.decoded("fontDescription", as: UIFont.self) { self.font = font }
        if let color = coder.decoded("textColor", as: UIColor.self) { textColor = color }
        if let alignment = coder.decodedCase("textAlignment", NSTextAlignment.documentNames) { textAlignment = alignment }
        if let editable = coder.decodedFlag("editable") { isEditable = editable }
        if let selectable = coder.decodedFlag("selectable") { isSelectable = selectable }
    }
}

extension UISearchBar {
    func decodeSearchBarAttributes(_ coder: NSCoder) {
        if let placeholder = coder.decoded("placeholder", as: String.self) { self.placeholder = placeholder }
        if let text = coder.decoded("text", as: String.self) { self.text = text }
    }
}

extension UITextField: DocumentFontHolder {
    func setDocumentFont(_ font: UIFont) { self.font = font }
}

extension UITextView: DocumentFontHolder {
    func setDocumentFont(_ font: UIFont) { self.font = font }
}
