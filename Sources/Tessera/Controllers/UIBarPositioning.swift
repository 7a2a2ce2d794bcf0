import Foundation

/// Where a bar is: at the top (under the status bar or attached to it), or the bottom.
public enum UIBarPosition: Int, Sendable {
    case any, bottom, top, topAttached
}

/// A bar that knows where it is.
@preconcurrency @MainActor public protocol UIBarPositioning: AnyObject {
    var barPosition: UIBarPosition { get }
}

/// Tells a bar where it is (a toolbar at the top of its screen, say).
@preconcurrency @MainActor public protocol UIBarPositioningDelegate: AnyObject {
    func position(for bar: UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    /// `.any` by default: the bar decides from its kind.
    public func position(for bar: UIBarPositioning) -> UIBarPosition { .any }
}

/// A toolbar's delegate: where it is.
@preconcurrency @MainActor public protocol UIToolbarDelegate: UIBarPositioningDelegate {}

/// A standalone navigation bar's delegate, asked before items are pushed and popped and told
/// after. A navigation controller is its own bar's delegate.
@preconcurrency @MainActor public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

/// A standalone navigation bar's stack of items (a navigation controller's bar shows its
/// controllers' items instead).
@MainActor final class NavigationBarItems {
    var stack: [UINavigationItem] = []
}

extension UINavigationBar: UIBarPositioning {
    /// Where the bar is: the delegate's answer, else top (a navigation bar is at the top).
    public var barPosition: UIBarPosition {
        let answer = delegate?.position(for: self) ?? .any
        return answer == .any ? .top : answer
    }

    /// The items, bottom to top: the navigation controller's controllers' items when it owns
    /// the bar; a standalone bar's own otherwise.
    public var items: [UINavigationItem]? {
        get {
            if let navigation = owner as? UINavigationController { return navigation.viewControllers.map(\.navigationItem) }
            return ownItems.stack
        }
        set { setItems(newValue, animated: false) }
    }

    public var topItem: UINavigationItem? { items?.last }
    /// The item below the top one: whose title the back button shows.
    public var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// Replaces a standalone bar's items (a navigation controller's bar takes its items from
    /// its controllers: set those instead; this is then reported and ignored).
    public func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        guard owner == nil else {
            TesseraDiagnostics.report("UINavigationBar.setItems: the bar belongs to a navigation controller; set its viewControllers instead")
            return
        }
        ownItems.stack = items ?? []
        showTopItem()
    }

    /// Pushes `item` on a standalone bar, if the delegate agrees.
    public func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard owner == nil else {
            TesseraDiagnostics.report("UINavigationBar.pushItem: the bar belongs to a navigation controller; push a view controller instead")
            return
        }
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        ownItems.stack.append(item)
        showTopItem()
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item (a navigation controller's bar pops its top controller), if the
    /// delegate agrees; returns the popped item.
    @discardableResult
    public func popItem(animated: Bool) -> UINavigationItem? {
        if let navigation = owner as? UINavigationController {
            return navigation.popViewController(animated: animated)?.navigationItem
        }
        guard ownItems.stack.count > 0, let top = topItem, delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        ownItems.stack.removeLast()
        showTopItem()
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// A standalone bar shows its top item, with a back button to the item below.
    func showTopItem() {
        guard owner == nil else { return }
        guard let top = ownItems.stack.last else {
            show(UINavigationItem(title: ""), backTitle: nil, large: false)
            return
        }
        let below = backItem
        show(top, backTitle: below.map { $0.backButtonTitle ?? $0.backBarButtonItem?.title ?? $0.title ?? "Back" }, large: false)
        onBack = { [weak self] in self?.popItem(animated: true) }
        setNeedsLayout()
    }
}

extension UIToolbar: UIBarPositioning {
    /// The delegate's answer, else bottom (a toolbar is at the bottom).
    public var barPosition: UIBarPosition {
        let answer = delegate?.position(for: self) ?? .any
        return answer == .any ? .bottom : answer
    }
}
