import Foundation

/// Requests for the focus to go somewhere (`setNeedsFocusUpdate()`, a focus system's
/// `requestFocusUpdate(to:)`), kept until `updateFocusIfNeeded()` or the next turn of the main
/// loop, when the focus moves to the requested environment's preferred item.
@MainActor enum FocusRequests {
    private static weak var pending: AnyObject?
    private static var scheduled = false

    /// As UIKit: honoured only when `environment` contains the focused item, or nothing in its
    /// window has the focus (an environment elsewhere cannot take the focus from the user).
    static func setNeedsUpdate(of environment: UIFocusEnvironment) {
        if let focused = KeyboardFocus.shared.focusedItem, FocusSearch.window(of: focused) === FocusSearch.window(of: environment) {
            guard UIFocusSystem.environment(environment, contains: focused) else { return }
        }
        request(environment)
    }

    /// Asks for the focus to go to `environment`'s preferred item, wherever the focus is now.
    static func request(_ environment: UIFocusEnvironment) {
        pending = environment
        guard !scheduled else { return }
        scheduled = true
        MainLoop.shared.performOnNextTurn { updateIfNeeded() }
    }

    static func updateIfNeeded() {
        scheduled = false
        guard let environment = pending as? UIFocusEnvironment else { return }
        pending = nil
        guard let spot = FocusSearch.spot(in: environment) else { return }
        KeyboardFocus.shared.focus(spot.view, heading: [], item: spot.indexPath)
    }

    /// The focusable views inside `view` whose frames meet `rect` (in `view`'s space): controls
    /// and fields that can take the focus, and the cells on screen of lists that take it.
    static func items(in rect: CGRect, of view: UIView) -> [UIFocusItem] {
        var found: [UIFocusItem] = []
        collect(in: view, rect: rect, root: view, into: &found)
        return found
    }

    private static func collect(in view: UIView, rect: CGRect, root: UIView, into found: inout [UIFocusItem]) {
        for subview in view.subviews where !subview.isHidden && subview.alpha > 0.01 && subview.isUserInteractionEnabled {
            let meets = root.convert(subview.bounds, from: subview).intersects(rect)
            if let list = subview as? KeyboardFocusList {
                guard list.takesFocus else { continue }
                found += list.visibleFocusCells().filter { root.convert($0.bounds, from: $0).intersects(rect) }
            } else if subview.canBecomeFocused {
                if meets { found.append(subview) }
            } else {
                collect(in: subview, rect: rect, root: root, into: &found)
            }
        }
    }
}

/// Finding where the focus goes inside an environment, as UIKit's engine searches: the
/// environment itself when it is a focusable item, else its preferred environments in order,
/// searched the same way, else the first Tab stop inside it.
@MainActor enum FocusSearch {
    static func spot(in environment: UIFocusEnvironment, depth: Int = 0) -> FocusSpot? {
        guard depth < 64 else { return nil }
        if let view = environment as? UIView, let spot = focusableSpot(view) { return spot }
        for preferred in environment.preferredFocusEnvironments where preferred !== environment {
            if let spot = spot(in: preferred, depth: depth + 1) { return spot }
        }
        let container = (environment as? UIView) ?? (environment as? UIViewController)?.viewIfLoaded
        guard let container, let window = container.window else { return nil }
        let first = FocusStops.stops(in: window).first { $0 === container || $0.isDescendant(of: container) }
        return first.map { FocusSpot(view: $0, indexPath: nil) }
    }

    /// `view` as a place for the focus: a cell of a list that takes it (the list and the
    /// cell's item), a list, or a view that can take the focus; nil when it cannot.
    static func focusableSpot(_ view: UIView) -> FocusSpot? {
        guard view.window != nil, isReachable(view) else { return nil }
        if let list = enclosingList(of: view), let indexPath = list.indexPathOfFocusCell(view) {
            return list.takesFocus && list.canFocusItem(at: indexPath) ? FocusSpot(view: list, indexPath: indexPath) : nil
        }
        if let list = view as? KeyboardFocusList {
            return list.takesFocus && list.hasAnyItem ? FocusSpot(view: view, indexPath: nil) : nil
        }
        return view.canBecomeFocused ? FocusSpot(view: view, indexPath: nil) : nil
    }

    /// Whether `view` and every view it is in are shown and take touches.
    static func isReachable(_ view: UIView) -> Bool {
        var current: UIView? = view
        while let shown = current {
            if shown.isHidden || shown.alpha <= 0.01 || !shown.isUserInteractionEnabled { return false }
            current = shown.superview
        }
        return true
    }

    private static func enclosingList(of view: UIView) -> KeyboardFocusList? {
        var current = view.superview
        while let candidate = current {
            if let list = candidate as? KeyboardFocusList { return list }
            current = candidate.superview
        }
        return nil
    }

    /// The window an environment is shown in, found through its parents.
    static func window(of environment: UIFocusEnvironment) -> UIWindow? {
        var current: UIFocusEnvironment? = environment
        var steps = 0
        while let found = current, steps < 512 {
            if let view = found as? UIView { return view.window }
            if let controller = found as? UIViewController, let view = controller.viewIfLoaded { return view.window }
            current = found.parentFocusEnvironment
            steps += 1
        }
        return nil
    }
}

/// A view's focus settings, made the first time one is set (most views never have any).
final class FocusTraits {
    var groupIdentifier: String?
    var effect: UIFocusEffect?
    var groupPriority: UIFocusGroupPriority = .ignored
}
