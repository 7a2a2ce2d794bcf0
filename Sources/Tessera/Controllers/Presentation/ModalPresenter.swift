import Foundation

/// Presents one controller: picks and adapts its presentation controller, makes the container,
/// chooses the animator, and runs the transition with the appearance calls around it.
@MainActor struct ModalPresenter {
    let presenter: UIViewController
    let presented: UIViewController
    let window: UIWindow
    let animated: Bool

    func present(completion: (() -> Void)?) {
        // The presentation controller works with the presented view from its first call on.
        presented.loadViewIfNeeded()
        let controller = presentationController()
        presented.modal.controller = controller
        presenter.presentedViewController = presented
        presented.presentingViewController = presenter
        let context = contextController()
        let host: UIView = context?.view ?? window
        let container = PresentationContainerView(frame: host.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.controller = controller
        host.addSubview(container)
        controller.containerView = container
        let covered = coveredController(context: context)
        let hidesPresenter = controller.shouldRemovePresentersView && covered != nil
        let (animator, interactor) = animators(controller: controller)
        presented.modal.isBeingPresented = true
        let coordination = TransitionCoordination.begin([presented, presenter], in: container, animated: animated,
                                                        duration: animator.transitionDuration(using: nil))
        presented.beginAppearanceTransition(true, animated: animated)
        if hidesPresenter { covered?.beginAppearanceTransition(false, animated: animated) }
        let transition = ModalTransition(.presentation, presented: presented, presenter: presenter, controller: controller,
                                         containerView: container, animated: animated, animator: animator, interactor: interactor) { completed in
            finish(completed, controller: controller, covered: hidesPresenter ? covered : nil, completion: completion)
            coordination.finish(completed: completed)
        }
        presented.modal.transition = transition
        coordination.context = transition
        controller.presentationTransitionWillBegin()
        coordination.start()
        transition.run()
    }

    /// The controller made or configured before (a sheet whose detents were set), or a new one
    /// for the style, adapted to the window's width.
    private func presentationController() -> UIPresentationController {
        let style = presented.modalPresentationStyle
        var controller: UIPresentationController
        if let existing = presented.modal.controller, style != .custom, existing.style(matches: style) {
            controller = existing
        } else {
            controller = PresentationControllers.make(for: presented, presenting: presenter, source: presenter)
        }
        controller.setPresenting(presenter)
        let adapted = PresentationControllers.adaptedStyle(of: controller, in: window.traitCollection)
        if adapted != controller.presentationStyle {
            let replacement = controller.style(matches: adapted) ? controller
                : PresentationControllers.make(style: adapted, for: presented, presenting: presenter)
            replacement.delegate = controller.delegate
            replacement.adaptedStyle = adapted
            controller = replacement
        }
        return controller
    }

    /// For the current-context styles, the nearest controller up from the presenter that
    /// defines a presentation context (the root when none does).
    private func contextController() -> UIViewController? {
        let style = presented.modalPresentationStyle
        guard style == .currentContext || style == .overCurrentContext else { return nil }
        var candidate: UIViewController? = presenter
        while let current = candidate {
            if current.definesPresentationContext, current.viewIfLoaded?.window != nil { return current }
            candidate = current.parent
        }
        return nil
    }

    /// The controller whose view a full-screen presentation covers: what the presenter itself
    /// was presented in, the context, or the window's root.
    private func coveredController(context: UIViewController?) -> UIViewController? {
        if presenter.presentingViewController != nil { return presenter }
        return context ?? window.rootViewController ?? presenter
    }

    private func animators(controller: UIPresentationController)
        -> (UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning?) {
        let delegate = presented.transitioningDelegate
        if let custom = delegate?.animationController(forPresented: presented, presenting: presenter, source: presenter) {
            return (custom, delegate?.interactionControllerForPresentation(using: custom))
        }
        return (ModalTransitionAnimator(style: ModalPresenter.transitionStyle(of: controller), presenting: true), nil)
    }

    /// Sheets cover vertically and popovers fade, whatever the controller's transition style.
    static func transitionStyle(of controller: UIPresentationController) -> UIModalTransitionStyle {
        switch controller.presentationStyle {
        case .pageSheet, .formSheet, .automatic: .coverVertical
        case .popover: .crossDissolve
        default: controller.presentedViewController.modalTransitionStyle
        }
    }

    private func finish(_ completed: Bool, controller: UIPresentationController, covered: UIViewController?, completion: (() -> Void)?) {
        presented.modal.transition = nil
        presented.modal.isBeingPresented = false
        controller.presentationTransitionDidEnd(completed)
        guard completed else {
            undo(controller: controller, covered: covered)
            return
        }
        controller.containerView?.setNeedsLayout()
        presented.endAppearance()
        if let covered, let view = covered.viewIfLoaded ?? controller.containerView {
            view.isHidden = true
            presented.modal.coveredView = view
            presented.modal.coveredController = covered
            covered.endAppearanceTransition()
        }
        if animated { completion?() } else { MainLoop.shared.performOnNextTurn { completion?() } }
    }

    /// A cancelled presentation: the presented controller leaves, the presenter stays.
    private func undo(controller: UIPresentationController, covered: UIViewController?) {
        presented.beginAppearanceTransition(false, animated: false)
        presented.viewIfLoaded?.removeFromSuperview()
        controller.containerView?.removeFromSuperview()
        controller.containerView = nil
        presenter.presentedViewController = nil
        presented.presentingViewController = nil
        presented.endAppearanceTransition()
        covered?.beginAppearanceTransition(true, animated: false)
        covered?.endAppearanceTransition()
    }
}

/// Dismisses one presented controller: its presentation controller's dismissal calls, the
/// animator, and the appearance calls, putting back what the presentation covered.
@MainActor struct ModalDismisser {
    let presenter: UIViewController
    let presented: UIViewController
    let controller: UIPresentationController
    let animated: Bool

    func dismiss(onEnd: @escaping (Bool) -> Void) {
        guard let container = controller.containerView else {
            onEnd(true)
            return
        }
        let delegate = presented.transitioningDelegate
        let custom = delegate?.animationController(forDismissed: presented)
        let animator = custom ?? ModalTransitionAnimator(style: ModalPresenter.transitionStyle(of: controller), presenting: false)
        let interactor = custom.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        let covered = presented.modal.coveredController
        presented.modal.isBeingDismissed = true
        let coordination = TransitionCoordination.begin([presented, presenter], in: container, animated: animated,
                                                        duration: animator.transitionDuration(using: nil))
        presented.beginAppearanceTransition(false, animated: animated)
        presented.modal.coveredView?.isHidden = false
        covered?.beginAppearanceTransition(true, animated: animated)
        let transition = ModalTransition(.dismissal, presented: presented, presenter: presenter, controller: controller,
                                         containerView: container, animated: animated, animator: animator, interactor: interactor) { completed in
            finish(completed, container: container, covered: covered, onEnd: onEnd)
            coordination.finish(completed: completed)
        }
        presented.modal.transition = transition
        coordination.context = transition
        controller.dismissalTransitionWillBegin()
        coordination.start()
        transition.run()
    }

    private func finish(_ completed: Bool, container: UIView, covered: UIViewController?, onEnd: (Bool) -> Void) {
        presented.modal.transition = nil
        presented.modal.isBeingDismissed = false
        controller.dismissalTransitionDidEnd(completed)
        guard completed else {
            // The dismissal was cancelled (an interactive one let go): everything stays.
            presented.modal.coveredView?.isHidden = true
            covered?.beginAppearanceTransition(false, animated: false)
            covered?.endAppearanceTransition()
            presented.beginAppearanceTransition(true, animated: false)
            presented.endAppearanceTransition()
            onEnd(false)
            return
        }
        // The keyboard leaves with the presented views (an alert's text field), as in UIKit.
        if let responder = UIResponder.currentFirstResponder as? UIView, let root = presented.viewIfLoaded, responder.isDescendant(of: root) {
            _ = responder.resignFirstResponder()
        }
        presented.viewIfLoaded?.removeFromSuperview()
        container.removeFromSuperview()
        controller.containerView = nil
        presenter.presentedViewController = nil
        presented.presentingViewController = nil
        presented.modal.controller = nil
        presented.modal.coveredView = nil
        presented.modal.coveredController = nil
        presented.endAppearanceTransition()
        covered?.endAppearance()
        onEnd(true)
    }
}
