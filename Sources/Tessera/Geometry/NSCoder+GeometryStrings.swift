import Foundation

/// UIKit's geometry strings on `NSCoder` (`NSCoder.cgPoint(for: "{12, 34}")`), the Swift names
/// of `CGPointFromString` and its family.
extension NSCoder {
    public static func cgPoint(for string: String) -> CGPoint { CGPointFromString(string) }
    public static func cgSize(for string: String) -> CGSize { CGSizeFromString(string) }
    public static func cgRect(for string: String) -> CGRect { CGRectFromString(string) }
    public static func string(for point: CGPoint) -> String { NSStringFromCGPoint(point) }
    public static func string(for size: CGSize) -> String { NSStringFromCGSize(size) }
    public static func string(for rect: CGRect) -> String { NSStringFromCGRect(rect) }
}
