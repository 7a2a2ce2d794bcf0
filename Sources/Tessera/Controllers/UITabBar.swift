import Foundation

/// Hears which tab the user picks.
@preconcurrency @MainActor public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// A row of tabs along the bottom: each item's image over its title, the selected one in the
/// tint colour, the others grey (``unselectedItemTintColor``), a badge at the image's corner.
/// Clicking a tab selects it and tells the delegate (and the tab bar controller that owns the
/// bar); setting ``selectedItem`` from code tells no one, as in UIKit.
@preconcurrency @MainActor open class UITabBar: UIView {
    /// What this class takes from its appearance proxies (UIAppearance.swift).
    override class var appearanceProperties: [AppearanceProperty] {
        super.appearanceProperties + [.look(\UITabBar.standardAppearance), .look(\UITabBar.scrollEdgeAppearance), .object(\UITabBar.barTintColor),
         .object(\UITabBar.unselectedItemTintColor)]
    }
    /// How a tab bar spreads its items: filling it, or centred (see ``itemPositioning``).
    public enum ItemPositioning: Int, Sendable { case automatic, fill, centered }

    /// The bar's height above the safe area's bottom inset (UIKit's 49 points).
    public static let height: CGFloat = 49

    open weak var delegate: UITabBarDelegate?
    open var items: [UITabBarItem]? { didSet { rebuild() } }
    open var selectedItem: UITabBarItem? { didSet { refresh() } }
    open var unselectedItemTintColor: UIColor? { didSet { refresh() } }
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? .secondarySystemBackground } }
    /// The bar's look: its background and hairline, and its items' colours in the stacked
    /// layout's normal and selected states (icon colour, title colour, badge colour).
    open var standardAppearance = UITabBarAppearance() { didSet { appearanceWasSet = true; applyAppearance() } }
    /// Kept; a tab bar here has no content scrolled under it.
    open var scrollEdgeAppearance: UITabBarAppearance?
    private var appearanceWasSet = false
    /// Told when the user picks a tab, before the delegate (the tab bar controller's hook, which
    /// may put the selection back).
    var onSelect: ((UITabBarItem) -> Void)?
    private var buttons: [TabBarButton] = []
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

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    /// How the items share the bar: filling it (`.fill`), or centred at ``itemWidth`` apart by
    /// ``itemSpacing`` (`.centered`); `.automatic` fills it.
    open var itemPositioning: ItemPositioning = .automatic { didSet { setNeedsLayout() } }
    /// A centred item's width (0: 76 points, UIKit's regular-width item).
    open var itemWidth: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// The gap between centred items (0: 34 points).
    open var itemSpacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// The image filling the bar's background (over its colour).
    open var backgroundImage: UIImage? { didSet { showImages() } }
    /// The image behind the selected item.
    open var selectionIndicatorImage: UIImage? { didSet { showImages() } }
    /// The image in place of the hairline along the bar's top.
    open var shadowImage: UIImage? { didSet { showImages() } }
    open var barStyle: UIBarStyle = .default
    open var isTranslucent = true
    /// Whether the user is rearranging the items (a More screen's Edit, which a desktop tab
    /// bar does not offer: the items are kept as they are).
    public private(set) var isCustomizing = false
    open func beginCustomizingItems(_ items: [UITabBarItem]) { isCustomizing = !items.isEmpty }
    @discardableResult
    open func endCustomizing(animated: Bool) -> Bool {
        let was = isCustomizing
        isCustomizing = false
        return was
    }

    private lazy var backgroundImageView = UIImageView()
    private lazy var selectionImageView = UIImageView()
    private lazy var shadowImageView = UIImageView()

    private func showImages() {
        for (view, image, index) in [(backgroundImageView, backgroundImage, 0), (shadowImageView, shadowImage, 1), (selectionImageView, selectionIndicatorImage, 2)] {
            view.image = image
            view.isUserInteractionEnabled = false
            if image == nil {
                view.removeFromSuperview()
            } else if view.superview !== self {
                insertSubview(view, at: index)
            }
        }
        hairline.isHidden = shadowImage != nil
        setNeedsLayout()
    }

    /// The items' frames for the positioning.
    private func itemFrames() -> [CGRect] {
        let count = CGFloat(buttons.count)
        guard itemPositioning == .centered else {
            let width = bounds.width / count
            return buttons.indices.map { CGRect(x: CGFloat($0) * width, y: 0, width: width, height: UITabBar.height) }
        }
        let width = itemWidth > 0 ? itemWidth : 76
        let spacing = itemSpacing > 0 ? itemSpacing : 34
        let total = count * width + max(0, count - 1) * spacing
        let start = (bounds.width - total) / 2
        return buttons.indices.map { CGRect(x: start + CGFloat($0) * (width + spacing), y: 0, width: width, height: UITabBar.height) }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UITabBar.height + safeAreaInsets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(1, traitCollection.displayScale))
        backgroundImageView.frame = bounds
        shadowImageView.frame = CGRect(x: 0, y: -(shadowImage?.size.height ?? 0), width: bounds.width, height: shadowImage?.size.height ?? 0)
        guard !buttons.isEmpty else { return }
        let frames = itemFrames()
        for (index, button) in buttons.enumerated() { button.frame = frames[index] }
        let selected = items?.firstIndex { $0 === selectedItem }
        selectionImageView.frame = selected.map { frames[$0] } ?? .zero
    }

    private func rebuild() {
        buttons.forEach { $0.removeFromSuperview() }
        buttons = (items ?? []).map { item in
            let button = TabBarButton(item: item)
            button.addAction(UIAction { [weak self] _ in self?.userSelected(item) }, for: .touchUpInside)
            item.changed = { [weak self] in self?.refresh() }
            addSubview(button)
            return button
        }
        refresh()
        setNeedsLayout()
    }

    private func userSelected(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        selectedItem = item
        // The owning controller may refuse the tab and put the selection back.
        onSelect?(item)
        guard selectedItem === item else { return }
        delegate?.tabBar(self, didSelect: item)
    }

    private func refresh() {
        let items = appearanceWasSet ? standardAppearance.stackedLayoutAppearance : nil
        for button in buttons {
            let selected = button.item === selectedItem
            let state = selected ? items?.selected : items?.normal
            let titleColor = state?.titleTextAttributes[.foregroundColor] as? UIColor
            button.show(selected: selected, tint: state?.iconColor ?? tintColor ?? .systemBlue,
                        unselected: state?.iconColor ?? unselectedItemTintColor ?? .systemGray,
                        titleColor: titleColor, badge: state?.badgeBackgroundColor)
        }
    }

    private func applyAppearance() {
        backgroundColor = standardAppearance.fill
        hairline.backgroundColor = standardAppearance.shadowColor ?? .clear
        refresh()
    }
}

/// One tab: the item's image over its title, and its badge.
@MainActor final class TabBarButton: UIControl {
    let item: UITabBarItem
    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let badge = UILabel()

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
        titleLabel.textAlignment = .center
        badge.font = .systemFont(ofSize: 13)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.clipsToBounds = true
        for view in [imageView, titleLabel, badge] as [UIView] { addSubview(view) }
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) { nil }

    func show(selected: Bool, tint: UIColor, unselected: UIColor, titleColor: UIColor? = nil, badge badgeColor: UIColor? = nil) {
        let color = item.isEnabled ? (selected ? tint : unselected) : unselected.withAlphaComponent(0.4)
        imageView.image = (selected ? item.selectedImage ?? item.image : item.image)?.withRenderingMode(.alwaysTemplate)
        imageView.tintColor = color
        titleLabel.text = item.title
        titleLabel.textColor = titleColor ?? color
        badge.text = item.badgeValue
        badge.isHidden = item.badgeValue == nil
        badge.backgroundColor = item.badgeColor ?? badgeColor ?? .systemRed
        accessibilityLabel = item.accessibilityLabel ?? item.title
        accessibilityValue = item.badgeValue
        accessibilityTraits = selected ? [.button, .selected] : .button
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let hasImage = imageView.image != nil
        imageView.frame = hasImage ? CGRect(x: (bounds.width - 28) / 2, y: 6, width: 28, height: 24) : .zero
        titleLabel.frame = CGRect(x: 2, y: hasImage ? 32 : 14, width: bounds.width - 4, height: 14)
        let text = badge.sizeThatFits(CGSize(width: 200, height: 18))
        let width = max(18, text.width + 10)
        badge.frame = CGRect(x: bounds.midX + 6, y: 2, width: width, height: 18)
        badge.layer.cornerRadius = 9
    }
}
