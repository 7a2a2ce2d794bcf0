import Foundation

/// A row of bar button items along the bottom: buttons (titles or images, in the tint colour),
/// fixed spaces of their width, and flexible spaces sharing what is left. A navigation
/// controller shows its top controller's ``UIViewController/toolbarItems`` in its toolbar when
/// the toolbar is not hidden.
@preconcurrency @MainActor open class UIToolbar: UIView {
    /// What this class takes from its appearance proxies (UIAppearance.swift).
    override class var appearanceProperties: [AppearanceProperty] {
        super.appearanceProperties + [.look(\UIToolbar.standardAppearance), .look(\UIToolbar.compactAppearance), .look(\UIToolbar.scrollEdgeAppearance),
         .object(\UIToolbar.barTintColor)]
    }
    /// The bar's height above the safe area's bottom inset.
    public static let height: CGFloat = 44
    /// The gap between items and at the ends.
    static let gap: CGFloat = 16

    open var items: [UIBarButtonItem]? { didSet { rebuild() } }
    /// Where the toolbar is, if not at the bottom.
    open weak var delegate: UIToolbarDelegate?
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? .secondarySystemBackground } }
    /// The bar's look (its background and hairline).
    open var standardAppearance = UIToolbarAppearance() {
        didSet {
            backgroundColor = standardAppearance.fill
            hairline.backgroundColor = standardAppearance.shadowColor ?? .clear
        }
    }
    /// Kept; the toolbar's look here is the standard one.
    open var compactAppearance: UIToolbarAppearance?
    open var scrollEdgeAppearance: UIToolbarAppearance?
    open var compactScrollEdgeAppearance: UIToolbarAppearance?
    private var buttons: [(item: UIBarButtonItem, button: UIView?)] = []
    private let hairline = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        hairline.backgroundColor = .separator
        addSubview(hairline)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(hairline)
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UIToolbar.height + safeAreaInsets.bottom)
    }

    private func rebuild() {
        buttons.forEach { $0.button?.removeFromSuperview() }
        for item in items ?? [] { item.titleChanged = { [weak self] in self?.rebuild() } }
        buttons = (items ?? []).filter { !$0.isHidden }.map { item in
            guard item.systemItem != .flexibleSpace, item.systemItem != .fixedSpace else { return (item, nil) }
            if let custom = item.customView {
                item.shownView = custom
                addSubview(custom)
                return (item, custom)
            }
            let button = UIButton(type: .system)
            button.setTitle(item.image == nil ? item.title : nil, for: .normal)
            button.setImage(item.image, for: .normal)
            if item.style == .done { button.titleLabel?.font = .boldSystemFont(ofSize: 17) }
            button.isEnabled = item.isEnabled
            button.addAction(UIAction { [weak item] _ in item?.trigger() }, for: .touchUpInside)
            item.shownView = button
            item.dress(button)
            addSubview(button)
            return (item, button)
        }
        setNeedsLayout()
    }

    /// Buttons at their natural widths, fixed spaces at theirs, flexible spaces sharing the rest.
    open override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(1, traitCollection.displayScale))
        let widths = buttons.map { entry -> CGFloat in
            if let custom = entry.button, custom === entry.item.customView, custom.frame.width > 0 { return custom.frame.width }
            if let button = entry.button { return button.sizeThatFits(CGSize(width: bounds.width, height: UIToolbar.height)).width }
            return entry.item.systemItem == .fixedSpace ? entry.item.width : 0
        }
        let flexible = buttons.filter { $0.item.systemItem == .flexibleSpace }.count
        let used = widths.reduce(0, +) + UIToolbar.gap * CGFloat(buttons.count + 1)
        let share = flexible > 0 ? max(0, bounds.width - used) / CGFloat(flexible) : 0
        var x = UIToolbar.gap
        for (entry, width) in zip(buttons, widths) {
            let advance = entry.item.systemItem == .flexibleSpace ? share : width
            entry.button?.frame = CGRect(x: x, y: 0, width: width, height: UIToolbar.height)
            x += advance + UIToolbar.gap
        }
    }
}
