import Foundation

/// A shown menu: its card over a shield that closes it on a touch outside, its submenus opened
/// in place, its preview above it; at most one at a time, as in UIKit.
@MainActor final class ContextMenuPresentation {
    /// Where the card goes.
    enum Placement {
        /// Its corner at a point (a right click, a long press), flipped to stay in the window.
        case point(CGPoint)
        /// Under a rectangle (a button's menu), or over it when there is no room below.
        case attached(CGRect)
    }

    /// The menu showing now.
    static private(set) var current: ContextMenuPresentation?

    let window: UIWindow
    let placement: Placement
    /// The interaction or control that showed the menu: the sender of its actions.
    let sender: Any?
    /// Where a command's action starts up the responder chain when nothing is first responder.
    weak var sourceView: UIView?
    /// Called once when the menu goes away, however it goes.
    var didEnd: () -> Void = {}
    /// Called when the user taps the preview.
    var previewTapped: (() -> Void)?

    private var stack: [UIMenu]
    private let shield: MenuShield
    private var panel: ContextMenuPanel?
    private let preview: UIView?
    /// The elements each deferred element gave while this menu shows.
    private var resolved: [ObjectIdentifier: [UIMenuElement]] = [:]

    init(menu: UIMenu, placement: Placement, in window: UIWindow, preview: UIView? = nil, dims: Bool = false, sender: Any?) {
        self.window = window
        self.placement = placement
        self.sender = sender
        self.preview = preview
        stack = [menu]
        shield = MenuShield(frame: window.bounds, dims: dims)
    }

    /// Shows `configuration`'s menu (and its preview, unless a pointer asked) at `point` of
    /// `window`: a collection or table view's item menu. Returns nil when there is nothing to show.
    @discardableResult
    static func show(_ configuration: UIContextMenuConfiguration, at point: CGPoint, in window: UIWindow,
                     byPointer: Bool, sender: Any?) -> ContextMenuPresentation? {
        let previewController = byPointer ? nil : configuration.previewProvider?()
        let menu = configuration.actionProvider?([]) ?? UIMenu(children: [])
        guard !menu.children.isEmpty || previewController != nil else { return nil }
        let shown = ContextMenuPresentation(menu: menu, placement: .point(point), in: window, preview: previewController?.view,
                                            dims: !byPointer, sender: sender)
        shown.sourceView = sender as? UIView
        shown.show()
        return shown
    }

    /// The menu shown now (the root or an opened submenu).
    var menu: UIMenu { stack[stack.count - 1] }
    var isShowing: Bool { Self.current === self }
    var panelFrame: CGRect { panel?.frame ?? .zero }

    /// Shows the menu, closing any other first.
    func show() {
        Self.current?.dismiss()
        Self.current = self
        shield.onTouch = { [weak self] in self?.dismiss() }
        window.addSubview(shield)
        if let preview { showPreview(preview) }
        rebuild()
    }

    /// Puts `root` in place of the shown menu tree (`updateVisibleMenu`).
    func replaceRoot(_ root: UIMenu) {
        stack = [root]
        rebuild()
    }

    func dismiss() {
        guard isShowing else { return }
        Self.current = nil
        shield.removeFromSuperview()
        panel?.removeFromSuperview()
        preview?.superview?.removeFromSuperview()
        didEnd()
    }

    // MARK: Keys

    /// A key while the menu shows: arrows move, Return chooses, Left or Escape goes back or
    /// closes. Every key is the menu's while it shows.
    func handleKey(_ key: UIKey) -> Bool {
        switch key.keyCode {
        case .keyboardDownArrow: panel?.moveHighlight(by: 1)
        case .keyboardUpArrow: panel?.moveHighlight(by: -1)
        case .keyboardReturnOrEnter, .keyboardSpacebar: panel?.chooseHighlighted()
        case .keyboardLeftArrow: if stack.count > 1 { choose(.back) }
        case .keyboardRightArrow:
            if let index = panel?.highlighted, case .submenu = panel!.targets[index].target { panel?.chooseHighlighted() }
        case .keyboardEscape: stack.count > 1 ? choose(.back) : dismiss()
        default: break
        }
        return true
    }

    // MARK: Building

    private func rebuild() {
        panel?.removeFromSuperview()
        var rows = MenuRows.rows(for: menu) { [weak self] deferred in self?.elements(of: deferred) }
        if stack.count > 1 { rows.insert(.back(stack[stack.count - 2].title.isEmpty ? "Back" : stack[stack.count - 2].title), at: 0) }
        let card = ContextMenuPanel(rows: rows, title: menu.title)
        card.choose = { [weak self] target in self?.choose(target) }
        card.frame.origin = origin(for: card.frame.size)
        window.addSubview(card)
        panel = card
    }

    private func elements(of deferred: UIDeferredMenuElement) -> [UIMenuElement]? {
        if let known = resolved[ObjectIdentifier(deferred)] { return known }
        let now = deferred.elements { [weak self] elements in
            guard let self, self.isShowing else { return }
            self.resolved[ObjectIdentifier(deferred)] = elements
            self.rebuild()
        }
        if let now { resolved[ObjectIdentifier(deferred)] = now }
        return now
    }

    private func origin(for size: CGSize) -> CGPoint {
        let bounds = window.bounds.insetBy(dx: 8, dy: 8)
        var origin: CGPoint
        switch placement {
        case .point(let point):
            origin = point
            if let frame = preview?.superview?.frame { origin = CGPoint(x: frame.minX, y: frame.maxY + 8) }
            if origin.x + size.width > bounds.maxX { origin.x = point.x - size.width }
            if origin.y + size.height > bounds.maxY { origin.y = point.y - size.height }
        case .attached(let rect):
            origin = CGPoint(x: rect.minX, y: rect.maxY + 6)
            if origin.y + size.height > bounds.maxY { origin.y = rect.minY - 6 - size.height }
        }
        origin.x = min(max(origin.x, bounds.minX), max(bounds.minX, bounds.maxX - size.width))
        origin.y = min(max(origin.y, bounds.minY), max(bounds.minY, bounds.maxY - size.height))
        return origin
    }

    /// The preview's view in a rounded frame in the upper part of the window; a tap on it
    /// commits the preview.
    private func showPreview(_ view: UIView) {
        let size = previewSize(for: view)
        let frame = PreviewFrame(frame: CGRect(x: (window.bounds.width - size.width) / 2, y: 16, width: size.width, height: size.height))
        frame.onTap = { [weak self] in self?.previewTapped?() }
        view.frame = frame.bounds
        view.isUserInteractionEnabled = false
        frame.addSubview(view)
        window.addSubview(frame)
    }

    private func previewSize(for view: UIView) -> CGSize {
        let limit = CGSize(width: window.bounds.width - 32, height: window.bounds.height * 0.45)
        let wanted = view.bounds.size == .zero ? limit : view.bounds.size
        return CGSize(width: min(wanted.width, limit.width), height: min(wanted.height, limit.height))
    }

    // MARK: Choosing

    private func choose(_ target: MenuTarget) {
        switch target {
        case .submenu(let submenu):
            stack.append(submenu)
            rebuild()
        case .back:
            stack.removeLast()
            rebuild()
        case .leaf(let leaf, let owner):
            perform(leaf, owner: owner)
        }
    }

    /// Runs a chosen leaf: a single-selection menu turns it on and the others off; the menu
    /// closes first unless the leaf keeps it open (then it shows the new states).
    private func perform(_ leaf: MenuLeafElement, owner: UIMenu) {
        guard !leaf.attributes.contains(.disabled) else { return }
        if owner.options.contains(.singleSelection) {
            for case let sibling as MenuLeafElement in owner.children { sibling.state = sibling === leaf ? .on : .off }
        }
        let keepsOpen = leaf.attributes.contains(.keepsMenuPresented)
        if !keepsOpen { dismiss() }
        leaf.perform(withSender: sender, target: UIResponder.currentFirstResponder ?? sourceView)
        if keepsOpen, isShowing { rebuild() }
    }
}

/// The clear (or dimmed) layer under a shown menu: a touch on it closes the menu.
@MainActor final class MenuShield: UIView {
    var onTouch: () -> Void = {}
    init(frame: CGRect, dims: Bool) {
        super.init(frame: frame)
        backgroundColor = dims ? UIColor(white: 0, alpha: 0.2) : .clear
    }
    required init?(coder: NSCoder) { fatalError("a menu's shield is made in code") }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onTouch() }
}

/// The rounded frame a preview shows in; a tap on it commits the preview.
@MainActor final class PreviewFrame: UIView {
    var onTap: () -> Void = {}
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 13
        clipsToBounds = true
        backgroundColor = .systemBackground
    }
    required init?(coder: NSCoder) { fatalError("a preview's frame is made in code") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onTap() }
}
