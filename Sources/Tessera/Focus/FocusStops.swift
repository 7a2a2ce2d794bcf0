import Foundation

/// Where Tab stops in a window, in reading order (top to bottom, then leading to trailing,
/// sibling by sibling as the screen reader reads): controls and fields that can take the
/// focus, and lists as one stop each. Inside a presented controller only its view counts;
/// hidden, transparent, untouchable and off-screen views have no stops.
@MainActor enum FocusStops {
    /// A stop, and whether a focus guide put it where it is.
    private typealias Entry = (view: UIView, guided: Bool)

    static func stops(in window: UIWindow) -> [UIView] {
        var found: [Entry] = []
        let screen = window.bounds
        visit(root(of: window), screen: screen, into: &found)
        return placingGuidedViews(found)
    }

    /// A view a focus guide sends Tab to stops at the guide's place only (the first guide's).
    private static func placingGuidedViews(_ entries: [Entry]) -> [UIView] {
        let guided = Set(entries.filter(\.guided).map { ObjectIdentifier($0.view) })
        var placed = Set<ObjectIdentifier>()
        return entries.compactMap { entry in
            let key = ObjectIdentifier(entry.view)
            if guided.contains(key), !entry.guided { return nil }
            return placed.insert(key).inserted ? entry.view : nil
        }
    }

    /// The topmost presented controller's view, else the window.
    private static func root(of window: UIWindow) -> UIView {
        var top = window.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        if let top, top !== window.rootViewController, let view = top.viewIfLoaded, view.window === window { return view }
        return window
    }

    private static func visit(_ view: UIView, screen: CGRect, into found: inout [Entry]) {
        guard isReachable(view) else { return }
        if let list = view as? KeyboardFocusList {
            guard list.takesFocus, list.hasAnyItem, onScreen(view, screen) else { return }
            found.append((view, false))
            if let cell = list.focusedCell { visitChildren(of: cell, screen: screen, into: &found) }
            return
        }
        if view.canBecomeFocused {
            if onScreen(view, screen) { found.append((view, false)) }
            return
        }
        visitChildren(of: view, screen: screen, into: &found)
    }

    private static func visitChildren(of view: UIView, screen: CGRect, into found: inout [Entry]) {
        let guides = view.layoutGuides.compactMap { $0 as? UIFocusGuide }
        guard !guides.isEmpty else {
            for subview in AccessibilityChildren.readingOrder(view.subviews) { visit(subview, screen: screen, into: &found) }
            return
        }
        for child in inReadingOrder(view.subviews, guides, in: view) {
            switch child {
            case .view(let subview): visit(subview, screen: screen, into: &found)
            case .guide(let guide): if let target = guide.redirect { found.append((target, true)) }
            }
        }
    }

    private enum Child {
        case view(UIView)
        case guide(UIFocusGuide)
    }

    /// Subviews and guides, top to bottom then leading to trailing, as the screen reader reads.
    private static func inReadingOrder(_ subviews: [UIView], _ guides: [UIFocusGuide], in view: UIView) -> [Child] {
        // Guides first: where a guide and a view start at the same place, the guide leads.
        let keyed = guides.map { (frame: $0.layoutFrame, child: Child.guide($0)) } + subviews.map { (frame: $0.frame, child: Child.view($0)) }
        return keyed.enumerated().sorted { a, b in
            if abs(a.element.frame.minY - b.element.frame.minY) > 0.5 { return a.element.frame.minY < b.element.frame.minY }
            if abs(a.element.frame.minX - b.element.frame.minX) > 0.5 { return a.element.frame.minX < b.element.frame.minX }
            return a.offset < b.offset
        }.map(\.element.child)
    }

    private static func isReachable(_ view: UIView) -> Bool {
        !view.isHidden && view.alpha > 0.01 && view.isUserInteractionEnabled
    }

    private static func onScreen(_ view: UIView, _ screen: CGRect) -> Bool {
        view.convert(view.bounds, to: nil).intersects(screen)
    }
}
