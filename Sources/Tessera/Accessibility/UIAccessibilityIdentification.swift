import Foundation

/// What has a name for UI tests to find it by, which no user sees or hears: views, images and
/// bar items.
@preconcurrency @MainActor public protocol UIAccessibilityIdentification: AnyObject {
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {}
extension UIImage: UIAccessibilityIdentification {}
extension UIBarItem: UIAccessibilityIdentification {}
