import Foundation

extension UIEdgeInsets {
    static func + (a: UIEdgeInsets, b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

extension UIView {
    /// The safe area: the part of the view's bounds that no unsafe edge of the display (the
    /// window's ``UIWindow/hostSafeAreaInsets``) and no controller's
    /// `additionalSafeAreaInsets` covers, inherited through the superviews as in UIKit.
    func computeSafeAreaInsets() -> UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let window = self as? UIWindow {
            insets = window.hostSafeAreaInsets
        } else if let parent = superview {
            let parentInsets = parent.safeAreaInsets
            if parentInsets != .zero {
                let safe = parent.bounds.inset(by: parentInsets)
                let f = frame
                func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(v, 0), max(limit, 0)) }
                insets = UIEdgeInsets(top: clamp(safe.minY - f.minY, f.height), left: clamp(safe.minX - f.minX, f.width),
                                      bottom: clamp(f.maxY - safe.maxY, f.height), right: clamp(f.maxX - safe.maxX, f.width))
            }
        }
        if let controller = owningViewController { insets = insets + controller.additionalSafeAreaInsets }
        return insets
    }

    /// Calls ``safeAreaInsetsDidChange()`` (and the controller's, and the hook views like the scroll view override) when
    /// the safe area differs from what the view saw at its last layout.
    func noticeSafeAreaChange() {
        let insets = safeAreaInsets
        guard insets != lastSafeAreaInsets else { return }
        lastSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
        safeAreaDidChangeForSubclasses()
    }

    /// The margins in effect: ``layoutMargins``, grown to the safe area when
    /// ``insetsLayoutMarginsFromSafeArea`` is true (the default), as UIKit does.
    var effectiveLayoutMargins: UIEdgeInsets {
        let own = marginsWithSystemMinimum
        guard insetsLayoutMarginsFromSafeArea else { return own }
        let safe = safeAreaInsets
        return UIEdgeInsets(top: max(own.top, safe.top), left: max(own.left, safe.left),
                            bottom: max(own.bottom, safe.bottom), right: max(own.right, safe.right))
    }

    /// A controller's root view keeps at least the controller's system minimum margins while
    /// it respects them (16 points at the sides in compact widths, 20 in regular ones).
    private var marginsWithSystemMinimum: UIEdgeInsets {
        let own = marginsWithSuperview
        guard let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins else { return own }
        let minimum = controller.systemMinimumLayoutMargins
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(top: max(own.top, minimum.top), left: max(own.left, rtl ? minimum.trailing : minimum.leading),
                            bottom: max(own.bottom, minimum.bottom), right: max(own.right, rtl ? minimum.leading : minimum.trailing))
    }

    /// ``layoutMargins``, grown where the superview's margins reach into this view when
    /// ``preservesSuperviewLayoutMargins``.
    private var marginsWithSuperview: UIEdgeInsets {
        guard preservesSuperviewLayoutMargins, let superview else { return layoutMargins }
        let outer = superview.effectiveLayoutMargins
        let box = frame
        let reach = UIEdgeInsets(top: outer.top - box.minY, left: outer.left - box.minX,
                                 bottom: outer.bottom - (superview.bounds.height - box.maxY), right: outer.right - (superview.bounds.width - box.maxX))
        return UIEdgeInsets(top: max(layoutMargins.top, reach.top), left: max(layoutMargins.left, reach.left),
                            bottom: max(layoutMargins.bottom, reach.bottom), right: max(layoutMargins.right, reach.right))
    }
}
