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
    /// How a tab bar spreads its items: UIKit's choices (Tessera's bar fills its width).
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

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UITabBar.height + safeAreaInsets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(1, traitCollection.displayScale))
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: UITabBar.height)
        }
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
