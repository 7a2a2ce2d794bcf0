import Foundation

extension UIView {
    /// The point of the view its position and transforms refer to (iOS 16's view form of the
    /// layer's): the centre by default.
    public var anchorPoint: CGPoint {
        get { layer.anchorPoint }
        set { layer.anchorPoint = newValue }
    }

    /// Pixels per point the view's content is drawn at: its window's screen scale. Tessera
    /// draws at the scale the view is shown at, so setting it changes nothing.
    public var contentScaleFactor: CGFloat {
        get { UIScreen.main.scale }
        set {}
    }

    /// The duration of the animation block running now (0 outside one).
    public static var inheritedAnimationDuration: TimeInterval { AnimationContext.current?.timing.duration ?? 0 }
}
