import Foundation

extension UIView {
    /// Animations the system defines for views.
    public enum SystemAnimation: UInt, Sendable {
        /// The views shrink a little and fade out, then leave their superviews.
        case delete
    }

    /// Runs a system animation on `views` (a third of a second), with `parallelAnimations` in
    /// the same animation. For `.delete`, the views shrink to 90 % and fade out, and are removed
    /// from their superviews when it ends, before `completion`.
    public class func perform(_ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
                              animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        UIView.animate(withDuration: 0.3, delay: 0, options: options, animations: {
            for view in views {
                view.alpha = 0
                view.transform = view.transform.scaledBy(x: 0.9, y: 0.9)
            }
            parallelAnimations?()
        }, completion: { finished in
            for view in views { view.removeFromSuperview() }
            completion?(finished)
        })
    }
}
