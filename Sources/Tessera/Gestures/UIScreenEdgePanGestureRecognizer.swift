import Foundation

/// The edges of a rectangle.
public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts at an edge of the window: the touches must go down within
/// ``edgeWidth`` points of one of ``edges`` (in the window) and move away from it; a pan
/// that starts elsewhere fails. With no edges set, it never begins, as in UIKit.
@preconcurrency @MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
    /// How near the edge the touches must go down.
    public static let edgeWidth: CGFloat = 20

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count == touches.count else {
            super.touchesBegan(touches, with: event)
            return
        }
        guard let window = view?.window, nearEdge(location(in: nil), of: window.bounds) else {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }

    private func nearEdge(_ point: CGPoint, of bounds: CGRect) -> Bool {
        let width = UIScreenEdgePanGestureRecognizer.edgeWidth
        return (edges.contains(.left) && point.x - bounds.minX <= width)
            || (edges.contains(.right) && bounds.maxX - point.x <= width)
            || (edges.contains(.top) && point.y - bounds.minY <= width)
            || (edges.contains(.bottom) && bounds.maxY - point.y <= width)
    }
}
