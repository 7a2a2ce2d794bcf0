import Foundation

/// A control that shows a title and sends `.touchUpInside` when tapped.
@preconcurrency @MainActor open class UIButton: UIControl {
    /// What a button takes from its appearance proxies: its title colours per state.
    override class var appearanceProperties: [AppearanceProperty] {
        super.appearanceProperties + [UIControl.State.normal, .highlighted, .selected, .disabled].map { state in
            AppearanceProperty.make({ (button: UIButton) in button.titleColor(for: state) }, { (button: UIButton, color) in button.setTitleColor(color, for: state) },
                                    same: { (a: UIColor?, b: UIColor?) in AppearanceProperty.sameObject(a, b) })
        }
    }
    /// A tap on it is its own, not an ancestor's single-tap recognizer's (as in UIKit).
    override var takesTapsBeforeAncestorRecognizers: Bool { true }
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        /// The same as `.system`, as in UIKit.
        public static let roundedRect = ButtonType.system
    }
    public private(set) var buttonType: ButtonType = .system
    /// The label showing the title.
    public let titleLabel: UILabel? = UILabel()
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    /// Shows the background image for the state, stretched over the whole button, behind the
    /// title and image.
    private lazy var backgroundImageView: UIImageView = {
        let view = UIImageView()
        view.contentMode = .scaleToFill
        view.isUserInteractionEnabled = false
        insertSubview(view, at: 0)
        return view
    }()
    /// The configuration set (see UIButton+Configuration.swift) and the views showing it.
    var storedConfiguration: Configuration?
    let configurationViews = ButtonConfigurationViews()
    private var needsConfigurationUpdate = false
    /// Called when the button's state changes, to change its configuration (iOS 15).
    open var configurationUpdateHandler: ((UIButton) -> Void)? { didSet { setNeedsUpdateConfiguration() } }
    /// Whether the configuration follows the state (pressed, disabled) by itself.
    open var automaticallyUpdatesConfiguration = true

    /// The button's menu: a long press or a right click shows it, or a tap when
    /// `showsMenuAsPrimaryAction` (UIButton+Menu.swift).
    open var menu: UIMenu? { didSet { menuDidChange() } }
    /// A pop-up button: its menu keeps one element selected and its title shows that element's.
    open var changesSelectionAsPrimaryAction = false { didSet { menuDidChange() } }
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic

    open override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                              configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        menuConfiguration()
    }

    open override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                              animator: UIContextMenuInteractionAnimating?) {
        showSelectedMenuElement()
    }

    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTitleLabel()
    }

    /// A button from an Interface Builder document: its type, and the title, title colour and
    /// image of each state (`<state key="normal" title="…">`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTitleLabel()
        decodeButtonAttributes(coder)
    }

    private func setUpTitleLabel() {
        guard let titleLabel else { return }
        titleLabel.frame = bounds
        titleLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        titleLabel.textAlignment = .center
        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.textColor = .systemBlue
        addSubview(titleLabel)
    }

    /// Sets the type a document names (`buttonType="custom"`).
    func setButtonType(_ type: ButtonType) { buttonType = type }

    /// Asks for the configuration to be updated before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Runs the update handler and shows the configuration for the state; override to change
    /// `configuration` yourself (call super).
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
        guard let configuration = storedConfiguration else { return configurationViews.remove() }
        let shown = automaticallyUpdatesConfiguration ? configuration.updated(for: self) : configuration
        configurationViews.show(shown, in: self)
    }

    /// The image for a state (the normal one when none is set for it).
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        refresh()
        invalidateIntrinsicContentSize()
    }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }

    /// The image stretched behind the content in a state (the normal one when none is set for it).
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        refresh()
        setNeedsLayout()
    }
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[0] }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: currentState) }
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
    open var currentTitleColor: UIColor { titleColor(for: currentState) ?? .systemBlue }
    open var currentImage: UIImage? { image(for: currentState) }
    /// The configured image's view, or the classic image's.
    open var imageView: UIImageView? { configurationViews.image }
    /// A configured button's subtitle.
    open var subtitleLabel: UILabel? { storedConfiguration == nil ? nil : configurationViews.subtitle }

    /// The title follows the content alignments: left, right or centred across the button (filled
    /// is centred), at the top, bottom or middle. A configured button lays out its configuration.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            updateConfiguration()
        }
        if let configuration = storedConfiguration {
            titleLabel?.isHidden = true
            return configurationViews.layOut(configuration, in: bounds, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        }
        if !backgroundImages.isEmpty { backgroundImageView.frame = backgroundRect(forBounds: bounds) }
        guard let titleLabel else { return }
        titleLabel.isHidden = false
        let content = contentRect(forBounds: bounds)
        layOutClassicImage(in: content)
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: titleLabel.textAlignment = .left
        case .right, .trailing: titleLabel.textAlignment = .right
        case .center, .fill: titleLabel.textAlignment = .center
        }
        titleLabel.frame = titleRect(forContentRect: content)
    }

    // MARK: The classic layout's hooks (a button without a configuration)

    /// Space around the title and image (deprecated in iOS 15 with configurations; kept, as
    /// buttons without a configuration use it).
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout(); invalidateIntrinsicContentSize() } }
    /// Moves the title within its rectangle.
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Moves the image within its rectangle.
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }

    /// Where the background image goes: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the title and image go: the bounds less ``contentEdgeInsets``.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    /// The title's frame: the content's width (the text aligned by the content's horizontal
    /// alignment), placed by its vertical alignment, less ``titleEdgeInsets``.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        guard let titleLabel else { return .zero }
        let height = min(contentRect.height, titleLabel.sizeThatFits(contentRect.size).height)
        let y: CGFloat = switch contentVerticalAlignment {
        case .top: contentRect.minY
        case .bottom: contentRect.maxY - height
        case .center, .fill: contentRect.minY + (contentRect.height - height) / 2
        }
        let frame = contentVerticalAlignment == .fill ? contentRect : CGRect(x: contentRect.minX, y: y, width: contentRect.width, height: height)
        return frame.inset(by: titleEdgeInsets)
    }

    /// The image's frame: its size, 8 points in from the content's leading edge, centred
    /// vertically, less ``imageEdgeInsets``.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        guard let image = currentImage else { return .zero }
        let frame = CGRect(x: contentRect.minX + 8, y: contentRect.minY + (contentRect.height - image.size.height) / 2,
                           width: image.size.width, height: image.size.height)
        return frame.inset(by: imageEdgeInsets)
    }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        refresh()
        invalidateIntrinsicContentSize()
    }

    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        refresh()
    }

    open var currentTitle: String? { title(for: currentState) }

    private var currentState: State {
        if !isEnabled { return .disabled }
        if isHighlighted { return .highlighted }
        return isSelected ? .selected : .normal
    }

    private func refresh() {
        titleLabel?.text = currentTitle
        titleLabel?.textColor = titleColors[currentState.rawValue] ?? titleColors[0] ?? .systemBlue
        titleLabel?.alpha = isHighlighted && buttonType == .system ? 0.3 : 1
        if storedConfiguration == nil { configurationViews.image.image = currentImage }
        if !backgroundImages.isEmpty { backgroundImageView.image = currentBackgroundImage }
    }

    /// A classic button's image, left of its title.
    private func layOutClassicImage(in content: CGRect) {
        guard storedConfiguration == nil, let image = currentImage else { return configurationViews.image.removeFromSuperview() }
        let view = configurationViews.image
        if view.superview !== self { addSubview(view) }
        view.image = image
        view.frame = imageRect(forContentRect: content)
    }

    open override func highlightDidChange() {
        refresh()
        if storedConfiguration != nil || configurationUpdateHandler != nil { setNeedsUpdateConfiguration() }
    }

    open override func stateDidChange() {
        super.stateDidChange()
        refresh()
        if storedConfiguration != nil || configurationUpdateHandler != nil { setNeedsUpdateConfiguration() }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let configuration = storedConfiguration {
            configurationViews.show(configuration, in: self)
            return configurationViews.fittingSize(configuration)
        }
        let text = titleLabel?.sizeThatFits(size) ?? .zero
        let insets = contentEdgeInsets
        return CGSize(width: text.width + 16 + insets.left + insets.right, height: max(text.height + 12, 30) + insets.top + insets.bottom)
    }

    /// The title's size with the button's padding (Auto Layout's natural size).
    open override var intrinsicContentSize: CGSize { sizeThatFits(CGSize(width: 0, height: 0)) }
}
