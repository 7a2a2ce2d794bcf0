import Foundation

// Text fields and text views follow the text size as labels do (Views/UIFont+DynamicType.swift).

extension UITextField: DynamicTypeFontHolder {
    var dynamicTypeFont: UIFont? {
        get { font }
        set { font = newValue }
    }
}

extension UITextView: DynamicTypeFontHolder {
    var dynamicTypeFont: UIFont? {
        get { font }
        set { font = newValue }
    }
}
