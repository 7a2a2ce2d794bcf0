import Foundation

extension UIViewController {
    /// Shows `viewController` modally over this one's window: an alert fades in over a dimmed
    /// screen, anything else slides up to cover the screen.
    public func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard let window = viewIfLoaded?.window else {
            TesseraDiagnostics.report("present(_:animated:): \(type(of: self)) is not in a window; \(type(of: viewController)) is not shown")
            return
        }
        presentedViewController = viewController
        viewController.presentingViewController = self
        let presented: UIView = viewController.view
        presented.frame = window.bounds
        presented.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let isAlert = viewController is UIAlertController
        viewController.beginAppearance(animated: animated)
        window.addSubview(presented)
        viewController.endAppearance()
        guard animated else { MainLoop.shared.performOnNextTurn { completion?() }; return }
        UIView.performWithoutAnimation {
            if isAlert { presented.alpha = 0 } else { presented.frame.origin.y = window.bounds.height }
        }
        UIView.animate(withDuration: UIView.standardAnimationDuration, animations: {
            if isAlert { presented.alpha = 1 } else { presented.frame.origin.y = 0 }
        }, completion: { _ in completion?() })
    }

    /// Closes what this controller presented (or, when it was presented, itself).
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let target = presentedViewController ?? self
        guard let presenter = target.presentingViewController else { completion?(); return }
        let view = target.viewIfLoaded
        let finish = {
            view?.removeFromSuperview()
            presenter.presentedViewController = nil
            target.presentingViewController = nil
            completion?()
        }
        guard animated, let view else { finish(); return }
        UIView.animate(withDuration: UIView.standardAnimationDuration, animations: {
            if target is UIAlertController { view.alpha = 0 } else { view.frame.origin.y = view.bounds.height }
        }, completion: { _ in finish() })
    }
}
