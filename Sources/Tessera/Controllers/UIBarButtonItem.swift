import Foundation

/// A button in a navigation bar.
///
/// UIKit's `init(title:style:target:action:)` takes a selector; here the action is a
/// ``Selector`` performed on the target with `perform(_:withSender:)` (override it in the
/// target), or use the closure form `init(title:style:handler:)`.
@preconcurrency @MainActor open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable { case plain, bordered, done }
    open var style: Style = .plain
    /// Set by the bar that shows the item: the title, image or state changed (an edit
    /// button's Edit and Done).
    var titleChanged: (() -> Void)?

    override func itemDidChange() { titleChanged?() }
    open weak var target: AnyObject?
    open var action: Selector?
    open var primaryAction: UIAction?
    /// The item's menu: a tap shows it when the item has no primary action and no action.
    open var menu: UIMenu?
    /// A pop-up item: its menu keeps one element selected and its title shows that element's.
    open var changesSelectionAsPrimaryAction = false
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic
    /// The group the item belongs to, if any.
    public internal(set) weak var buttonGroup: UIBarButtonItemGroup?
    /// A hidden item takes no room in its bar (iOS 16).
    open var isHidden = false { didSet { if isHidden != oldValue { itemDidChange() } } }
    /// A selected item shows its button selected.
    open var isSelected = false { didSet { if isSelected != oldValue { itemDidChange() } } }
    /// The item's colour; the bar's tint when nil.
    open var tintColor: UIColor? { didSet { itemDidChange() } }
    /// Titles the item may show: its button is as wide as the widest, so the bar does not
    /// move when the title changes.
    open var possibleTitles: Set<String>? { didSet { itemDidChange() } }
    /// A fixed space's width (0: the toolbar's standard gap).
    open var width: CGFloat = 0
    /// A view the bar shows in place of a button.
    open var customView: UIView?
    /// The view a bar shows the item as (its button or custom view): what a popover points at.
    weak var shownView: UIView?

    /// An item shown as `customView`.
    public convenience init(customView: UIView) {
        self.init(title: nil, style: .plain, target: nil, action: nil)
        self.customView = customView
    }

    /// The system item the item was made as, nil for a custom one.
    public private(set) var systemItem: SystemItem?

    /// UIKit's system items; Tessera's bars show each as its title (Add, Done…), spaces as space.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close

        /// The title a bar shows for the item.
        public var title: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "Add"
            case .flexibleSpace, .fixedSpace: ""
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Delete"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Fast Forward"
            case .undo: "Undo"
            case .redo: "Redo"
            case .pageCurl: "Page"
            case .close: "Close"
            }
        }
    }

    /// A system item sending `action` to `target` (Done is drawn bold, as the done style).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.init(title: systemItem.title, style: systemItem == .done ? .done : .plain, target: target, action: action)
        self.systemItem = systemItem
    }

    /// A system item performing `primaryAction`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(title: systemItem.title, style: systemItem == .done ? .done : .plain, target: nil, action: nil)
        self.systemItem = systemItem
        self.primaryAction = primaryAction
    }

    /// An image item sending `action` to `target`.
    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        self.init(title: nil, style: style, target: target, action: action)
        self.image = image
    }

    /// An item with a title or an image that performs `primaryAction` when tapped, or shows
    /// `menu` (iOS 14's form; a tap shows the menu when there is no primary action).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(title: title ?? primaryAction.map(\.title).flatMap { $0.isEmpty ? nil : $0 }, style: .plain, target: nil, action: nil)
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item sending `action` to `target`, or showing `menu` when it has no action (iOS 16's form).
    public convenience init(title: String?, image: UIImage?, target: AnyObject?, action: Selector?, menu: UIMenu?) {
        self.init(title: title, style: .plain, target: target, action: action)
        self.image = image
        self.menu = menu
    }

    /// Space that grows to fill a toolbar's free width, shared with the other flexible spaces.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// Space of `width` points.
    public static func fixedSpace(_ width: CGFloat = 0) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    public init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.style = style; self.target = target; self.action = action
        super.init()
        self.title = title
    }

    /// The Swift form of UIKit's target-action: `action` is a method of `target` (held weakly).
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(title: title, style: style) { [weak target] in
            if let target { action(target)() }
        }
        self.target = target
    }

    /// The Swift form of target-action for a method that takes the item.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target,
                                               action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init(title: title, style: style, handler: {})
        self.target = target
        primaryAction = UIAction(title: title ?? "") { [weak self, weak target] _ in
            if let self, let target { action(target)(self) }
        }
    }

    public init(title: String?, style: Style = .plain, handler: @escaping () -> Void) {
        self.style = style
        primaryAction = UIAction(title: title ?? "") { _ in handler() }
        super.init()
        self.title = title
    }

    /// What a tap does: the primary action, or the action sent to the target.
    public func trigger() {
        guard isEnabled else { return }
        if let primaryAction { primaryAction.handler(primaryAction); return }
        if let action, let responder = target as? UIResponder { responder.perform(action, withSender: self); return }
        showMenu()
    }
}

extension UIBarButtonItem {
    /// Shows the item's menu under the view the bar shows it as; a pop-up item's is single
    /// selection, and its title follows the choice.
    func showMenu() {
        guard let menu, let view = shownView, let window = view.window else { return }
        let shownMenu = changesSelectionAsPrimaryAction
            ? UIMenu(title: menu.title, image: menu.image, identifier: menu.identifier, options: menu.options.union(.singleSelection),
                     children: menu.children)
            : menu
        let shown = ContextMenuPresentation(menu: shownMenu, placement: .attached(view.convert(view.bounds, to: nil)), in: window, sender: self)
        shown.sourceView = view
        shown.didEnd = { [weak self] in self?.showSelectedMenuElement() }
        shown.show()
    }

    /// A pop-up item's title is its menu's selected element's.
    func showSelectedMenuElement() {
        guard changesSelectionAsPrimaryAction, let selected = menu?.selectedElements.first else { return }
        title = selected.title
    }

    /// Dresses a bar's button for the item: selected, tinted, as wide as its widest possible title.
    func dress(_ button: UIButton) {
        button.isSelected = isSelected
        if let tintColor { button.tintColor = tintColor }
        guard let possibleTitles, !possibleTitles.isEmpty, let font = button.titleLabel?.font else { return }
        let width: (String) -> CGFloat = { Platform.textSystem.size(of: $0, font: font, maxWidth: .greatestFiniteMagnitude,
                                                                     numberOfLines: 1, lineBreakMode: .byClipping).width }
        let widest = possibleTitles.map(width).max() ?? 0
        let extra = max(0, widest - width(button.currentTitle ?? ""))
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: extra / 2, bottom: 0, right: extra / 2)
    }
}
