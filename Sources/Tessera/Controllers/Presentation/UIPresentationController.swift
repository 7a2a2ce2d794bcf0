import Foundation

/// Manages how a presented controller's view sits over its presenter's: the container view it
/// is in, its frame there, the views around it (a dimming view), and how the presentation
/// adapts to the window's size class. Subclass it for a custom presentation (return it from
/// the transitioning delegate's `presentationController(forPresented:presenting:source:)` with
/// `modalPresentationStyle = .custom`), or configure UIKit's: ``UISheetPresentationController``,
/// ``UIPopoverPresentationController``.
///
/// The transition calls, in UIKit's order: `presentationTransitionWillBegin()`, the animator,
/// `presentationTransitionDidEnd(_:)`; and for a dismissal `dismissalTransitionWillBegin()`,
/// the animator, `dismissalTransitionDidEnd(_:)`. The container view's layout calls
/// `containerViewWillLayoutSubviews()` and `containerViewDidLayoutSubviews()`.
@preconcurrency @MainActor open class UIPresentationController: NSObject {
    public let presentedViewController: UIViewController
    private weak var presenter: UIViewController?
    /// Hears about adaptation and about the user's attempts to dismiss.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// The view the transition animates in, over the presenter's window or context; nil until
    /// the presentation begins.
    public internal(set) var containerView: UIView?
    /// Traits the presented controller gets instead of the container's.
    open var overrideTraitCollection: UITraitCollection?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presenter = presentingViewController
        super.init()
    }

    /// The controller that presented (or will present) the presented one.
    open var presentingViewController: UIViewController {
        guard let presenter else {
            fatalError("UIPresentationController: \(type(of: presentedViewController)) is not presented yet; presentingViewController is set by present(_:animated:completion:)")
        }
        return presenter
    }

    var presentingIfSet: UIViewController? { presenter }
    func setPresenting(_ controller: UIViewController) { presenter = controller }

    /// The style of the presentation: the presented controller's, or the one it adapted to.
    open var presentationStyle: UIModalPresentationStyle { adaptedStyle ?? presentedViewController.modalPresentationStyle }
    /// The style this presentation adapted to in a compact width.
    var adaptedStyle: UIModalPresentationStyle?

    /// The view the animator moves: the presented controller's.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// Where the presented view goes in the container: all of it unless a subclass says otherwise.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the whole window.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the window once the presentation is over (a
    /// full-screen presentation's), coming back when it is dismissed.
    open var shouldRemovePresentersView: Bool { false }

    /// The traits of the presentation: the container's (or the presenter's before there is
    /// one), with ``overrideTraitCollection`` over them.
    open var traitCollection: UITraitCollection {
        let base = containerView?.traitCollection ?? presenter?.traitCollection ?? UIScreen.main.traitCollection
        guard let overrideTraitCollection else { return base }
        return UITraitCollection(traitsFrom: [base, overrideTraitCollection])
    }

    /// The style the presentation takes in a compact width: a full-screen style for the sheet
    /// styles and popovers, as on an iPhone; others keep theirs.
    open var adaptivePresentationStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: traitCollection) }

    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    // MARK: UIContentContainer

    /// The size a child content container gets inside the presentation.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// The presented controller's preferred size.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
    /// The presented controller asked for another size: a custom controller lays out again.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        containerView?.setNeedsLayout()
    }
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {
        containerView?.setNeedsLayout()
    }
    /// The window's size changes (the presentation's container follows it).
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}

    /// Whether this controller manages `style` (so a restyled controller gets a new one).
    func style(matches style: UIModalPresentationStyle) -> Bool { true }

    /// Where the presented view goes when the presentation's container lays out: built-in
    /// controllers put it at ``frameOfPresentedViewInContainerView``; a custom one does what its
    /// subclass does in `containerViewWillLayoutSubviews`.
    var placesPresentedView: Bool { false }
}

/// The view a presentation's transition runs in: it covers the presenter's window (or
/// context) and tells the presentation controller when it lays out.
@MainActor final class PresentationContainerView: UIView {
    weak var controller: UIPresentationController?

    override func layoutSubviews() {
        controller?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        if let controller, controller.placesPresentedView, controller.presentedViewController.modal.transition == nil,
           let presented = controller.presentedView, presented.superview === self {
            presented.frame = controller.frameOfPresentedViewInContainerView
        }
        controller?.containerViewDidLayoutSubviews()
    }
}

extension UIPresentationController: UIContentContainer {}
