import Foundation

/// How the focus shows on an item. The plain effect is the system's: a halo around the view.
@preconcurrency @MainActor open class UIFocusEffect: NSObject {
    /// The system's effect (`+effect` in UIKit's headers).
    public override init() {}

    /// A copy (UIKit's effects are NSCopying): the plain effect has nothing to copy.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A halo of a chosen shape: a rectangle, a rounded rectangle or a path, in the space of
/// ``referenceView`` (the focused view itself when nil), drawn in ``containerView`` (the
/// focused view when nil), outside the shape or inside it.
@preconcurrency @MainActor open class UIFocusHaloEffect: UIFocusEffect {
    public enum Position: Int, Sendable {
        /// Inside for a cell (whose neighbours would cover a ring outside it), else outside.
        case automatic
        case outside
        case inside
    }

    /// The halo's shape, in the reference view's space.
    let path: UIBezierPath
    let cornerRadius: CGFloat
    open weak var containerView: UIView?
    open weak var referenceView: UIView?
    open var position: Position = .automatic

    init(path: UIBezierPath, cornerRadius: CGFloat) {
        self.path = path
        self.cornerRadius = cornerRadius
        super.init()
    }

    /// A halo around `rect`.
    public convenience init(rect: CGRect) {
        self.init(path: UIBezierPath(rect: rect), cornerRadius: 0)
    }

    /// A halo around `rect` with rounded corners (`curve` is drawn as a quarter circle).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve) {
        self.init(path: UIBezierPath(roundedRect: rect, cornerRadius: cornerRadius), cornerRadius: cornerRadius)
    }

    /// A halo along `bezierPath`.
    public convenience init(path bezierPath: UIBezierPath) {
        self.init(path: bezierPath, cornerRadius: 0)
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIFocusHaloEffect(path: path, cornerRadius: cornerRadius)
        copy.containerView = containerView
        copy.referenceView = referenceView
        copy.position = position
        return copy
    }
}
