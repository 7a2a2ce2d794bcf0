import Foundation

/// The inset distances for the sides of a rectangle, in points.
///
/// Positive values shrink the rectangle they are applied to (`CGRect.inset(by:)`).
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Insets with every side zero.
    public static let zero = UIEdgeInsets()
}

/// Makes insets in UIKit's argument order: top, left, bottom, right.
@inlinable public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// The rectangle left after removing the insets from each side.
@inlinable public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
    rect.inset(by: insets)
}

extension CGRect {
    /// The rectangle left after removing `insets` from each side; negative insets grow it.
    @inlinable public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right,
               height: size.height - insets.top - insets.bottom)
    }
}
