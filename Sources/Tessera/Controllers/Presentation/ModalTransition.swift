import Foundation

/// One presentation or dismissal in progress: the transition context its animator gets, and
/// the steps around the animator in UIKit's order (see ``UIPresentationController``).
@MainActor final class ModalTransition: NSObject, UIViewControllerContextTransitioning {
    enum Direction { case presentation, dismissal }

    let direction: Direction
    let presented: UIViewController
    let presenter: UIViewController
    let controller: UIPresentationController
    let containerView: UIView
    let isAnimated: Bool
    /// The animator this transition runs (an interaction controller drives it).
    let animator: UIViewControllerAnimatedTransitioning
    private let interactor: UIViewControllerInteractiveTransitioning?
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    private var finished = false
    private let onEnd: (Bool) -> Void

    init(_ direction: Direction, presented: UIViewController, presenter: UIViewController, controller: UIPresentationController,
         containerView: UIView, animated: Bool, animator: UIViewControllerAnimatedTransitioning,
         interactor: UIViewControllerInteractiveTransitioning?, onEnd: @escaping (Bool) -> Void) {
        self.direction = direction
        self.presented = presented
        self.presenter = presenter
        self.controller = controller
        self.containerView = containerView
        isAnimated = animated
        self.animator = animator
        self.interactor = interactor
        isInteractive = interactor?.wantsInteractiveStart ?? false
        self.onEnd = onEnd
        super.init()
    }

    /// Hands the transition to the interaction controller, or the animator; without animation,
    /// puts the views where they end and completes at once.
    func run() {
        if let interactor {
            interactor.startInteractiveTransition(self)
        } else if isAnimated {
            animator.animateTransition(using: self)
        } else {
            placeWithoutAnimation()
            completeTransition(true)
        }
    }

    private func placeWithoutAnimation() {
        guard direction == .presentation else {
            view(forKey: .from)?.removeFromSuperview()
            return
        }
        guard let view = view(forKey: .to) else { return }
        view.frame = finalFrame(for: presented)
        containerView.addSubview(view)
    }

    // MARK: UIViewControllerContextTransitioning

    var presentationStyle: UIModalPresentationStyle { controller.presentationStyle }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        let (from, to) = direction == .presentation ? (presenter, presented) : (presented, presenter)
        switch key {
        case .from: return from
        case .to: return to
        default: return nil
        }
    }

    /// The presented view, and the presenter's only when the presentation takes it away (a
    /// full-screen one), as in UIKit: an animator moves only the views it is given.
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let presentedView = controller.presentedView ?? presented.view
        let presenterView = controller.shouldRemovePresentersView ? presenter.viewIfLoaded : nil
        switch (direction, key) {
        case (.presentation, .to), (.dismissal, .from): return presentedView
        case (.presentation, .from), (.dismissal, .to): return presenterView
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === presented { return direction == .presentation ? .zero : controller.frameOfPresentedViewInContainerView }
        return vc === presenter ? containerView.bounds : .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === presented { return direction == .presentation ? controller.frameOfPresentedViewInContainerView : .zero }
        return vc === presenter ? containerView.bounds : .zero
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = min(1, max(0, percentComplete.isFinite ? percentComplete : 0))
    }

    func finishInteractiveTransition() {
        isInteractive = false
    }

    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
    }

    func pauseInteractiveTransition() {
        isInteractive = true
    }

    /// Ends the transition; the first call counts.
    func completeTransition(_ didComplete: Bool) {
        guard !finished else { return }
        finished = true
        onEnd(didComplete)
        animator.animationEnded(didComplete)
    }
}
