import Foundation

/// The view that shows a ``UIListContentConfiguration``: its image at the leading side, then
/// its text with the secondary text under it, or at the trailing edge when the configuration
/// prefers them side by side; all inside the configuration's margins.
///
/// It measures itself (`sizeThatFits(_:)`, for self-sizing list cells): the margins, plus the
/// taller of the image and the texts, at least 44 points for rows.
@preconcurrency @MainActor open class UIListContentView: UIView, UIContentView {
    /// The minimum height of a row (not of headers and footers).
    public static let minimumRowHeight: CGFloat = 44
    let imageView = UIImageView(frame: .zero)
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()
    /// The layout guides of its parts, by part, made when asked for (`UIListContentView+LayoutGuides.swift`).
    var partGuides: [ObjectIdentifier: UILayoutGuide] = [:]
    /// The parts' frames the guides were last given to Auto Layout with.
    var partGuideFrames: [ObjectIdentifier: CGRect] = [:]

    public var listContentConfiguration: UIListContentConfiguration { didSet { apply() } }

    public init(configuration: UIListContentConfiguration) {
        listContentConfiguration = configuration
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }

    public required init?(coder: NSCoder) { fatalError("UIListContentView is made in code") }

    public var configuration: UIContentConfiguration {
        get { listContentConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                TesseraDiagnostics.report("UIListContentView: cannot show a \(type(of: newValue)); it shows UIListContentConfiguration")
                return
            }
            listContentConfiguration = list
        }
    }

    public func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    private func apply() {
        let c = listContentConfiguration
        style(textLabel, c.shownText, c.textProperties)
        style(secondaryTextLabel, c.shownSecondaryText, c.secondaryTextProperties)
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        imageView.tintColor = c.imageProperties.configuredTintColor
        imageView.preferredSymbolConfiguration = c.imageProperties.preferredSymbolConfiguration
        imageView.accessibilityIgnoresInvertColors = c.imageProperties.accessibilityIgnoresInvertColors
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// A new text size changes the labels' fonts, and so this view's natural size.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            invalidateIntrinsicContentSize()
        }
    }

    private func style(_ label: UILabel, _ text: String?, _ properties: UIListContentConfiguration.TextProperties) {
        label.text = text
        label.isHidden = text?.isEmpty ?? true
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        label.textAlignment = properties.alignment
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
    }

    // MARK: Geometry

    private var sideBySide: Bool { listContentConfiguration.prefersSideBySideTextAndSecondaryText && !secondaryTextLabel.isHidden }

    /// The image's size and the width kept for it (its reserved width, at least its own).
    private var imageSpace: (size: CGSize, width: CGFloat) {
        guard let image = listContentConfiguration.image else { return (.zero, 0) }
        var size = image.size
        let limit = listContentConfiguration.imageProperties.maximumSize
        if limit.width > 0, size.width > limit.width { size = CGSize(width: limit.width, height: size.height * limit.width / size.width) }
        if limit.height > 0, size.height > limit.height { size = CGSize(width: size.width * limit.height / size.height, height: limit.height) }
        return (size, max(size.width, listContentConfiguration.imageProperties.reservedLayoutSize.width))
    }

    private var textStart: CGFloat {
        let space = imageSpace
        return space.width > 0 ? space.width + listContentConfiguration.imageToTextPadding : 0
    }

    /// The texts' frames in a content area of `width`, from y = 0, and their height.
    private func textFrames(width: CGFloat) -> (text: CGRect, secondary: CGRect, height: CGFloat) {
        let c = listContentConfiguration
        let hasText = !textLabel.isHidden, hasSecondary = !secondaryTextLabel.isHidden
        if sideBySide {
            let secondary = secondaryTextLabel.sizeThatFits(CGSize(width: width / 2, height: .greatestFiniteMagnitude))
            let secondaryWidth = min(ceil(secondary.width), width / 2)
            let textWidth = max(0, width - secondaryWidth - c.textToSecondaryTextHorizontalPadding)
            let text = hasText ? textLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)) : .zero
            let height = ceil(max(text.height, secondary.height))
            return (CGRect(x: 0, y: (height - ceil(text.height)) / 2, width: textWidth, height: ceil(text.height)),
                    CGRect(x: width - secondaryWidth, y: (height - ceil(secondary.height)) / 2, width: secondaryWidth, height: ceil(secondary.height)),
                    height)
        }
        let text = hasText ? textLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)) : .zero
        let secondary = hasSecondary ? secondaryTextLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)) : .zero
        let gap = hasText && hasSecondary ? c.textToSecondaryTextVerticalPadding : 0
        let textFrame = CGRect(x: 0, y: 0, width: width, height: ceil(text.height))
        let secondaryFrame = CGRect(x: 0, y: textFrame.maxY + gap, width: width, height: ceil(secondary.height))
        return (textFrame, secondaryFrame, hasSecondary ? secondaryFrame.maxY : textFrame.maxY)
    }

    private var isRow: Bool {
        let style = listContentConfiguration.style
        return style != .header && style != .footer
    }

    /// The configuration's margins, at least the superview's layout margins (where they reach
    /// into this view) along the axes the configuration preserves them.
    private var effectiveMargins: NSDirectionalEdgeInsets {
        var margins = listContentConfiguration.directionalLayoutMargins
        guard let superview else { return margins }
        let outer = superview.directionalLayoutMargins
        let axes = listContentConfiguration.axesPreservingSuperviewLayoutMargins
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let leftGap = frame.minX, rightGap = superview.bounds.width - frame.maxX
        if axes.contains(.horizontal) {
            margins.leading = max(margins.leading, outer.leading - (rightToLeft ? rightGap : leftGap))
            margins.trailing = max(margins.trailing, outer.trailing - (rightToLeft ? leftGap : rightGap))
        }
        if axes.contains(.vertical) {
            margins.top = max(margins.top, outer.top - frame.minY)
            margins.bottom = max(margins.bottom, outer.bottom - (superview.bounds.height - frame.maxY))
        }
        return margins
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let margins = effectiveMargins
        let inner = max(0, size.width - margins.leading - margins.trailing)
        let texts = textFrames(width: max(0, inner - textStart))
        let content = max(texts.height, imageSpace.size.height)
        let height = margins.top + content + margins.bottom
        return CGSize(width: size.width, height: ceil(isRow ? max(Self.minimumRowHeight, height) : height))
    }

    /// Its texts' width on one line plus the image and the margins, as UIKit's list content view
    /// reports (so a custom cell can put views after it and let it shrink); the height of its
    /// configuration at its width, or at that natural width before it has one.
    open override var intrinsicContentSize: CGSize {
        let margins = effectiveMargins
        let width = ceil(margins.leading + textStart + naturalTextWidth + margins.trailing)
        let fitWidth = bounds.width > 0 ? bounds.width : width
        return CGSize(width: width, height: sizeThatFits(CGSize(width: fitWidth, height: .greatestFiniteMagnitude)).height)
    }

    /// The texts' width each on one line: side by side, both and the padding between; else the wider.
    private var naturalTextWidth: CGFloat {
        let unlimited = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        let text = textLabel.isHidden ? 0 : ceil(textLabel.sizeThatFits(unlimited).width)
        let secondary = secondaryTextLabel.isHidden ? 0 : ceil(secondaryTextLabel.sizeThatFits(unlimited).width)
        guard sideBySide else { return max(text, secondary) }
        return text + secondary + (text > 0 && secondary > 0 ? listContentConfiguration.textToSecondaryTextHorizontalPadding : 0)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margins = effectiveMargins
        let inner = CGRect(x: margins.leading, y: margins.top, width: max(0, bounds.width - margins.leading - margins.trailing),
                           height: max(0, bounds.height - margins.top - margins.bottom))
        let space = imageSpace
        imageView.frame = CGRect(x: inner.minX + (space.width - space.size.width) / 2, y: inner.midY - space.size.height / 2,
                                 width: space.size.width, height: space.size.height)
        let textLeft = inner.minX + textStart
        let texts = textFrames(width: max(0, inner.maxX - textLeft))
        let top = inner.midY - texts.height / 2
        textLabel.frame = texts.text.offsetBy(dx: textLeft, dy: top)
        secondaryTextLabel.frame = texts.secondary.offsetBy(dx: textLeft, dy: top)
        partsDidMove()
    }
}

/// Its height depends on the width Auto Layout gives it: the texts wrap.
extension UIListContentView: WrapsToItsWidth {
    var wrapsToItsWidth: Bool { true }
    var unlimitedSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: heightFitting(width: .greatestFiniteMagnitude)) }
    func heightFitting(width: CGFloat) -> CGFloat { sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height }
}
