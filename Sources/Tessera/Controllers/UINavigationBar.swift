import Foundation

/// The bar at the top of a navigation controller: a back button, a centred title, and the top
/// item's left and right bar button items.
@preconcurrency @MainActor open class UINavigationBar: UIView {
    /// The bar's height in points.
    public static let height: CGFloat = 44
    let titleLabel = UILabel()
    let backButton = UIButton(type: .system)
    let leftButton = UIButton(type: .system)
    let rightButton = UIButton(type: .system)
    var onBack: (() -> Void)?
    private var leftItem: UIBarButtonItem?
    private var rightItem: UIBarButtonItem?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.11, alpha: 1) : UIColor(white: 0.97, alpha: 1) }
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        for view in [titleLabel, backButton, leftButton, rightButton] as [UIView] { addSubview(view) }
        backButton.addAction(UIAction { [weak self] _ in self?.onBack?() }, for: .touchUpInside)
        leftButton.addAction(UIAction { [weak self] _ in self?.leftItem?.trigger() }, for: .touchUpInside)
        rightButton.addAction(UIAction { [weak self] _ in self?.rightItem?.trigger() }, for: .touchUpInside)
        let hairline = UIView(frame: CGRect(x: 0, y: frame.height - 0.5, width: frame.width, height: 0.5))
        hairline.backgroundColor = .separator
        hairline.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        addSubview(hairline)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Shows `item`, with a back button titled `backTitle` when there is somewhere to go back to.
    func show(_ item: UINavigationItem, backTitle: String?) {
        titleLabel.text = item.title
        leftItem = item.leftBarButtonItem
        rightItem = item.rightBarButtonItem
        let showsBack = backTitle != nil && !item.hidesBackButton && item.leftBarButtonItem == nil
        backButton.setTitle(showsBack ? "‹ " + (backTitle ?? "Back") : nil, for: .normal)
        backButton.isHidden = !showsBack
        for item in [leftItem, rightItem] { item?.titleChanged = { [weak self] in self?.showItemTitles() } }
        showItemTitles()
    }

    /// The bar buttons' titles, as their items have them now.
    private func showItemTitles() {
        leftButton.setTitle(leftItem?.title, for: .normal)
        leftButton.isHidden = leftItem == nil
        rightButton.setTitle(rightItem?.title, for: .normal)
        rightButton.isHidden = rightItem == nil
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width, h = bounds.height
        titleLabel.frame = CGRect(x: w * 0.25, y: 0, width: w * 0.5, height: h)
        for button in [backButton, leftButton] {
            let size = button.sizeThatFits(CGSize(width: w * 0.25, height: h))
            button.frame = CGRect(x: 8, y: (h - size.height) / 2, width: min(size.width, w * 0.25 - 8), height: size.height)
        }
        let size = rightButton.sizeThatFits(CGSize(width: w * 0.25, height: h))
        rightButton.frame = CGRect(x: w - 8 - min(size.width, w * 0.25 - 8), y: (h - size.height) / 2,
                                   width: min(size.width, w * 0.25 - 8), height: size.height)
    }
}
