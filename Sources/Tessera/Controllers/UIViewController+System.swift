import Foundation

/// The status bar's look. A desktop window has no status bar: controllers' answers are asked
/// for nothing, and kept so code that gives them compiles and runs.
public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent }
public enum UIStatusBarAnimation: Int, Sendable { case none, fade, slide }

/// Device orientations. A desktop window is not rotated; it is resized.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

extension UIViewController {
    /// Whether the controller is being pushed on (or added to) its parent: true from its
    /// `viewWillAppear` to its `viewDidAppear` during a push.
    public var isMovingToParent: Bool { appearance.movingToParent }
    /// Whether the controller is being popped (or removed): true from its `viewWillDisappear` to
    /// its `viewDidDisappear` during a pop.
    public var isMovingFromParent: Bool { appearance.movingFromParent }

    /// Swaps two children of this controller: `toViewController`'s view takes
    /// `fromViewController`'s place, `animations` run (the transition `options`, such as a
    /// cross-dissolve or a flip, apply to the swap), then `fromViewController`'s view leaves and
    /// `completion` runs. Both must be children of this controller; otherwise the call is
    /// reported and nothing changes, where UIKit raises.
    public func transition(from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
                           options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard fromViewController.parent === self, toViewController.parent === self, let container = fromViewController.viewIfLoaded?.superview else {
            TesseraDiagnostics.report("transition(from:to:duration:options:animations:completion:): both controllers must be children of \(type(of: self)) and the first on screen")
            return
        }
        let incoming = toViewController.view!
        incoming.frame = fromViewController.view.frame
        toViewController.beginAppearance(animated: duration > 0)
        fromViewController.beginDisappearance(animated: duration > 0)
        UIView.transition(with: container, duration: duration, options: options, animations: {
            container.insertSubview(incoming, aboveSubview: fromViewController.view)
            fromViewController.view.removeFromSuperview()
            animations?()
        }, completion: { finished in
            toViewController.endAppearance()
            fromViewController.endDisappearance()
            completion?(finished)
        })
    }
}
