import Foundation

/// Which sides of a popover its arrow may point from.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// A popover: the presented view in a rounded box beside its source (a view and a rectangle in
/// it, or a bar button item), the size of the presented controller's
/// ``UIViewController/preferredContentSize`` (320 × 480 points when it has none), clamped to
/// the container less 10 points. It goes below the source when it fits (the arrow up), else
/// above, else beside. A tap outside it dismisses it, unless the tap is on one of the
/// ``passthroughViews``. In a compact width it adapts to a sheet unless the delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` answers `.none`. No arrow is drawn.
@preconcurrency @MainActor open class UIPopoverPresentationController: UIPresentationController {
    open weak var sourceView: UIView?
    /// The rectangle in ``sourceView`` the popover points at; its bounds when null.
    open var sourceRect: CGRect = .null
    open weak var barButtonItem: UIBarButtonItem?
    /// What the popover points at (iOS 16): a view or a bar button item; setting it sets
    /// ``sourceView`` or ``barButtonItem``.
    open var sourceItem: UIPopoverPresentationControllerSourceItem? {
        get { barButtonItem ?? sourceView }
        set {
            barButtonItem = newValue as? UIBarButtonItem
            sourceView = newValue as? UIView
        }
    }
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    public private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    open var passthroughViews: [UIView]?
    open var backgroundColor: UIColor?
    open var canOverlapSourceViewRect = false
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    private let outside = UIView()

    override var placesPresentedView: Bool { true }

    override func style(matches style: UIModalPresentationStyle) -> Bool { style == .popover }

    open override var shouldPresentInFullscreen: Bool { false }

    /// Where the popover points, in the container's coordinates.
    private var anchor: CGRect? {
        guard let containerView else { return nil }
        if let view = barButtonItem?.customView ?? barButtonItem?.shownView ?? sourceView {
            let rect = sourceRect.isNull || (sourceView == nil) ? view.bounds : sourceRect
            return view.convert(rect, to: containerView)
        }
        return nil
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let area = containerView.bounds.inset(by: popoverLayoutMargins)
        let preferred = presentedViewController.preferredContentSize
        let size = CGSize(width: min(preferred.width > 0 ? preferred.width : 320, area.width),
                          height: min(preferred.height > 0 ? preferred.height : 480, area.height))
        guard let anchor else {
            return CGRect(x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height)
        }
        let x = min(max(anchor.midX - size.width / 2, area.minX), area.maxX - size.width)
        if permittedArrowDirections.contains(.up), anchor.maxY + size.height <= area.maxY {
            return CGRect(x: x, y: anchor.maxY, width: size.width, height: size.height)
        }
        if permittedArrowDirections.contains(.down), anchor.minY - size.height >= area.minY {
            return CGRect(x: x, y: anchor.minY - size.height, width: size.width, height: size.height)
        }
        let y = min(max(anchor.midY - size.height / 2, area.minY), area.maxY - size.height)
        let besideRight = anchor.maxX + size.width <= area.maxX
        return CGRect(x: besideRight ? anchor.maxX : max(area.minX, anchor.minX - size.width), y: y, width: size.width, height: size.height)
    }

    open override func presentationTransitionWillBegin() {
        (delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        guard let containerView else { return }
        outside.frame = containerView.bounds
        outside.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        outside.backgroundColor = .clear
        containerView.insertSubview(outside, at: 0)
        outside.addGestureRecognizer(UITapGestureRecognizer { [weak self] recognizer in self?.tappedOutside(recognizer) })
        arrowDirection = arrowFor(frameOfPresentedViewInContainerView)
    }

    open override func containerViewDidLayoutSubviews() {
        guard let presented = presentedView else { return }
        presented.layer.cornerRadius = 13
        presented.clipsToBounds = true
        if let backgroundColor { presented.backgroundColor = backgroundColor }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { outside.removeFromSuperview() }
    }

    /// A tap outside: a passthrough view gets nothing here (it is under the container), so the
    /// popover closes only for taps elsewhere.
    private func tappedOutside(_ recognizer: UIGestureRecognizer) {
        guard let containerView else { return }
        let point = recognizer.location(in: containerView)
        let onPassthrough = (passthroughViews ?? []).contains { view in
            view.window != nil && view.convert(view.bounds, to: containerView).contains(point)
        }
        guard !onPassthrough else { return }
        attemptUserDismissal()
    }

    private func arrowFor(_ frame: CGRect) -> UIPopoverArrowDirection {
        guard let anchor else { return .unknown }
        if frame.minY >= anchor.maxY - 0.5 { return .up }
        if frame.maxY <= anchor.minY + 0.5 { return .down }
        return frame.minX >= anchor.maxX - 0.5 ? .left : .right
    }
}

/// A popover's delegate: the adaptive delegate's calls, and the popover's own. (The view in
/// `willRepositionPopoverTo` is an `UnsafeMutablePointer`: Linux has no autoreleasing pointer.)
@preconcurrency @MainActor public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>, in view: UnsafeMutablePointer<UIView>)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                              willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                              in view: UnsafeMutablePointer<UIView>) {}
}

/// What a popover can point at: a view or a bar button item.
@preconcurrency @MainActor public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}

extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}
