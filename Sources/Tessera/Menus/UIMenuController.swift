import Foundation

/// A custom item of the edit menu: a title and the action sent up the responder chain.
@preconcurrency @MainActor open class UIMenuItem: NSObject {
    open var title: String
    open var action: Selector
    public init(title: String, action: Selector) { self.title = title; self.action = action; super.init() }
}

/// The edit menu: a bar of commands shown above a rectangle (seed 004, listings 6.2–6.4).
///
/// Its items are the standard Cut, Copy and Paste plus ``menuItems``, each shown only when the
/// first responder (or a responder after it in the chain) says `canPerformAction(_:withSender:)`;
/// tapping one sends the action with `perform(_:withSender:)`. The first responder is the
/// responder that asked for the menu with `becomeFirstResponder()`, so it must return true from
/// `canBecomeFirstResponder`, as in UIKit.
@preconcurrency @MainActor open class UIMenuController: NSObject {
    public static let shared = UIMenuController()
    open var menuItems: [UIMenuItem]?
    public private(set) var menuFrame: CGRect = .zero
    private var target: (rect: CGRect, view: UIView)?
    var presentation: MenuPresentation?
    /// Called once when the shown bar goes (an edit menu interaction's dismissal).
    var onHide: (() -> Void)?

    /// Whether the menu shows.
    open var isMenuVisible: Bool { presentation != nil }

    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) { target = (targetRect, targetView) }

    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        if menuVisible, let target { showMenu(from: target.view, rect: target.rect) } else { hideMenu() }
    }

    /// Shows the menu above `rect` of `targetView`.
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        hideMenu()
        let responder = UIResponder.currentFirstResponder ?? targetView
        let standard: [(String, Selector)] = [("Cut", .cut), ("Copy", .copy), ("Paste", .paste)]
        var entries: [MenuEntry] = []
        for (title, action) in standard + (menuItems ?? []).map({ ($0.title, $0.action) }) {
            guard let handler = responder.target(forAction: action, withSender: self) else { continue }
            entries.append(MenuEntry(title: title) { [weak self] in
                _ = handler.perform(action, withSender: self)
            })
        }
        guard !entries.isEmpty, let window = targetView.window else { return }
        presentation = MenuPresentation(entries: entries, above: targetView.convert(targetRect, to: nil), in: window) { [weak self] in
            self?.hideMenu()
        }
        menuFrame = presentation?.menuFrame ?? .zero
    }

    /// Shows a menu of entries chosen by the caller (the collection view's item menu).
    func show(_ entries: [MenuEntry], above rect: CGRect, in window: UIWindow, prefersBelow: Bool = false) {
        hideMenu()
        guard !entries.isEmpty else { return }
        presentation = MenuPresentation(entries: entries, above: rect, in: window, prefersBelow: prefersBelow) { [weak self] in
            self?.hideMenu()
        }
        menuFrame = presentation?.menuFrame ?? .zero
    }

    open func hideMenu() {
        presentation?.dismiss()
        presentation = nil
        menuFrame = .zero
        let hidden = onHide
        onHide = nil
        hidden?()
    }

    open func hideMenu(from targetView: UIView) { hideMenu() }
}

/// One command of a shown menu.
struct MenuEntry {
    let title: String
    let perform: @MainActor () -> Void
}
