import Foundation

/// Distances inward from a rectangle's four edges: the engines' form of UIKit's `UIEdgeInsets`
/// (`Tessera` converts at the boundary), so the engines name nothing of UIKit.
package struct EdgeInsets: Hashable, Sendable {
    package var top: CGFloat
    package var left: CGFloat
    package var bottom: CGFloat
    package var right: CGFloat

    package init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    package static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
