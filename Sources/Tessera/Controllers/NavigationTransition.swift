import Foundation

/// Hears a navigation controller's pushes and pops, and may animate them itself.
@preconcurrency @MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The animator of an animated push or pop; nil (the default) for UIKit's slide.
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller that drives the animator from a gesture; nil for none.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
}

/// A push or pop in progress: the transition context its animator gets.
@MainActor final class NavigationTransition: NSObject, UIViewControllerContextTransitioning, AnimatorCarrying {
    let containerView: UIView
    let from: UIViewController
    let to: UIViewController
    let isAnimated: Bool
    let transitionAnimator: UIViewControllerAnimatedTransitioning
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    private var finished = false
    private let onEnd: (Bool) -> Void

    init(container: UIView, from: UIViewController, to: UIViewController, animated: Bool,
         animator: UIViewControllerAnimatedTransitioning, onEnd: @escaping (Bool) -> Void) {
        containerView = container
        self.from = from
        self.to = to
        isAnimated = animated
        transitionAnimator = animator
        self.onEnd = onEnd
        super.init()
    }

    var presentationStyle: UIModalPresentationStyle { .none }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? from.view : key == .to ? to.view : nil
    }

    /// Whether an interaction controller drives the transition from its start.
    func startsInteractive(_ interactive: Bool) { isInteractive = interactive }

    func initialFrame(for vc: UIViewController) -> CGRect { vc === from ? containerView.bounds : .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { vc === to ? containerView.bounds : .zero }
    func updateInteractiveTransition(_ percentComplete: CGFloat) { isInteractive = true }
    func finishInteractiveTransition() { isInteractive = false }

    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
    }

    func pauseInteractiveTransition() { isInteractive = true }

    func completeTransition(_ didComplete: Bool) {
        guard !finished else { return }
        finished = true
        onEnd(didComplete)
        transitionAnimator.animationEnded(didComplete)
    }
}

/// UIKit's push and pop: the incoming view slides in from the right edge over the outgoing one,
/// which moves a third of the way left (a pop runs it the other way), over 0.35 s.
@MainActor final class NavigationSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        UINavigationController.transitionDuration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let incoming = context.view(forKey: .to), let outgoing = context.view(forKey: .from) else {
            context.completeTransition(true)
            return
        }
        let container = context.containerView
        let width = container.bounds.width
        let forward = operation != .pop
        incoming.frame = container.bounds
        incoming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(incoming)
        if forward { container.bringSubviewToFront(incoming) } else { container.sendSubviewToBack(incoming) }
        UIView.performWithoutAnimation { incoming.frame.origin.x = forward ? width : -width / 3 }
        // Driven by a finger, the views move with it: linear in time.
        let curve: UIView.AnimationOptions = context.isInteractive ? .curveLinear : .curveEaseOut
        UIView.animate(withDuration: UINavigationController.transitionDuration, delay: 0, options: curve, animations: {
            incoming.frame.origin.x = 0
            outgoing.frame.origin.x = forward ? -width / 3 : width
        }, completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
