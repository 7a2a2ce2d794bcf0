import Foundation

/// UIKit's own presentation animations: a sheet or a full-screen cover slides up from the
/// bottom edge, a cross-dissolve fades, a flip turns the container over, a partial curl curls
/// it up; dismissals run them back.
@MainActor final class ModalTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let style: UIModalTransitionStyle
    private let isPresenting: Bool

    init(style: UIModalTransitionStyle, presenting: Bool) {
        self.style = style
        isPresenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        style == .flipHorizontal || style == .partialCurl ? 0.6 : UIView.standardAnimationDuration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let duration = transitionDuration(using: context)
        let done: (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }
        switch style {
        case .flipHorizontal, .partialCurl: turn(context, duration: duration, done: done)
        case .crossDissolve: fade(context, duration: duration, done: done)
        case .coverVertical: slide(context, duration: duration, done: done)
        }
    }

    private func slide(_ context: UIViewControllerContextTransitioning, duration: TimeInterval, done: @escaping (Bool) -> Void) {
        let container = context.containerView
        if isPresenting, let view = context.view(forKey: .to), let to = context.viewController(forKey: .to) {
            let final = context.finalFrame(for: to)
            view.frame = final.offsetBy(dx: 0, dy: container.bounds.height - final.minY)
            container.addSubview(view)
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: { view.frame = final }, completion: done)
        } else if let view = context.view(forKey: .from) {
            let away = view.frame.offsetBy(dx: 0, dy: container.bounds.height - view.frame.minY)
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseIn], animations: { view.frame = away }, completion: done)
        } else {
            done(true)
        }
    }

    private func fade(_ context: UIViewControllerContextTransitioning, duration: TimeInterval, done: @escaping (Bool) -> Void) {
        if isPresenting, let view = context.view(forKey: .to), let to = context.viewController(forKey: .to) {
            view.frame = context.finalFrame(for: to)
            view.alpha = 0
            context.containerView.addSubview(view)
            UIView.animate(withDuration: duration, animations: { view.alpha = 1 }, completion: done)
        } else if let view = context.view(forKey: .from) {
            UIView.animate(withDuration: duration, animations: { view.alpha = 0 }, completion: done)
        } else {
            done(true)
        }
    }

    private func turn(_ context: UIViewControllerContextTransitioning, duration: TimeInterval, done: @escaping (Bool) -> Void) {
        let options: UIView.AnimationOptions = style == .partialCurl
            ? (isPresenting ? .transitionCurlUp : .transitionCurlDown)
            : (isPresenting ? .transitionFlipFromRight : .transitionFlipFromLeft)
        let container = context.containerView
        UIView.transition(with: container, duration: duration, options: options, animations: {
            if self.isPresenting, let view = context.view(forKey: .to), let to = context.viewController(forKey: .to) {
                view.frame = context.finalFrame(for: to)
                container.addSubview(view)
            } else {
                context.view(forKey: .from)?.removeFromSuperview()
            }
        }, completion: done)
    }
}
