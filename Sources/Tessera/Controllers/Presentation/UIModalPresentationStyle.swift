import Foundation

/// How a presented controller's view is laid over its presenter's.
///
/// On a desktop window the sheet styles follow the window's width class: in a regular width
/// window `.pageSheet` and `.formSheet` are centred cards (UIKit's iPad look), in a compact one
/// a card from the bottom with detents (UIKit's iPhone look). `.automatic` is `.pageSheet`, as
/// since iOS 13; `.popover` adapts to a sheet in a compact width unless the presentation
/// controller's delegate says `.none`.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

/// How a full-screen presentation moves in. `.partialCurl` curls the presenter's view up
/// (Tessera's curl transition) rather than leaving it curled part way.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}

/// What UIKit keeps on each controller about how it is presented, and where its presentation is.
@MainActor final class ModalPresentationState {
    var style: UIModalPresentationStyle = .automatic
    var transitionStyle: UIModalTransitionStyle = .coverVertical
    weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// A delegate the controller made for itself (an alert's), held here because the
    /// property is weak.
    var ownTransitioningDelegate: UIViewControllerTransitioningDelegate?
    var isModalInPresentation = false
    var preferredContentSize: CGSize = .zero
    /// The presentation controller: made when first asked for (so a sheet's detents can be
    /// set before presenting) or at presentation, kept until the controller is dismissed.
    var controller: UIPresentationController?
    var isBeingPresented = false
    var isBeingDismissed = false
    /// The transition in progress, which a dismissal waits for.
    var transition: ModalTransition?
    /// What a presentation that takes the presenter's view away hid, and whose controller
    /// hears it disappear and come back.
    weak var coveredView: UIView?
    weak var coveredController: UIViewController?
}

extension UIViewController {
    /// How the controller is shown when presented; `.automatic` (the default) is a page sheet.
    public var modalPresentationStyle: UIModalPresentationStyle {
        get { modal.style }
        set { modal.style = newValue }
    }

    /// How a full-screen presentation of the controller moves in.
    public var modalTransitionStyle: UIModalTransitionStyle {
        get { modal.transitionStyle }
        set { modal.transitionStyle = newValue }
    }

    /// Gives the animators, interaction controllers and presentation controller of a custom
    /// presentation; held weakly, as in UIKit.
    public weak var transitioningDelegate: UIViewControllerTransitioningDelegate? {
        get { modal.transitioningDelegate }
        set { modal.transitioningDelegate = newValue }
    }

    /// Whether the user cannot dismiss the presented controller by a swipe or Escape (the
    /// presentation controller's delegate hears `presentationControllerDidAttemptToDismiss`).
    public var isModalInPresentation: Bool {
        get { modal.isModalInPresentation }
        set { modal.isModalInPresentation = newValue }
    }

    /// The size the controller would like in a popover or form sheet; zero lets UIKit choose.
    public var preferredContentSize: CGSize {
        get { modal.preferredContentSize }
        set {
            let size = newValue.isFiniteSize ? newValue : .zero
            guard size != modal.preferredContentSize else { return }
            modal.preferredContentSize = size
            parent?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// Whether the controller is being presented: true from `present` until its
    /// `viewDidAppear`.
    public var isBeingPresented: Bool { modal.isBeingPresented }
    /// Whether the controller is being dismissed: true from `dismiss` until its `viewDidDisappear`.
    public var isBeingDismissed: Bool { modal.isBeingDismissed }

    /// The object that manages the controller's presentation: made for the controller's style
    /// when first asked for, so it can be configured before `present` (a sheet's detents).
    public var presentationController: UIPresentationController? {
        if let existing = modal.controller, existing.style(matches: modalPresentationStyle) { return existing }
        guard presentingViewController == nil else { return modal.controller }
        let made = PresentationControllers.make(for: self, presenting: nil, source: nil)
        modal.controller = made
        return made
    }

    /// The presentation controller of the presentation under way or shown: this controller's
    /// when it is presented, else nil.
    public var activePresentationController: UIPresentationController? {
        presentingViewController == nil ? nil : modal.controller
    }

    /// The sheet presentation controller when the controller is presented (or will be) as a sheet.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The popover presentation controller when the style is `.popover`.
    public var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }
}

extension CGSize {
    var isFiniteSize: Bool { width.isFinite && height.isFinite && width >= 0 && height >= 0 }
}
