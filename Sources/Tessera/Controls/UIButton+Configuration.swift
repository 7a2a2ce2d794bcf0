import Foundation

extension UIButton {
    /// A button's look by value (iOS 15): a style's background and colours, a title and
    /// subtitle, an image and where it goes, padding, corners and size.
    ///
    /// Set it on a button (`UIButton(configuration:primaryAction:)` or `button.configuration =`);
    /// as the button's state changes (highlighted, disabled, selected) it shows
    /// ``updated(for:)`` — its colours darkened while pressed and greyed while disabled — after
    /// the button's `configurationUpdateHandler` has had its say.
    public struct Configuration: Hashable {
        public enum CornerStyle: Int, Sendable { case fixed = -1, dynamic = 0, small = 1, medium = 2, large = 3, capsule = 4 }
        public enum Size: Int, Sendable { case mini, small, medium, large }
        public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }
        public enum MacIdiomStyle: Int, Sendable { case automatic, bordered, borderless, borderlessTinted }
        /// How a style fills its background and colours its content.
        enum Look: Hashable { case plain, gray, tinted, filled }

        var look: Look
        public var background = UIBackgroundConfiguration.clear()
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var macIdiomStyle: MacIdiomStyle = .automatic
        /// The content's colour; the style's when nil.
        public var baseForegroundColor: UIColor?
        /// The background's colour; the style's when nil.
        public var baseBackgroundColor: UIColor?
        public var image: UIImage?
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        public var showsActivityIndicator = false
        public var title: String?
        public var attributedTitle: AttributedString? {
            get { title.map { AttributedString($0) } }
            set { title = newValue.map { String($0.characters) } }
        }
        public var subtitle: String?
        public var attributedSubtitle: AttributedString? {
            get { subtitle.map { AttributedString($0) } }
            set { subtitle = newValue.map { String($0.characters) } }
        }
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var automaticallyUpdateForSelection = true
        /// Changes the image's colour as shown (after the style's and state's).
        public var imageColorTransformer: UIConfigurationColorTransformer?
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
        public var titleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var subtitleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The mark beside the title: a pop-up button's chevrons (`.popup`), or none.
        /// - Note: Kept; Tessera draws no indicator yet.
        public enum Indicator: Int, Sendable { case automatic, none, popup }
        public var indicator: Indicator = .automatic
        public var indicatorColorTransformer: UIConfigurationColorTransformer?

        /// Puts back the style's own content insets (after they were changed).
        public mutating func setDefaultContentInsets() {
            contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        }
        /// The state the colours were worked out for (set by `updated(for:)`).
        var pressed = false
        var disabled = false

        init(look: Look) {
            self.look = look
        }

        public static func plain() -> Self { Self(look: .plain) }
        public static func gray() -> Self { Self(look: .gray) }
        public static func tinted() -> Self { Self(look: .tinted) }
        public static func filled() -> Self { Self(look: .filled) }
        public static func borderless() -> Self { plain() }
        public static func bordered() -> Self { gray() }
        public static func borderedTinted() -> Self { tinted() }
        public static func borderedProminent() -> Self { filled() }

        /// This configuration for the button's state: pressed, disabled or normal.
        @MainActor public func updated(for button: UIButton) -> Self {
            var copy = self
            copy.pressed = button.isHighlighted
            copy.disabled = !button.isEnabled
            return copy
        }

        /// The content's colour for the style and state.
        @MainActor var foregroundColor: UIColor {
            if disabled { return .tertiaryLabel }
            let base = baseForegroundColor ?? (look == .filled ? .white : .tintColor)
            return pressed && look != .filled ? base.withAlphaComponent(0.5) : base
        }

        /// The background's colour for the style and state; nil for none.
        @MainActor var backgroundFill: UIColor? {
            if let colour = background.backgroundColor, look == .plain { return colour }
            let tint = baseBackgroundColor ?? .tintColor
            let colour: UIColor?
            switch look {
            case .plain: colour = nil
            case .gray: colour = baseBackgroundColor ?? .tertiarySystemFill
            case .tinted: colour = tint.withAlphaComponent(0.15)
            case .filled: colour = tint
            }
            if disabled { return colour == nil ? nil : .tertiarySystemFill }
            guard pressed, let colour else { return colour }
            return look == .filled ? colour.withAlphaComponent(0.75) : colour.withAlphaComponent(colour.alpha * 1.6)
        }

        /// The title's font for the button size (subtitle: a size smaller).
        var titleFont: UIFont {
            switch buttonSize {
            case .mini: .systemFont(ofSize: 12)
            case .small: .systemFont(ofSize: 15)
            case .medium: .systemFont(ofSize: 17)
            case .large: .systemFont(ofSize: 20)
            }
        }

        var subtitleFont: UIFont { .systemFont(ofSize: max(11, titleFont.pointSize - 2)) }

        /// The corner radius for the style, button size and height.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: background.cornerRadius
            case .capsule: height / 2
            case .small: 4
            case .medium: 8
            case .large: 12
            case .dynamic: [.mini: 4, .small: 6, .medium: 8, .large: 10][buttonSize] ?? 8
            }
        }
    }

    /// A button that shows `configuration` and performs `primaryAction` when tapped.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// A button of `buttonType` that performs `primaryAction` (its title the action's).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        setTitle(primaryAction.title, for: .normal)
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    /// The configuration shown (iOS 15); nil is the classic title-for-state button.
    public var configuration: Configuration? {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue.map { UIButton.checked($0, keeping: storedConfiguration) }
            setNeedsUpdateConfiguration()
        }
    }

    /// A configuration whose insets and paddings are finite (a side that is not is reported,
    /// and the previous configuration's insets or the default ones used), so the button's size
    /// stays a number and its layout settles.
    private static func checked(_ configuration: Configuration, keeping previous: Configuration?) -> Configuration {
        var checked = configuration
        let fallback = previous?.contentInsets ?? NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        checked.contentInsets = ControlRange.insets(configuration.contentInsets, else: fallback, "UIButton.Configuration", "contentInsets")
        checked.imagePadding = ControlRange.finite(configuration.imagePadding, else: 0, "UIButton.Configuration", "imagePadding")
        checked.titlePadding = ControlRange.finite(configuration.titlePadding, else: 0, "UIButton.Configuration", "titlePadding")
        return checked
    }
}

/// A configured button's views: the background, the image and the title and subtitle, laid out
/// from the configuration. Owned by the button.
@MainActor final class ButtonConfigurationViews {
    let background = UIView()
    let image = UIImageView()
    let title = UILabel()
    let subtitle = UILabel()
    let spinner = UIActivityIndicatorView(style: .medium)

    func install(in button: UIButton) {
        guard background.superview !== button else { return }
        for view in [background, image, title, subtitle, spinner] as [UIView] {
            view.isUserInteractionEnabled = false
            button.addSubview(view)
        }
        button.sendSubviewToBack(background)
        spinner.hidesWhenStopped = true
        title.textAlignment = .center
        subtitle.textAlignment = .center
    }

    func remove() {
        for view in [background, image, title, subtitle, spinner] as [UIView] { view.removeFromSuperview() }
    }

    /// Shows `configuration`'s content, colours and corners.
    func show(_ configuration: UIButton.Configuration, in button: UIButton) {
        install(in: button)
        let foreground = configuration.foregroundColor
        title.text = configuration.title
        title.font = configuration.titleFont
        title.textColor = foreground
        title.lineBreakMode = configuration.titleLineBreakMode
        subtitle.lineBreakMode = configuration.subtitleLineBreakMode
        subtitle.text = configuration.subtitle
        subtitle.font = configuration.subtitleFont
        subtitle.textColor = foreground.withAlphaComponent(0.8)
        var icon = configuration.image
        if let symbolConfiguration = configuration.preferredSymbolConfigurationForImage, let shown = icon {
            icon = shown.applyingSymbolConfiguration(symbolConfiguration)
        }
        image.image = configuration.showsActivityIndicator ? nil : icon
        image.tintColor = configuration.imageColorTransformer.map { $0(foreground) } ?? foreground
        spinner.color = configuration.activityIndicatorColorTransformer.map { $0(foreground) } ?? foreground
        if configuration.showsActivityIndicator { spinner.startAnimating() } else { spinner.stopAnimating() }
        background.backgroundColor = configuration.backgroundFill
        background.layer.cornerRadius = configuration.cornerRadius(height: button.bounds.height)
    }

    /// The size the content needs with the insets.
    func fittingSize(_ configuration: UIButton.Configuration) -> CGSize {
        let content = contentSize(configuration)
        let insets = configuration.contentInsets
        return CGSize(width: ceil(content.width + insets.leading + insets.trailing),
                      height: ceil(max(content.height + insets.top + insets.bottom, configuration.buttonSize == .mini ? 24 : 34)))
    }

    private func textSize(_ configuration: UIButton.Configuration) -> CGSize {
        let titleSize = configuration.title == nil ? .zero : title.sizeThatFits(CGSize(width: 1000, height: 1000))
        let subtitleSize = configuration.subtitle == nil ? .zero : subtitle.sizeThatFits(CGSize(width: 1000, height: 1000))
        let gap = configuration.subtitle == nil || configuration.title == nil ? 0 : configuration.titlePadding
        return CGSize(width: max(titleSize.width, subtitleSize.width), height: titleSize.height + gap + subtitleSize.height)
    }

    private var imageSize: CGSize { (image.image ?? (spinner.isAnimating ? UIImage(systemName: "circle") : nil))?.size ?? .zero }

    private func contentSize(_ configuration: UIButton.Configuration) -> CGSize {
        let text = textSize(configuration)
        let icon = imageSize
        guard icon != .zero else { return text }
        guard text != .zero else { return icon }
        let padding = configuration.imagePadding
        if configuration.imagePlacement == .top || configuration.imagePlacement == .bottom {
            return CGSize(width: max(text.width, icon.width), height: text.height + padding + icon.height)
        }
        return CGSize(width: text.width + padding + icon.width, height: max(text.height, icon.height))
    }

    /// Places the background over the bounds and the content, centred, inside the insets.
    func layOut(_ configuration: UIButton.Configuration, in bounds: CGRect, rightToLeft: Bool) {
        background.frame = bounds
        background.layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
        let text = textSize(configuration)
        let icon = imageSize
        let content = contentSize(configuration)
        let origin = CGPoint(x: bounds.midX - content.width / 2, y: bounds.midY - content.height / 2)
        var imageFrame = CGRect(origin: origin, size: icon)
        var textOrigin = origin
        let padding = icon == .zero || text == .zero ? 0 : configuration.imagePadding
        var placement = configuration.imagePlacement
        if rightToLeft, placement == .leading { placement = .trailing } else if rightToLeft, placement == .trailing { placement = .leading }
        switch placement {
        case .trailing:
            imageFrame.origin = CGPoint(x: origin.x + text.width + padding, y: bounds.midY - icon.height / 2)
        case .top:
            imageFrame.origin.x = bounds.midX - icon.width / 2
            textOrigin = CGPoint(x: bounds.midX - text.width / 2, y: origin.y + icon.height + padding)
        case .bottom:
            imageFrame.origin = CGPoint(x: bounds.midX - icon.width / 2, y: origin.y + text.height + padding)
            textOrigin.x = bounds.midX - text.width / 2
        default:
            imageFrame.origin.y = bounds.midY - icon.height / 2
            textOrigin = CGPoint(x: origin.x + icon.width + padding, y: bounds.midY - text.height / 2)
        }
        image.frame = imageFrame
        spinner.center = CGPoint(x: imageFrame.midX, y: imageFrame.midY)
        let titleHeight = configuration.title == nil ? 0 : title.sizeThatFits(CGSize(width: 1000, height: 1000)).height
        title.frame = CGRect(x: textOrigin.x, y: textOrigin.y, width: text.width, height: titleHeight)
        subtitle.frame = CGRect(x: textOrigin.x, y: textOrigin.y + titleHeight + configuration.titlePadding, width: text.width,
                                height: text.height - titleHeight - configuration.titlePadding)
        let alignment: NSTextAlignment = switch configuration.titleAlignment {
        case .leading: .left
        case .trailing: .right
        case .automatic, .center: .center
        }
        title.textAlignment = alignment
        subtitle.textAlignment = alignment
    }
}
