import Foundation

/// How the ends of a stroked line are drawn (Core Graphics' names; Foundation on Linux has none).
public enum CGLineCap: Int32, Sendable {
    /// Square, at the end point.
    case butt
    /// A half circle around the end point.
    case round
    /// Square, half the line's width past the end point.
    case square
}

/// How the corners of a stroked line are drawn.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}
