import Foundation

/// Where Tab stops in a window, in reading order (top to bottom, then leading to trailing,
/// sibling by sibling as the screen reader reads): controls and fields that can take the
/// focus, and lists as one stop each. Inside a presented controller only its view counts;
/// hidden, transparent, untouchable and off-screen views have no stops.
@MainActor enum FocusStops {
    static func stops(in window: UIWindow) -> [UIView] {
        var found: [UIView] = []
        let screen = window.bounds
        visit(root(of: window), screen: screen, into: &found)
        return found
    }

    /// The topmost presented controller's view, else the window.
    private static func root(of window: UIWindow) -> UIView {
        var top = window.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        if let top, top !== window.rootViewController, let view = top.viewIfLoaded, view.window === window { return view }
        return window
    }

    private static func visit(_ view: UIView, screen: CGRect, into found: inout [UIView]) {
        guard isReachable(view) else { return }
        if let list = view as? KeyboardFocusList {
            guard list.hasAnyItem, onScreen(view, screen) else { return }
            found.append(view)
            if let cell = list.focusedCell { visitChildren(of: cell, screen: screen, into: &found) }
            return
        }
        if view.canBecomeFocused {
            if onScreen(view, screen) { found.append(view) }
            return
        }
        visitChildren(of: view, screen: screen, into: &found)
    }

    private static func visitChildren(of view: UIView, screen: CGRect, into found: inout [UIView]) {
        for subview in AccessibilityChildren.readingOrder(view.subviews) {
            visit(subview, screen: screen, into: &found)
        }
    }

    private static func isReachable(_ view: UIView) -> Bool {
        !view.isHidden && view.alpha > 0.01 && view.isUserInteractionEnabled
    }

    private static func onScreen(_ view: UIView, _ screen: CGRect) -> Bool {
        view.convert(view.bounds, to: nil).intersects(screen)
    }
}
