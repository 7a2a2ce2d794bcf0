import Foundation

/// A view that shows one or more lines of read-only text.
///
/// Text is centred vertically in the bounds, as UIKit does, and aligned horizontally by
/// ``textAlignment``. Sizes come from the installed text system (Pango in TesseraCairo).
@preconcurrency @MainActor open class UILabel: UIView {
    /// What this class takes from its appearance proxies (UIAppearance.swift).
    override class var appearanceProperties: [AppearanceProperty] {
        super.appearanceProperties + [.object(\UILabel.textColor), .object(\UILabel.font)]
    }
    open var text: String? {
        didSet {
            // Plain text replaces attributed text, as in UIKit.
            if !settingAttributedText { storedAttributedText = nil }
            if text != oldValue { textDidChange() }
        }
    }

    /// Styled text: fonts, colours, paragraph styles, kerning, underlines, strikethroughs,
    /// links and inline images, drawn as set (the label's font, colour and alignment fill in
    /// what it leaves out). Reading it after setting ``text`` gives the text in the label's
    /// font and colour.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            return text.map { NSAttributedString(string: $0, attributes: [.font: font as Any, .foregroundColor: textColor as Any]) }
        }
        set {
            settingAttributedText = true
            storedAttributedText = newValue
            text = newValue?.string
            settingAttributedText = false
            textDidChange()
        }
    }
    private var storedAttributedText: NSAttributedString?
    private var settingAttributedText = false

    /// `text` by key-value coding, beside the keys of ``UIView/value(forKey:)``.
    open override func value(forKey key: String) -> Any? {
        key == "text" ? text : super.value(forKey: key)
    }
    /// The font; 17-point system font by default.
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { textDidChange() } }
    /// Whether a Dynamic Type font follows the user's text size (`UIContentSizeCategoryAdjusting`).
    open var adjustsFontForContentSizeCategory = false { didSet { followContentSizeCategory() } }
    /// `.label` by default, as since iOS 13: black in light appearance, white in dark.
    open var textColor: UIColor! = .label { didSet { setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The most lines to show; 0 means as many as needed. 1 by default.
    open var numberOfLines = 1 { didSet { textDidChange() } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textDidChange() } }
    /// The width at which multi-line text wraps for ``intrinsicContentSize``; 0 means none.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textDidChange() } }

    /// Drawn behind the text, offset by ``shadowOffset``; nil draws none.
    open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }
    /// How far the shadow is from the text; up one point by default, as in UIKit.
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }
    /// The text's colour while ``isHighlighted`` (a selected cell's labels).
    open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }
    open var isHighlighted = false { didSet { setNeedsDisplay() } }
    /// A disabled label draws its text dimmed: its colour at half its opacity.
    open var isEnabled = true { didSet { setNeedsDisplay() } }
    /// Whether the font shrinks (to ``minimumScaleFactor`` of its size at most) so the text
    /// fits the bounds instead of being truncated.
    open var adjustsFontSizeToFitWidth = false { didSet { textDidChange() } }
    /// The smallest the font shrinks to, as a fraction of its size; 0 keeps the font's size.
    open var minimumScaleFactor: CGFloat = 0 { didSet { textDidChange() } }
    /// Where shrunk text sits: on the full-size text's baseline (the default), centred, or at
    /// the top of the full-size text's rectangle.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines { didSet { setNeedsDisplay() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = nil
    }

    /// A label from an Interface Builder document (see ``UINib``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodeLabelAttributes(coder)
    }

    private func textDidChange() {
        setNeedsDisplay()
        superview?.setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The size of the text wrapped to `size.width` (only when ``numberOfLines`` is not 1).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let maxWidth = numberOfLines == 1 || size.width <= 0 ? CGFloat.greatestFiniteMagnitude : size.width
        if let styled = styledText(color: shownTextColor) { return Platform.textSystem.size(of: styled, maxWidth: maxWidth) }
        return Platform.textSystem.size(of: text, font: font, maxWidth: maxWidth,
                                        numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    }

    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: preferredMaxLayoutWidth, height: .greatestFiniteMagnitude))
    }

    /// The rectangle the text is drawn in: the text's height, centred vertically in `bounds`.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines lines: Int) -> CGRect {
        guard let text, !text.isEmpty else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        let size = styledText(color: shownTextColor, lines: lines).map { Platform.textSystem.size(of: $0, maxWidth: bounds.width) }
            ?? Platform.textSystem.size(of: text, font: font, maxWidth: bounds.width, numberOfLines: lines, lineBreakMode: lineBreakMode)
        let height = min(size.height, bounds.height)
        return CGRect(x: bounds.minX, y: bounds.midY - height / 2, width: bounds.width, height: height)
    }

    open func drawText(in rect: CGRect) {
        guard let text, !text.isEmpty else { return }
        if let styled = styledText(color: shownTextColor) {
            let frame = textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
            UIGraphicsGetCurrentContext()?.draw(styled, in: frame)
            return
        }
        let fitted = fittedFont(in: rect)
        let frame = shrunkTextRect(fitted, in: rect)
        if let shadowColor {
            let shadow = TextStyle(font: fitted, color: shadowColor, alignment: textAlignment,
                                   numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
            UIGraphicsGetCurrentContext()?.draw(text, style: shadow, in: frame.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height))
        }
        let style = TextStyle(font: fitted, color: shownTextColor, alignment: textAlignment,
                              numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        UIGraphicsGetCurrentContext()?.draw(text, style: style, in: frame)
    }

    open override func draw(_ rect: CGRect) { drawText(in: bounds) }

    /// The attributed text as the renderer sets it, when the label has some.
    private func styledText(color: UIColor, lines: Int? = nil) -> AttributedText? {
        guard let storedAttributedText, storedAttributedText.length > 0 else { return nil }
        return AttributedText(storedAttributedText, font: font, color: color, alignment: textAlignment,
                              numberOfLines: lines ?? numberOfLines, lineBreakMode: lineBreakMode)
    }
}
