import Foundation

/// A bar's edge a view can be laid out against: the type of UIKit's `topLayoutGuide` and
/// `bottomLayoutGuide` (iOS 7–10), which Auto Layout libraries still name in their types.
/// Tessera's controllers do not have those deprecated guides; lay out against
/// `safeAreaLayoutGuide`, as UIKit has asked since iOS 11.
@preconcurrency @MainActor public protocol UILayoutSupport: NSObjectProtocol {
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}
