import Foundation

/// The bar at the top of a navigation controller: a back button (or the top item's left items),
/// the title or title view in the middle, the right items from the right edge in, and with
/// ``prefersLargeTitles`` a large title under them that collapses as the content scrolls up.
///
/// Its look comes from ``standardAppearance`` (``scrollEdgeAppearance`` while the content is
/// scrolled to its top, when set; the top item's own appearances first), or, while no
/// appearance was set, from the older ``barTintColor``, ``titleTextAttributes`` and
/// ``isTranslucent``. Buttons take the bar's `tintColor`.
@preconcurrency @MainActor open class UINavigationBar: UIView {
    /// What this class takes from its appearance proxies (UIAppearance.swift).
    override class var appearanceProperties: [AppearanceProperty] {
        super.appearanceProperties + [.look(\UINavigationBar.standardAppearance), .look(\UINavigationBar.compactAppearance), .look(\UINavigationBar.scrollEdgeAppearance),
         .look(\UINavigationBar.compactScrollEdgeAppearance), .object(\UINavigationBar.barTintColor), .value(\UINavigationBar.isTranslucent),
         .value(\UINavigationBar.barStyle),
         .attributes({ (bar: UINavigationBar) in bar.titleTextAttributes }, { (bar: UINavigationBar, value) in bar.titleTextAttributes = value }),
         .attributes({ (bar: UINavigationBar) in bar.largeTitleTextAttributes }, { (bar: UINavigationBar, value) in bar.largeTitleTextAttributes = value })]
    }
    /// The bar's height in points, without a large title.
    public static let height: CGFloat = 44
    /// The height a large title adds.
    public static let largeTitleHeight: CGFloat = 52

    open var prefersLargeTitles = false { didSet { (owner as? UINavigationController)?.refreshBar() } }
    open var standardAppearance = UINavigationBarAppearance() { didSet { appearanceWasSet = true; refresh() } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { refresh() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { refresh() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { refresh() } }
    /// The bar's colour before appearances (iOS 7–12's way).
    open var barTintColor: UIColor? { didSet { refresh() } }
    open var isTranslucent = true { didSet { refresh() } }
    open var barStyle: UIBarStyle = .default { didSet { refresh() } }
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { refresh() } }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { refresh() } }
    open var shadowImage: UIImage?
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    let titleLabel = UILabel()
    let largeTitleLabel = UILabel()
    let backButton = UIButton(type: .system)
    private let hairline = UIView()
    private var leftViews: [UIView] = []
    private var rightViews: [UIView] = []
    private var titleView: UIView?
    var onBack: (() -> Void)?
    /// The navigation controller that owns the bar.
    weak var owner: UIViewController?
    /// A standalone bar's delegate, asked before its items are pushed and popped.
    open weak var delegate: UINavigationBarDelegate?
    /// A standalone bar's items (UIBarPositioning.swift).
    let ownItems = NavigationBarItems()
    private(set) var item: UINavigationItem?
    /// Whether the top item shows a large title, and how much of it shows (0…52) now.
    private(set) var showsLargeTitle = false
    var largeTitleShown: CGFloat = 0 { didSet { if largeTitleShown != oldValue { refreshBackground() } } }
    /// Whether the content under the bar is scrolled to its top.
    var isAtScrollEdge = true { didSet { if isAtScrollEdge != oldValue { refresh() } } }
    private var appearanceWasSet = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        largeTitleLabel.font = .boldSystemFont(ofSize: 34)
        for view in [largeTitleLabel, titleLabel, backButton, hairline] as [UIView] { addSubview(view) }
        backButton.addAction(UIAction { [weak self] _ in self?.onBack?() }, for: .touchUpInside)
        refreshBackground()
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
    }

    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }

    /// The bar's height for what it shows now.
    var preferredHeight: CGFloat { UINavigationBar.height + (showsLargeTitle ? largeTitleShown : 0) }

    /// Shows `item`, with a back button titled `backTitle` when there is somewhere to go back
    /// to, and a large title when `large`.
    func show(_ item: UINavigationItem, backTitle: String?, large: Bool) {
        self.item = item
        showsLargeTitle = large && prefersLargeTitles
        if !showsLargeTitle { largeTitleShown = 0 }
        let showsBack = backTitle != nil && !item.hidesBackButton && (item.leftBarButtonItems?.isEmpty ?? true || item.leftItemsSupplementBackButton)
        backButton.setTitle(showsBack ? backButtonText(backTitle, mode: item.backButtonDisplayMode) : nil, for: .normal)
        // Read (and found by UI tests) as the screen it goes back to, not with its chevron.
        backButton.accessibilityLabel = showsBack ? (item.backButtonDisplayMode == .default ? backTitle ?? "Back" : "Back") : nil
        backButton.isHidden = !showsBack
        rebuildItems()
    }

    private func backButtonText(_ title: String?, mode: UINavigationItem.BackButtonDisplayMode) -> String {
        switch mode {
        case .default: "‹ " + (title ?? "Back")
        case .generic: "‹ Back"
        case .minimal: "‹"
        }
    }

    /// The item's buttons and custom views, and its title or title view.
    private func rebuildItems() {
        (leftViews + rightViews).forEach { $0.removeFromSuperview() }
        titleView?.removeFromSuperview()
        // Hidden items take no room, but a change to any item rebuilds the bar.
        for barItem in (item?.shownLeadingItems ?? []) + (item?.shownTrailingItems ?? []) {
            barItem.titleChanged = { [weak self] in self?.rebuildItems() }
        }
        leftViews = (item?.shownLeadingItems ?? []).filter { !$0.isHidden }.map(view(for:))
        rightViews = (item?.shownTrailingItems ?? []).filter { !$0.isHidden }.map(view(for:))
        (leftViews + rightViews).forEach { addSubview($0) }
        titleView = item?.titleView
        if let titleView { addSubview(titleView) }
        refresh()
    }

    /// A bar button item as the bar shows it: its custom view, or a button with its image or title.
    private func view(for item: UIBarButtonItem) -> UIView {
        if let custom = item.customView {
            item.shownView = custom
            return custom
        }
        let button = UIButton(type: .system)
        button.setImage(item.image, for: .normal)
        button.setTitle(item.image == nil ? (item.title ?? item.systemItem?.title) : nil, for: .normal)
        button.isEnabled = item.isEnabled
        button.accessibilityLabel = item.title ?? item.systemItem?.title
        button.addAction(UIAction { [weak item] _ in item?.trigger() }, for: .touchUpInside)
        item.shownView = button
        styleButton(button, item: item)
        item.dress(button)
        return button
    }

    private func styleButton(_ button: UIButton, item: UIBarButtonItem) {
        let appearance = currentAppearance
        let buttons = item.style == .done ? appearance?.doneButtonAppearance : appearance?.buttonAppearance
        let attributes = (buttons?.normal.titleTextAttributes ?? [:]).merging(item.titleTextAttributes(for: .normal) ?? [:]) { $1 }
        if let font = attributes[.font] as? UIFont { button.titleLabel?.font = font } else if item.style == .done { button.titleLabel?.font = .boldSystemFont(ofSize: 17) }
        if let color = attributes[.foregroundColor] as? UIColor { button.setTitleColor(color, for: .normal) }
    }

    // MARK: Look

    /// The appearance in force: the item's, then the bar's, for the scroll edge or not; nil
    /// while no appearance was set anywhere (the older properties apply).
    var currentAppearance: UINavigationBarAppearance? {
        let edge = isAtScrollEdge ? (item?.scrollEdgeAppearance ?? scrollEdgeAppearance) : nil
        if let edge { return edge }
        if let own = item?.standardAppearance { return own }
        return appearanceWasSet ? standardAppearance : nil
    }

    private func refresh() {
        let appearance = currentAppearance
        let attributes = appearance?.titleTextAttributes ?? titleTextAttributes ?? [:]
        titleLabel.font = attributes[.font] as? UIFont ?? .boldSystemFont(ofSize: 17)
        titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? .label
        let large = appearance?.largeTitleTextAttributes ?? largeTitleTextAttributes ?? [:]
        largeTitleLabel.font = large[.font] as? UIFont ?? .boldSystemFont(ofSize: 34)
        largeTitleLabel.textColor = large[.foregroundColor] as? UIColor ?? .label
        titleLabel.text = item?.title
        largeTitleLabel.text = item?.title
        refreshBackground()
        setNeedsLayout()
    }

    private func refreshBackground() {
        let appearance = currentAppearance
        if let appearance {
            backgroundColor = appearance.fill
            hairline.backgroundColor = appearance.shadowColor ?? .clear
        } else {
            let black = barStyle == .black
            backgroundColor = barTintColor ?? UIColor { $0.userInterfaceStyle == .dark || black ? UIColor(white: 0.11, alpha: 1) : UIColor(white: 0.97, alpha: 1) }
            hairline.backgroundColor = .separator
        }
        // The small title shows once the large one has scrolled away.
        titleLabel.alpha = showsLargeTitle && largeTitleShown > 8 ? 0 : 1
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width
        let h = UINavigationBar.height
        var left: CGFloat = 8
        if !backButton.isHidden {
            let size = backButton.sizeThatFits(CGSize(width: max(w * 0.3, 44), height: h))
            backButton.frame = CGRect(x: left, y: (h - size.height) / 2, width: max(0, min(size.width, w * 0.3)), height: size.height)
            left = backButton.frame.maxX + 8
        }
        for view in leftViews {
            let size = fittingSize(view, height: h)
            view.frame = CGRect(x: left, y: (h - size.height) / 2, width: size.width, height: size.height)
            left += size.width + 8
        }
        var right = w - 8
        for view in rightViews {
            let size = fittingSize(view, height: h)
            view.frame = CGRect(x: right - size.width, y: (h - size.height) / 2, width: size.width, height: size.height)
            right -= size.width + 8
        }
        layoutTitle(between: left, and: right)
        largeTitleLabel.isHidden = !showsLargeTitle || largeTitleShown <= 0
        largeTitleLabel.frame = CGRect(x: 16, y: h, width: w - 32, height: largeTitleShown)
        hairline.frame = CGRect(x: 0, y: bounds.height - 0.5, width: w, height: 0.5)
    }

    /// The title centred on the bar when it fits between the side items, else between them.
    private func layoutTitle(between left: CGFloat, and right: CGFloat) {
        let h = UINavigationBar.height
        let shown: UIView = titleView ?? titleLabel
        let wanted = titleView.map { fittingSize($0, height: h) } ?? titleLabel.sizeThatFits(CGSize(width: right - left, height: h))
        let width = min(wanted.width, max(0, right - left))
        let centred = (bounds.width - width) / 2
        let x = min(max(centred, left), right - width)
        // The title label spans the bar's height (its text is centred in it); a title view
        // keeps its own height.
        let height = titleView == nil ? h : min(wanted.height, h)
        shown.frame = CGRect(x: x, y: (h - height) / 2, width: width, height: height)
        if titleView != nil { titleLabel.frame = .zero }
    }

    private func fittingSize(_ view: UIView, height: CGFloat) -> CGSize {
        if view is UIButton {
            let fitted = view.sizeThatFits(CGSize(width: max(bounds.width / 3, 44), height: height))
            return CGSize(width: max(0, fitted.width), height: max(0, min(fitted.height, height)))
        }
        let intrinsic = view.intrinsicContentSize
        let width = view.frame.width > 0 ? view.frame.width : (intrinsic.width > 0 ? intrinsic.width : 44)
        let fitted = view.frame.height > 0 ? view.frame.height : (intrinsic.height > 0 ? intrinsic.height : height)
        return CGSize(width: width, height: min(fitted, height))
    }
}


