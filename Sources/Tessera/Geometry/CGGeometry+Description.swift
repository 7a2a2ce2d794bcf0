import Foundation

// Core Graphics' geometry describes itself for debugging on Apple's platforms; Foundation on
// Linux does not, so logging code (`"\(size.debugDescription)"`) gets the same text here.
extension CGPoint {
    /// `(x, y)`, as Core Graphics writes it.
    public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize {
    /// `(width, height)`, as Core Graphics writes it.
    public var debugDescription: String { "(\(width), \(height))" }
}

extension CGRect {
    /// `(x, y, width, height)`, as Core Graphics writes it.
    public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
