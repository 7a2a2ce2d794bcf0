import Foundation

/// A two-dimensional vector, as CoreGraphics defines it (UIKit Dynamics uses it for forces).
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init() { self.init(dx: 0, dy: 0) }
    public static let zero = CGVector()
}
