import Foundation

extension UIViewController {
    /// Shows `viewController` modally, as its ``modalPresentationStyle`` says (a sheet by
    /// default; see ``UIModalPresentationStyle``), with its transitioning delegate's animator,
    /// interaction controller and presentation controller when it has one, else UIKit's
    /// animations (``UIModalTransitionStyle``). `completion` runs once it is on screen.
    ///
    /// Presenting from a controller that already presents one is refused with UIKit's message,
    /// as is presenting from a controller whose view is not in a window.
    public func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard let window = viewIfLoaded?.window else {
            TesseraDiagnostics.report("present(_:animated:): \(type(of: self)) is not in a window; \(type(of: viewController)) is not shown")
            return
        }
        if let current = presentedViewController {
            TesseraDiagnostics.report("Attempt to present <\(type(of: viewController))> on <\(type(of: self))> which is already presenting <\(type(of: current))>")
            return
        }
        guard viewController.presentingViewController == nil, viewController.parent == nil else {
            TesseraDiagnostics.report("Application tried to present modally a view controller <\(type(of: viewController))> that is already presented or has a parent")
            return
        }
        ModalPresenter(presenter: self, presented: viewController, window: window, animated: animated).present(completion: completion)
    }

    /// Closes what this controller presented (or, when it presents nothing, itself), with the
    /// controllers presented above it.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let target = presentedViewController ?? self
        guard target.presentingViewController != nil else {
            completion?()
            return
        }
        target.performDismissal(animated: animated, userInitiated: false, completion: completion)
    }

    /// Dismisses this presented controller; a dismissal the user started tells the presentation
    /// controller's delegate `presentationControllerDidDismiss` once it is over.
    func performDismissal(animated: Bool, userInitiated: Bool, completion: (() -> Void)?) {
        guard modal.transition == nil, let presenter = presentingViewController, let controller = modal.controller else {
            completion?()
            return
        }
        // What this controller presented goes first, without animation, as in UIKit.
        if let above = presentedViewController { above.performDismissal(animated: false, userInitiated: false, completion: nil) }
        ModalDismisser(presenter: presenter, presented: self, controller: controller, animated: animated).dismiss { completed in
            guard completed else { return }
            if userInitiated { controller.delegate?.presentationControllerDidDismiss(controller) }
            completion?()
        }
    }
}
