import Foundation

/// Insets by leading and trailing rather than left and right (left-to-right here).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public static let zero = NSDirectionalEdgeInsets()

    func apply(to rect: CGRect) -> CGRect {
        CGRect(x: rect.minX + leading, y: rect.minY + top,
               width: max(0, rect.width - leading - trailing), height: max(0, rect.height - top - bottom))
    }
}
