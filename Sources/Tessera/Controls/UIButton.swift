import Foundation

/// A control that shows a title and sends `.touchUpInside` when tapped.
@preconcurrency @MainActor open class UIButton: UIControl {
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
        if !backgroundImages.isEmpty { backgroundImageView.frame = bounds }
        guard let titleLabel else { return }
        titleLabel.isHidden = false
        layOutClassicImage()
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: titleLabel.textAlignment = .left
        case .right, .trailing: titleLabel.textAlignment = .right
        case .center, .fill: titleLabel.textAlignment = .center
        }
        let height = min(bounds.height, titleLabel.sizeThatFits(bounds.size).height)
        let y: CGFloat = switch contentVerticalAlignment {
        case .top: 0
        case .bottom: bounds.height - height
        case .center, .fill: (bounds.height - height) / 2
        }
        titleLabel.frame = contentVerticalAlignment == .fill ? bounds : CGRect(x: 0, y: y, width: bounds.width, height: height)
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
    private func layOutClassicImage() {
        guard storedConfiguration == nil, let image = currentImage else { return configurationViews.image.removeFromSuperview() }
        let view = configurationViews.image
        if view.superview !== self { addSubview(view) }
        view.image = image
        view.frame = CGRect(x: 8, y: (bounds.height - image.size.height) / 2, width: image.size.width, height: image.size.height)
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
        return CGSize(width: text.width + 16, height: max(text.height + 12, 30))
    }

    /// The title's size with the button's padding (Auto Layout's natural size).
    open override var intrinsicContentSize: CGSize { sizeThatFits(CGSize(width: 0, height: 0)) }
}
