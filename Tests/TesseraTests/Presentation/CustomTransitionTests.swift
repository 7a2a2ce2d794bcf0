import Foundation
import Testing
import TesseraTesting
@testable import Tessera

/// A custom presentation as UIKit code writes one: a transitioning delegate with a presentation
/// controller that puts the presented view in the bottom half over a dimming view, an animator
/// that slides it, and a percent-driven interaction controller for a dismissal by gesture.
@MainActor final class HalfScreenPresentation: UIPresentationController {
    var log: CallLog?
    let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        log?.add("presentationTransitionWillBegin")
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimming.frame = containerView?.bounds ?? .zero
        containerView?.insertSubview(dimming, at: 0)
    }
    override func presentationTransitionDidEnd(_ completed: Bool) { log?.add("presentationTransitionDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { log?.add("dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log?.add("dismissalTransitionDidEnd(\(completed))") }
    override func containerViewWillLayoutSubviews() { presentedView?.frame = frameOfPresentedViewInContainerView }
}

@MainActor final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    var log: CallLog?
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        log?.add("animateTransition")
        let container = transitionContext.containerView
        if presenting {
            let view = transitionContext.view(forKey: .to)!
            let final = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            view.frame = final.offsetBy(dx: 0, dy: final.height)
            container.addSubview(view)
            UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { view.frame = final }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else {
            let view = transitionContext.view(forKey: .from)!
            UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { view.frame.origin.y = container.bounds.height }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { log?.add("animationEnded(\(transitionCompleted))") }
}

@MainActor final class HalfScreenTransitions: NSObject, UIViewControllerTransitioningDelegate {
    let log: CallLog
    var interaction: UIPercentDrivenInteractiveTransition?
    init(log: CallLog) { self.log = log }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        log.add("presentationController(forPresented:)")
        let controller = HalfScreenPresentation(presentedViewController: presented, presenting: presenting)
        controller.log = log
        return controller
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = SlideAnimator(presenting: true)
        animator.log = log
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = SlideAnimator(presenting: false)
        animator.log = log
        return animator
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

@MainActor struct CustomTransitionTests {
    private func start() -> (HeadlessScreen, UIViewController, UIViewController, HalfScreenTransitions, CallLog) {
        let log = CallLog()
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let root = UIViewController()
        screen.window.rootViewController = root
        let card = UIViewController()
        card.view.backgroundColor = .systemOrange
        let transitions = HalfScreenTransitions(log: log)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        return (screen, root, card, transitions, log)
    }

    @Test func theDelegatesObjectsRunInUIKitsOrder() throws {
        let (screen, root, card, transitions, log) = start()
        root.present(card, animated: true)
        screen.advance(by: 0.25)
        #expect(abs(card.view.layer.presentedState.position.y - 600) < 2, "the animator's slide, half way: \(card.view.layer.presentedState.position.y)")
        screen.runUntilIdle()
        #expect(card.view.frame == CGRect(x: 0, y: 300, width: 400, height: 300), "where the presentation controller says")
        #expect(log.calls == ["presentationController(forPresented:)", "presentationTransitionWillBegin", "animateTransition",
                              "presentationTransitionDidEnd(true)", "animationEnded(true)"], "\(log.calls)")
        let pixel = screen.renderImage().rgba(x: 200, y: 100)
        #expect(pixel.r < 140 && pixel.r > 100, "the dimming view over the white presenter: \(pixel)")
        log.calls = []
        root.dismiss(animated: true)
        screen.runUntilIdle()
        #expect(log.calls == ["dismissalTransitionWillBegin", "animateTransition", "dismissalTransitionDidEnd(true)", "animationEnded(true)"])
        #expect(root.presentedViewController == nil)
        _ = transitions
    }

    @Test func aPercentDrivenDismissalFollowsTheGestureAndCanBeCancelled() throws {
        let (screen, root, card, transitions, log) = start()
        root.present(card, animated: false)
        screen.runUntilIdle()
        let interaction = UIPercentDrivenInteractiveTransition()
        transitions.interaction = interaction
        log.calls = []
        card.dismiss(animated: true)
        screen.runUntilIdle()
        #expect(card.view.layer.presentedState.position.y == 450, "held at the start while the finger has not moved")
        interaction.update(0.5)
        screen.runUntilIdle()
        #expect(abs(card.view.layer.presentedState.position.y - 600) < 1, "half way down: \(card.view.layer.presentedState.position.y)")
        #expect(interaction.percentComplete == 0.5)
        interaction.cancel()
        screen.runUntilIdle()
        #expect(root.presentedViewController === card, "cancelled: still presented")
        #expect(card.view.frame.minY == 300 && card.view.layer.presentedState.position.y == 450, "back where it was")
        #expect(log.calls == ["dismissalTransitionWillBegin", "animateTransition", "dismissalTransitionDidEnd(false)", "animationEnded(false)"],
                "\(log.calls)")
        log.calls = []
        let second = UIPercentDrivenInteractiveTransition()
        transitions.interaction = second
        card.dismiss(animated: true)
        second.update(0.8)
        second.finish()
        screen.runUntilIdle()
        #expect(root.presentedViewController == nil, "finished: dismissed")
        #expect(log.calls.last == "animationEnded(true)")
    }
}
