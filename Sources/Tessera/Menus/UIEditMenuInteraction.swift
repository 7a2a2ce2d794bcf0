import Foundation

/// Which way an edit menu's bar points at its source.
public enum UIEditMenuArrowDirection: Int, Sendable {
    case automatic, up, down, left, right
}

/// Where and for what an edit menu shows.
@preconcurrency @MainActor open class UIEditMenuConfiguration: NSObject {
    /// Names the configuration; a unique one by default.
    public let identifier: NSCopying
    /// The point, in the interaction's view, the menu shows at.
    public let sourcePoint: CGPoint
    /// `.down` puts the bar above its target, `.up` below it; automatic prefers above.
    open var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    public init(identifier: NSCopying?, sourcePoint: CGPoint) {
        self.identifier = identifier ?? NSUUID()
        self.sourcePoint = sourcePoint
        super.init()
    }
}

/// Animations and completions to run with an edit menu's appearance or dismissal.
@preconcurrency @MainActor public protocol UIEditMenuInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

extension ContextMenuAnimator: UIEditMenuInteractionAnimating {}

/// What an edit menu interaction asks: the menu for a configuration, where it points, and the
/// moments it shows and goes.
@preconcurrency @MainActor public protocol UIEditMenuInteractionDelegate: AnyObject {
    /// The menu to show; `suggestedActions` are the standard edit commands the responder chain
    /// can perform now. Nil shows none. By default, the suggested actions.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The rectangle the bar points at, in the view. By default, the source point.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: UIEditMenuInteractionAnimating)
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: UIEditMenuInteractionAnimating)
}

extension UIEditMenuInteractionDelegate {
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                    suggestedActions: [UIMenuElement]) -> UIMenu? {
        UIMenu(children: suggestedActions)
    }
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        CGRect(origin: configuration.sourcePoint, size: .zero)
    }
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                                    animator: UIEditMenuInteractionAnimating) {}
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                                    animator: UIEditMenuInteractionAnimating) {}
}

/// The iOS 16 edit menu: a bar of commands over a point of its view, made from a `UIMenu`.
///
/// `presentEditMenu(with:)` asks the delegate for the menu, giving the standard commands the
/// responder chain can perform (Cut, Copy, Paste, Delete, Select All) as suggestions, and shows
/// its elements in a row — inline menus flattened, hidden and disabled elements left out.
/// Choosing one closes the bar, then performs it (a command from the first responder, else the
/// view, along the chain). A touch elsewhere or Escape closes it.
@preconcurrency @MainActor open class UIEditMenuInteraction: NSObject, UIInteraction {
    public private(set) weak var delegate: UIEditMenuInteractionDelegate?
    public private(set) weak var view: UIView?
    private var shown: UIEditMenuConfiguration?

    public init(delegate: UIEditMenuInteractionDelegate?) {
        self.delegate = delegate
        super.init()
    }

    public func willMove(to view: UIView?) { dismissMenu() }
    public func didMove(to view: UIView?) { self.view = view }

    /// Shows the menu for `configuration`; nothing shows when the menu is empty.
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        dismissMenu()
        guard let view, let window = view.window else { return }
        let suggested = suggestedActions()
        let menu = delegate.map { $0.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested) }
            ?? UIMenu(children: suggested)
        let entries = (menu.map(leaves(of:)) ?? []).map { leaf in
            MenuEntry(title: leaf.title) { [weak self] in
                leaf.perform(withSender: self, target: UIResponder.currentFirstResponder ?? self?.view)
            }
        }
        guard !entries.isEmpty else { return }
        let target = delegate?.editMenuInteraction(self, targetRectFor: configuration)
            ?? CGRect(origin: configuration.sourcePoint, size: .zero)
        let animator = ContextMenuAnimator(previewViewController: nil, preview: nil)
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
        shown = configuration
        UIMenuController.shared.show(entries, above: view.convert(target, to: nil), in: window,
                                     prefersBelow: configuration.preferredArrowDirection == .up)
        UIMenuController.shared.onHide = { [weak self] in self?.menuDidHide() }
        animator.run()
    }

    /// Closes the bar, if this interaction shows it.
    open func dismissMenu() {
        guard shown != nil else { return }
        UIMenuController.shared.hideMenu()
    }

    /// Asks the delegate again for the showing menu.
    open func reloadVisibleMenu() {
        guard let shown else { return }
        presentEditMenu(with: shown)
    }

    /// Moves the bar to the delegate's current target rectangle.
    open func updateVisibleMenuPosition(animated: Bool) { reloadVisibleMenu() }

    /// The showing menu's source point, in `view`'s coordinates (the window's for nil).
    open func location(in view: UIView?) -> CGPoint {
        let point = shown?.sourcePoint ?? .zero
        return self.view?.convert(point, to: view) ?? point
    }

    private func menuDidHide() {
        guard let configuration = shown else { return }
        shown = nil
        let animator = ContextMenuAnimator(previewViewController: nil, preview: nil)
        delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: animator)
        animator.run()
    }

    /// The standard edit commands someone along the responder chain can perform now.
    private func suggestedActions() -> [UIMenuElement] {
        let start = UIResponder.currentFirstResponder ?? view
        let standard: [(String, Selector)] = [("Cut", .cut), ("Copy", .copy), ("Paste", .paste), ("Delete", .delete),
                                              ("Select All", .selectAll)]
        return standard.compactMap { title, action in
            let command = UICommand(title: title, action: action)
            return start?.target(forAction: action, withSender: command) == nil ? nil : command
        }
    }

    /// The menu's choosable elements in order, inline menus flattened.
    private func leaves(of menu: UIMenu) -> [MenuLeafElement] {
        menu.children.flatMap { child -> [MenuLeafElement] in
            if let submenu = child as? UIMenu { return leaves(of: submenu) }
            guard let leaf = child as? MenuLeafElement,
                  !leaf.attributes.contains(.hidden), !leaf.attributes.contains(.disabled) else { return [] }
            return [leaf]
        }
    }
}
