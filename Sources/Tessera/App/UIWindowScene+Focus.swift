import Foundation

extension UIWindowScene {
    /// The focus system of the scene's key window (its first window when none is key); nil
    /// while the scene has no window.
    public var focusSystem: UIFocusSystem? {
        (keyWindow ?? windows.first).map(UIFocusSystem.system(for:))
    }
}
