import Foundation

/// A sheet: the presented view on a card with rounded top corners over a dimmed presenter.
///
/// In a compact-width window the card comes up from the bottom edge and rests at one of its
/// ``detents`` (`.large()`: the container's height less the top safe area and 10 points;
/// `.medium()`: half of that; custom ones from their resolver), with the
/// grabber when ``prefersGrabberVisible``. Dragging the card moves it between detents; dragging
/// it below the smallest by more than a third of its height, or flicking it down, dismisses it
/// (unless the presented controller ``UIViewController/isModalInPresentation`` or the
/// delegate's `presentationControllerShouldDismiss` says no: the card goes back and the
/// delegate hears `presentationControllerDidAttemptToDismiss`). The drag starts on the top 60
/// points of the card, or anywhere on it when the presented view holds no scroll view.
///
/// In a regular-width window the card is centred, as on an iPad: 540 × 620 points for
/// `.formSheet`, 704 points wide and the container's height less 40 points top and bottom for
/// `.pageSheet`, each clamped to the container; detents do not apply there (UIKit's iPad
/// sheets use them only in compact width).
@preconcurrency @MainActor open class UISheetPresentationController: UIPresentationController {
    /// A height the sheet can rest at.
    @preconcurrency @MainActor public class Detent: NSObject {
        /// A detent's name.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        public let identifier: Identifier
        let resolver: (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        init(identifier: Identifier, resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// Half the large detent's height.
        public class func medium() -> Detent { Detent(identifier: .medium) { $0.maximumDetentValue / 2 } }
        /// The full height of the sheet.
        public class func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }
        /// A height from `resolver` (nil leaves the detent out; values are clamped to the maximum).
        public class func custom(identifier: Identifier? = nil,
                                 resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// A value that stands for the largest detent in a custom detent's resolver.
        public static let maximumDetentValue: CGFloat = -1

        /// The detent's height in a presentation, or nil when it is not in force.
        public func resolvedValue(in context: UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite else { return nil }
            return min(max(value, 0), context.maximumDetentValue)
        }
    }

    /// The heights the sheet can rest at; `[.large()]` by default. Changing them moves the sheet
    /// at once (inside ``animateChanges(_:)``, with animation).
    open var detents: [Detent] = [.large()] { didSet { containerView?.setNeedsLayout() } }
    /// The detent the sheet rests at; nil is the smallest.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { containerView?.setNeedsLayout() } }
    /// Above this detent the presenter is dimmed; at or below it, not. Nil dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { updateDimming() } }
    open var prefersGrabberVisible = false { didSet { grabber.isHidden = !prefersGrabberVisible } }
    /// The corner radius of the card; nil is UIKit's (10 points).
    open var preferredCornerRadius: CGFloat? { didSet { containerView?.setNeedsLayout() } }
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// The view the sheet is anchored to in a popover-like presentation; kept, not used.
    open weak var sourceView: UIView?

    let dimmingView = UIView()
    let grabber = UIView()
    /// Where a drag moved the card (its top), while a drag is in progress.
    var draggedTop: CGFloat?
    lazy var drag = SheetDrag(sheet: self)

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        grabber.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.5, alpha: 1) : UIColor(white: 0.75, alpha: 1) }
        grabber.layer.cornerRadius = 2.5
        grabber.isHidden = true
    }

    /// Changes made in `changes` (detents, the selected detent) move the sheet with animation.
    open func animateChanges(_ changes: () -> Void) {
        changes()
        UIView.animate(withDuration: UIView.standardAnimationDuration) { self.containerView?.layoutIfNeeded() }
    }

    /// Resizes the sheet at once to what its detents say (call after a custom resolver's inputs
    /// change).
    open func invalidateDetents() {
        containerView?.setNeedsLayout()
    }

    override var placesPresentedView: Bool { true }

    override func style(matches style: UIModalPresentationStyle) -> Bool {
        style == .pageSheet || style == .formSheet || style == .automatic
    }

    var isCompact: Bool { traitCollection.horizontalSizeClass == .compact }

    var cornerRadius: CGFloat { preferredCornerRadius.map { $0.isFinite ? max(0, $0) : 10 } ?? 10 }

    // MARK: Geometry

    /// The sheet's height at each detent now, smallest first, with its identifier.
    var resolvedDetents: [(identifier: Detent.Identifier, height: CGFloat)] {
        guard let containerView else { return [] }
        let maximum = max(0, containerView.bounds.height - containerView.safeAreaInsets.top - 10)
        let context = UISheetPresentationControllerDetentResolutionContext(traitCollection: traitCollection, maximumDetentValue: maximum)
        let values = detents.compactMap { detent in detent.resolvedValue(in: context).map { (detent.identifier, $0) } }
        let list = values.isEmpty ? [(Detent.Identifier.large, maximum)] : values
        return list.sorted { $0.1 < $1.1 }
    }

    /// The height of the selected detent (the smallest when none is selected or it is gone).
    var restingHeight: CGFloat {
        let resolved = resolvedDetents
        return (resolved.first { $0.identifier == selectedDetentIdentifier } ?? resolved.first)?.height ?? 0
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        guard isCompact else { return regularFrame(in: bounds) }
        let top = draggedTop ?? (bounds.height - restingHeight)
        return CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
    }

    private func regularFrame(in bounds: CGRect) -> CGRect {
        let isForm = presentedViewController.modalPresentationStyle == .formSheet
        let preferred = presentedViewController.preferredContentSize
        let width = min(isForm ? (preferred.width > 0 ? preferred.width : 540) : 704, bounds.width - 40)
        let height = isForm ? min(preferred.height > 0 ? preferred.height : 620, bounds.height - 80) : bounds.height - 80
        let top = draggedTop ?? (bounds.height - height) / 2
        return CGRect(x: (bounds.width - width) / 2, y: top, width: max(0, width), height: max(0, height))
    }

    // MARK: The transition and the container's layout

    open override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        // A tap on the dimmed presenter is an attempt to dismiss, as on an iPad.
        dimmingView.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.attemptUserDismissal() })
        drag.install()
        fadeDimming(to: dimmedAlpha)
    }

    open override func dismissalTransitionWillBegin() {
        fadeDimming(to: 0)
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() } else { dimmingView.alpha = dimmedAlpha }
    }

    open override func containerViewDidLayoutSubviews() {
        guard let presented = presentedView else { return }
        presented.layer.cornerRadius = cornerRadius
        presented.layer.maskedCorners = isCompact ? [.layerMinXMinYCorner, .layerMaxXMinYCorner] : [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        presented.clipsToBounds = true
        if grabber.superview !== presented { presented.addSubview(grabber) }
        presented.bringSubviewToFront(grabber)
        grabber.frame = CGRect(x: (presented.bounds.width - 36) / 2, y: 5, width: 36, height: 5)
        updateDimming()
    }

    /// No dimming at or below the largest undimmed detent.
    var dimmedAlpha: CGFloat {
        guard let undimmed = largestUndimmedDetentIdentifier, isCompact else { return 1 }
        let resolved = resolvedDetents
        guard let limit = resolved.first(where: { $0.identifier == undimmed })?.height else { return 1 }
        return restingHeight <= limit ? 0 : 1
    }

    private func updateDimming() {
        guard presentedViewController.modal.transition == nil, dimmingView.superview != nil else { return }
        dimmingView.alpha = dimmedAlpha
        dimmingView.isUserInteractionEnabled = dimmedAlpha > 0
    }

    private func fadeDimming(to alpha: CGFloat) {
        let animated = presentedViewController.modal.transition?.isAnimated ?? false
        guard animated else {
            dimmingView.alpha = alpha
            return
        }
        UIView.animate(withDuration: UIView.standardAnimationDuration) { self.dimmingView.alpha = alpha }
    }

    /// The selected detent changed by a drag: the delegate hears it.
    func selectDetent(_ identifier: Detent.Identifier) {
        let current = selectedDetentIdentifier ?? resolvedDetents.first?.identifier
        guard identifier != current else { return }
        selectedDetentIdentifier = identifier
        (delegate as? UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
}

/// What a custom detent's resolver is given.
@preconcurrency @MainActor public final class UISheetPresentationControllerDetentResolutionContext: NSObject {
    public let containerTraitCollection: UITraitCollection
    /// The height of the largest detent (`.large()`).
    public let maximumDetentValue: CGFloat

    init(traitCollection: UITraitCollection, maximumDetentValue: CGFloat) {
        containerTraitCollection = traitCollection
        self.maximumDetentValue = maximumDetentValue
        super.init()
    }
}

/// A sheet's delegate: the adaptive delegate's calls, and the selected detent's changes.
@preconcurrency @MainActor public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
