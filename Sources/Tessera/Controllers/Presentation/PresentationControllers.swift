import Foundation

/// Which presentation controller a presentation gets, and how it adapts.
@MainActor enum PresentationControllers {
    /// UIKit's controller for the presented controller's style, or for `.custom` the
    /// transitioning delegate's (a plain ``UIPresentationController`` when it gives none).
    static func make(for presented: UIViewController, presenting: UIViewController?, source: UIViewController?) -> UIPresentationController {
        let style = presented.modalPresentationStyle
        if style == .custom, let presenting, let source,
           let custom = presented.transitioningDelegate?.presentationController(forPresented: presented, presenting: presenting, source: source) {
            return custom
        }
        return make(style: style, for: presented, presenting: presenting)
    }

    static func make(style: UIModalPresentationStyle, for presented: UIViewController, presenting: UIViewController?) -> UIPresentationController {
        switch style {
        case .pageSheet, .formSheet, .automatic:
            UISheetPresentationController(presentedViewController: presented, presenting: presenting)
        case .popover:
            UIPopoverPresentationController(presentedViewController: presented, presenting: presenting)
        case .custom:
            UIPresentationController(presentedViewController: presented, presenting: presenting)
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .none:
            FullScreenPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    /// The style a presentation takes in `traits`: in a compact width a popover becomes a sheet,
    /// unless the delegate answers otherwise (`.none` keeps it); the delegate may also restyle
    /// a sheet (`.fullScreen`).
    static func adaptedStyle(of controller: UIPresentationController, in traits: UITraitCollection) -> UIModalPresentationStyle {
        let style = controller.presentationStyle
        guard traits.horizontalSizeClass == .compact, [.popover, .pageSheet, .formSheet, .automatic].contains(style) else { return style }
        let fallback: UIModalPresentationStyle = style == .popover ? .pageSheet : style
        guard let delegate = controller.delegate else { return fallback }
        let answer = OptionalRequirement.ifImplemented("adaptivePresentationStyle(for:traitCollection:)", placeholder: UIModalPresentationStyle.none) {
            delegate.adaptivePresentationStyle(for: controller, traitCollection: traits)
        } ?? OptionalRequirement.ifImplemented("adaptivePresentationStyle(for:)", placeholder: UIModalPresentationStyle.none) {
            delegate.adaptivePresentationStyle(for: controller)
        }
        guard let answer else { return fallback }
        return answer == .none ? style : answer
    }
}

extension UIPresentationController {
    /// The user asked to dismiss (a swipe down, Escape, a tap outside): allowed unless the
    /// presented controller (or a child on screen) ``UIViewController/isModalInPresentation``
    /// or the delegate's `presentationControllerShouldDismiss` says no, in which case the
    /// delegate hears `presentationControllerDidAttemptToDismiss`. Returns whether it dismisses.
    @discardableResult
    func attemptUserDismissal() -> Bool {
        let presented = presentedViewController
        guard presented.modal.transition == nil, presented.presentingViewController != nil else { return false }
        let allowed = !presented.isModalInPresentationAnywhere && (delegate?.presentationControllerShouldDismiss(self) ?? true)
        guard allowed else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        delegate?.presentationControllerWillDismiss(self)
        presented.performDismissal(animated: true, userInitiated: true, completion: nil)
        return true
    }
}

extension UIViewController {
    /// Whether this controller or one of its children says the user may not dismiss it.
    var isModalInPresentationAnywhere: Bool {
        isModalInPresentation || children.contains { $0.isModalInPresentationAnywhere }
    }
}
